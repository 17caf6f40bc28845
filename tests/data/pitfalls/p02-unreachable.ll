; ModuleID = 'p02-unreachable.ll'
source_filename = "pitfalls/p02: Defs in unreachable blocks take IDs in layout order and point to liveOnEntry; unreachable preds add trailing phi entries"

define void @p02(ptr %p, i1 %c) {
entry:
  br i1 %c, label %a, label %b

u1:                                               ; preds = %u2
  store i32 10, ptr %p, align 4
  br label %j

a:                                                ; preds = %entry
  store i32 1, ptr %p, align 4
  br label %j

u2:                                               ; No predecessors!
  %x = load i32, ptr %p, align 4
  store i32 20, ptr %p, align 4
  br i1 %c, label %j, label %u1

b:                                                ; preds = %entry
  store i32 2, ptr %p, align 4
  br label %j

j:                                                ; preds = %b, %u2, %a, %u1
  %v = load i32, ptr %p, align 4
  ret void
}
