; ModuleID = 'depth-limits-amdgpu.ll'
source_filename = "depth-limits-amdgpu"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #0

define amdgpu_kernel void @kernel3(ptr addrspace(1) %p, i64 %x0, ptr addrspace(1) %out) {
  %dp = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %ws = getelementptr inbounds i8, ptr addrspace(4) %dp, i64 4
  %r = load i16, ptr addrspace(4) %ws, align 4, !range !0, !invariant.load !1
  %z = zext i16 %r to i64
  %x1 = add nuw nsw i64 %x0, %z
  %x2 = add nuw nsw i64 %x1, %z
  %x3 = add nuw nsw i64 %x2, %z
  %a = getelementptr inbounds float, ptr addrspace(1) %p, i64 %x2
  store float 0.000000e+00, ptr addrspace(1) %a, align 4
  %b = getelementptr inbounds float, ptr addrspace(1) %p, i64 %x3
  %v = load float, ptr addrspace(1) %b, align 4
  store float %v, ptr addrspace(1) %out, align 4
  ret void
}

define amdgpu_kernel void @kernel4(ptr addrspace(1) %p, i64 %x0, ptr addrspace(1) %out) {
  %dp = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %ws = getelementptr inbounds i8, ptr addrspace(4) %dp, i64 4
  %r = load i16, ptr addrspace(4) %ws, align 4, !range !0, !invariant.load !1
  %z = zext i16 %r to i64
  %x1 = add nuw nsw i64 %x0, %z
  %x2 = add nuw nsw i64 %x1, %z
  %x3 = add nuw nsw i64 %x2, %z
  %x4 = add nuw nsw i64 %x3, %z
  %a = getelementptr inbounds float, ptr addrspace(1) %p, i64 %x3
  store float 0.000000e+00, ptr addrspace(1) %a, align 4
  %b = getelementptr inbounds float, ptr addrspace(1) %p, i64 %x4
  %v = load float, ptr addrspace(1) %b, align 4
  store float %v, ptr addrspace(1) %out, align 4
  ret void
}

define amdgpu_kernel void @kernel5(ptr addrspace(1) %p, i64 %x0, ptr addrspace(1) %out) {
  %dp = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %ws = getelementptr inbounds i8, ptr addrspace(4) %dp, i64 4
  %r = load i16, ptr addrspace(4) %ws, align 4, !range !0, !invariant.load !1
  %z = zext i16 %r to i64
  %x1 = add nuw nsw i64 %x0, %z
  %x2 = add nuw nsw i64 %x1, %z
  %x3 = add nuw nsw i64 %x2, %z
  %x4 = add nuw nsw i64 %x3, %z
  %x5 = add nuw nsw i64 %x4, %z
  %a = getelementptr inbounds float, ptr addrspace(1) %p, i64 %x4
  store float 0.000000e+00, ptr addrspace(1) %a, align 4
  %b = getelementptr inbounds float, ptr addrspace(1) %p, i64 %x5
  %v = load float, ptr addrspace(1) %b, align 4
  store float %v, ptr addrspace(1) %out, align 4
  ret void
}

define amdgpu_kernel void @kernel6(ptr addrspace(1) %p, i64 %x0, ptr addrspace(1) %out) {
  %dp = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %ws = getelementptr inbounds i8, ptr addrspace(4) %dp, i64 4
  %r = load i16, ptr addrspace(4) %ws, align 4, !range !0, !invariant.load !1
  %z = zext i16 %r to i64
  %x1 = add nuw nsw i64 %x0, %z
  %x2 = add nuw nsw i64 %x1, %z
  %x3 = add nuw nsw i64 %x2, %z
  %x4 = add nuw nsw i64 %x3, %z
  %x5 = add nuw nsw i64 %x4, %z
  %x6 = add nuw nsw i64 %x5, %z
  %a = getelementptr inbounds float, ptr addrspace(1) %p, i64 %x5
  store float 0.000000e+00, ptr addrspace(1) %a, align 4
  %b = getelementptr inbounds float, ptr addrspace(1) %p, i64 %x6
  %v = load float, ptr addrspace(1) %b, align 4
  store float %v, ptr addrspace(1) %out, align 4
  ret void
}

define amdgpu_kernel void @kernel7(ptr addrspace(1) %p, i64 %x0, ptr addrspace(1) %out) {
  %dp = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %ws = getelementptr inbounds i8, ptr addrspace(4) %dp, i64 4
  %r = load i16, ptr addrspace(4) %ws, align 4, !range !0, !invariant.load !1
  %z = zext i16 %r to i64
  %x1 = add nuw nsw i64 %x0, %z
  %x2 = add nuw nsw i64 %x1, %z
  %x3 = add nuw nsw i64 %x2, %z
  %x4 = add nuw nsw i64 %x3, %z
  %x5 = add nuw nsw i64 %x4, %z
  %x6 = add nuw nsw i64 %x5, %z
  %x7 = add nuw nsw i64 %x6, %z
  %a = getelementptr inbounds float, ptr addrspace(1) %p, i64 %x6
  store float 0.000000e+00, ptr addrspace(1) %a, align 4
  %b = getelementptr inbounds float, ptr addrspace(1) %p, i64 %x7
  %v = load float, ptr addrspace(1) %b, align 4
  store float %v, ptr addrspace(1) %out, align 4
  ret void
}

define amdgpu_kernel void @kernel8(ptr addrspace(1) %p, i64 %x0, ptr addrspace(1) %out) {
  %dp = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %ws = getelementptr inbounds i8, ptr addrspace(4) %dp, i64 4
  %r = load i16, ptr addrspace(4) %ws, align 4, !range !0, !invariant.load !1
  %z = zext i16 %r to i64
  %x1 = add nuw nsw i64 %x0, %z
  %x2 = add nuw nsw i64 %x1, %z
  %x3 = add nuw nsw i64 %x2, %z
  %x4 = add nuw nsw i64 %x3, %z
  %x5 = add nuw nsw i64 %x4, %z
  %x6 = add nuw nsw i64 %x5, %z
  %x7 = add nuw nsw i64 %x6, %z
  %x8 = add nuw nsw i64 %x7, %z
  %a = getelementptr inbounds float, ptr addrspace(1) %p, i64 %x7
  store float 0.000000e+00, ptr addrspace(1) %a, align 4
  %b = getelementptr inbounds float, ptr addrspace(1) %p, i64 %x8
  %v = load float, ptr addrspace(1) %b, align 4
  store float %v, ptr addrspace(1) %out, align 4
  ret void
}

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{i16 1, i16 1025}
!1 = !{}
