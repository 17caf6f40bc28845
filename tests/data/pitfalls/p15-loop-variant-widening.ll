; ModuleID = 'p15-loop-variant-widening.ll'
source_filename = "pitfalls/p15: loop-variant pointers get unknown size each time a walk crosses a phi, even when not translated"

define void @p15(ptr noalias %a, ptr noalias %other, i64 %n) {
entry:
  store i32 0, ptr %other, align 4
  br label %loop

loop:                                             ; preds = %loop, %entry
  %i = phi i64 [ 0, %entry ], [ %inext, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %inext = add nuw i64 %i, 1
  %pn = getelementptr inbounds i32, ptr %a, i64 %inext
  store i32 1, ptr %pn, align 4
  %v = load i32, ptr %p, align 4
  %w = load i32, ptr %other, align 4
  %c = icmp ult i64 %inext, %n
  br i1 %c, label %loop, label %exit

exit:                                             ; preds = %loop
  ret void
}

define void @p15_loaded_ptr(ptr noalias %pp, ptr noalias %q, i1 %c) {
entry:
  br label %loop

loop:                                             ; preds = %loop, %entry
  %p = load ptr, ptr %pp, align 8
  %p4 = getelementptr inbounds i8, ptr %p, i64 4
  store i32 1, ptr %p4, align 4
  %v = load i32, ptr %p, align 4
  br i1 %c, label %loop, label %exit

exit:                                             ; preds = %loop
  ret void
}
