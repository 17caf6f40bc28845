; ModuleID = 'gpu.c'
source_filename = "gpu.c"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@sbuf = hidden local_unnamed_addr addrspace(3) global [64 x i32] zeroinitializer, align 4
@gbuf = hidden local_unnamed_addr addrspace(1) global [64 x i32] zeroinitializer, align 4
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none)
define hidden i32 @kern(ptr addrspace(1) nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %35

4:                                                ; preds = %2
  %5 = and i32 %1, 7
  %6 = icmp ult i32 %1, 8
  br i1 %6, label %9, label %7

7:                                                ; preds = %4
  %8 = and i32 %1, 2147483640
  br label %37

9:                                                ; preds = %37, %4
  %10 = phi i32 [ poison, %4 ], [ %159, %37 ]
  %11 = phi i32 [ 0, %4 ], [ %160, %37 ]
  %12 = phi i32 [ 0, %4 ], [ %159, %37 ]
  %13 = icmp eq i32 %5, 0
  br i1 %13, label %35, label %14

14:                                               ; preds = %9, %14
  %15 = phi i32 [ %32, %14 ], [ %11, %9 ]
  %16 = phi i32 [ %31, %14 ], [ %12, %9 ]
  %17 = phi i32 [ %33, %14 ], [ 0, %9 ]
  %18 = zext nneg i32 %15 to i64
  %19 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %18
  %20 = load i32, ptr addrspace(1) %19, align 4, !tbaa !4
  %21 = and i32 %15, 63
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds [64 x i32], ptr addrspace(3) @sbuf, i32 0, i32 %21
  store i32 %20, ptr addrspace(3) %23, align 4, !tbaa !4
  %24 = mul nuw nsw i32 %15, 7
  %25 = and i32 %24, 63
  %26 = getelementptr inbounds [64 x i32], ptr addrspace(3) @sbuf, i32 0, i32 %25
  %27 = load i32, ptr addrspace(3) %26, align 4, !tbaa !4
  %28 = getelementptr inbounds [64 x i32], ptr addrspace(1) @gbuf, i64 0, i64 %22
  %29 = load i32, ptr addrspace(1) %28, align 4, !tbaa !4
  %30 = add i32 %27, %16
  %31 = add i32 %30, %29
  %32 = add nuw nsw i32 %15, 1
  %33 = add i32 %17, 1
  %34 = icmp eq i32 %33, %5
  br i1 %34, label %35, label %14, !llvm.loop !8

35:                                               ; preds = %9, %14, %2
  %36 = phi i32 [ 0, %2 ], [ %10, %9 ], [ %31, %14 ]
  ret i32 %36

37:                                               ; preds = %37, %7
  %38 = phi i32 [ 0, %7 ], [ %160, %37 ]
  %39 = phi i32 [ 0, %7 ], [ %159, %37 ]
  %40 = phi i32 [ 0, %7 ], [ %161, %37 ]
  %41 = zext nneg i32 %38 to i64
  %42 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %41
  %43 = load i32, ptr addrspace(1) %42, align 4, !tbaa !4
  %44 = and i32 %38, 56
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds [64 x i32], ptr addrspace(3) @sbuf, i32 0, i32 %44
  store i32 %43, ptr addrspace(3) %46, align 4, !tbaa !4
  %47 = mul nuw nsw i32 %38, 7
  %48 = and i32 %47, 56
  %49 = getelementptr inbounds [64 x i32], ptr addrspace(3) @sbuf, i32 0, i32 %48
  %50 = load i32, ptr addrspace(3) %49, align 4, !tbaa !4
  %51 = getelementptr inbounds [64 x i32], ptr addrspace(1) @gbuf, i64 0, i64 %45
  %52 = load i32, ptr addrspace(1) %51, align 4, !tbaa !4
  %53 = add i32 %50, %39
  %54 = add i32 %53, %52
  %55 = or disjoint i32 %38, 1
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %56
  %58 = load i32, ptr addrspace(1) %57, align 4, !tbaa !4
  %59 = and i32 %55, 57
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds [64 x i32], ptr addrspace(3) @sbuf, i32 0, i32 %59
  store i32 %58, ptr addrspace(3) %61, align 4, !tbaa !4
  %62 = mul nuw nsw i32 %55, 7
  %63 = and i32 %62, 63
  %64 = getelementptr inbounds [64 x i32], ptr addrspace(3) @sbuf, i32 0, i32 %63
  %65 = load i32, ptr addrspace(3) %64, align 4, !tbaa !4
  %66 = getelementptr inbounds [64 x i32], ptr addrspace(1) @gbuf, i64 0, i64 %60
  %67 = load i32, ptr addrspace(1) %66, align 4, !tbaa !4
  %68 = add i32 %65, %54
  %69 = add i32 %68, %67
  %70 = or disjoint i32 %38, 2
  %71 = zext nneg i32 %70 to i64
  %72 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %71
  %73 = load i32, ptr addrspace(1) %72, align 4, !tbaa !4
  %74 = and i32 %70, 58
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr inbounds [64 x i32], ptr addrspace(3) @sbuf, i32 0, i32 %74
  store i32 %73, ptr addrspace(3) %76, align 4, !tbaa !4
  %77 = mul nuw nsw i32 %70, 7
  %78 = and i32 %77, 62
  %79 = getelementptr inbounds [64 x i32], ptr addrspace(3) @sbuf, i32 0, i32 %78
  %80 = load i32, ptr addrspace(3) %79, align 4, !tbaa !4
  %81 = getelementptr inbounds [64 x i32], ptr addrspace(1) @gbuf, i64 0, i64 %75
  %82 = load i32, ptr addrspace(1) %81, align 4, !tbaa !4
  %83 = add i32 %80, %69
  %84 = add i32 %83, %82
  %85 = or disjoint i32 %38, 3
  %86 = zext nneg i32 %85 to i64
  %87 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %86
  %88 = load i32, ptr addrspace(1) %87, align 4, !tbaa !4
  %89 = and i32 %85, 59
  %90 = zext nneg i32 %89 to i64
  %91 = getelementptr inbounds [64 x i32], ptr addrspace(3) @sbuf, i32 0, i32 %89
  store i32 %88, ptr addrspace(3) %91, align 4, !tbaa !4
  %92 = mul nuw nsw i32 %85, 7
  %93 = and i32 %92, 61
  %94 = getelementptr inbounds [64 x i32], ptr addrspace(3) @sbuf, i32 0, i32 %93
  %95 = load i32, ptr addrspace(3) %94, align 4, !tbaa !4
  %96 = getelementptr inbounds [64 x i32], ptr addrspace(1) @gbuf, i64 0, i64 %90
  %97 = load i32, ptr addrspace(1) %96, align 4, !tbaa !4
  %98 = add i32 %95, %84
  %99 = add i32 %98, %97
  %100 = or disjoint i32 %38, 4
  %101 = zext nneg i32 %100 to i64
  %102 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %101
  %103 = load i32, ptr addrspace(1) %102, align 4, !tbaa !4
  %104 = and i32 %100, 60
  %105 = zext nneg i32 %104 to i64
  %106 = getelementptr inbounds [64 x i32], ptr addrspace(3) @sbuf, i32 0, i32 %104
  store i32 %103, ptr addrspace(3) %106, align 4, !tbaa !4
  %107 = mul nuw nsw i32 %100, 7
  %108 = and i32 %107, 60
  %109 = getelementptr inbounds [64 x i32], ptr addrspace(3) @sbuf, i32 0, i32 %108
  %110 = load i32, ptr addrspace(3) %109, align 4, !tbaa !4
  %111 = getelementptr inbounds [64 x i32], ptr addrspace(1) @gbuf, i64 0, i64 %105
  %112 = load i32, ptr addrspace(1) %111, align 4, !tbaa !4
  %113 = add i32 %110, %99
  %114 = add i32 %113, %112
  %115 = or disjoint i32 %38, 5
  %116 = zext nneg i32 %115 to i64
  %117 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %116
  %118 = load i32, ptr addrspace(1) %117, align 4, !tbaa !4
  %119 = and i32 %115, 61
  %120 = zext nneg i32 %119 to i64
  %121 = getelementptr inbounds [64 x i32], ptr addrspace(3) @sbuf, i32 0, i32 %119
  store i32 %118, ptr addrspace(3) %121, align 4, !tbaa !4
  %122 = mul nuw nsw i32 %115, 7
  %123 = and i32 %122, 59
  %124 = getelementptr inbounds [64 x i32], ptr addrspace(3) @sbuf, i32 0, i32 %123
  %125 = load i32, ptr addrspace(3) %124, align 4, !tbaa !4
  %126 = getelementptr inbounds [64 x i32], ptr addrspace(1) @gbuf, i64 0, i64 %120
  %127 = load i32, ptr addrspace(1) %126, align 4, !tbaa !4
  %128 = add i32 %125, %114
  %129 = add i32 %128, %127
  %130 = or disjoint i32 %38, 6
  %131 = zext nneg i32 %130 to i64
  %132 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %131
  %133 = load i32, ptr addrspace(1) %132, align 4, !tbaa !4
  %134 = and i32 %130, 62
  %135 = zext nneg i32 %134 to i64
  %136 = getelementptr inbounds [64 x i32], ptr addrspace(3) @sbuf, i32 0, i32 %134
  store i32 %133, ptr addrspace(3) %136, align 4, !tbaa !4
  %137 = mul nuw nsw i32 %130, 7
  %138 = and i32 %137, 58
  %139 = getelementptr inbounds [64 x i32], ptr addrspace(3) @sbuf, i32 0, i32 %138
  %140 = load i32, ptr addrspace(3) %139, align 4, !tbaa !4
  %141 = getelementptr inbounds [64 x i32], ptr addrspace(1) @gbuf, i64 0, i64 %135
  %142 = load i32, ptr addrspace(1) %141, align 4, !tbaa !4
  %143 = add i32 %140, %129
  %144 = add i32 %143, %142
  %145 = or disjoint i32 %38, 7
  %146 = zext nneg i32 %145 to i64
  %147 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %146
  %148 = load i32, ptr addrspace(1) %147, align 4, !tbaa !4
  %149 = and i32 %145, 63
  %150 = zext nneg i32 %149 to i64
  %151 = getelementptr inbounds [64 x i32], ptr addrspace(3) @sbuf, i32 0, i32 %149
  store i32 %148, ptr addrspace(3) %151, align 4, !tbaa !4
  %152 = mul nuw nsw i32 %145, 7
  %153 = and i32 %152, 57
  %154 = getelementptr inbounds [64 x i32], ptr addrspace(3) @sbuf, i32 0, i32 %153
  %155 = load i32, ptr addrspace(3) %154, align 4, !tbaa !4
  %156 = getelementptr inbounds [64 x i32], ptr addrspace(1) @gbuf, i64 0, i64 %150
  %157 = load i32, ptr addrspace(1) %156, align 4, !tbaa !4
  %158 = add i32 %155, %144
  %159 = add i32 %158, %157
  %160 = add nuw nsw i32 %38, 8
  %161 = add i32 %40, 8
  %162 = icmp eq i32 %161, %8
  br i1 %162, label %9, label %37, !llvm.loop !10
}

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,10" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.unroll.disable"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
