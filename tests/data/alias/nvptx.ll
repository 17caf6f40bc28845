; ModuleID = 'nvptx.ll'
source_filename = "alias/nvptx: NVPTX address spaces do not alias each other; barrier0; const and param spaces are constant memory"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@shared = internal addrspace(3) global [64 x i32] undef, align 4
@cst = internal addrspace(4) global i32 5, align 4

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

define void @kernel(ptr addrspace(1) %g, ptr %gen, ptr addrspace(5) %loc) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = sext i32 %tid to i64
  %sp = getelementptr inbounds [64 x i32], ptr addrspace(3) @shared, i64 0, i64 %idx
  store i32 1, ptr addrspace(3) %sp, align 4
  %a = load i32, ptr addrspace(1) %g, align 4
  store i32 2, ptr addrspace(1) %g, align 4
  %b = load i32, ptr addrspace(3) %sp, align 4
  %c = load i32, ptr %gen, align 4
  %d = load i32, ptr addrspace(4) @cst, align 4
  call void @llvm.nvvm.barrier0()
  %e = load i32, ptr addrspace(3) %sp, align 4
  %f = load i32, ptr addrspace(1) %g, align 4
  store i32 3, ptr addrspace(5) %loc, align 4
  %h = load i32, ptr addrspace(1) %g, align 4
  %gc = addrspacecast ptr addrspace(1) %g to ptr
  %i = load i32, ptr %gc, align 4
  ret void
}

define void @param_space(ptr addrspace(101) %pp, ptr %q) {
entry:
  store i32 1, ptr %q, align 4
  %v = load i32, ptr addrspace(101) %pp, align 4
  ret void
}

attributes #0 = { convergent nocallback nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
