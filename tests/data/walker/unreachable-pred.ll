; ModuleID = 'unreachable-pred.ll'
source_filename = "walker/unreachable-pred: phi operand from an unreachable predecessor is liveOnEntry and does not block (6.3)"

define i32 @u(ptr noalias %p, ptr noalias %q, i1 %c) {
entry:
  store i32 0, ptr %p, align 4
  br i1 %c, label %a, label %j

dead:                                             ; No predecessors!
  store i32 5, ptr %q, align 4
  br label %j

a:                                                ; preds = %entry
  store i32 1, ptr %q, align 4
  br label %j

j:                                                ; preds = %a, %dead, %entry
  %v = load i32, ptr %p, align 4
  %w = load i32, ptr %q, align 4
  ret i32 %v
}
