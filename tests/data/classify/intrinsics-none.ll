; ModuleID = 'intrinsics-none.ll'
source_filename = "classify/intrinsics-none: intrinsics that get no access (special-cased or memory(none)) (3.2)"

@tls = thread_local global i32 0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.pseudoprobe(i64, i64, i32, i64) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare noundef i1 @llvm.allow.runtime.check(metadata) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare noundef i1 @llvm.allow.ubsan.check(i8 immarg) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare void @llvm.donothing() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.objectsize.i64.p0(ptr, i1 immarg, i1 immarg, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.expect.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #3

define i32 @none(ptr %p, i1 %c, i32 %x) {
entry:
  store i32 %x, ptr %p, align 4
  call void @llvm.assume(i1 %c)
  call void @llvm.assume(i1 true) [ "nonnull"(ptr %p) ]
  call void @llvm.experimental.noalias.scope.decl(metadata !0)
  call void @llvm.pseudoprobe(i64 1, i64 1, i32 0, i64 -1)
  %rc = call i1 @llvm.allow.runtime.check(metadata !"check")
  %uc = call i1 @llvm.allow.ubsan.check(i8 3)
  call void @llvm.donothing()
  %os = call i64 @llvm.objectsize.i64.p0(ptr %p, i1 false, i1 false, i1 false)
  %e = call i32 @llvm.expect.i32(i32 %x, i32 1)
  %t = call ptr @llvm.threadlocal.address.p0(ptr @tls)
  %n = call i32 @llvm.ctpop.i32(i32 %x)
  %l = load i32, ptr %t, align 4
  %m = load i32, ptr %p, align 4
  ret i32 %m
}

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{!1}
!1 = distinct !{!1, !2, !"scope"}
!2 = distinct !{!2, !"domain"}
