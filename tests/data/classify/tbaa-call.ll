; ModuleID = 'tbaa-call.ll'
source_filename = "classify/tbaa-call: a call tagged with an immutable TBAA type accesses nothing"

declare void @unk()

define void @tcall(ptr %p) {
entry:
  store i32 1, ptr %p, align 4
  call void @unk(), !tbaa !0
  call void @unk(), !tbaa !4
  %l = load i32, ptr %p, align 4
  ret void
}

!0 = !{!1, !1, i64 0, i64 1}
!1 = !{!"const int", !2, i64 0}
!2 = !{!"omnipotent char", !3, i64 0}
!3 = !{!"Simple C/C++ TBAA"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !2, i64 0}
