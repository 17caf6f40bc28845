; ModuleID = 'tbaa.ll'
source_filename = "alias/tbaa: scalar and struct-path TBAA decide aliasing of differently typed accesses"

define void @scalar(ptr %p, ptr %q) {
entry:
  store i32 1, ptr %p, align 4, !tbaa !0
  store float 2.000000e+00, ptr %q, align 4, !tbaa !4
  %a = load i32, ptr %p, align 4, !tbaa !0
  %b = load float, ptr %q, align 4, !tbaa !4
  %c = load i8, ptr %q, align 1, !tbaa !6
  %d = load i32, ptr %q, align 4
  ret void
}

define void @struct_path(ptr %s, ptr %t) {
entry:
  store i32 1, ptr %s, align 4, !tbaa !7
  %sy = getelementptr inbounds i8, ptr %s, i64 4
  store i32 2, ptr %sy, align 4, !tbaa !9
  %a = load i32, ptr %t, align 4, !tbaa !7
  %b = load i32, ptr %t, align 4, !tbaa !9
  %c = load i32, ptr %t, align 4, !tbaa !10
  %d = load i32, ptr %t, align 4, !tbaa !0
  ret void
}

!0 = !{!1, !1, i64 0}
!1 = !{!"int", !2, i64 0}
!2 = !{!"omnipotent char", !3, i64 0}
!3 = !{!"Simple C/C++ TBAA"}
!4 = !{!5, !5, i64 0}
!5 = !{!"float", !2, i64 0}
!6 = !{!2, !2, i64 0}
!7 = !{!8, !1, i64 0}
!8 = !{!"S", !1, i64 0, !1, i64 4}
!9 = !{!8, !1, i64 4}
!10 = !{!11, !1, i64 0}
!11 = !{!"T", !1, i64 0}
