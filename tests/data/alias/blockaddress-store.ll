; ModuleID = 'blockaddress-store.ll'
source_filename = "blockaddress-store.ll"

define i32 @f() {
entry:
  %a = alloca ptr, align 8
  %b = alloca i32, align 4
  store i32 0, ptr %b, align 4
  br label %bb

bb:                                               ; preds = %entry
  store ptr blockaddress(@f, %bb), ptr %a, align 8
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @g() {
  %a = alloca ptr, align 8
  %b = alloca i32, align 4
  store i32 0, ptr %b, align 4
  store ptr dso_local_equivalent @h, ptr %a, align 8
  store ptr no_cfi @h, ptr %a, align 8
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

declare void @h()
