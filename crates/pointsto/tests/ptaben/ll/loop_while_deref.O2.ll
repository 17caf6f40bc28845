target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.C = type { ptr, ptr }

@x = dso_local global i32 0, align 4

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 {
  %3 = alloca %struct.C, align 8
  %4 = alloca %struct.C, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #3
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #3
  store ptr %4, ptr %3, align 8, !tbaa !5
  store ptr %3, ptr %4, align 8, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr @x, ptr %5, align 8, !tbaa !10
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @x, ptr %6, align 8, !tbaa !10
  %7 = icmp sgt i32 %0, 0
  br i1 %7, label %8, label %23

8:                                                ; preds = %2
  %9 = and i32 %0, 7
  %10 = icmp ult i32 %0, 8
  br i1 %10, label %13, label %11

11:                                               ; preds = %8
  %12 = and i32 %0, 2147483640
  br label %27

13:                                               ; preds = %27, %8
  %14 = phi ptr [ poison, %8 ], [ %37, %27 ]
  %15 = phi ptr [ %3, %8 ], [ %37, %27 ]
  %16 = icmp eq i32 %9, 0
  br i1 %16, label %23, label %17

17:                                               ; preds = %13, %17
  %18 = phi ptr [ %20, %17 ], [ %15, %13 ]
  %19 = phi i32 [ %21, %17 ], [ 0, %13 ]
  %20 = load ptr, ptr %18, align 8, !tbaa !5
  %21 = add i32 %19, 1
  %22 = icmp eq i32 %21, %9
  br i1 %22, label %23, label %17, !llvm.loop !11

23:                                               ; preds = %13, %17, %2
  %24 = phi ptr [ %3, %2 ], [ %14, %13 ], [ %20, %17 ]
  call void @MAYALIAS(ptr noundef %24, ptr noundef nonnull %3) #3
  call void @MAYALIAS(ptr noundef %24, ptr noundef nonnull %4) #3
  %25 = getelementptr inbounds i8, ptr %24, i64 8
  %26 = load ptr, ptr %25, align 8, !tbaa !10
  call void @MAYALIAS(ptr noundef %26, ptr noundef nonnull @x) #3
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #3
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #3
  ret i32 0

27:                                               ; preds = %27, %11
  %28 = phi ptr [ %3, %11 ], [ %37, %27 ]
  %29 = phi i32 [ 0, %11 ], [ %38, %27 ]
  %30 = load ptr, ptr %28, align 8, !tbaa !5
  %31 = load ptr, ptr %30, align 8, !tbaa !5
  %32 = load ptr, ptr %31, align 8, !tbaa !5
  %33 = load ptr, ptr %32, align 8, !tbaa !5
  %34 = load ptr, ptr %33, align 8, !tbaa !5
  %35 = load ptr, ptr %34, align 8, !tbaa !5
  %36 = load ptr, ptr %35, align 8, !tbaa !5
  %37 = load ptr, ptr %36, align 8, !tbaa !5
  %38 = add i32 %29, 8
  %39 = icmp eq i32 %38, %12
  br i1 %39, label %13, label %27, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare void @MAYALIAS(ptr noundef, ptr noundef) local_unnamed_addr #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"C", !7, i64 0, !7, i64 8}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!6, !7, i64 8}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
