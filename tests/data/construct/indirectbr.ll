; ModuleID = 'indirectbr.ll'
source_filename = "construct/indirectbr: successors in the order of the destination list"

define void @ibr(ptr %p, ptr %target) {
entry:
  store i32 0, ptr %p, align 4
  indirectbr ptr %target, [label %b, label %a, label %b]

a:                                                ; preds = %entry
  store i32 1, ptr %p, align 4
  br label %b

b:                                                ; preds = %a, %entry, %entry
  %v = load i32, ptr %p, align 4
  ret void
}

define ptr @addr() {
entry:
  ret ptr blockaddress(@ibr, %a)
}
