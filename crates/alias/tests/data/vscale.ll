; ModuleID = 'vscale.ll'
source_filename = "vscale-aa"

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.vscale.i64() #0

declare void @escape(ptr)

define void @alloca_geps(i64 %i) {
  %a = alloca <vscale x 4 x i32>, align 16
  %g0 = getelementptr <vscale x 4 x i32>, ptr %a, i64 0
  %g1 = getelementptr <vscale x 4 x i32>, ptr %a, i64 1
  %e1 = getelementptr <vscale x 4 x i32>, ptr %a, i64 0, i64 1
  %gi = getelementptr <vscale x 4 x i32>, ptr %a, i64 %i
  %1 = load <vscale x 4 x i32>, ptr %a, align 16
  %2 = load <vscale x 4 x i32>, ptr %g0, align 16
  %3 = load <vscale x 4 x i32>, ptr %g1, align 16
  %4 = load i32, ptr %e1, align 4
  %5 = load i32, ptr %a, align 4
  %6 = load <vscale x 4 x i32>, ptr %gi, align 16
  ret void
}

; Function Attrs: vscale_range(1,16)
define void @fixed_vs_scalable(ptr %p) #1 {
  %vm16 = getelementptr <vscale x 4 x i32>, ptr %p, i64 -1
  %m16 = getelementptr <4 x i32>, ptr %p, i64 -1
  %m32 = getelementptr <4 x i32>, ptr %p, i64 -2
  %p16 = getelementptr <4 x i32>, ptr %p, i64 1
  %p256 = getelementptr i8, ptr %p, i64 256
  %p255 = getelementptr i8, ptr %p, i64 255
  %1 = load <vscale x 4 x i32>, ptr %p, align 16
  %2 = load <4 x i32>, ptr %p, align 16
  %3 = load <vscale x 4 x i32>, ptr %vm16, align 16
  %4 = load <4 x i32>, ptr %m16, align 16
  %5 = load <vscale x 4 x i32>, ptr %m16, align 16
  %6 = load <vscale x 4 x i32>, ptr %m32, align 16
  %7 = load <4 x i32>, ptr %p16, align 16
  %8 = load i32, ptr %p256, align 4
  %9 = load i32, ptr %p255, align 4
  ret void
}

define void @vscale_offsets(ptr %p) {
  %v = call i64 @llvm.vscale.i64()
  %vp = mul nsw i64 %v, 16
  %vm = mul nsw i64 %v, -16
  %vp32 = shl nuw nsw i64 %v, 5
  %a = getelementptr i8, ptr %p, i64 %vp
  %b = getelementptr i8, ptr %p, i64 %vm
  %c = getelementptr i8, ptr %p, i64 %vp32
  %1 = load <vscale x 4 x i32>, ptr %p, align 16
  %2 = load <vscale x 4 x i32>, ptr %a, align 16
  %3 = load <vscale x 4 x i32>, ptr %b, align 16
  %4 = load <vscale x 4 x i32>, ptr %c, align 16
  %5 = load <4 x i32>, ptr %a, align 16
  %6 = load <vscale x 8 x i32>, ptr %a, align 32
  ret void
}

define void @two_vscales(ptr %p) {
  %v1 = call i64 @llvm.vscale.i64()
  %v2 = call i64 @llvm.vscale.i64()
  %o1 = mul nsw i64 %v1, 16
  %o2 = mul nsw i64 %v2, 16
  %a = getelementptr i8, ptr %p, i64 %o1
  %b = getelementptr i8, ptr %p, i64 %o2
  %o3 = mul nsw i64 %v2, 32
  %c = getelementptr i8, ptr %p, i64 %o3
  %1 = load <vscale x 4 x i32>, ptr %a, align 16
  %2 = load <vscale x 4 x i32>, ptr %b, align 16
  %3 = load <vscale x 4 x i32>, ptr %c, align 16
  ret void
}

