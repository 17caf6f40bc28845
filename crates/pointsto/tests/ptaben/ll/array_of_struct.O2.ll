target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S = type { ptr, ptr }

@x = dso_local global i32 0, align 4
@tab = dso_local global [8 x %struct.S] zeroinitializer, align 16
@y = dso_local global i32 0, align 4

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 {
  %3 = and i32 %0, 7
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds [8 x %struct.S], ptr @tab, i64 0, i64 %4
  store ptr @x, ptr %5, align 16, !tbaa !5
  store ptr @y, ptr getelementptr inbounds (i8, ptr @tab, i64 56), align 8, !tbaa !10
  %6 = load ptr, ptr getelementptr inbounds (i8, ptr @tab, i64 80), align 16, !tbaa !5
  tail call void @MAYALIAS(ptr noundef %6, ptr noundef nonnull @x) #2
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !10
  tail call void @MAYALIAS(ptr noundef %8, ptr noundef nonnull @y) #2
  %9 = load ptr, ptr %5, align 16, !tbaa !5
  %10 = load ptr, ptr %7, align 8, !tbaa !10
  tail call void @NOALIAS(ptr noundef %9, ptr noundef %10) #2
  tail call void @NOALIAS(ptr noundef nonnull %5, ptr noundef nonnull getelementptr inbounds (i8, ptr @tab, i64 40)) #2
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
!5 = !{!6, !7, i64 0}
!6 = !{!"S", !7, i64 0, !7, i64 8}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!6, !7, i64 8}
