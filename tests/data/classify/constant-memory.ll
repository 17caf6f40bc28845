; ModuleID = 'constant-memory.ll'
source_filename = "classify/constant-memory: loads of constant memory and !invariant.load are MemoryUse(liveOnEntry) even unoptimized (3.5)"

@G = constant i32 7
@G2 = constant i32 8
@H = global i32 7

define i32 @cm(ptr %p, ptr noalias readonly %r, ptr readonly %ro, i1 %c) {
entry:
  store i32 1, ptr %p, align 4
  store i32 2, ptr @H, align 4
  %a = load i32, ptr @G, align 4
  %b = load i32, ptr @H, align 4
  %c0 = load i32, ptr %p, align 4, !invariant.load !0
  %d = load i32, ptr %r, align 4
  %d2 = load i32, ptr %ro, align 4
  %e = load volatile i32, ptr @G, align 4
  %sel = select i1 %c, ptr @G, ptr @G2
  %f = load i32, ptr %sel, align 4
  %sel2 = select i1 %c, ptr @G, ptr @H
  %g = load i32, ptr %sel2, align 4
  %gep = getelementptr inbounds i8, ptr %r, i64 4
  %h = load i32, ptr %gep, align 4
  %i = load i32, ptr %p, align 4, !tbaa !1
  %j = load atomic i32, ptr @G unordered, align 4
  %k = load atomic i32, ptr @G acquire, align 4
  br i1 %c, label %x, label %y

x:                                                ; preds = %entry
  br label %y

y:                                                ; preds = %x, %entry
  %ph = phi ptr [ @G, %entry ], [ @G2, %x ]
  %l = load i32, ptr %ph, align 4
  ret i32 %l
}

!0 = !{}
!1 = !{!2, !2, i64 0, i64 1}
!2 = !{!"const int", !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
