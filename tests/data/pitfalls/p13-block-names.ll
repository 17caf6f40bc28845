; ModuleID = 'p13-block-names.ll'
source_filename = "pitfalls/p13: phi entry block names are raw, unnamed blocks are %N"

define void @p13(ptr %p, i1 %c) {
"a b":
  br i1 %c, label %"c\22d", label %0

"c\22d":                                          ; preds = %"a b"
  store i32 1, ptr %p, align 4
  br label %1

0:                                                ; preds = %"a b"
  store i32 2, ptr %p, align 4
  br label %1

1:                                                ; preds = %0, %"c\22d"
  %v = load i32, ptr %p, align 4
  ret void
}
