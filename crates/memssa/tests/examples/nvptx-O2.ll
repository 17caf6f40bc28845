; ModuleID = 'k.cu'
source_filename = "k.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@C = dso_local addrspace(4) externally_initialized global [4 x i32] zeroinitializer, align 4
@_ZZ1kPiPKiiE2sh = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @C to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z1kPiPKii(ptr nocapture noundef writeonly %0, ptr noalias nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = zext nneg i32 %4 to i64
  %6 = getelementptr inbounds i32, ptr %1, i64 %5
  %7 = load i32, ptr %6, align 4, !tbaa !5
  %8 = and i32 %4, 3
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds [4 x i32], ptr addrspacecast (ptr addrspace(4) @C to ptr), i64 0, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !5
  %12 = add nsw i32 %11, %7
  %13 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ1kPiPKiiE2sh to ptr), i64 0, i64 %5
  store i32 %12, ptr %13, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %14 = icmp slt i32 %4, %2
  br i1 %14, label %15, label %26

15:                                               ; preds = %3
  %16 = getelementptr inbounds i32, ptr %0, i64 %5
  %17 = add nuw nsw i32 %4, 1
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr %1, i64 %18
  %20 = and i32 %17, 31
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ1kPiPKiiE2sh to ptr), i64 0, i64 %21
  %23 = load i32, ptr %22, align 4, !tbaa !5
  %24 = load i32, ptr %19, align 4, !tbaa !5
  %25 = add nsw i32 %24, %23
  store i32 %25, ptr %16, align 4, !tbaa !5
  br label %26

26:                                               ; preds = %15, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z1kPiPKii, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
