target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S = type { ptr, ptr }

@arr = dso_local local_unnamed_addr global [16 x %struct.S] zeroinitializer, align 16
@x = dso_local global i32 0, align 4
@y = dso_local global i32 0, align 4

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  store ptr @x, ptr @arr, align 16, !tbaa !5
  store ptr @y, ptr getelementptr inbounds (i8, ptr @arr, i64 8), align 8, !tbaa !10
  store ptr @x, ptr getelementptr inbounds (i8, ptr @arr, i64 16), align 16, !tbaa !5
  store ptr @y, ptr getelementptr inbounds (i8, ptr @arr, i64 24), align 8, !tbaa !10
  store ptr @x, ptr getelementptr inbounds (i8, ptr @arr, i64 32), align 16, !tbaa !5
  store ptr @y, ptr getelementptr inbounds (i8, ptr @arr, i64 40), align 8, !tbaa !10
  store ptr @x, ptr getelementptr inbounds (i8, ptr @arr, i64 48), align 16, !tbaa !5
  store ptr @y, ptr getelementptr inbounds (i8, ptr @arr, i64 56), align 8, !tbaa !10
  store ptr @x, ptr getelementptr inbounds (i8, ptr @arr, i64 64), align 16, !tbaa !5
  store ptr @y, ptr getelementptr inbounds (i8, ptr @arr, i64 72), align 8, !tbaa !10
  store ptr @x, ptr getelementptr inbounds (i8, ptr @arr, i64 80), align 16, !tbaa !5
  store ptr @y, ptr getelementptr inbounds (i8, ptr @arr, i64 88), align 8, !tbaa !10
  store ptr @x, ptr getelementptr inbounds (i8, ptr @arr, i64 96), align 16, !tbaa !5
  store ptr @y, ptr getelementptr inbounds (i8, ptr @arr, i64 104), align 8, !tbaa !10
  store ptr @x, ptr getelementptr inbounds (i8, ptr @arr, i64 112), align 16, !tbaa !5
  store ptr @y, ptr getelementptr inbounds (i8, ptr @arr, i64 120), align 8, !tbaa !10
  store ptr @x, ptr getelementptr inbounds (i8, ptr @arr, i64 128), align 16, !tbaa !5
  store ptr @y, ptr getelementptr inbounds (i8, ptr @arr, i64 136), align 8, !tbaa !10
  store ptr @x, ptr getelementptr inbounds (i8, ptr @arr, i64 144), align 16, !tbaa !5
  store ptr @y, ptr getelementptr inbounds (i8, ptr @arr, i64 152), align 8, !tbaa !10
  store ptr @x, ptr getelementptr inbounds (i8, ptr @arr, i64 160), align 16, !tbaa !5
  store ptr @y, ptr getelementptr inbounds (i8, ptr @arr, i64 168), align 8, !tbaa !10
  store ptr @x, ptr getelementptr inbounds (i8, ptr @arr, i64 176), align 16, !tbaa !5
  store ptr @y, ptr getelementptr inbounds (i8, ptr @arr, i64 184), align 8, !tbaa !10
  store ptr @x, ptr getelementptr inbounds (i8, ptr @arr, i64 192), align 16, !tbaa !5
  store ptr @y, ptr getelementptr inbounds (i8, ptr @arr, i64 200), align 8, !tbaa !10
  store ptr @x, ptr getelementptr inbounds (i8, ptr @arr, i64 208), align 16, !tbaa !5
  store ptr @y, ptr getelementptr inbounds (i8, ptr @arr, i64 216), align 8, !tbaa !10
  store ptr @x, ptr getelementptr inbounds (i8, ptr @arr, i64 224), align 16, !tbaa !5
  store ptr @y, ptr getelementptr inbounds (i8, ptr @arr, i64 232), align 8, !tbaa !10
  store ptr @x, ptr getelementptr inbounds (i8, ptr @arr, i64 240), align 16, !tbaa !5
  store ptr @y, ptr getelementptr inbounds (i8, ptr @arr, i64 248), align 8, !tbaa !10
  tail call void @MAYALIAS(ptr noundef nonnull @x, ptr noundef nonnull @x) #2
  %1 = load ptr, ptr getelementptr inbounds (i8, ptr @arr, i64 64), align 16, !tbaa !5
  %2 = load ptr, ptr getelementptr inbounds (i8, ptr @arr, i64 72), align 8, !tbaa !10
  tail call void @NOALIAS(ptr noundef %1, ptr noundef %2) #2
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
