define i32 @f(ptr %p, ptr %q) {
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %q, i64 8, i1 false)
  %v = load i32, ptr %p
  call void @llvm.lifetime.start.p0(i64 4, ptr %q)
  %m = call i32 @llvm.smax.i32(i32 %v, i32 0)
  call void @llvm.memset.p0.i64(ptr %q, i8 0, i64 4, i1 false)
  %w = load i32, ptr %q
  ret i32 %m
}
