target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4
@y = dso_local global i32 0, align 4
@z = dso_local global i32 0, align 4

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.smax.i32(i32 %0, i32 0)
  %4 = add nuw i32 %3, 1
  %5 = and i32 %4, 7
  %6 = icmp slt i32 %0, 7
  br i1 %6, label %13, label %7

7:                                                ; preds = %2
  %8 = and i32 %4, -8
  br label %9

9:                                                ; preds = %9, %7
  %10 = phi i32 [ 0, %7 ], [ %11, %9 ]
  %11 = add i32 %10, 8
  %12 = icmp eq i32 %11, %8
  br i1 %12, label %13, label %9, !llvm.loop !5

13:                                               ; preds = %9, %2
  %14 = icmp eq i32 %5, 0
  br i1 %14, label %21, label %15

15:                                               ; preds = %13, %15
  %16 = phi ptr [ %17, %15 ], [ @y, %13 ]
  %17 = phi ptr [ %16, %15 ], [ @x, %13 ]
  %18 = phi i32 [ %19, %15 ], [ 0, %13 ]
  %19 = add i32 %18, 1
  %20 = icmp eq i32 %19, %5
  br i1 %20, label %21, label %15, !llvm.loop !7

21:                                               ; preds = %15, %13
  %22 = phi ptr [ @x, %13 ], [ %16, %15 ]
  %23 = phi ptr [ @y, %13 ], [ %17, %15 ]
  tail call void @MAYALIAS(ptr noundef %23, ptr noundef nonnull @y) #3
  tail call void @MAYALIAS(ptr noundef %22, ptr noundef nonnull @x) #3
  tail call void @NOALIAS(ptr noundef %23, ptr noundef nonnull @z) #3
  ret i32 0
}

declare void @MAYALIAS(ptr noundef, ptr noundef) local_unnamed_addr #1

declare void @NOALIAS(ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.unroll.disable"}
