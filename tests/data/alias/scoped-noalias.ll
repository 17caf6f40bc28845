; ModuleID = 'scoped-noalias.ll'
source_filename = "alias/scoped-noalias: !alias.scope and !noalias metadata, with noalias.scope.decl"

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #0

define void @scoped(ptr %p, ptr %q, ptr %r) {
entry:
  call void @llvm.experimental.noalias.scope.decl(metadata !0)
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store i32 1, ptr %p, align 4, !alias.scope !0, !noalias !3
  store i32 2, ptr %q, align 4, !alias.scope !3, !noalias !0
  %a = load i32, ptr %p, align 4, !alias.scope !0, !noalias !3
  %b = load i32, ptr %q, align 4, !alias.scope !3, !noalias !0
  %c = load i32, ptr %r, align 4, !noalias !5
  %d = load i32, ptr %r, align 4
  ret void
}

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!0 = !{!1}
!1 = distinct !{!1, !2, !"scope p"}
!2 = distinct !{!2, !"domain"}
!3 = !{!4}
!4 = distinct !{!4, !2, !"scope q"}
!5 = !{!1, !4}
