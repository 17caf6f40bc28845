; ModuleID = 'vscale.ll'
source_filename = "vscale"

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.vscale.i64() #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.nxv4i32.p0(<vscale x 4 x i32>, ptr nocapture, i32 immarg, <vscale x 4 x i1>) #1

declare void @escape(ptr)

; Function Attrs: vscale_range(1,4)
define i32 @past_scalable_store(ptr %p, <vscale x 4 x i32> %v) #2 {
  %q = getelementptr i8, ptr %p, i64 64
  %r = getelementptr i8, ptr %p, i64 60
  store i32 0, ptr %q, align 4
  store i32 1, ptr %r, align 4
  store <vscale x 4 x i32> %v, ptr %p, align 16
  %a = load i32, ptr %q, align 4
  %b = load i32, ptr %r, align 4
  %s = add i32 %a, %b
  ret i32 %s
}

define i32 @past_scalable_store_unbounded(ptr %p, <vscale x 4 x i32> %v) {
  %q = getelementptr i8, ptr %p, i64 64
  store i32 0, ptr %q, align 4
  store <vscale x 4 x i32> %v, ptr %p, align 16
  %a = load i32, ptr %q, align 4
  ret i32 %a
}

define <vscale x 4 x i32> @vscale_strides(ptr %p, <vscale x 4 x i32> %v) {
  %vs = call i64 @llvm.vscale.i64()
  %o1 = mul nsw i64 %vs, 16
  %o2 = shl nuw nsw i64 %vs, 5
  %om = mul nsw i64 %vs, -16
  %p1 = getelementptr i8, ptr %p, i64 %o1
  %p2 = getelementptr i8, ptr %p, i64 %o2
  %pm = getelementptr i8, ptr %p, i64 %om
  store <vscale x 4 x i32> %v, ptr %p, align 16
  %a = load <vscale x 4 x i32>, ptr %p1, align 16
  store <vscale x 4 x i32> %v, ptr %p1, align 16
  %b = load <vscale x 4 x i32>, ptr %p2, align 16
  %c = load <vscale x 4 x i32>, ptr %pm, align 16
  %d = load <vscale x 4 x i32>, ptr %p, align 16
  %vs2 = call i64 @llvm.vscale.i64()
  %o3 = mul nsw i64 %vs2, 16
  %p3 = getelementptr i8, ptr %p, i64 %o3
  %e = load <vscale x 4 x i32>, ptr %p3, align 16
  %s1 = add <vscale x 4 x i32> %a, %b
  %s2 = add <vscale x 4 x i32> %c, %d
  %s3 = add <vscale x 4 x i32> %s1, %s2
  %s = add <vscale x 4 x i32> %s3, %e
  ret <vscale x 4 x i32> %s
}

define i32 @scalable_gep(ptr %p, <vscale x 4 x i32> %v, i64 %i) {
  %e0 = getelementptr <vscale x 4 x i32>, ptr %p, i64 0, i64 0
  %e1 = getelementptr <vscale x 4 x i32>, ptr %p, i64 0, i64 1
  %n1 = getelementptr <vscale x 4 x i32>, ptr %p, i64 1
  store i32 0, ptr %e0, align 4
  store i32 1, ptr %e1, align 4
  store i32 2, ptr %n1, align 4
  %a = load i32, ptr %p, align 4
  %b = load i32, ptr %e1, align 4
  %s = add i32 %a, %b
  ret i32 %s
}

define i64 @objects(ptr %q, <vscale x 4 x i32> %v) {
  %small = alloca i64, align 8
  call void @escape(ptr %small)
  store i64 0, ptr %small, align 8
  store <vscale x 4 x i32> %v, ptr %q, align 16
  %a = load i64, ptr %small, align 8
  %sv = alloca <vscale x 2 x i64>, align 16
  call void @escape(ptr %sv)
  %g = getelementptr i8, ptr %sv, i64 8
  store i64 1, ptr %g, align 8
  store i64 2, ptr %sv, align 8
  %b = load i64, ptr %g, align 8
  %s = add i64 %a, %b
  ret i64 %s
}

define i32 @masked(ptr %p, <vscale x 4 x i1> %m, <vscale x 4 x i32> %x) {
  %before = getelementptr i8, ptr %p, i64 -4
  %far = getelementptr i8, ptr %p, i64 4096
  store i32 0, ptr %before, align 4
  store i32 1, ptr %far, align 4
  call void @llvm.masked.store.nxv4i32.p0(<vscale x 4 x i32> %x, ptr %p, i32 4, <vscale x 4 x i1> %m)
  %a = load i32, ptr %before, align 4
  %b = load i32, ptr %far, align 4
  %s = add i32 %a, %b
  ret i32 %s
}

; Function Attrs: vscale_range(1,2)
define i32 @scalable_struct(ptr %p, { <vscale x 4 x i32>, <vscale x 4 x i32> } %v) #3 {
  %q = getelementptr i8, ptr %p, i64 64
  %r = getelementptr i8, ptr %p, i64 60
  store i32 0, ptr %q, align 4
  store i32 1, ptr %r, align 4
  store { <vscale x 4 x i32>, <vscale x 4 x i32> } %v, ptr %p, align 16
  %a = load i32, ptr %q, align 4
  %b = load i32, ptr %r, align 4
  %s = add i32 %a, %b
  ret i32 %s
}

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #2 = { vscale_range(1,4) }
attributes #3 = { vscale_range(1,2) }
