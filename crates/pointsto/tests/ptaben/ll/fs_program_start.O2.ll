; FS-ONLY
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4
@g = dso_local local_unnamed_addr global ptr @x, align 8
@h = dso_local local_unnamed_addr global ptr null, align 8
@y = dso_local global i32 0, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local ptr @read_h() local_unnamed_addr #0 {
  %1 = load ptr, ptr @h, align 8, !tbaa !5
  ret ptr %1
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 {
  %1 = load ptr, ptr @g, align 8, !tbaa !5
  tail call void @MAYALIAS(ptr noundef %1, ptr noundef nonnull @x) #3
  tail call void @NOALIAS(ptr noundef %1, ptr noundef nonnull @y) #3
  %2 = tail call ptr @read_h()
  tail call void @NOALIAS(ptr noundef %2, ptr noundef nonnull @y) #3
  store ptr @y, ptr @g, align 8, !tbaa !5
  store ptr @y, ptr @h, align 8, !tbaa !5
  tail call void @MAYALIAS(ptr noundef nonnull @y, ptr noundef nonnull @y) #3
  %3 = load i32, ptr %1, align 4, !tbaa !9
  %4 = icmp ne ptr %2, null
  %5 = zext i1 %4 to i32
  %6 = add nsw i32 %3, %5
  ret i32 %6
}

declare void @MAYALIAS(ptr noundef, ptr noundef) local_unnamed_addr #2

declare void @NOALIAS(ptr noundef, ptr noundef) local_unnamed_addr #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

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
