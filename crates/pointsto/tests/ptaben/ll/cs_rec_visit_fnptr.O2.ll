; CS-ONLY
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.T = type { ptr, ptr, ptr }

@a2 = dso_local global i32 0, align 4
@__const.main.leaf = private unnamed_addr constant %struct.T { ptr null, ptr null, ptr @a2 }, align 8
@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4
@__const.main.other = private unnamed_addr constant %struct.T { ptr null, ptr null, ptr @b }, align 8
@seen_a = internal unnamed_addr global ptr null, align 8
@seen_b = internal unnamed_addr global ptr null, align 8
@c = dso_local global i32 0, align 4

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.T, align 8
  %2 = alloca %struct.T, align 8
  %3 = alloca %struct.T, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.leaf, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #5
  store ptr %1, ptr %2, align 8, !tbaa !5
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  store ptr null, ptr %4, align 8, !tbaa !10
  %5 = getelementptr inbounds i8, ptr %2, i64 16
  store ptr @a, ptr %5, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.other, i64 24, i1 false)
  call fastcc void @visit(ptr noundef nonnull %2, ptr noundef nonnull @rec_a)
  call fastcc void @visit(ptr noundef nonnull %3, ptr noundef nonnull @rec_b)
  %6 = load ptr, ptr @seen_a, align 8, !tbaa !12
  store i32 1, ptr %6, align 4, !tbaa !13
  %7 = load ptr, ptr @seen_b, align 8, !tbaa !12
  store i32 2, ptr %7, align 4, !tbaa !13
  call void @MAYALIAS(ptr noundef nonnull %6, ptr noundef nonnull @a2) #5
  %8 = load ptr, ptr @seen_b, align 8, !tbaa !12
  call void @MAYALIAS(ptr noundef %8, ptr noundef nonnull @b) #5
  %9 = load ptr, ptr @seen_a, align 8, !tbaa !12
  call void @NOALIAS(ptr noundef %9, ptr noundef nonnull @c) #5
  %10 = load ptr, ptr @seen_a, align 8, !tbaa !12
  %11 = load ptr, ptr @seen_b, align 8, !tbaa !12
  call void @NOALIAS(ptr noundef %10, ptr noundef %11) #5
  %12 = load i32, ptr @a2, align 4, !tbaa !13
  %13 = icmp ne i32 %12, 1
  %14 = load i32, ptr @b, align 4
  %15 = icmp ne i32 %14, 2
  %16 = select i1 %13, i1 true, i1 %15
  %17 = zext i1 %16 to i32
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #5
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #5
  ret i32 %17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nounwind uwtable
define internal fastcc void @visit(ptr noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #0 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %12, label %4

4:                                                ; preds = %2, %4
  %5 = phi ptr [ %10, %4 ], [ %0, %2 ]
  %6 = getelementptr inbounds i8, ptr %5, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !11
  tail call void %1(ptr noundef %7) #5, !callees !15
  %8 = load ptr, ptr %5, align 8, !tbaa !5
  tail call fastcc void @visit(ptr noundef %8, ptr noundef %1)
  %9 = getelementptr inbounds i8, ptr %5, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !10
  %11 = icmp eq ptr %10, null
  br i1 %11, label %12, label %4

12:                                               ; preds = %4, %2
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable
define internal void @rec_a(ptr noundef %0) #3 {
  store ptr %0, ptr @seen_a, align 8, !tbaa !12
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable
define internal void @rec_b(ptr noundef %0) #3 {
  store ptr %0, ptr @seen_b, align 8, !tbaa !12
  ret void
}

declare void @MAYALIAS(ptr noundef, ptr noundef) local_unnamed_addr #4

declare void @NOALIAS(ptr noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"T", !7, i64 0, !7, i64 8, !7, i64 16}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!6, !7, i64 8}
!11 = !{!6, !7, i64 16}
!12 = !{!7, !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !8, i64 0}
!15 = !{ptr @rec_a, ptr @rec_b}
