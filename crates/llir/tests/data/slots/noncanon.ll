; Hand-written, non-canonical numbering: gaps, nodes out of order, unused nodes,
; a self-referencing loop node, call-site-only attribute groups, global attrs.
@g = global i32 0, !foo !50, !bar !52 #7
@h = global i32 1 #3
@a = alias i32, ptr @h

; Function Attrs: nounwind
define void @first(ptr %p, i1 %c) #1 {
entry:
  store i32 1, ptr %p, align 4, !tbaa !30
  call void @ext() #9
  br i1 %c, label %loop, label %exit, !prof !61

loop:                                             ; preds = %loop, %entry
  %v = load i32, ptr %p, align 4, !tbaa !31, !noalias !70
  br i1 %c, label %loop, label %exit, !llvm.loop !40

exit:                                             ; preds = %loop, %entry
  ret void
}

; Function Attrs: nounwind
define i32 @second(ptr %p) #1 {
  %v = load i32, ptr %p, align 4, !tbaa !31, !range !80
  call void @ext() #8
  call void @ext() #9
  call void @ext() #8
  store i32 %v, ptr %p, align 4, !tbaa !30, !alias.scope !70
  ret i32 %v
}

; Function Attrs: noinline nounwind
define void @third(ptr %q) #2 {
  call void @ext() #5
  store i32 0, ptr %q, align 4, !tbaa !32, !nontemporal !90
  ret void
}

declare void @ext() #2

attributes #1 = { nounwind }
attributes #2 = { noinline nounwind }
attributes #3 = { "x"="y" }
attributes #5 = { cold }
attributes #7 = { "a"="b" }
attributes #8 = { nounwind "k"="v" }
attributes #9 = { nounwind "k"="w" }

!named.b = !{!21, !20}
!named.a = !{!99}
!99 = !{!"named a"}
!20 = !{!"twenty", !21}
!21 = !{!"twentyone"}
!50 = !{!51}
!51 = !{!"fifty-one"}
!52 = !{!"fifty-two", !20}
!30 = !{!33, !33, i64 0}
!31 = !{!34, !34, i64 0}
!32 = !{!35, !35, i64 0}
!33 = !{!"int", !36, i64 0}
!34 = !{!"long", !36, i64 0}
!35 = !{!"short", !36, i64 0}
!36 = !{!"omnipotent char", !37, i64 0}
!37 = !{!"Simple C/C++ TBAA"}
!40 = distinct !{!40, !41, !42}
!41 = !{!"llvm.loop.mustprogress"}
!42 = !{!"llvm.loop.unroll.disable"}
!61 = !{!"branch_weights", i32 1, i32 7}
!70 = !{!71}
!71 = distinct !{!71, !72, !"scope"}
!72 = distinct !{!72, !"domain"}
!80 = !{i32 0, i32 10}
!90 = !{i32 1}
!95 = !{!"unused", !30}
