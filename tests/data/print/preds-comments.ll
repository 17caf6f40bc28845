; ModuleID = 'preds-comments.ll'
source_filename = "print/preds-comments: preds lists, No predecessors!, metadata attachments on instructions and branches"

define void @preds(ptr %p, i32 %x, i1 %c) {
entry:
  %v = load i32, ptr %p, align 4, !tbaa !0, !nontemporal !4
  switch i32 %x, label %a [
    i32 0, label %b
    i32 1, label %cc
    i32 2, label %d
    i32 3, label %b
  ]

a:                                                ; preds = %entry
  store i32 1, ptr %p, align 4, !tbaa !0
  br label %join, !llvm.loop !5

b:                                                ; preds = %entry, %entry
  br i1 %c, label %join, label %cc, !prof !7

cc:                                               ; preds = %b, %entry
  br label %join

d:                                                ; preds = %entry
  br label %join

lonely:                                           ; No predecessors!
  store i32 5, ptr %p, align 4
  br label %join

join:                                             ; preds = %lonely, %d, %cc, %b, %a
  %w = load i32, ptr %p, align 4
  ret void
}

!0 = !{!1, !1, i64 0}
!1 = !{!"int", !2, i64 0}
!2 = !{!"omnipotent char", !3, i64 0}
!3 = !{!"Simple C/C++ TBAA"}
!4 = !{i32 1}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!"branch_weights", i32 10, i32 1}
