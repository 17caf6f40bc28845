; ModuleID = 'cm.ll'
source_filename = "cm.ll"

@G = constant [16 x i32] zeroinitializer
@H = global i32 7
@T = thread_local constant i32 1
@E = external constant i32

@A = alias i32, ptr @G
@WA = weak alias i32, ptr @G
@AH = alias i32, ptr @H

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.ssa.copy.p0(ptr returned) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(inaccessiblemem: readwrite)
declare ptr @llvm.launder.invariant.group.p0(ptr) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.strip.invariant.group.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #2

declare ptr @retarg(ptr returned)

declare void @unk()

define i32 @f(ptr noalias readonly %r, ptr noalias %nr, ptr readonly %ro, i1 %c, i32 %k) {
entry:
  call void @unk()
  %g1 = getelementptr i8, ptr @G, i64 1
  %g2 = getelementptr i8, ptr %g1, i64 1
  %g3 = getelementptr i8, ptr %g2, i64 1
  %g4 = getelementptr i8, ptr %g3, i64 1
  %g5 = getelementptr i8, ptr %g4, i64 1
  %g6 = getelementptr i8, ptr %g5, i64 1
  %g7 = getelementptr i8, ptr %g6, i64 1
  %l5 = load i8, ptr %g5, align 1
  %l6 = load i8, ptr %g6, align 1
  %l7 = load i8, ptr %g7, align 1
  %a1 = load i32, ptr @A, align 4
  %a2 = load i32, ptr @WA, align 4
  %a3 = load i32, ptr @AH, align 4
  %t = call ptr @llvm.threadlocal.address.p0(ptr @T)
  %t1 = load i32, ptr %t, align 4
  %e1 = load i32, ptr @E, align 4
  %s1 = call ptr @llvm.ssa.copy.p0(ptr @G)
  %s2 = load i32, ptr %s1, align 4
  %la = call ptr @llvm.launder.invariant.group.p0(ptr @G)
  %s3 = load i32, ptr %la, align 4
  %st = call ptr @llvm.strip.invariant.group.p0(ptr @G)
  %s4 = load i32, ptr %st, align 4
  %pm = call ptr @llvm.ptrmask.p0.i64(ptr @G, i64 -4)
  %s5 = load i32, ptr %pm, align 4
  %ra = call ptr @retarg(ptr @G)
  %s6 = load i32, ptr %ra, align 4
  %r1 = getelementptr i32, ptr %r, i32 %k
  %s7 = load i32, ptr %r1, align 4
  %s8 = load i32, ptr %nr, align 4
  %s9 = load i32, ptr %ro, align 4
  %ac = addrspacecast ptr @G to ptr addrspace(1)
  %s10 = load i32, ptr addrspace(1) %ac, align 4
  %ce = load i32, ptr getelementptr (i8, ptr @G, i64 8), align 4
  %sel = select i1 %c, ptr @G, ptr %r
  %sel2 = select i1 %c, ptr %sel, ptr %g3
  %s11 = load i32, ptr %sel2, align 4
  br i1 %c, label %x, label %y

x:                                                ; preds = %entry
  br label %y

y:                                                ; preds = %x, %entry
  %p = phi ptr [ @G, %entry ], [ %r, %x ]
  %p1 = phi ptr [ @G, %entry ], [ @H, %x ]
  %s12 = load i32, ptr %p, align 4
  %s13 = load i32, ptr %p1, align 4
  %s14 = load i32, ptr @H, align 4, !tbaa !0
  %s15 = load i32, ptr @H, align 4, !tbaa !0
  %s16 = load i32, ptr @H, align 4, !tbaa !3
  %s17 = load i32, ptr @H, align 4, !tbaa !5
  ret i32 0
}

define void @g(i1 %c, i32 %x) {
entry:
  switch i32 %x, label %d [
    i32 0, label %b0
    i32 1, label %b1
    i32 2, label %b2
    i32 3, label %b3
    i32 4, label %b4
    i32 5, label %b5
    i32 6, label %b6
    i32 7, label %b7
  ]

b0:                                               ; preds = %entry
  br label %j

b1:                                               ; preds = %entry
  br label %j

b2:                                               ; preds = %entry
  br label %j

b3:                                               ; preds = %entry
  br label %j

b4:                                               ; preds = %entry
  br label %j

b5:                                               ; preds = %entry
  br label %j

b6:                                               ; preds = %entry
  br label %j

b7:                                               ; preds = %entry
  br label %j

d:                                                ; preds = %entry
  br label %j

j:                                                ; preds = %d, %b7, %b6, %b5, %b4, %b3, %b2, %b1, %b0
  %p9 = phi ptr [ @G, %b0 ], [ @G, %b1 ], [ @G, %b2 ], [ @G, %b3 ], [ @G, %b4 ], [ @G, %b5 ], [ @G, %b6 ], [ @G, %b7 ], [ @G, %d ]
  %p8 = phi ptr [ @G, %b0 ], [ @G, %b1 ], [ @G, %b2 ], [ @G, %b3 ], [ @G, %b4 ], [ @G, %b5 ], [ @G, %b6 ], [ @G, %b7 ], [ getelementptr (i8, ptr @G, i64 4), %d ]
  %v = load i32, ptr %p9, align 4
  %v2 = load i32, ptr %p8, align 4
  call void @unk()
  ret void
}

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(inaccessiblemem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{!1, !1, i64 0, i64 1}
!1 = !{!"int", !2}
!2 = !{!"root"}
!3 = !{!4, !4, i64 0, i64 4, i64 1}
!4 = !{!2, i64 4, !"intn"}
!5 = !{!6, !6, i64 0, i64 4}
!6 = !{!2, i64 4, !"intn2"}
