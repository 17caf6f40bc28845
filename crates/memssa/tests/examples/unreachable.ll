; ModuleID = 'unreachable.ll'
source_filename = "unreachable.ll"

define i32 @unreach(ptr %p, i1 %c) {
entry:
  store i32 0, ptr %p, align 4
  br i1 %c, label %a, label %j

dead:                                             ; No predecessors!
  %x = load i32, ptr %p, align 4
  store i32 9, ptr %p, align 4
  br i1 %c, label %j, label %dead2

a:                                                ; preds = %entry
  store i32 1, ptr %p, align 4
  br label %j

dead2:                                            ; preds = %dead
  br label %j

j:                                                ; preds = %dead2, %a, %dead, %entry
  %v = load i32, ptr %p, align 4
  ret i32 %v
}
