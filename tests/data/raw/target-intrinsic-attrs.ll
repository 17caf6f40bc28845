; Target intrinsics declared with attributes opt-19 replaces by the
; intrinsic's own (memory(argmem: ...), memory(none)), and one called
; without a declaration.
define <8 x i16> @neon(ptr %p, <8 x i16> %y, ptr %g) {
entry:
  %q = getelementptr i8, ptr %p, i64 16
  %a = call <8 x i16> @llvm.arm.neon.vld1.v8i16.p0(ptr %p, i32 16) nounwind
  call void @llvm.arm.neon.vst1.p0.v8i16(ptr %q, <8 x i16> %y, i32 16)
  %b = call <8 x i16> @llvm.arm.neon.vld1.v8i16.p0(ptr %p, i32 16) nounwind
  store i32 0, ptr %g
  %c = call <8 x i16> @llvm.arm.neon.vld1.v8i16.p0(ptr %p, i32 16) nounwind
  %x = add <8 x i16> %a, %b
  %z = add <8 x i16> %x, %c
  ret <8 x i16> %z
}

define i32 @amdgpu_ids(ptr %p) {
  store i32 1, ptr %p
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %v = load i32, ptr %p
  %s = add i32 %t, %v
  ret i32 %s
}

define <4 x float> @x86_maskload(ptr %p, ptr %o, <4 x i32> %m) {
  store i32 1, ptr %o
  %l = call <4 x float> @llvm.x86.avx.maskload.ps(ptr %p, <4 x i32> %m)
  %v = load i32, ptr %o
  call void @llvm.x86.sse2.lfence()
  %w = load i32, ptr %o
  ret <4 x float> %l
}

define void @aarch64_ld1x2(ptr noalias %p, ptr noalias %o) {
  store i32 1, ptr %o
  %l = call { <4 x i32>, <4 x i32> } @llvm.aarch64.neon.ld1x2.v4i32.p0(ptr %p)
  %v = load i32, ptr %o
  ret void
}

define i32 @riscv_sm4(ptr %p, i32 %x) {
  store i32 1, ptr %p
  %r = call i32 @llvm.riscv.sm4ks(i32 %x, i32 %x, i32 0)
  %v = load i32, ptr %p
  %s = add i32 %r, %v
  ret i32 %s
}

declare <8 x i16> @llvm.arm.neon.vld1.v8i16.p0(ptr, i32) nounwind readonly
declare void @llvm.arm.neon.vst1.p0.v8i16(ptr, <8 x i16>, i32) nounwind
declare i32 @llvm.amdgcn.workitem.id.x()
declare <4 x float> @llvm.x86.avx.maskload.ps(ptr, <4 x i32>)
declare void @llvm.x86.sse2.lfence()
declare i32 @llvm.riscv.sm4ks(i32, i32, i32)
