; ModuleID = 'gpu.c'
source_filename = "gpu.c"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sbuf = dso_local local_unnamed_addr addrspace(3) global [64 x i32] zeroinitializer, align 4
@gbuf = dso_local local_unnamed_addr addrspace(1) global [64 x i32] zeroinitializer, align 4

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define dso_local i32 @kern(ptr addrspace(1) nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %30

4:                                                ; preds = %2
  %5 = and i32 %1, 1
  %6 = icmp eq i32 %1, 1
  br i1 %6, label %9, label %7

7:                                                ; preds = %4
  %8 = and i32 %1, 2147483646
  br label %32

9:                                                ; preds = %32, %4
  %10 = phi i32 [ poison, %4 ], [ %66, %32 ]
  %11 = phi i32 [ 0, %4 ], [ %67, %32 ]
  %12 = phi i32 [ 0, %4 ], [ %66, %32 ]
  %13 = icmp eq i32 %5, 0
  br i1 %13, label %30, label %14

14:                                               ; preds = %9
  %15 = zext nneg i32 %11 to i64
  %16 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4, !tbaa !3
  %18 = and i32 %11, 63
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds [64 x i32], ptr addrspace(3) @sbuf, i64 0, i64 %19
  store i32 %17, ptr addrspace(3) %20, align 4, !tbaa !3
  %21 = mul nuw nsw i32 %11, 7
  %22 = and i32 %21, 63
  %23 = zext nneg i32 %22 to i64
  %24 = getelementptr inbounds [64 x i32], ptr addrspace(3) @sbuf, i64 0, i64 %23
  %25 = load i32, ptr addrspace(3) %24, align 4, !tbaa !3
  %26 = getelementptr inbounds [64 x i32], ptr addrspace(1) @gbuf, i64 0, i64 %19
  %27 = load i32, ptr addrspace(1) %26, align 4, !tbaa !3
  %28 = add i32 %25, %12
  %29 = add i32 %28, %27
  br label %30

30:                                               ; preds = %14, %9, %2
  %31 = phi i32 [ 0, %2 ], [ %10, %9 ], [ %29, %14 ]
  ret i32 %31

32:                                               ; preds = %32, %7
  %33 = phi i32 [ 0, %7 ], [ %67, %32 ]
  %34 = phi i32 [ 0, %7 ], [ %66, %32 ]
  %35 = phi i32 [ 0, %7 ], [ %68, %32 ]
  %36 = zext nneg i32 %33 to i64
  %37 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %36
  %38 = load i32, ptr addrspace(1) %37, align 4, !tbaa !3
  %39 = and i32 %33, 62
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds [64 x i32], ptr addrspace(3) @sbuf, i64 0, i64 %40
  store i32 %38, ptr addrspace(3) %41, align 4, !tbaa !3
  %42 = mul nuw nsw i32 %33, 7
  %43 = and i32 %42, 62
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds [64 x i32], ptr addrspace(3) @sbuf, i64 0, i64 %44
  %46 = load i32, ptr addrspace(3) %45, align 4, !tbaa !3
  %47 = getelementptr inbounds [64 x i32], ptr addrspace(1) @gbuf, i64 0, i64 %40
  %48 = load i32, ptr addrspace(1) %47, align 4, !tbaa !3
  %49 = add i32 %46, %34
  %50 = add i32 %49, %48
  %51 = or disjoint i32 %33, 1
  %52 = zext nneg i32 %51 to i64
  %53 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %52
  %54 = load i32, ptr addrspace(1) %53, align 4, !tbaa !3
  %55 = and i32 %51, 63
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds [64 x i32], ptr addrspace(3) @sbuf, i64 0, i64 %56
  store i32 %54, ptr addrspace(3) %57, align 4, !tbaa !3
  %58 = mul nuw nsw i32 %51, 7
  %59 = and i32 %58, 63
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds [64 x i32], ptr addrspace(3) @sbuf, i64 0, i64 %60
  %62 = load i32, ptr addrspace(3) %61, align 4, !tbaa !3
  %63 = getelementptr inbounds [64 x i32], ptr addrspace(1) @gbuf, i64 0, i64 %56
  %64 = load i32, ptr addrspace(1) %63, align 4, !tbaa !3
  %65 = add i32 %62, %50
  %66 = add i32 %65, %64
  %67 = add nuw nsw i32 %33, 2
  %68 = add i32 %35, 2
  %69 = icmp eq i32 %68, %8
  br i1 %69, label %9, label %32, !llvm.loop !7
}

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx42" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
