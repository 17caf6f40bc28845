; ModuleID = 'amdgpu.ll'
source_filename = "amdgpu.ll"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds = addrspace(3) global [4 x i32] undef

define amdgpu_kernel void @k(ptr %flat, ptr addrspace(1) %glob, ptr addrspace(4) %con, ptr addrspace(4) %con2) {
  %priv = alloca i32, align 4, addrspace(5)
  %fl = load ptr, ptr addrspace(4) %con, align 8
  store i32 0, ptr %flat, align 4
  store i32 1, ptr addrspace(1) %glob, align 4
  store i32 2, ptr addrspace(3) @lds, align 4
  store i32 3, ptr addrspace(5) %priv, align 4
  %v = load i32, ptr addrspace(4) %con2, align 4
  store i32 4, ptr %fl, align 4
  ret void
}

define void @f(ptr %flat, ptr addrspace(3) %l) {
  store i32 0, ptr %flat, align 4
  store i32 1, ptr addrspace(3) %l, align 4
  ret void
}
