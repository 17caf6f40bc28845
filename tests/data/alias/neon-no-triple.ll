; ModuleID = 'neon-no-triple.ll'
source_filename = "neon-no-triple"

define <8 x i16> @pr36883_like(ptr %p, <8 x i16> %v) {
entry:
  %l1 = call <8 x i16> @llvm.arm.neon.vld1.v8i16.p0(ptr %p, i32 2)
  call void @llvm.arm.neon.vst1.p0.v8i16(ptr %p, <8 x i16> %v, i32 2)
  %pn = getelementptr inbounds i8, ptr %p, i32 16
  %l2 = call <8 x i16> @llvm.arm.neon.vld1.v8i16.p0(ptr %pn, i32 2)
  %l3 = call <8 x i16> @llvm.arm.neon.vld1.v8i16.p0(ptr %p, i32 2)
  %a = add <8 x i16> %l1, %l2
  %b = add <8 x i16> %a, %l3
  ret <8 x i16> %b
}

define <8 x i16> @store_after(ptr %p, <8 x i16> %y) {
entry:
  %q = getelementptr i8, ptr %p, i32 16
  %a = call <8 x i16> @llvm.arm.neon.vld1.v8i16.p0(ptr %p, i32 16)
  call void @llvm.arm.neon.vst1.p0.v8i16(ptr %q, <8 x i16> %y, i32 16)
  %b = call <8 x i16> @llvm.arm.neon.vld1.v8i16.p0(ptr %p, i32 16)
  %c = add <8 x i16> %a, %b
  %x = load i8, ptr %p, align 1
  %z = load i8, ptr %q, align 1
  %w = getelementptr i8, ptr %p, i32 31
  %u = load i8, ptr %w, align 1
  %t = getelementptr i8, ptr %p, i32 32
  %s = load i8, ptr %t, align 1
  ret <8 x i16> %c
}

define <16 x i8> @sizes(ptr %p, <2 x i32> %v) {
entry:
  call void @llvm.arm.neon.vst1.p0.v2i32(ptr %p, <2 x i32> %v, i32 8)
  %p4 = getelementptr i8, ptr %p, i32 4
  %a = call <16 x i8> @llvm.arm.neon.vld1.v16i8.p0(ptr %p4, i32 1)
  %p8 = getelementptr i8, ptr %p, i32 8
  %b = call <16 x i8> @llvm.arm.neon.vld1.v16i8.p0(ptr %p8, i32 1)
  %pm = getelementptr i8, ptr %p, i32 -16
  %c = call <16 x i8> @llvm.arm.neon.vld1.v16i8.p0(ptr %pm, i32 1)
  %pm15 = getelementptr i8, ptr %p, i32 -15
  %d = call <16 x i8> @llvm.arm.neon.vld1.v16i8.p0(ptr %pm15, i32 1)
  %s1 = add <16 x i8> %a, %b
  %s2 = add <16 x i8> %c, %d
  %s = add <16 x i8> %s1, %s2
  ret <16 x i8> %s
}

define i32 @mixed(ptr %p, <4 x float> %v) {
entry:
  store i32 1, ptr %p, align 4
  call void @llvm.arm.neon.vst1.p0.v4f32(ptr %p, <4 x float> %v, i32 4)
  %p12 = getelementptr i8, ptr %p, i32 12
  %a = load i32, ptr %p12, align 4
  %p16 = getelementptr i8, ptr %p, i32 16
  %b = load i32, ptr %p16, align 4
  store i32 2, ptr %p16, align 4
  %c = call <1 x i64> @llvm.arm.neon.vld1.v1i64.p0(ptr %p16, i32 8)
  %p24 = getelementptr i8, ptr %p, i32 24
  store i32 3, ptr %p24, align 4
  %d = call <1 x i64> @llvm.arm.neon.vld1.v1i64.p0(ptr %p16, i32 8)
  %s = add i32 %a, %b
  ret i32 %s
}

define <8 x i8> @others(ptr %p, <8 x i8> %v) {
entry:
  call void @llvm.arm.neon.vst1.p0.v8i8(ptr %p, <8 x i8> %v, i32 1)
  %far = getelementptr i8, ptr %p, i32 64
  %two = call { <8 x i8>, <8 x i8> } @llvm.arm.neon.vld2.v8i8.p0(ptr %far, i32 1)
  %x2 = call { <8 x i8>, <8 x i8> } @llvm.arm.neon.vld1x2.v8i8.p0(ptr %far)
  %one = call <8 x i8> @llvm.arm.neon.vld1.v8i8.p0(ptr %far, i32 1)
  %e = extractvalue { <8 x i8>, <8 x i8> } %two, 0
  %f = extractvalue { <8 x i8>, <8 x i8> } %x2, 1
  %g = add <8 x i8> %e, %f
  %h = add <8 x i8> %g, %one
  ret <8 x i8> %h
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x i16> @llvm.arm.neon.vld1.v8i16.p0(ptr, i32) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x i8> @llvm.arm.neon.vld1.v16i8.p0(ptr, i32) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <1 x i64> @llvm.arm.neon.vld1.v1i64.p0(ptr, i32) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x i8> @llvm.arm.neon.vld1.v8i8.p0(ptr, i32) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.arm.neon.vst1.p0.v8i16(ptr, <8 x i16>, i32) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.arm.neon.vst1.p0.v2i32(ptr, <2 x i32>, i32) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.arm.neon.vst1.p0.v4f32(ptr, <4 x float>, i32) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.arm.neon.vst1.p0.v8i8(ptr, <8 x i8>, i32) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <8 x i8>, <8 x i8> } @llvm.arm.neon.vld2.v8i8.p0(ptr, i32) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare { <8 x i8>, <8 x i8> } @llvm.arm.neon.vld1x2.v8i8.p0(ptr) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
