; ModuleID = 'diamond.ll'
source_filename = "diamond.c"

define i32 @diamond(ptr noalias %p, ptr noalias %q, i1 %c) {
entry:
  store i32 0, ptr %p, align 4
  br i1 %c, label %then, label %else

then:                                             ; preds = %entry
  store i32 1, ptr %q, align 4
  br label %join

else:                                             ; preds = %entry
  store i32 2, ptr %q, align 4
  br label %join

join:                                             ; preds = %else, %then
  %v = load i32, ptr %p, align 4
  %w = load i32, ptr %q, align 4
  %s = add i32 %v, %w
  ret i32 %s
}
