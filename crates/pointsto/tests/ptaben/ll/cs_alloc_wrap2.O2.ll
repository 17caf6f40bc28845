target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4
@c = dso_local global i32 0, align 4
@allocated = internal unnamed_addr global i64 0, align 8

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 {
  %3 = load i64, ptr @allocated, align 8, !tbaa !5
  %4 = add i64 %3, 8
  store i64 %4, ptr @allocated, align 8, !tbaa !5
  %5 = tail call noalias noundef dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #5
  %6 = icmp eq ptr %5, null
  br i1 %6, label %7, label %8

7:                                                ; preds = %2
  tail call void @abort() #6
  unreachable

8:                                                ; preds = %2
  %9 = add i64 %3, 16
  store i64 %9, ptr @allocated, align 8, !tbaa !5
  %10 = tail call noalias noundef dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #5
  %11 = icmp eq ptr %10, null
  br i1 %11, label %12, label %13

12:                                               ; preds = %8
  tail call void @abort() #6
  unreachable

13:                                               ; preds = %8
  %14 = add i64 %3, 24
  store i64 %14, ptr @allocated, align 8, !tbaa !5
  %15 = tail call noalias noundef dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #5
  %16 = icmp eq ptr %15, null
  br i1 %16, label %34, label %17

17:                                               ; preds = %13
  store ptr @a, ptr %5, align 8, !tbaa !9
  store ptr @b, ptr %10, align 8, !tbaa !9
  store ptr @c, ptr %15, align 8, !tbaa !9
  %18 = icmp sgt i32 %0, 1
  %19 = select i1 %18, ptr %10, ptr %15
  tail call void @NOALIAS(ptr noundef nonnull %5, ptr noundef nonnull %10) #7
  tail call void @NOALIAS(ptr noundef nonnull %5, ptr noundef nonnull %15) #7
  %20 = load ptr, ptr %5, align 8, !tbaa !9
  %21 = load ptr, ptr %10, align 8, !tbaa !9
  tail call void @NOALIAS(ptr noundef %20, ptr noundef %21) #7
  %22 = load ptr, ptr %10, align 8, !tbaa !9
  %23 = load ptr, ptr %15, align 8, !tbaa !9
  tail call void @NOALIAS(ptr noundef %22, ptr noundef %23) #7
  tail call void @MAYALIAS(ptr noundef nonnull %19, ptr noundef nonnull %15) #7
  %24 = load ptr, ptr %19, align 8, !tbaa !9
  tail call void @MAYALIAS(ptr noundef %24, ptr noundef nonnull @b) #7
  %25 = load ptr, ptr %19, align 8, !tbaa !9
  store i32 1, ptr %25, align 4, !tbaa !12
  tail call void @free(ptr noundef nonnull %5) #7
  tail call void @free(ptr noundef nonnull %10) #7
  tail call void @free(ptr noundef nonnull %15) #7
  %26 = load i64, ptr @allocated, align 8, !tbaa !5
  %27 = icmp ne i64 %26, 24
  %28 = load i32, ptr @b, align 4
  %29 = load i32, ptr @c, align 4
  %30 = add nsw i32 %29, %28
  %31 = icmp ne i32 %30, 1
  %32 = select i1 %27, i1 true, i1 %31
  %33 = zext i1 %32 to i32
  br label %34

34:                                               ; preds = %13, %17
  %35 = phi i32 [ %33, %17 ], [ 1, %13 ]
  ret i32 %35
}

declare void @NOALIAS(ptr noundef, ptr noundef) local_unnamed_addr #1

declare void @MAYALIAS(ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: noreturn nounwind
declare void @abort() local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { noreturn nounwind }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !11, i64 0}
!10 = !{!"T", !11, i64 0}
!11 = !{!"any pointer", !7, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !7, i64 0}
