; FS-ONLY
; CS-ONLY
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4
@p1 = dso_local local_unnamed_addr global ptr @x, align 8
@y = dso_local global i32 0, align 4
@p2 = dso_local local_unnamed_addr global ptr @y, align 8
@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  store ptr @a, ptr @p1, align 8, !tbaa !5
  store ptr @b, ptr @p2, align 8, !tbaa !5
  tail call void @NOALIAS(ptr noundef nonnull @a, ptr noundef nonnull @x) #2
  tail call void @NOALIAS(ptr noundef nonnull @b, ptr noundef nonnull @y) #2
  tail call void @NOALIAS(ptr noundef nonnull @a, ptr noundef nonnull @b) #2
  tail call void @MUSTALIAS(ptr noundef nonnull @a, ptr noundef nonnull @a) #2
  tail call void @MUSTALIAS(ptr noundef nonnull @b, ptr noundef nonnull @b) #2
  %1 = load ptr, ptr @p1, align 8, !tbaa !5
  tail call void @MAYALIAS(ptr noundef %1, ptr noundef nonnull @a) #2
  store i32 1, ptr @a, align 4, !tbaa !9
  store i32 2, ptr @b, align 4, !tbaa !9
  %2 = load i32, ptr @x, align 4
  %3 = icmp ne i32 %2, 0
  %4 = load i32, ptr @y, align 4
  %5 = icmp ne i32 %4, 0
  %6 = select i1 %3, i1 true, i1 %5
  %7 = zext i1 %6 to i32
  ret i32 %7
}

declare void @NOALIAS(ptr noundef, ptr noundef) local_unnamed_addr #1

declare void @MUSTALIAS(ptr noundef, ptr noundef) local_unnamed_addr #1

declare void @MAYALIAS(ptr noundef, ptr noundef) local_unnamed_addr #1

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
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
