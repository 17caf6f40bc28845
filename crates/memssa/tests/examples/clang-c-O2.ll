; ModuleID = 'a.c'
source_filename = "a.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }
%struct.big = type { [20 x i32] }

@table = dso_local local_unnamed_addr constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 16
@counter = internal unnamed_addr global i32 0, align 4
@tls = dso_local thread_local local_unnamed_addr global i32 0, align 4

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define dso_local i32 @sum(ptr noundef readonly %0) local_unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %16, label %3

3:                                                ; preds = %1
  %4 = load i32, ptr @counter, align 4, !tbaa !5
  br label %5

5:                                                ; preds = %3, %5
  %6 = phi i32 [ %10, %5 ], [ 0, %3 ]
  %7 = phi ptr [ %13, %5 ], [ %0, %3 ]
  %8 = phi i32 [ %11, %5 ], [ %4, %3 ]
  %9 = load i32, ptr %7, align 8, !tbaa !9
  %10 = add nsw i32 %9, %6
  %11 = add nsw i32 %8, 1
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !12
  %14 = icmp eq ptr %13, null
  br i1 %14, label %15, label %5, !llvm.loop !13

15:                                               ; preds = %5
  store i32 %11, ptr @counter, align 4, !tbaa !5
  br label %16

16:                                               ; preds = %15, %1
  %17 = phi i32 [ %10, %15 ], [ 0, %1 ]
  ret i32 %17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @va(i32 noundef %0, ...) local_unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #15
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %32

4:                                                ; preds = %1
  %5 = load i32, ptr %2, align 16
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 16
  %9 = load ptr, ptr %6, align 8
  %10 = and i32 %0, 1
  %11 = icmp eq i32 %0, 1
  br i1 %11, label %14, label %12

12:                                               ; preds = %4
  %13 = and i32 %0, 2147483646
  br label %34

14:                                               ; preds = %59, %4
  %15 = phi i32 [ poison, %4 ], [ %64, %59 ]
  %16 = phi ptr [ %9, %4 ], [ %60, %59 ]
  %17 = phi i32 [ 0, %4 ], [ %64, %59 ]
  %18 = phi i32 [ %5, %4 ], [ %61, %59 ]
  %19 = icmp eq i32 %10, 0
  br i1 %19, label %32, label %20

20:                                               ; preds = %14
  %21 = icmp ult i32 %18, 41
  br i1 %21, label %24, label %22

22:                                               ; preds = %20
  %23 = getelementptr i8, ptr %16, i64 8
  store ptr %23, ptr %6, align 8
  br label %28

24:                                               ; preds = %20
  %25 = zext nneg i32 %18 to i64
  %26 = getelementptr i8, ptr %8, i64 %25
  %27 = add nuw nsw i32 %18, 8
  store i32 %27, ptr %2, align 16
  br label %28

28:                                               ; preds = %24, %22
  %29 = phi ptr [ %26, %24 ], [ %16, %22 ]
  %30 = load i32, ptr %29, align 4, !tbaa !5
  %31 = add nsw i32 %30, %17
  br label %32

