target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S = type { ptr, i64, ptr }

@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4
@g = dso_local local_unnamed_addr global %struct.S { ptr @a, i64 3, ptr @b }, align 8
@c = dso_local global i32 0, align 4
@tab = dso_local local_unnamed_addr global [2 x %struct.S] [%struct.S { ptr @c, i64 0, ptr @a }, %struct.S { ptr @c, i64 1, ptr @b }], align 16

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = load ptr, ptr @g, align 8, !tbaa !5
  tail call void @MAYALIAS(ptr noundef %1, ptr noundef nonnull @a) #2
  %2 = load ptr, ptr getelementptr inbounds (i8, ptr @g, i64 16), align 8, !tbaa !11
  tail call void @MAYALIAS(ptr noundef %2, ptr noundef nonnull @b) #2
  %3 = load ptr, ptr @g, align 8, !tbaa !5
  %4 = load ptr, ptr getelementptr inbounds (i8, ptr @g, i64 16), align 8, !tbaa !11
  tail call void @NOALIAS(ptr noundef %3, ptr noundef %4) #2
  %5 = load ptr, ptr getelementptr inbounds (i8, ptr @tab, i64 24), align 8, !tbaa !5
  tail call void @MAYALIAS(ptr noundef %5, ptr noundef nonnull @c) #2
  %6 = load ptr, ptr @tab, align 16, !tbaa !5
  tail call void @NOALIAS(ptr noundef %6, ptr noundef nonnull @a) #2
  %7 = load ptr, ptr getelementptr inbounds (i8, ptr @tab, i64 16), align 16, !tbaa !11
  tail call void @MAYALIAS(ptr noundef %7, ptr noundef nonnull @a) #2
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
!6 = !{!"S", !7, i64 0, !10, i64 8, !7, i64 16}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"long", !8, i64 0}
!11 = !{!6, !7, i64 16}
