; ModuleID = 'gep-sdiv-loop.ll'
source_filename = "regress/gep-sdiv-loop: a loop-variant struct-array element against a store to the base (from sqlite3 fts5MultiIterNext/fts5VisitEntries -O2)"

%struct.R = type { i16, i8, i8, i32 }

define void @sdiv_loop(ptr %pp, i32 %a, i32 %b, i1 %c) {
entry:
  %base = load ptr, ptr %pp, align 8
  br label %loop

loop:                                             ; preds = %loop, %entry
  %q = sdiv i32 %a, %b
  store i16 0, ptr %base, align 2
  %iq = sext i32 %q to i64
  %e = getelementptr %struct.R, ptr %base, i64 %iq
  %v = load i16, ptr %e, align 2
  br i1 %c, label %loop, label %exit

exit:                                             ; preds = %loop
  ret void
}

define void @sdiv_loop_reduced() {
entry:
  %base = load ptr, ptr null, align 8
  br label %loop

loop:                                             ; preds = %loop, %entry
  %q = sdiv i32 0, 0
  store i16 0, ptr %base, align 2
  %iq = sext i32 %q to i64
  %e = getelementptr %struct.R, ptr %base, i64 %iq
  %v = load i16, ptr %e, align 2
  br label %loop
}