32:                                               ; preds = %28, %14, %1
  %33 = phi i32 [ 0, %1 ], [ %15, %14 ], [ %31, %28 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #15
  ret i32 %33

34:                                               ; preds = %59, %12
  %35 = phi ptr [ %9, %12 ], [ %60, %59 ]
  %36 = phi i32 [ 0, %12 ], [ %64, %59 ]
  %37 = phi i32 [ %5, %12 ], [ %61, %59 ]
  %38 = phi i32 [ 0, %12 ], [ %65, %59 ]
  %39 = icmp ult i32 %37, 41
  br i1 %39, label %40, label %44

40:                                               ; preds = %34
  %41 = zext nneg i32 %37 to i64
  %42 = getelementptr i8, ptr %8, i64 %41
  %43 = add nuw nsw i32 %37, 8
  store i32 %43, ptr %2, align 16
  br label %46

44:                                               ; preds = %34
  %45 = getelementptr i8, ptr %35, i64 8
  store ptr %45, ptr %6, align 8
  br label %46

46:                                               ; preds = %44, %40
  %47 = phi ptr [ %35, %40 ], [ %45, %44 ]
  %48 = phi i32 [ %43, %40 ], [ %37, %44 ]
  %49 = phi ptr [ %42, %40 ], [ %35, %44 ]
  %50 = load i32, ptr %49, align 4, !tbaa !5
  %51 = add nsw i32 %50, %36
  %52 = icmp ult i32 %48, 41
  br i1 %52, label %55, label %53

53:                                               ; preds = %46
  %54 = getelementptr i8, ptr %47, i64 8
  store ptr %54, ptr %6, align 8
  br label %59

55:                                               ; preds = %46
  %56 = zext nneg i32 %48 to i64
  %57 = getelementptr i8, ptr %8, i64 %56
  %58 = add nuw nsw i32 %48, 8
  store i32 %58, ptr %2, align 16
  br label %59

59:                                               ; preds = %55, %53
  %60 = phi ptr [ %47, %55 ], [ %54, %53 ]
  %61 = phi i32 [ %58, %55 ], [ %48, %53 ]
  %62 = phi ptr [ %57, %55 ], [ %47, %53 ]
  %63 = load i32, ptr %62, align 4, !tbaa !5
  %64 = add nsw i32 %63, %51
  %65 = add i32 %38, 2
  %66 = icmp eq i32 %65, %13
  br i1 %66, label %14, label %34, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @cp(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = sext i32 %2 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 1 %1, i64 %4, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %0, i8 0, i64 3, i1 false)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @sw(i32 noundef %0, ptr nocapture noundef %1) local_unnamed_addr #7 {
  switch i32 %0, label %3 [
    i32 0, label %5
    i32 1, label %5
    i32 2, label %17
    i32 7, label %6
  ]

3:                                                ; preds = %2
  %4 = load i32, ptr %1, align 4, !tbaa !5
  br label %9

5:                                                ; preds = %2, %2
  store i32 1, ptr %1, align 4, !tbaa !5
  br label %12

6:                                                ; preds = %2
  %7 = load i32, ptr %1, align 4, !tbaa !5
  %8 = add nsw i32 %7, 3
  store i32 %8, ptr %1, align 4, !tbaa !5
  br label %9

9:                                                ; preds = %3, %6
  %10 = phi i32 [ %4, %3 ], [ %8, %6 ]
  %11 = getelementptr inbounds i8, ptr %1, i64 8
  store i32 4, ptr %11, align 4, !tbaa !5
  br label %12

12:                                               ; preds = %9, %5
  %13 = phi i32 [ %10, %9 ], [ 1, %5 ]
  %14 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls)
  %15 = load i32, ptr %14, align 4, !tbaa !5
  %16 = add nsw i32 %15, %13
  br label %17

17:                                               ; preds = %2, %12
  %18 = phi i32 [ %16, %12 ], [ 3, %2 ]
  ret i32 %18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #8

; Function Attrs: nofree norecurse nounwind uwtable
define dso_local i32 @atom(ptr nocapture noundef %0, ptr noundef %1) local_unnamed_addr #9 {
  %3 = atomicrmw add ptr %0, i32 1 seq_cst, align 4
  store volatile i32 3, ptr %1, align 4, !tbaa !5
  %4 = load volatile i32, ptr %1, align 4, !tbaa !5
  fence acquire
  %5 = load atomic i32, ptr %0 monotonic, align 4
  %6 = add nsw i32 %5, %4
  ret i32 %6
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local i32 @loops(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #10 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %56

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %10

6:                                                ; preds = %10, %31
  %7 = phi i32 [ %32, %31 ], [ %12, %10 ]
  %8 = add nuw nsw i64 %11, 1
  %9 = icmp eq i64 %8, %5
  br i1 %9, label %56, label %10, !llvm.loop !16

10:                                               ; preds = %4, %6
  %11 = phi i64 [ 0, %4 ], [ %8, %6 ]
  %12 = phi i32 [ 0, %4 ], [ %7, %6 ]
  %13 = icmp eq i64 %11, 0
  br i1 %13, label %6, label %14

14:                                               ; preds = %10
  %15 = getelementptr inbounds i32, ptr %0, i64 %11
  %16 = and i64 %11, 1
  %17 = icmp eq i64 %11, 1
  br i1 %17, label %20, label %18

18:                                               ; preds = %14
  %19 = and i64 %11, 9223372036854775806
  br label %34

20:                                               ; preds = %51, %14
  %21 = phi i32 [ poison, %14 ], [ %52, %51 ]
  %22 = phi i64 [ 0, %14 ], [ %53, %51 ]
  %23 = phi i32 [ %12, %14 ], [ %52, %51 ]
  %24 = icmp eq i64 %16, 0
  br i1 %24, label %31, label %25

25:                                               ; preds = %20
  %26 = getelementptr inbounds i32, ptr %0, i64 %22
  %27 = load i32, ptr %26, align 4, !tbaa !5
  %28 = icmp sgt i32 %27, 3
  br i1 %28, label %31, label %29

29:                                               ; preds = %25
  %30 = add nsw i32 %27, %23
  store i32 %30, ptr %15, align 4, !tbaa !5
  br label %31

31:                                               ; preds = %25, %29, %20
  %32 = phi i32 [ %21, %20 ], [ %23, %25 ], [ %30, %29 ]
  %33 = icmp sgt i32 %32, 100
  br i1 %33, label %56, label %6

34:                                               ; preds = %51, %18
  %35 = phi i64 [ 0, %18 ], [ %53, %51 ]
  %36 = phi i32 [ %12, %18 ], [ %52, %51 ]
  %37 = phi i64 [ 0, %18 ], [ %54, %51 ]
  %38 = getelementptr inbounds i32, ptr %0, i64 %35
  %39 = load i32, ptr %38, align 4, !tbaa !5
  %40 = icmp sgt i32 %39, 3
  br i1 %40, label %43, label %41

41:                                               ; preds = %34
  %42 = add nsw i32 %39, %36
  store i32 %42, ptr %15, align 4, !tbaa !5
  br label %43

43:                                               ; preds = %34, %41
  %44 = phi i32 [ %36, %34 ], [ %42, %41 ]
  %45 = or disjoint i64 %35, 1
  %46 = getelementptr inbounds i32, ptr %0, i64 %45
  %47 = load i32, ptr %46, align 4, !tbaa !5
  %48 = icmp sgt i32 %47, 3
  br i1 %48, label %51, label %49

49:                                               ; preds = %43
  %50 = add nsw i32 %47, %44
  store i32 %50, ptr %15, align 4, !tbaa !5
  br label %51

51:                                               ; preds = %49, %43
  %52 = phi i32 [ %44, %43 ], [ %50, %49 ]
  %53 = add nuw nsw i64 %35, 2
  %54 = add i64 %37, 2
  %55 = icmp eq i64 %54, %19
  br i1 %55, label %20, label %34, !llvm.loop !17

56:                                               ; preds = %6, %31, %2
  %57 = phi i32 [ 0, %2 ], [ %7, %6 ], [ %32, %31 ]
  ret i32 %57
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @ret(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.big) align 4 %0, ptr nocapture noundef byval(%struct.big) align 8 %1) local_unnamed_addr #4 {
  %3 = getelementptr inbounds i8, ptr %1, i64 12
  store i32 1, ptr %3, align 4, !tbaa !5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(80) %0, ptr noundef nonnull align 8 dereferenceable(80) %1, i64 80, i1 false), !tbaa.struct !18
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @alloc(i32 noundef %0) local_unnamed_addr #11 {
  %2 = sext i32 %0 to i64
  %3 = shl nsw i64 %2, 2
  %4 = tail call noalias ptr @malloc(i64 noundef %3) #16
  %5 = icmp eq ptr %4, null
  br i1 %5, label %26, label %6

