; Intrinsic declarations: LLVM 19 replaces their written attributes with the
; intrinsic's own, which changes how attribute sets are numbered.
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1 immarg)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: nounwind
define void @f(ptr %p, i32 %x) #0 {
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 8, i1 false)
  %m = call i32 @llvm.smax.i32(i32 %x, i32 0) #3
  call void @g(ptr %p) #1
  store i32 %m, ptr %p, align 4
  ret void
}

; Function Attrs: nounwind
define void @h(ptr %p) #0 {
  call void @g(ptr %p) #2
  call void @g(ptr %p) #1
  ret void
}

declare void @g(ptr) #5
declare i64 @llvm.umax.i64(i64, i64) #6

attributes #0 = { nounwind }
attributes #1 = { cold }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #3 = { nounwind memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { "k"="v" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
