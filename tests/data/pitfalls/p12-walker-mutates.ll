; ModuleID = 'p12-walker-mutates.ll'
source_filename = "pitfalls/p12: the walker printer mutates what it prints; clobbers are printed in their current state"

define void @p12(ptr noalias %p, ptr noalias %q, i1 %c) {
entry:
  store i32 0, ptr %p, align 4
  br label %body

use:                                              ; preds = %body
  %v = load i32, ptr %q, align 4
  %w = load i32, ptr %p, align 4
  ret void

body:                                             ; preds = %entry
  store i32 1, ptr %q, align 4
  store i32 2, ptr %q, align 4
  br label %use
}
