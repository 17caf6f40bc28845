; ModuleID = 'classes.cpp'
source_filename = "classes.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"struct.geo::Vec" = type { float, float }
%"struct.geo::Vec.2" = type { double, double }

$_ZN3geo4RectD0Ev = comdat any

$_ZNK3geo4Rect4areaEv = comdat any

$_ZN3geo5ShapeD2Ev = comdat any

$_ZN3geo6CircleD0Ev = comdat any

$_ZNK3geo6Circle4areaEv = comdat any

$_ZTVN3geo4RectE = comdat any

$_ZTSN3geo4RectE = comdat any

$_ZTSN3geo5ShapeE = comdat any

$_ZTIN3geo5ShapeE = comdat any

$_ZTIN3geo4RectE = comdat any

$_ZTVN3geo6CircleE = comdat any

$_ZTSN3geo6CircleE = comdat any

$_ZTIN3geo6CircleE = comdat any

@_ZZ7countervE1c = internal unnamed_addr global i32 0, align 4
@_ZZ4lazyvE1v = internal global i32 0, align 4
@_ZGVZ4lazyvE1v = internal global i64 0, align 8
@_ZTVN3geo4RectE = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN3geo4RectE, ptr @_ZN3geo5ShapeD2Ev, ptr @_ZN3geo4RectD0Ev, ptr @_ZNK3geo4Rect4areaEv] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTSN3geo4RectE = linkonce_odr dso_local constant [12 x i8] c"N3geo4RectE\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTSN3geo5ShapeE = linkonce_odr dso_local constant [13 x i8] c"N3geo5ShapeE\00", comdat, align 1
@_ZTIN3geo5ShapeE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN3geo5ShapeE }, comdat, align 8
@_ZTIN3geo4RectE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN3geo4RectE, ptr @_ZTIN3geo5ShapeE }, comdat, align 8
@_ZTVN3geo6CircleE = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN3geo6CircleE, ptr @_ZN3geo5ShapeD2Ev, ptr @_ZN3geo6CircleD0Ev, ptr @_ZNK3geo6Circle4areaEv] }, comdat, align 8
@_ZTSN3geo6CircleE = linkonce_odr dso_local constant [14 x i8] c"N3geo6CircleE\00", comdat, align 1
@_ZTIN3geo6CircleE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN3geo6CircleE, ptr @_ZTIN3geo5ShapeE }, comdat, align 8

; Function Attrs: mustprogress uwtable
define dso_local noundef double @_Z5totalPPN3geo5ShapeEi(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %8

6:                                                ; preds = %8, %2
  %7 = phi double [ 0.000000e+00, %2 ], [ %17, %8 ]
  ret double %7

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %18, %8 ]
  %10 = phi double [ 0.000000e+00, %4 ], [ %17, %8 ]
  %11 = getelementptr inbounds ptr, ptr %0, i64 %9
  %12 = load ptr, ptr %11, align 8, !tbaa !5
  %13 = load ptr, ptr %12, align 8, !tbaa !9
  %14 = getelementptr inbounds i8, ptr %13, i64 16
  %15 = load ptr, ptr %14, align 8
  %16 = tail call noundef double %15(ptr noundef nonnull align 8 dereferenceable(12) %12)
  %17 = fadd double %10, %16
  %18 = add nuw nsw i64 %9, 1
  %19 = icmp eq i64 %18, %5
  br i1 %19, label %6, label %8, !llvm.loop !11
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noundef range(i32 -2147483647, -2147483648) i32 @_Z7counterv() local_unnamed_addr #1 {
  %1 = load i32, ptr @_ZZ7countervE1c, align 4, !tbaa !13
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @_ZZ7countervE1c, align 4, !tbaa !13
  ret i32 %2
}

; Function Attrs: mustprogress nofree nounwind uwtable
define dso_local noundef nonnull align 4 dereferenceable(4) ptr @_Z4lazyv() local_unnamed_addr #2 {
  %1 = load atomic i8, ptr @_ZGVZ4lazyvE1v acquire, align 8
  %2 = icmp eq i8 %1, 0
  br i1 %2, label %3, label %9, !prof !15

3:                                                ; preds = %0
  %4 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZ4lazyvE1v) #13
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %9, label %6

6:                                                ; preds = %3
  %7 = load i32, ptr @_ZZ7countervE1c, align 4, !tbaa !13
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr @_ZZ7countervE1c, align 4, !tbaa !13
  store i32 %8, ptr @_ZZ4lazyvE1v, align 4, !tbaa !13
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZ4lazyvE1v) #13
  br label %9

9:                                                ; preds = %6, %3, %0
  ret ptr @_ZZ4lazyvE1v
}

