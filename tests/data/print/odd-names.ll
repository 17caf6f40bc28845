; ModuleID = 'odd-names.ll'
source_filename = "print/odd-names: raw function and block names in the header and phi entries (8.1, 8.3)"

; Function Attrs: nounwind
define void @"odd name"(ptr %p, i1 %c) #0 {
"entry blk":
  store i32 0, ptr %p, align 4
  br i1 %c, label %"x y", label %z

"x y":                                            ; preds = %"entry blk"
  store i32 1, ptr %p, align 4
  br label %z

z:                                                ; preds = %"x y", %"entry blk"
  %v = load i32, ptr %p, align 4
  br i1 %c, label %"q\22uote", label %"dots.and$dollar"

"q\22uote":                                       ; preds = %z
  store i32 2, ptr %p, align 4
  br label %"dots.and$dollar"

"dots.and$dollar":                                ; preds = %"q\22uote", %z
  br label %"9starts_with_digit"

"9starts_with_digit":                             ; preds = %"dots.and$dollar"
  %w = load i32, ptr %p, align 4
  ret void
}

define void @"\01mangled"(ptr %p) {
entry:
  store i32 0, ptr %p, align 4
  ret void
}

define void @"with\\backslash and \E2\82\AC"(ptr %p, i1 %c) {
"\E2\82\AC":
  br i1 %c, label %"a\09tab", label %b

"a\09tab":                                        ; preds = %"\E2\82\AC"
  store i32 1, ptr %p, align 4
  br label %b

b:                                                ; preds = %"a\09tab", %"\E2\82\AC"
  %v = load i32, ptr %p, align 4
  ret void
}

define void @_ZN4core3fmt9Formatter3pad17h0123456789abcdefE(ptr %p) {
start:
  %v = load i32, ptr %p, align 4
  ret void
}

attributes #0 = { nounwind }
