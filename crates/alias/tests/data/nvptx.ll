; ModuleID = 'nvptx.ll'
source_filename = "nvptx.ll"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = addrspace(3) global [4 x i32] undef
@cst = addrspace(4) global i32 0

define void @k(ptr %gen, ptr addrspace(1) %glob, ptr addrspace(1) %glob2, ptr addrspace(101) %par) {
  %loc = alloca i32, align 4, addrspace(5)
  %c = addrspacecast ptr addrspace(1) %glob to ptr
  store i32 0, ptr %gen, align 4
  store i32 1, ptr addrspace(1) %glob, align 4
  store i32 2, ptr addrspace(1) %glob2, align 4
  store i32 3, ptr addrspace(3) @sh, align 4
  store i32 4, ptr addrspace(5) %loc, align 4
  %v = load i32, ptr addrspace(4) @cst, align 4
  %w = load i32, ptr addrspace(101) %par, align 4
  store i32 5, ptr %c, align 4
  call void @llvm.nvvm.barrier0()
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #0

attributes #0 = { convergent nocallback nounwind }
