; ModuleID = 'unnamed.ll'
source_filename = "unnamed.ll"

define void @u(ptr %p, i1 %c) {
  store i8 0, ptr %p, align 1
  br i1 %c, label %1, label %2

1:                                                ; preds = %0
  store i8 1, ptr %p, align 1
  br label %2

2:                                                ; preds = %1, %0
  %3 = load i8, ptr %p, align 1
  ret void
}