define void @objects(ptr noalias %q) {
  %s = alloca i32, align 4
  %v = alloca <vscale x 2 x i64>, align 16
  call void @escape(ptr %s)
  %1 = load <vscale x 4 x i32>, ptr %s, align 16
  %2 = load <vscale x 4 x i32>, ptr %q, align 16
  %3 = load i32, ptr %s, align 4
  %4 = load i64, ptr %v, align 4
  %5 = load <vscale x 2 x i64>, ptr %v, align 16
  ret void
}

define void @range_none(ptr %p) {
  %q = getelementptr i8, ptr %p, i64 64
  %1 = load <vscale x 4 x i32>, ptr %p, align 16
  %2 = load i32, ptr %q, align 4
  ret void
}

define void @range_1_4(ptr %p) {
  %q = getelementptr i8, ptr %p, i64 64
  %r = getelementptr i8, ptr %p, i64 63
  %n = getelementptr i8, ptr %p, i64 -64
  %1 = load <vscale x 4 x i32>, ptr %p, align 16
  %2 = load i32, ptr %q, align 4
  %3 = load i32, ptr %r, align 4
  %4 = load <vscale x 4 x i32>, ptr %n, align 16
  ret void
}

define void @range_1_8(ptr %p) {
  %q = getelementptr i8, ptr %p, i64 64
  %1 = load <vscale x 4 x i32>, ptr %p, align 16
  %2 = load i32, ptr %q, align 4
  ret void
}

define void @range_4(ptr %p) {
  %q = getelementptr i8, ptr %p, i64 64
  %1 = load <vscale x 4 x i32>, ptr %p, align 16
  %2 = load i32, ptr %q, align 4
  ret void
}

define void @range_unbounded(ptr %p) {
  %q = getelementptr i8, ptr %p, i64 64
  %1 = load <vscale x 4 x i32>, ptr %p, align 16
  %2 = load i32, ptr %q, align 4
  ret void
}

define void @range_2_2(ptr %p) {
  %q = getelementptr i8, ptr %p, i64 32
  %r = getelementptr i8, ptr %p, i64 31
  %1 = load <vscale x 4 x i32>, ptr %p, align 16
  %2 = load i32, ptr %q, align 4
  %3 = load i32, ptr %r, align 4
  ret void
}

define void @mul_no_nsw(ptr %p) {
  %v = call i64 @llvm.vscale.i64()
  %o = mul i64 %v, 16
  %a = getelementptr i8, ptr %p, i64 %o
  %s = shl i64 %v, 4
  %b = getelementptr i8, ptr %p, i64 %s
  %1 = load <vscale x 4 x i32>, ptr %p, align 16
  %2 = load <vscale x 4 x i32>, ptr %a, align 16
  %3 = load <vscale x 4 x i32>, ptr %b, align 16
  ret void
}

define void @mul_no_nsw_norange(ptr %p) {
  %v = call i64 @llvm.vscale.i64()
  %o = mul i64 %v, 16
  %a = getelementptr i8, ptr %p, i64 %o
  %1 = load <vscale x 4 x i32>, ptr %p, align 16
  %2 = load <vscale x 4 x i32>, ptr %a, align 16
  ret void
}

define void @vscale_i32(ptr %p) {
  %v = call i32 @llvm.vscale.i32()
  %o = mul nsw i32 %v, 16
  %a = getelementptr i8, ptr %p, i32 %o
  %z = zext i32 %o to i64
  %b = getelementptr i8, ptr %p, i64 %z
  %1 = load <vscale x 4 x i32>, ptr %p, align 16
  %2 = load <vscale x 4 x i32>, ptr %a, align 16
  %3 = load <vscale x 4 x i32>, ptr %b, align 16
  ret void
}

define void @vscale_nonzero(ptr %p) {
  %v = call i64 @llvm.vscale.i64()
  %a = getelementptr inbounds i32, ptr %p, i64 %v
  %b = getelementptr i32, ptr %p, i64 %v
  %1 = load i32, ptr %p, align 4
  %2 = load i32, ptr %a, align 4
  %3 = load i32, ptr %b, align 4
  ret void
}

define void @vscale_known_bits(ptr %p) {
  %v = call i64 @llvm.vscale.i64()
  %a = getelementptr inbounds i32, ptr %p, i64 %v
  %q = getelementptr i8, ptr %p, i64 68
  %r = getelementptr i8, ptr %p, i64 64
  %1 = load i32, ptr %a, align 4
  %2 = load i32, ptr %q, align 4
  %3 = load i32, ptr %r, align 4
  ret void
}

