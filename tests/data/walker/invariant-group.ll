; ModuleID = 'invariant-group.ll'
source_filename = "walker/invariant-group: the walker printer honours !invariant.group, print<memoryssa> ignores it (6.6 t6)"

@g = global i32 0

declare void @unk()

define void @t6(ptr %p) {
entry:
  store i32 1, ptr %p, align 4, !invariant.group !0
  call void @unk()
  %a = load i32, ptr %p, align 4, !invariant.group !0
  store i32 2, ptr %p, align 4, !invariant.group !0
  ret void
}

define void @through_gep(ptr %p) {
entry:
  %z = getelementptr inbounds i8, ptr %p, i64 0
  store i32 1, ptr %z, align 4, !invariant.group !0
  call void @unk()
  %a = load i32, ptr %p, align 4, !invariant.group !0
  %b = load i32, ptr %z, align 4, !invariant.group !0
  ret void
}

define void @volatile_excluded(ptr %p) {
entry:
  store volatile i32 1, ptr %p, align 4, !invariant.group !0
  call void @unk()
  %a = load i32, ptr %p, align 4, !invariant.group !0
  %b = load volatile i32, ptr %p, align 4, !invariant.group !0
  ret void
}

define void @load_first(ptr %p, i1 %c) {
entry:
  %a = load i32, ptr %p, align 4, !invariant.group !0
  br i1 %c, label %x, label %y

x:                                                ; preds = %entry
  call void @unk()
  br label %y

y:                                                ; preds = %x, %entry
  %b = load i32, ptr %p, align 4, !invariant.group !0
  ret void
}

define void @constant_ptr() {
entry:
  store i32 1, ptr @g, align 4, !invariant.group !0
  call void @unk()
  %a = load i32, ptr @g, align 4, !invariant.group !0
  ret void
}

!0 = !{}
