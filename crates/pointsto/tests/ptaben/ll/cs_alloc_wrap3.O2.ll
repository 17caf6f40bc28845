target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4
@c = dso_local global i32 0, align 4

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = tail call noalias noundef dereferenceable_or_null(16) ptr @calloc(i64 noundef 1, i64 noundef 16) #6
  %2 = icmp eq ptr %1, null
  br i1 %2, label %3, label %4

3:                                                ; preds = %0
  tail call void @abort() #7
  unreachable

4:                                                ; preds = %0
  %5 = tail call noalias noundef dereferenceable_or_null(16) ptr @calloc(i64 noundef 1, i64 noundef 16) #6
  %6 = icmp eq ptr %5, null
  br i1 %6, label %7, label %8

7:                                                ; preds = %4
  tail call void @abort() #7
  unreachable

8:                                                ; preds = %4
  %9 = tail call noalias noundef dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #8
  %10 = icmp eq ptr %9, null
  br i1 %10, label %11, label %12

11:                                               ; preds = %8
  tail call void @abort() #7
  unreachable

12:                                               ; preds = %8
  store ptr @a, ptr %1, align 8, !tbaa !5
  store ptr @b, ptr %5, align 8, !tbaa !5
  store ptr @c, ptr %9, align 8, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr @a, ptr %13, align 8, !tbaa !10
  %14 = getelementptr inbounds i8, ptr %1, i64 8
  store ptr @b, ptr %14, align 8, !tbaa !10
  tail call void @NOALIAS(ptr noundef nonnull %1, ptr noundef nonnull %5) #9
  tail call void @NOALIAS(ptr noundef nonnull %5, ptr noundef nonnull %9) #9
  %15 = load ptr, ptr %1, align 8, !tbaa !5
  %16 = load ptr, ptr %5, align 8, !tbaa !5
  tail call void @NOALIAS(ptr noundef %15, ptr noundef %16) #9
  %17 = load ptr, ptr %14, align 8, !tbaa !10
  %18 = load ptr, ptr %13, align 8, !tbaa !10
  tail call void @NOALIAS(ptr noundef %17, ptr noundef %18) #9
  %19 = load ptr, ptr %13, align 8, !tbaa !10
  tail call void @MAYALIAS(ptr noundef %19, ptr noundef nonnull @a) #9
  %20 = load ptr, ptr %14, align 8, !tbaa !10
  tail call void @MAYALIAS(ptr noundef %20, ptr noundef nonnull @b) #9
  %21 = load ptr, ptr %9, align 8, !tbaa !5
  tail call void @MAYALIAS(ptr noundef %21, ptr noundef nonnull @c) #9
  %22 = load ptr, ptr %13, align 8, !tbaa !10
  store i32 1, ptr %22, align 4, !tbaa !11
  %23 = load ptr, ptr %14, align 8, !tbaa !10
  store i32 2, ptr %23, align 4, !tbaa !11
  %24 = load ptr, ptr %9, align 8, !tbaa !5
  store i32 3, ptr %24, align 4, !tbaa !11
  tail call void @free(ptr noundef nonnull %1) #9
  tail call void @free(ptr noundef nonnull %5) #9
  tail call void @free(ptr noundef nonnull %9) #9
  %25 = load i32, ptr @a, align 4, !tbaa !11
  %26 = icmp ne i32 %25, 1
  %27 = load i32, ptr @b, align 4
  %28 = icmp ne i32 %27, 2
  %29 = select i1 %26, i1 true, i1 %28
  %30 = load i32, ptr @c, align 4
  %31 = icmp ne i32 %30, 3
  %32 = select i1 %29, i1 true, i1 %31
  %33 = zext i1 %32 to i32
  ret i32 %33
}

declare void @NOALIAS(ptr noundef, ptr noundef) local_unnamed_addr #1

declare void @MAYALIAS(ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: noreturn nounwind
declare void @abort() local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind allocsize(0,1) }
attributes #7 = { noreturn nounwind }
attributes #8 = { nounwind allocsize(0) }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"T", !7, i64 0, !7, i64 8}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!6, !7, i64 8}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !8, i64 0}
