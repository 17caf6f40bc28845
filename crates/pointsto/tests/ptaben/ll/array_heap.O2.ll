target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4
@y = dso_local global i32 0, align 4

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 {
  %3 = tail call noalias dereferenceable_or_null(128) ptr @malloc(i64 noundef 128) #3
  %4 = tail call noalias dereferenceable_or_null(128) ptr @malloc(i64 noundef 128) #3
  store ptr @x, ptr %3, align 8, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr @x, ptr %5, align 8, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr @x, ptr %6, align 8, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %3, i64 24
  store ptr @x, ptr %7, align 8, !tbaa !5
  %8 = getelementptr inbounds i8, ptr %3, i64 32
  store ptr @x, ptr %8, align 8, !tbaa !5
  %9 = getelementptr inbounds i8, ptr %3, i64 40
  store ptr @x, ptr %9, align 8, !tbaa !5
  %10 = getelementptr inbounds i8, ptr %3, i64 48
  store ptr @x, ptr %10, align 8, !tbaa !5
  %11 = getelementptr inbounds i8, ptr %3, i64 56
  store ptr @x, ptr %11, align 8, !tbaa !5
  %12 = getelementptr inbounds i8, ptr %3, i64 64
  store ptr @x, ptr %12, align 8, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %3, i64 72
  store ptr @x, ptr %13, align 8, !tbaa !5
  %14 = getelementptr inbounds i8, ptr %3, i64 80
  store ptr @x, ptr %14, align 8, !tbaa !5
  %15 = getelementptr inbounds i8, ptr %3, i64 88
  store ptr @x, ptr %15, align 8, !tbaa !5
  %16 = getelementptr inbounds i8, ptr %3, i64 96
  store ptr @x, ptr %16, align 8, !tbaa !5
  %17 = getelementptr inbounds i8, ptr %3, i64 104
  store ptr @x, ptr %17, align 8, !tbaa !5
  %18 = getelementptr inbounds i8, ptr %3, i64 112
  store ptr @x, ptr %18, align 8, !tbaa !5
  %19 = getelementptr inbounds i8, ptr %3, i64 120
  store ptr @x, ptr %19, align 8, !tbaa !5
  %20 = and i32 %0, 15
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds ptr, ptr %4, i64 %21
  store ptr @y, ptr %22, align 8, !tbaa !5
  %23 = getelementptr inbounds ptr, ptr %3, i64 %21
  %24 = load ptr, ptr %23, align 8, !tbaa !5
  tail call void @MAYALIAS(ptr noundef %24, ptr noundef nonnull @x) #4
  %25 = getelementptr inbounds i8, ptr %4, i64 16
  %26 = load ptr, ptr %25, align 8, !tbaa !5
  tail call void @NOALIAS(ptr noundef nonnull @x, ptr noundef %26) #4
  tail call void @NOALIAS(ptr noundef nonnull %3, ptr noundef %4) #4
  ret i32 0
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

declare void @MAYALIAS(ptr noundef, ptr noundef) local_unnamed_addr #2

declare void @NOALIAS(ptr noundef, ptr noundef) local_unnamed_addr #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0) }
attributes #4 = { nounwind }

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
