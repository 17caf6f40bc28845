; CS-ONLY
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@g0 = dso_local global i32 0, align 4
@g1 = dso_local global i32 0, align 4
@g2 = dso_local global i32 0, align 4
@g3 = dso_local global i32 0, align 4
@g4 = dso_local global i32 0, align 4
@g5 = dso_local global i32 0, align 4
@g6 = dso_local global i32 0, align 4
@g7 = dso_local global i32 0, align 4
@g8 = dso_local global i32 0, align 4
@g9 = dso_local global i32 0, align 4
@g10 = dso_local global i32 0, align 4
@g11 = dso_local global i32 0, align 4
@g12 = dso_local global i32 0, align 4
@g13 = dso_local global i32 0, align 4
@g14 = dso_local global i32 0, align 4
@g15 = dso_local global i32 0, align 4
@g16 = dso_local global i32 0, align 4
@g17 = dso_local global i32 0, align 4
@g18 = dso_local global i32 0, align 4
@g19 = dso_local global i32 0, align 4
@g20 = dso_local global i32 0, align 4
@g21 = dso_local global i32 0, align 4
@g22 = dso_local global i32 0, align 4
@g23 = dso_local global i32 0, align 4
@unused = dso_local global i32 0, align 4

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  store i32 1, ptr @g0, align 4, !tbaa !5
  store i32 2, ptr @g1, align 4, !tbaa !5
  store i32 3, ptr @g2, align 4, !tbaa !5
  store i32 4, ptr @g3, align 4, !tbaa !5
  store i32 5, ptr @g4, align 4, !tbaa !5
  store i32 6, ptr @g5, align 4, !tbaa !5
  store i32 7, ptr @g6, align 4, !tbaa !5
  store i32 8, ptr @g7, align 4, !tbaa !5
  store i32 9, ptr @g8, align 4, !tbaa !5
  store i32 10, ptr @g9, align 4, !tbaa !5
  store i32 11, ptr @g10, align 4, !tbaa !5
  store i32 12, ptr @g11, align 4, !tbaa !5
  store i32 13, ptr @g12, align 4, !tbaa !5
  store i32 14, ptr @g13, align 4, !tbaa !5
  store i32 15, ptr @g14, align 4, !tbaa !5
  store i32 16, ptr @g15, align 4, !tbaa !5
  store i32 17, ptr @g16, align 4, !tbaa !5
  store i32 18, ptr @g17, align 4, !tbaa !5
  store i32 19, ptr @g18, align 4, !tbaa !5
  store i32 20, ptr @g19, align 4, !tbaa !5
  store i32 21, ptr @g20, align 4, !tbaa !5
  store i32 22, ptr @g21, align 4, !tbaa !5
  store i32 23, ptr @g22, align 4, !tbaa !5
  store i32 24, ptr @g23, align 4, !tbaa !5
  tail call void @MAYALIAS(ptr noundef nonnull @g0, ptr noundef nonnull @g0) #2
  tail call void @MAYALIAS(ptr noundef nonnull @g1, ptr noundef nonnull @g1) #2
  tail call void @MAYALIAS(ptr noundef nonnull @g2, ptr noundef nonnull @g2) #2
  tail call void @MAYALIAS(ptr noundef nonnull @g3, ptr noundef nonnull @g3) #2
  tail call void @MAYALIAS(ptr noundef nonnull @g4, ptr noundef nonnull @g4) #2
  tail call void @MAYALIAS(ptr noundef nonnull @g5, ptr noundef nonnull @g5) #2
  tail call void @MAYALIAS(ptr noundef nonnull @g6, ptr noundef nonnull @g6) #2
  tail call void @MAYALIAS(ptr noundef nonnull @g7, ptr noundef nonnull @g7) #2
  tail call void @MAYALIAS(ptr noundef nonnull @g8, ptr noundef nonnull @g8) #2
  tail call void @MAYALIAS(ptr noundef nonnull @g9, ptr noundef nonnull @g9) #2
  tail call void @MAYALIAS(ptr noundef nonnull @g10, ptr noundef nonnull @g10) #2
  tail call void @MAYALIAS(ptr noundef nonnull @g11, ptr noundef nonnull @g11) #2
  tail call void @MAYALIAS(ptr noundef nonnull @g12, ptr noundef nonnull @g12) #2
  tail call void @MAYALIAS(ptr noundef nonnull @g13, ptr noundef nonnull @g13) #2
  tail call void @MAYALIAS(ptr noundef nonnull @g14, ptr noundef nonnull @g14) #2
  tail call void @MAYALIAS(ptr noundef nonnull @g15, ptr noundef nonnull @g15) #2
  tail call void @MAYALIAS(ptr noundef nonnull @g16, ptr noundef nonnull @g16) #2
  tail call void @MAYALIAS(ptr noundef nonnull @g17, ptr noundef nonnull @g17) #2
  tail call void @MAYALIAS(ptr noundef nonnull @g18, ptr noundef nonnull @g18) #2
  tail call void @MAYALIAS(ptr noundef nonnull @g19, ptr noundef nonnull @g19) #2
  tail call void @MAYALIAS(ptr noundef nonnull @g20, ptr noundef nonnull @g20) #2
  tail call void @MAYALIAS(ptr noundef nonnull @g21, ptr noundef nonnull @g21) #2
  tail call void @MAYALIAS(ptr noundef nonnull @g22, ptr noundef nonnull @g22) #2
  tail call void @MAYALIAS(ptr noundef nonnull @g23, ptr noundef nonnull @g23) #2
  tail call void @NOALIAS(ptr noundef nonnull @g0, ptr noundef nonnull @unused) #2
  tail call void @NOALIAS(ptr noundef nonnull @g23, ptr noundef nonnull @unused) #2
  tail call void @NOALIAS(ptr noundef nonnull @g0, ptr noundef nonnull @g23) #2
  tail call void @NOALIAS(ptr noundef nonnull @g5, ptr noundef nonnull @g6) #2
  %1 = load i32, ptr @g0, align 4, !tbaa !5
  %2 = load i32, ptr @g23, align 4, !tbaa !5
  %3 = add nsw i32 %2, %1
  %4 = icmp ne i32 %3, 25
  %5 = zext i1 %4 to i32
  ret i32 %5
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
