; ModuleID = 'phi-trans-gep-null.ll'
source_filename = "phi-trans-gep-null.ll"

define void @f(ptr %p) {
entry:
  br label %loop

loop:                                             ; preds = %loop, %entry
  %q = phi ptr [ null, %loop ], [ %p, %entry ]
  store i64 0, ptr %q, align 4
  %q8 = getelementptr i8, ptr %q, i64 8
  store i64 0, ptr %q8, align 4
  br label %loop
}

define void @g(ptr %p) {
entry:
  br label %loop

loop:                                             ; preds = %loop, %entry
  %q = phi ptr [ null, %loop ], [ %p, %entry ]
  store i64 0, ptr %q, align 4
  %q8 = getelementptr i64, ptr %q, i64 0
  store i64 0, ptr %q8, align 4
  br label %loop
}

define void @h(ptr %p) {
entry:
  br label %loop

loop:                                             ; preds = %loop, %entry
  %q = phi ptr [ null, %loop ], [ %p, %entry ]
  store i64 0, ptr %q, align 4
  %q8 = getelementptr { i32, i64 }, ptr %q, i64 1, i32 1
  store i64 0, ptr %q8, align 4
  br label %loop
}
