; ModuleID = 'constant-memory.ll'
source_filename = "constant-memory.ll"

@G = constant i32 7
@H = global i32 7

declare void @unk()

define i32 @cm(ptr %p, ptr noalias readonly %r, i1 %c) {
entry:
  store i32 1, ptr %p, align 4
  call void @unk()
  %a = load i32, ptr @G, align 4
  %b = load i32, ptr @H, align 4
  %c2 = load i32, ptr %p, align 4, !invariant.load !0
  %d = load i32, ptr %r, align 4
  %e = load volatile i32, ptr @G, align 4
  %g = getelementptr inbounds i8, ptr @G, i64 2
  %f = load i8, ptr %g, align 1
  %s = select i1 %c, ptr @G, ptr %r
  %h = load i32, ptr %s, align 4
  %s2 = select i1 %c, ptr @G, ptr @H
  %i = load i32, ptr %s2, align 4
  ret i32 %a
}

!0 = !{}
