target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.slot = type { ptr }

@x = dso_local global i32 0, align 4
@table = dso_local local_unnamed_addr global [2 x %union.slot] zeroinitializer, align 16

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 {
  store ptr @x, ptr @table, align 16, !tbaa !5
  store ptr @fn, ptr getelementptr inbounds (i8, ptr @table, i64 8), align 8, !tbaa !5
  %3 = add nsw i32 %0, -1
  %4 = tail call fastcc i32 @read_slot(i32 noundef %3)
  tail call fastcc void @call_slot(i32 noundef %0)
  %5 = icmp sgt i32 %0, 2
  %6 = zext i1 %5 to i32
  %7 = tail call fastcc i32 @maybe_read(i32 noundef %3, i32 noundef %6)
  %8 = add nsw i32 %7, %4
  ret i32 %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal void @fn() #1 {
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc i32 @read_slot(i32 noundef %0) unnamed_addr #2 {
  %2 = sext i32 %0 to i64
  %3 = getelementptr inbounds [2 x %union.slot], ptr @table, i64 0, i64 %2
  %4 = load ptr, ptr %3, align 8, !tbaa !5
  %5 = load i32, ptr %4, align 4, !tbaa !8
  tail call void @NOALIAS(ptr noundef nonnull %4, ptr noundef nonnull @fn) #4
  tail call void @MAYALIAS(ptr noundef nonnull %4, ptr noundef nonnull @x) #4
  ret i32 %5
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @call_slot(i32 noundef %0) unnamed_addr #2 {
  %2 = sext i32 %0 to i64
  %3 = getelementptr inbounds [2 x %union.slot], ptr @table, i64 0, i64 %2
  %4 = load ptr, ptr %3, align 8, !tbaa !5
  tail call void %4() #4
  tail call void @NOALIAS(ptr noundef %4, ptr noundef nonnull @x) #4
  tail call void @MAYALIAS(ptr noundef %4, ptr noundef nonnull @fn) #4
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc i32 @maybe_read(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = sext i32 %0 to i64
  %4 = getelementptr inbounds [2 x %union.slot], ptr @table, i64 0, i64 %3
  %5 = load ptr, ptr %4, align 8, !tbaa !5
  %6 = icmp eq i32 %1, 0
  br i1 %6, label %9, label %7

7:                                                ; preds = %2
  %8 = load i32, ptr %5, align 4, !tbaa !8
  br label %10

9:                                                ; preds = %2
  tail call void @MAYALIAS(ptr noundef %5, ptr noundef nonnull @fn) #4
  tail call void @MAYALIAS(ptr noundef %5, ptr noundef nonnull @x) #4
  br label %10

10:                                               ; preds = %9, %7
  %11 = phi i32 [ %8, %7 ], [ 0, %9 ]
  ret i32 %11
}

declare void @NOALIAS(ptr noundef, ptr noundef) local_unnamed_addr #3

declare void @MAYALIAS(ptr noundef, ptr noundef) local_unnamed_addr #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !6, i64 0}
