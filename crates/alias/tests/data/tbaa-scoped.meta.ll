; ModuleID = 'metadata.ll'
source_filename = "metadata.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @tbaa(ptr %p, ptr %q, ptr %r, ptr %s) {
  store i32 0, ptr %p, align 4, !tbaa !0
  store float 0.000000e+00, ptr %q, align 4, !tbaa !4
  store i8 0, ptr %r, align 1, !tbaa !6
  %a = getelementptr inbounds i8, ptr %s, i64 4
  store i32 1, ptr %a, align 4, !tbaa !7
  store i32 2, ptr %s, align 4, !tbaa !9
  %x = load i32, ptr %p, align 4, !tbaa !10
  %y = load i32, ptr %q, align 4, !tbaa !0
  %z = load i32, ptr %r, align 4, !tbaa !12
  ret void
}

define void @scoped(ptr %p, ptr %q, ptr %r) {
  store i32 0, ptr %p, align 4, !alias.scope !14, !noalias !17
  store i32 1, ptr %q, align 4, !alias.scope !17, !noalias !14
  store i32 2, ptr %r, align 4, !noalias !19
  %v = load i32, ptr %p, align 4, !alias.scope !19
  ret void
}

!0 = !{!1, !1, i64 0}
!1 = !{!"int", !2, i64 0}
!2 = !{!"omnipotent char", !3, i64 0}
!3 = !{!"Simple C/C++ TBAA"}
!4 = !{!5, !5, i64 0}
!5 = !{!"float", !2, i64 0}
!6 = !{!2, !2, i64 0}
!7 = !{!8, !1, i64 4}
!8 = !{!"S", !1, i64 0, !1, i64 4}
!9 = !{!8, !1, i64 0}
!10 = !{!11, !11, i64 0, i64 1}
!11 = !{!"const int", !2, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !2}
!14 = !{!15}
!15 = distinct !{!15, !16, !"scope A"}
!16 = distinct !{!16, !"domain"}
!17 = !{!18}
!18 = distinct !{!18, !16, !"scope B"}
!19 = !{!15, !18}
