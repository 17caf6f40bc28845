target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@table = dso_local global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 16
@other = dso_local global [4 x i32] zeroinitializer, align 16

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %14, %0
  %2 = phi i64 [ %16, %14 ], [ 0, %0 ]
  %3 = phi i64 [ %15, %14 ], [ 4, %0 ]
  %4 = add i64 %3, %2
  %5 = lshr i64 %4, 1
  %6 = shl i64 %5, 2
  %7 = getelementptr inbounds i8, ptr @table, i64 %6
  %8 = load i32, ptr %7, align 4, !tbaa !5
  %9 = icmp sgt i32 %8, 3
  br i1 %9, label %14, label %10

10:                                               ; preds = %1
  %11 = icmp eq i32 %8, 3
  br i1 %11, label %18, label %12

12:                                               ; preds = %10
  %13 = add nuw i64 %5, 1
  br label %14

14:                                               ; preds = %12, %1
  %15 = phi i64 [ %3, %12 ], [ %5, %1 ]
  %16 = phi i64 [ %13, %12 ], [ %2, %1 ]
  %17 = icmp ult i64 %16, %15
  br i1 %17, label %1, label %20, !llvm.loop !9

18:                                               ; preds = %10
  %19 = getelementptr inbounds i8, ptr @table, i64 %6
  br label %20

20:                                               ; preds = %14, %18
  %21 = phi ptr [ %19, %18 ], [ null, %14 ]
  tail call void @MAYALIAS(ptr noundef %21, ptr noundef nonnull @table) #2
  tail call void @NOALIAS(ptr noundef %21, ptr noundef nonnull @other) #2
  ret i32 0
}

declare void @MAYALIAS(ptr noundef, ptr noundef) local_unnamed_addr #1

declare void @NOALIAS(ptr noundef, ptr noundef) local_unnamed_addr #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