define void @small_scale(ptr %p) {
  %v = call i64 @llvm.vscale.i64()
  %o = mul nsw i64 %v, 8
  %a = getelementptr i8, ptr %p, i64 %o
  %n = mul nsw i64 %v, -16
  %b = getelementptr i8, ptr %p, i64 %n
  %1 = load <vscale x 4 x i32>, ptr %p, align 16
  %2 = load <vscale x 4 x i32>, ptr %a, align 16
  %3 = load <vscale x 2 x i32>, ptr %a, align 8
  %4 = load <vscale x 4 x i32>, ptr %b, align 16
  ret void
}

define void @masked(ptr %p, <vscale x 4 x i1> %m, <vscale x 4 x i32> %x) {
  %b = getelementptr i8, ptr %p, i64 -4
  %c = getelementptr i8, ptr %p, i64 4096
  %l = call <vscale x 4 x i32> @llvm.masked.load.nxv4i32.p0(ptr %p, i32 4, <vscale x 4 x i1> %m, <vscale x 4 x i32> poison)
  %1 = load i32, ptr %b, align 4
  %2 = load i32, ptr %c, align 4
  call void @llvm.masked.store.nxv4i32.p0(<vscale x 4 x i32> %x, ptr %p, i32 4, <vscale x 4 x i1> %m)
  %3 = load i32, ptr %b, align 4
  %4 = load i32, ptr %c, align 4
  ret void
}

define void @scalable_geps(ptr %p, i64 %i) {
  %z = getelementptr <vscale x 4 x i32>, ptr %p, i64 0, i64 3
  %one = getelementptr <vscale x 4 x i32>, ptr %p, i64 1
  %var = getelementptr <vscale x 4 x i32>, ptr %p, i64 %i
  %inner = getelementptr <vscale x 4 x i32>, ptr %p, i64 0, i64 %i
  %1 = load i32, ptr %p, align 4
  %2 = load i32, ptr %z, align 4
  %3 = load i32, ptr %one, align 4
  %4 = load i32, ptr %var, align 4
  %5 = load i32, ptr %inner, align 4
  %6 = load <vscale x 4 x i32>, ptr %p, align 16
  ret void
}

define void @deref_alloca() {
  %a = alloca <vscale x 2 x i64>, align 16
  %s = alloca i64, align 8
  %g = getelementptr i8, ptr %a, i64 8
  %1 = load <vscale x 2 x i64>, ptr %a, align 16
  %2 = load i64, ptr %g, align 4
  %3 = load i64, ptr %s, align 4
  %4 = load <vscale x 2 x i64>, ptr %s, align 16
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vscale.i32() #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <vscale x 4 x i32> @llvm.masked.load.nxv4i32.p0(ptr nocapture, i32 immarg, <vscale x 4 x i1>, <vscale x 4 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.nxv4i32.p0(<vscale x 4 x i32>, ptr nocapture, i32 immarg, <vscale x 4 x i1>) #3

; Function Attrs: vscale_range(1,1)
define void @scalable_struct_aa(ptr %p) #4 {
  %q = getelementptr i8, ptr %p, i64 64
  %1 = load { <vscale x 4 x i32>, <vscale x 4 x i32> }, ptr %p, align 16
  %2 = load i32, ptr %q, align 4
  %r = getelementptr i8, ptr %p, i64 16
  %3 = load { <vscale x 4 x i32>, <vscale x 4 x i32> }, ptr %r, align 16
  ret void
}

; Function Attrs: vscale_range(1,1)
define void @svcount(ptr %p) #4 {
  %q = getelementptr i8, ptr %p, i64 2
  %r = getelementptr i8, ptr %p, i64 1
  %1 = load target("aarch64.svcount"), ptr %p, align 2
  %2 = load i8, ptr %q, align 1
  %3 = load i8, ptr %r, align 1
  ret void
}

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { vscale_range(1,16) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #4 = { vscale_range(1,1) }
