; Intrinsics called without a declaration from two functions: LLVM's
; parser declares them after every function of the file (the `declare`
; of @h included), in byte order of their names, each with the
; intrinsic's own function, return and parameter attributes.
define void @g(ptr %p, ptr %q) {
  %m = call i32 @llvm.umax.i32(i32 1, i32 2)
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 4, i1 false)
  call void @h()
  %d = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %v = load i32, ptr addrspace(4) %d
  store i32 %v, ptr %q
  ret void
}

define i32 @f(ptr %p, ptr %q) {
  %a = call i32 @llvm.abs.i32(i32 1, i1 false)
  call void @llvm.memmove.p0.p0.i64(ptr %p, ptr %q, i64 8, i1 false)
  call void @llvm.assume(i1 true)
  %x = load i32, ptr %p
  %m = call i32 @llvm.umax.i32(i32 %a, i32 %x)
  ret i32 %m
}

declare void @h()