6:                                                ; preds = %1
  %7 = icmp sgt i32 %0, 0
  br i1 %7, label %8, label %27

8:                                                ; preds = %6
  %9 = zext nneg i32 %0 to i64
  %10 = icmp ult i32 %0, 8
  br i1 %10, label %11, label %13

11:                                               ; preds = %24, %8
  %12 = phi i64 [ 0, %8 ], [ %14, %24 ]
  br label %28

13:                                               ; preds = %8
  %14 = and i64 %9, 2147483640
  br label %15

15:                                               ; preds = %15, %13
  %16 = phi i64 [ 0, %13 ], [ %21, %15 ]
  %17 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %13 ], [ %22, %15 ]
  %18 = add <4 x i32> %17, <i32 4, i32 4, i32 4, i32 4>
  %19 = getelementptr inbounds i32, ptr %4, i64 %16
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  store <4 x i32> %17, ptr %19, align 4, !tbaa !5
  store <4 x i32> %18, ptr %20, align 4, !tbaa !5
  %21 = add nuw i64 %16, 8
  %22 = add <4 x i32> %17, <i32 8, i32 8, i32 8, i32 8>
  %23 = icmp eq i64 %21, %14
  br i1 %23, label %24, label %15, !llvm.loop !20

24:                                               ; preds = %15
  %25 = icmp eq i64 %14, %9
  br i1 %25, label %27, label %11

26:                                               ; preds = %1
  tail call void @abort() #17
  unreachable

27:                                               ; preds = %28, %24, %6
  tail call void @free(ptr noundef nonnull %4) #15
  ret ptr %4

28:                                               ; preds = %11, %28
  %29 = phi i64 [ %32, %28 ], [ %12, %11 ]
  %30 = getelementptr inbounds i32, ptr %4, i64 %29
  %31 = trunc nuw nsw i64 %29 to i32
  store i32 %31, ptr %30, align 4, !tbaa !5
  %32 = add nuw nsw i64 %29, 1
  %33 = icmp eq i64 %32, %9
  br i1 %33, label %27, label %28, !llvm.loop !23
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #12

; Function Attrs: noreturn nounwind
declare void @abort() local_unnamed_addr #13

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #14

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nofree norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { nounwind }
attributes #16 = { nounwind allocsize(0) }
attributes #17 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

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
!10 = !{!"node", !6, i64 0, !11, i64 8}
!11 = !{!"any pointer", !7, i64 0}
!12 = !{!10, !11, i64 8}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = !{i64 0, i64 80, !19}
!19 = !{!7, !7, i64 0}
!20 = distinct !{!20, !14, !21, !22}
!21 = !{!"llvm.loop.isvectorized", i32 1}
!22 = !{!"llvm.loop.unroll.runtime.disable"}
!23 = distinct !{!23, !14, !22, !21}
