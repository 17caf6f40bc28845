; ModuleID = 'unreachable.ll'
source_filename = "construct/unreachable: Defs in unreachable blocks take IDs and point to liveOnEntry; unreachable preds add trailing entries (4.5)"

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

define void @unique_reachable_pred(ptr %p, i1 %c) {
entry:
  store i32 0, ptr %p, align 4
  br label %b

dead:                                             ; No predecessors!
  store i32 5, ptr %p, align 4
  br label %b

b:                                                ; preds = %dead, %entry
  %v = load i32, ptr %p, align 4
  ret void
}

define void @dead_loop(ptr %p) {
entry:
  store i32 0, ptr %p, align 4
  ret void

d1:                                               ; preds = %d2
  %x = load i32, ptr %p, align 4
  store i32 1, ptr %p, align 4
  br label %d2

d2:                                               ; preds = %d1
  %y = load i32, ptr %p, align 4
  store i32 2, ptr %p, align 4
  br label %d1
}
