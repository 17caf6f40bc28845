; ModuleID = 'unnamed-blocks.ll'
source_filename = "print/unnamed-blocks: numbered blocks print as %N in phi entries (8.3)"

define void @g(ptr %0, i1 %1) {
  store i32 1, ptr %0, align 4
  br i1 %1, label %3, label %4

3:                                                ; preds = %4, %2
  store i32 2, ptr %0, align 4
  br label %4

4:                                                ; preds = %3, %2
  %5 = load i32, ptr %0, align 4
  br i1 %1, label %3, label %"we ird.blk"

"we ird.blk":                                     ; preds = %4
  ret void
}

define i32 @mixed(ptr %p, i1 %c) {
entry:
  br i1 %c, label %0, label %named

0:                                                ; preds = %entry
  store i32 1, ptr %p, align 4
  br label %named

named:                                            ; preds = %0, %entry
  %1 = load i32, ptr %p, align 4
  br i1 %c, label %2, label %3

2:                                                ; preds = %named
  store i32 2, ptr %p, align 4
  br label %3

3:                                                ; preds = %2, %named
  %4 = load i32, ptr %p, align 4
  ret i32 %4
}
