target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Obj = type { i32, ptr }

@fixed = dso_local global %struct.Obj zeroinitializer, align 8
@next_id = internal unnamed_addr global i32 0, align 4

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #5
  %2 = icmp eq ptr %1, null
  br i1 %2, label %3, label %4

3:                                                ; preds = %0
  tail call void @abort() #6
  unreachable

4:                                                ; preds = %0
  %5 = load i32, ptr @next_id, align 4, !tbaa !5
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @next_id, align 4, !tbaa !5
  store i32 %5, ptr %1, align 8, !tbaa !9
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  store ptr %1, ptr %7, align 8, !tbaa !12
  %8 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #5
  %9 = icmp eq ptr %8, null
  br i1 %9, label %10, label %11

10:                                               ; preds = %4
  tail call void @abort() #6
  unreachable

11:                                               ; preds = %4
  %12 = add nsw i32 %5, 2
  store i32 %12, ptr @next_id, align 4, !tbaa !5
  store i32 %6, ptr %8, align 8, !tbaa !9
  %13 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr %8, ptr %13, align 8, !tbaa !12
  store ptr @fixed, ptr getelementptr inbounds (i8, ptr @fixed, i64 8), align 8, !tbaa !12
  tail call void @MAYALIAS(ptr noundef nonnull %1, ptr noundef nonnull %1) #7
  %14 = load ptr, ptr %13, align 8, !tbaa !12
  tail call void @MAYALIAS(ptr noundef %14, ptr noundef nonnull %8) #7
  %15 = load ptr, ptr %7, align 8, !tbaa !12
  tail call void @NOALIAS(ptr noundef %15, ptr noundef nonnull @fixed) #7
  %16 = load ptr, ptr getelementptr inbounds (i8, ptr @fixed, i64 8), align 8, !tbaa !12
  tail call void @NOALIAS(ptr noundef %16, ptr noundef nonnull %8) #7
  tail call void @EXPECTEDFAIL_NOALIAS(ptr noundef nonnull %1, ptr noundef nonnull %8) #7
  %17 = load ptr, ptr %7, align 8, !tbaa !12
  %18 = load i32, ptr %17, align 8, !tbaa !9
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %20, label %25

20:                                               ; preds = %11
  %21 = load ptr, ptr %13, align 8, !tbaa !12
  %22 = load i32, ptr %21, align 8, !tbaa !9
  %23 = icmp ne i32 %22, 1
  %24 = zext i1 %23 to i32
  br label %25

25:                                               ; preds = %20, %11
  %26 = phi i32 [ 1, %11 ], [ %24, %20 ]
  tail call void @free(ptr noundef nonnull %1) #7
  tail call void @free(ptr noundef nonnull %8) #7
  ret i32 %26
}

declare void @MAYALIAS(ptr noundef, ptr noundef) local_unnamed_addr #1

declare void @NOALIAS(ptr noundef, ptr noundef) local_unnamed_addr #1

declare void @EXPECTEDFAIL_NOALIAS(ptr noundef, ptr noundef) local_unnamed_addr #1

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
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !6, i64 0}
!10 = !{!"Obj", !6, i64 0, !11, i64 8}
!11 = !{!"any pointer", !7, i64 0}
!12 = !{!10, !11, i64 8}
