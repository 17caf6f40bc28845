target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4
@c = dso_local global i32 0, align 4

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 {
  %3 = tail call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #5
  %4 = icmp eq ptr %3, null
  br i1 %4, label %5, label %6

5:                                                ; preds = %2
  tail call void @abort() #6
  unreachable

6:                                                ; preds = %2
  %7 = tail call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #5
  %8 = icmp eq ptr %7, null
  br i1 %8, label %9, label %10

9:                                                ; preds = %6
  tail call void @abort() #6
  unreachable

10:                                               ; preds = %6
  %11 = tail call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #5
  %12 = icmp eq ptr %11, null
  br i1 %12, label %13, label %14

13:                                               ; preds = %10
  tail call void @abort() #6
  unreachable

14:                                               ; preds = %10
  store ptr @a, ptr %3, align 8, !tbaa !5
  store ptr @b, ptr %7, align 8, !tbaa !5
  store ptr @c, ptr %11, align 8, !tbaa !5
  %15 = icmp sgt i32 %0, 1
  %16 = select i1 %15, ptr %3, ptr %7
  tail call void @NOALIAS(ptr noundef nonnull %3, ptr noundef nonnull %7) #7
  tail call void @NOALIAS(ptr noundef nonnull %7, ptr noundef nonnull %11) #7
  %17 = load ptr, ptr %3, align 8, !tbaa !5
  %18 = load ptr, ptr %7, align 8, !tbaa !5
  tail call void @NOALIAS(ptr noundef %17, ptr noundef %18) #7
  %19 = load ptr, ptr %11, align 8, !tbaa !5
  tail call void @NOALIAS(ptr noundef %19, ptr noundef nonnull @a) #7
  tail call void @MAYALIAS(ptr noundef nonnull %16, ptr noundef nonnull %3) #7
  tail call void @MAYALIAS(ptr noundef nonnull %16, ptr noundef nonnull %7) #7
  %20 = load ptr, ptr %16, align 8, !tbaa !5
  tail call void @MAYALIAS(ptr noundef %20, ptr noundef nonnull @b) #7
  %21 = load ptr, ptr %16, align 8, !tbaa !5
  store i32 1, ptr %21, align 4, !tbaa !10
  tail call void @free(ptr noundef nonnull %3) #7
  tail call void @free(ptr noundef nonnull %7) #7
  tail call void @free(ptr noundef nonnull %11) #7
  %22 = load i32, ptr @a, align 4, !tbaa !10
  %23 = load i32, ptr @b, align 4, !tbaa !10
  %24 = add nsw i32 %23, %22
  %25 = icmp ne i32 %24, 1
  %26 = zext i1 %25 to i32
  ret i32 %26
}

declare void @NOALIAS(ptr noundef, ptr noundef) local_unnamed_addr #1

declare void @MAYALIAS(ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind
declare void @abort() local_unnamed_addr #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { noreturn nounwind }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"T", !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
