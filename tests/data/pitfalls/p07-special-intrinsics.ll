; ModuleID = 'p07-special-intrinsics.ll'
source_filename = "pitfalls/p07: invariant.start/end are non-clobbering Defs, lifetime.* clobber, assume etc. have no access"

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare ptr @llvm.invariant.start.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #2

define i32 @p07(ptr %p, i1 %c) {
entry:
  %a = alloca i32, align 4
  store i32 1, ptr %a, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr %a)
  %x = load i32, ptr %a, align 4
  store i32 2, ptr %p, align 4
  %i = call ptr @llvm.invariant.start.p0(i64 4, ptr %p)
  call void @llvm.assume(i1 %c)
  call void @llvm.experimental.noalias.scope.decl(metadata !0)
  %y = load i32, ptr %p, align 4
  ret i32 %y
}

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!0 = !{!1}
!1 = distinct !{!1, !2}
!2 = distinct !{!2}