; Function Attrs: nofree nounwind
declare i32 @__cxa_guard_acquire(ptr) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare void @__cxa_guard_release(ptr) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @_Z7lambdasi(i32 noundef %0) local_unnamed_addr #4 {
  %2 = mul i32 %0, 12
  %3 = or disjoint i32 %2, 1
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i64 @_Z4bufsv() local_unnamed_addr #4 {
  ret i64 31
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local noundef double @_Z4dotsPN3geo3VecIfEEPNS0_IdEEi(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #5 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %13

5:                                                ; preds = %3
  %6 = load float, ptr %0, align 4, !tbaa !16
  %7 = getelementptr inbounds i8, ptr %0, i64 4
  %8 = load float, ptr %7, align 4, !tbaa !19
  %9 = load double, ptr %1, align 8, !tbaa !20
  %10 = getelementptr inbounds i8, ptr %1, i64 8
  %11 = load double, ptr %10, align 8, !tbaa !23
  %12 = zext nneg i32 %2 to i64
  br label %15

13:                                               ; preds = %15, %3
  %14 = phi double [ 0.000000e+00, %3 ], [ %32, %15 ]
  ret double %14

15:                                               ; preds = %5, %15
  %16 = phi i64 [ 0, %5 ], [ %33, %15 ]
  %17 = phi double [ 0.000000e+00, %5 ], [ %32, %15 ]
  %18 = getelementptr inbounds %"struct.geo::Vec", ptr %0, i64 %16
  %19 = load float, ptr %18, align 4, !tbaa !16
  %20 = getelementptr inbounds i8, ptr %18, i64 4
  %21 = load float, ptr %20, align 4, !tbaa !19
  %22 = fmul float %21, %8
  %23 = tail call noundef float @llvm.fmuladd.f32(float %19, float %6, float %22)
  %24 = fpext float %23 to double
  %25 = getelementptr inbounds %"struct.geo::Vec.2", ptr %1, i64 %16
  %26 = load double, ptr %25, align 8, !tbaa !20
  %27 = getelementptr inbounds i8, ptr %25, i64 8
  %28 = load double, ptr %27, align 8, !tbaa !23
  %29 = fmul double %28, %11
  %30 = tail call noundef double @llvm.fmuladd.f64(double %26, double %9, double %29)
  %31 = fadd double %30, %24
  %32 = fadd double %17, %31
  %33 = add nuw nsw i64 %16, 1
  %34 = icmp eq i64 %33, %12
  br i1 %34, label %13, label %15, !llvm.loop !24
}

; Function Attrs: mustprogress uwtable
define dso_local noalias noundef nonnull ptr @_Z4makeb(i1 noundef zeroext %0) local_unnamed_addr #0 {
  br i1 %0, label %2, label %4

2:                                                ; preds = %1
  %3 = tail call noalias noundef nonnull dereferenceable(48) ptr @_Znwm(i64 noundef 48) #14
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %3, i8 0, i64 48, i1 false)
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN3geo4RectE, i64 16), ptr %3, align 8, !tbaa !9
  br label %6

4:                                                ; preds = %1
  %5 = tail call noalias noundef nonnull dereferenceable(40) ptr @_Znwm(i64 noundef 40) #14
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %5, i8 0, i64 40, i1 false)
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN3geo6CircleE, i64 16), ptr %5, align 8, !tbaa !9
  br label %6

6:                                                ; preds = %4, %2
  %7 = phi ptr [ %3, %2 ], [ %5, %4 ]
  ret ptr %7
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @_Z7guardedPii(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %3 = load i32, ptr %0, align 4, !tbaa !13
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr %0, align 4, !tbaa !13
  invoke void @_Z9may_throwi(i32 noundef %1)
          to label %5 unwind label %8

5:                                                ; preds = %2
  %6 = load i32, ptr %0, align 4, !tbaa !13
  %7 = add nsw i32 %6, -1
  store i32 %7, ptr %0, align 4, !tbaa !13
  ret i32 %6

8:                                                ; preds = %2
  %9 = landingpad { ptr, i32 }
          cleanup
  %10 = load i32, ptr %0, align 4, !tbaa !13
  %11 = add nsw i32 %10, -1
  store i32 %11, ptr %0, align 4, !tbaa !13
  resume { ptr, i32 } %9
}

declare void @_Z9may_throwi(i32 noundef) local_unnamed_addr #8

declare i32 @__gxx_personality_v0(...)

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN3geo4RectD0Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #9 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 48) #15
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK3geo4Rect4areaEv(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #10 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 32
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load <2 x double>, ptr %2, align 8, !tbaa !25
  %5 = load <2 x double>, ptr %3, align 8, !tbaa !25
  %6 = fsub <2 x double> %4, %5
  %7 = shufflevector <2 x double> %6, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %8 = fmul <2 x double> %6, %7
  %9 = extractelement <2 x double> %8, i64 0
  ret double %9
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN3geo5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #10 comdat align 2 {
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN3geo6CircleD0Ev(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #9 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 40) #15
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK3geo6Circle4areaEv(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #10 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 32
  %3 = load double, ptr %2, align 8, !tbaa !26
  %4 = fmul double %3, 3.140000e+00
  %5 = fmul double %3, %4
  ret double %5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #12

attributes #0 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind }
attributes #14 = { builtin allocsize(0) }
attributes #15 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"vtable pointer", !8, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !7, i64 0}
!15 = !{!"branch_weights", i32 1, i32 1048575}
!16 = !{!17, !18, i64 0}
!17 = !{!"_ZTSN3geo3VecIfEE", !18, i64 0, !18, i64 4}
!18 = !{!"float", !7, i64 0}
!19 = !{!17, !18, i64 4}
!20 = !{!21, !22, i64 0}
!21 = !{!"_ZTSN3geo3VecIdEE", !22, i64 0, !22, i64 8}
!22 = !{!"double", !7, i64 0}
!23 = !{!21, !22, i64 8}
!24 = distinct !{!24, !12}
!25 = !{!22, !22, i64 0}
!26 = !{!27, !22, i64 32}
!27 = !{!"_ZTSN3geo6CircleE", !28, i64 0, !21, i64 16, !22, i64 32}
!28 = !{!"_ZTSN3geo5ShapeE", !14, i64 8}
