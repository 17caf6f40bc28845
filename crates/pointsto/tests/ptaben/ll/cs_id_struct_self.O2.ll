; CS-ONLY
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.P = type { ptr, ptr }

@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4
@c = dso_local global i32 0, align 4
@d = dso_local global i32 0, align 4

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.P, align 8
  %2 = alloca %struct.P, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #3
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #3
  store ptr @a, ptr %1, align 8, !tbaa !5
  %3 = getelementptr inbounds i8, ptr %1, i64 8
  store ptr @b, ptr %3, align 8, !tbaa !10
  store ptr @c, ptr %2, align 8, !tbaa !5
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  store ptr @d, ptr %4, align 8, !tbaa !10
  call void @NOALIAS(ptr noundef nonnull %1, ptr noundef nonnull %2) #3
  call void @NOALIAS(ptr noundef nonnull %1, ptr noundef nonnull %2) #3
  %5 = load ptr, ptr %1, align 8, !tbaa !5
  %6 = load ptr, ptr %2, align 8, !tbaa !5
  call void @NOALIAS(ptr noundef %5, ptr noundef %6) #3
  %7 = load ptr, ptr %3, align 8, !tbaa !10
  call void @MAYALIAS(ptr noundef %7, ptr noundef nonnull @b) #3
  call void @MAYALIAS(ptr noundef nonnull %3, ptr noundef nonnull %3) #3
  %8 = load ptr, ptr %4, align 8, !tbaa !10
  call void @NOALIAS(ptr noundef %8, ptr noundef nonnull @b) #3
  %9 = load ptr, ptr %1, align 8, !tbaa !5
  store i32 1, ptr %9, align 4, !tbaa !11
  %10 = load ptr, ptr %2, align 8, !tbaa !5
  store i32 2, ptr %10, align 4, !tbaa !11
  %11 = load ptr, ptr %3, align 8, !tbaa !10
  store i32 3, ptr %11, align 4, !tbaa !11
  %12 = load i32, ptr @a, align 4, !tbaa !11
  %13 = icmp ne i32 %12, 1
  %14 = load i32, ptr @c, align 4
  %15 = icmp ne i32 %14, 2
  %16 = select i1 %13, i1 true, i1 %15
  %17 = load i32, ptr @b, align 4
  %18 = icmp ne i32 %17, 3
  %19 = select i1 %16, i1 true, i1 %18
  %20 = zext i1 %19 to i32
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #3
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #3
  ret i32 %20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare void @NOALIAS(ptr noundef, ptr noundef) local_unnamed_addr #2

declare void @MAYALIAS(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

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
!6 = !{!"P", !7, i64 0, !7, i64 8}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!6, !7, i64 8}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !8, i64 0}
