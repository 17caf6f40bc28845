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

@_ZZ7countervE1c = internal unnamed_addr global i32 0, align 4, !dbg !0
@_ZZ4lazyvE1v = internal global i32 0, align 4, !dbg !60
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
define dso_local noundef double @_Z5totalPPN3geo5ShapeEi(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 !dbg !81 {
    #dbg_value(ptr %0, !104, !DIExpression(), !109)
    #dbg_value(i32 %1, !105, !DIExpression(), !109)
    #dbg_value(double 0.000000e+00, !106, !DIExpression(), !109)
    #dbg_value(i32 0, !107, !DIExpression(), !110)
  %3 = icmp sgt i32 %1, 0, !dbg !111
  br i1 %3, label %4, label %6, !dbg !113

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64, !dbg !111
  br label %8, !dbg !113

6:                                                ; preds = %8, %2
  %7 = phi double [ 0.000000e+00, %2 ], [ %17, %8 ], !dbg !109
  ret double %7, !dbg !114

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %18, %8 ]
  %10 = phi double [ 0.000000e+00, %4 ], [ %17, %8 ]
    #dbg_value(i64 %9, !107, !DIExpression(), !110)
    #dbg_value(double %10, !106, !DIExpression(), !109)
  %11 = getelementptr inbounds ptr, ptr %0, i64 %9, !dbg !115
  %12 = load ptr, ptr %11, align 8, !dbg !115, !tbaa !116
  %13 = load ptr, ptr %12, align 8, !dbg !120, !tbaa !121
  %14 = getelementptr inbounds i8, ptr %13, i64 16, !dbg !120
  %15 = load ptr, ptr %14, align 8, !dbg !120
  %16 = tail call noundef double %15(ptr noundef nonnull align 8 dereferenceable(12) %12), !dbg !120
  %17 = fadd double %10, %16, !dbg !123
    #dbg_value(double %17, !106, !DIExpression(), !109)
  %18 = add nuw nsw i64 %9, 1, !dbg !124
    #dbg_value(i64 %18, !107, !DIExpression(), !110)
  %19 = icmp eq i64 %18, %5, !dbg !111
  br i1 %19, label %6, label %8, !dbg !113, !llvm.loop !125
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noundef range(i32 -2147483647, -2147483648) i32 @_Z7counterv() local_unnamed_addr #1 !dbg !2 {
  %1 = load i32, ptr @_ZZ7countervE1c, align 4, !dbg !128, !tbaa !129
  %2 = add nsw i32 %1, 1, !dbg !128
  store i32 %2, ptr @_ZZ7countervE1c, align 4, !dbg !128, !tbaa !129
  ret i32 %2, !dbg !131
}

; Function Attrs: mustprogress nofree nounwind uwtable
define dso_local noundef nonnull align 4 dereferenceable(4) ptr @_Z4lazyv() local_unnamed_addr #2 !dbg !62 {
  %1 = load atomic i8, ptr @_ZGVZ4lazyvE1v acquire, align 8, !dbg !132
  %2 = icmp eq i8 %1, 0, !dbg !132
  br i1 %2, label %3, label %9, !dbg !132, !prof !133

3:                                                ; preds = %0
  %4 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZ4lazyvE1v) #13, !dbg !132
  %5 = icmp eq i32 %4, 0, !dbg !132
  br i1 %5, label %9, label %6, !dbg !132

6:                                                ; preds = %3
  %7 = load i32, ptr @_ZZ7countervE1c, align 4, !dbg !134, !tbaa !129
  %8 = add nsw i32 %7, 1, !dbg !134
  store i32 %8, ptr @_ZZ7countervE1c, align 4, !dbg !134, !tbaa !129
  store i32 %8, ptr @_ZZ4lazyvE1v, align 4, !dbg !132, !tbaa !129
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZ4lazyvE1v) #13, !dbg !132
  br label %9, !dbg !132

9:                                                ; preds = %6, %3, %0
  ret ptr @_ZZ4lazyvE1v, !dbg !136
}

; Function Attrs: nofree nounwind
declare i32 @__cxa_guard_acquire(ptr) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare void @__cxa_guard_release(ptr) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @_Z7lambdasi(i32 noundef %0) local_unnamed_addr #4 !dbg !137 {
    #dbg_value(i32 %0, !141, !DIExpression(), !148)
    #dbg_value(i32 0, !142, !DIExpression(), !148)
    #dbg_value(ptr undef, !143, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !148)
    #dbg_value(ptr undef, !143, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !148)
    #dbg_value(i32 %0, !142, !DIExpression(DW_OP_constu, 3, DW_OP_mul, DW_OP_stack_value), !148)
    #dbg_value(i32 %0, !142, !DIExpression(DW_OP_constu, 7, DW_OP_mul, DW_OP_stack_value), !148)
    #dbg_value(i32 %0, !149, !DIExpression(), !160)
    #dbg_value(i32 %0, !157, !DIExpression(DW_OP_constu, 7, DW_OP_mul, DW_OP_stack_value), !160)
  %2 = mul i32 %0, 12
  %3 = or disjoint i32 %2, 1, !dbg !162
  ret i32 %3, !dbg !163
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i64 @_Z4bufsv() local_unnamed_addr #4 !dbg !164 {
    #dbg_value(ptr undef, !172, !DIExpression(), !179)
    #dbg_value(i64 0, !169, !DIExpression(), !181)
    #dbg_value(ptr undef, !182, !DIExpression(), !186)
    #dbg_value(i64 0, !185, !DIExpression(), !186)
    #dbg_assign(i32 1, !168, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !189, ptr undef, !DIExpression(DW_OP_plus_uconst, 64), !190)
    #dbg_value(<2 x i64> <i64 0, i64 undef>, !168, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !190)
    #dbg_value(i64 1, !169, !DIExpression(), !181)
    #dbg_value(i64 1, !185, !DIExpression(), !186)
    #dbg_assign(i32 2, !168, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !189, ptr undef, !DIExpression(DW_OP_plus_uconst, 64), !190)
    #dbg_value(<2 x i64> <i64 0, i64 1>, !168, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !190)
    #dbg_value(i64 2, !169, !DIExpression(), !181)
    #dbg_value(i64 2, !185, !DIExpression(), !186)
    #dbg_assign(i32 3, !168, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !189, ptr undef, !DIExpression(DW_OP_plus_uconst, 64), !190)
    #dbg_value(<2 x i64> <i64 2, i64 undef>, !168, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !190)
    #dbg_value(i64 3, !169, !DIExpression(), !181)
    #dbg_value(i64 3, !185, !DIExpression(), !186)
    #dbg_assign(i32 4, !168, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !189, ptr undef, !DIExpression(DW_OP_plus_uconst, 64), !190)
    #dbg_value(<2 x i64> <i64 2, i64 3>, !168, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !190)
    #dbg_value(i64 4, !169, !DIExpression(), !181)
    #dbg_value(i64 4, !185, !DIExpression(), !186)
    #dbg_assign(i32 5, !168, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !189, ptr undef, !DIExpression(DW_OP_plus_uconst, 64), !190)
    #dbg_value(<2 x i64> <i64 4, i64 undef>, !168, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !190)
    #dbg_value(i64 5, !169, !DIExpression(), !181)
    #dbg_value(i64 5, !185, !DIExpression(), !186)
    #dbg_assign(i32 6, !168, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !189, ptr undef, !DIExpression(DW_OP_plus_uconst, 64), !190)
    #dbg_value(<2 x i64> <i64 4, i64 5>, !168, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !190)
    #dbg_value(i64 6, !169, !DIExpression(), !181)
    #dbg_value(i64 6, !185, !DIExpression(), !186)
    #dbg_assign(i32 7, !168, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !189, ptr undef, !DIExpression(DW_OP_plus_uconst, 64), !190)
    #dbg_value(<2 x i64> <i64 6, i64 undef>, !168, !DIExpression(DW_OP_LLVM_fragment, 384, 128), !190)
    #dbg_value(i64 7, !169, !DIExpression(), !181)
    #dbg_value(i64 7, !185, !DIExpression(), !186)
    #dbg_assign(i32 8, !168, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !189, ptr undef, !DIExpression(DW_OP_plus_uconst, 64), !190)
    #dbg_value(<2 x i64> <i64 6, i64 7>, !168, !DIExpression(DW_OP_LLVM_fragment, 384, 128), !190)
    #dbg_value(i64 9, !185, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !186)
    #dbg_value(i64 10, !169, !DIExpression(), !181)
    #dbg_value(ptr undef, !191, !DIExpression(), !198)
    #dbg_value(ptr undef, !200, !DIExpression(), !204)
    #dbg_value(i32 3, !203, !DIExpression(), !204)
    #dbg_assign(i32 1, !171, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !206, ptr undef, !DIExpression(DW_OP_plus_uconst, 16), !190)
    #dbg_value(i32 3, !171, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !190)
    #dbg_value(ptr undef, !207, !DIExpression(), !214)
    #dbg_value(i64 0, !210, !DIExpression(), !214)
    #dbg_value(i32 0, !211, !DIExpression(), !216)
    #dbg_value(ptr undef, !217, !DIExpression(), !224)
    #dbg_value(i64 1, !221, !DIExpression(), !226)
    #dbg_value(i32 3, !220, !DIExpression(), !224)
  ret i64 31, !dbg !227
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local noundef double @_Z4dotsPN3geo3VecIfEEPNS0_IdEEi(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #5 !dbg !228 {
    #dbg_value(ptr %0, !259, !DIExpression(), !265)
    #dbg_value(ptr %1, !260, !DIExpression(), !265)
    #dbg_value(i32 %2, !261, !DIExpression(), !265)
    #dbg_value(double 0.000000e+00, !262, !DIExpression(), !265)
    #dbg_value(i32 0, !263, !DIExpression(), !266)
  %4 = icmp sgt i32 %2, 0, !dbg !267
  br i1 %4, label %5, label %13, !dbg !269

5:                                                ; preds = %3
  %6 = load float, ptr %0, align 4, !tbaa !270
  %7 = getelementptr inbounds i8, ptr %0, i64 4
  %8 = load float, ptr %7, align 4, !tbaa !273
  %9 = load double, ptr %1, align 8, !tbaa !274
  %10 = getelementptr inbounds i8, ptr %1, i64 8
  %11 = load double, ptr %10, align 8, !tbaa !277
  %12 = zext nneg i32 %2 to i64, !dbg !267
  br label %15, !dbg !269

13:                                               ; preds = %15, %3
  %14 = phi double [ 0.000000e+00, %3 ], [ %32, %15 ], !dbg !265
  ret double %14, !dbg !278

15:                                               ; preds = %5, %15
  %16 = phi i64 [ 0, %5 ], [ %33, %15 ]
  %17 = phi double [ 0.000000e+00, %5 ], [ %32, %15 ]
    #dbg_value(i64 %16, !263, !DIExpression(), !266)
    #dbg_value(double %17, !262, !DIExpression(), !265)
  %18 = getelementptr inbounds %"struct.geo::Vec", ptr %0, i64 %16, !dbg !279
    #dbg_value(ptr %18, !280, !DIExpression(), !285)
    #dbg_value(ptr %0, !283, !DIExpression(), !285)
  %19 = load float, ptr %18, align 4, !dbg !287, !tbaa !270
  %20 = getelementptr inbounds i8, ptr %18, i64 4, !dbg !288
  %21 = load float, ptr %20, align 4, !dbg !288, !tbaa !273
  %22 = fmul float %21, %8, !dbg !289
  %23 = tail call noundef float @llvm.fmuladd.f32(float %19, float %6, float %22), !dbg !290
  %24 = fpext float %23 to double, !dbg !279
  %25 = getelementptr inbounds %"struct.geo::Vec.2", ptr %1, i64 %16, !dbg !291
    #dbg_value(ptr %25, !292, !DIExpression(), !297)
    #dbg_value(ptr %1, !295, !DIExpression(), !297)
  %26 = load double, ptr %25, align 8, !dbg !299, !tbaa !274
  %27 = getelementptr inbounds i8, ptr %25, i64 8, !dbg !300
  %28 = load double, ptr %27, align 8, !dbg !300, !tbaa !277
  %29 = fmul double %28, %11, !dbg !301
  %30 = tail call noundef double @llvm.fmuladd.f64(double %26, double %9, double %29), !dbg !302
  %31 = fadd double %30, %24, !dbg !303
  %32 = fadd double %17, %31, !dbg !304
    #dbg_value(double %32, !262, !DIExpression(), !265)
  %33 = add nuw nsw i64 %16, 1, !dbg !305
    #dbg_value(i64 %33, !263, !DIExpression(), !266)
  %34 = icmp eq i64 %33, %12, !dbg !267
  br i1 %34, label %13, label %15, !dbg !269, !llvm.loop !306
}

; Function Attrs: mustprogress uwtable
define dso_local noalias noundef nonnull ptr @_Z4makeb(i1 noundef zeroext %0) local_unnamed_addr #0 !dbg !308 {
    #dbg_value(i1 %0, !313, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !314)
  br i1 %0, label %2, label %4, !dbg !315

2:                                                ; preds = %1
  %3 = tail call noalias noundef nonnull dereferenceable(48) ptr @_Znwm(i64 noundef 48) #14, !dbg !316, !heapallocsite !318
    #dbg_value(ptr %3, !328, !DIExpression(), !336)
    #dbg_value(ptr %3, !338, !DIExpression(), !342)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %3, i8 0, i64 48, i1 false), !dbg !344
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN3geo4RectE, i64 16), ptr %3, align 8, !dbg !345, !tbaa !121
  br label %6, !dbg !346

4:                                                ; preds = %1
  %5 = tail call noalias noundef nonnull dereferenceable(40) ptr @_Znwm(i64 noundef 40) #14, !dbg !347, !heapallocsite !348
    #dbg_value(ptr %5, !358, !DIExpression(), !366)
    #dbg_value(ptr %5, !338, !DIExpression(), !368)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %5, i8 0, i64 40, i1 false), !dbg !370
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN3geo6CircleE, i64 16), ptr %5, align 8, !dbg !371, !tbaa !121
  br label %6, !dbg !372

6:                                                ; preds = %4, %2
  %7 = phi ptr [ %3, %2 ], [ %5, %4 ], !dbg !314
  ret ptr %7, !dbg !373
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @_Z7guardedPii(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 !dbg !374 {
    #dbg_value(ptr %0, !378, !DIExpression(), !381)
    #dbg_value(i32 %1, !379, !DIExpression(), !381)
    #dbg_value(ptr undef, !382, !DIExpression(), !387)
    #dbg_value(ptr %0, !385, !DIExpression(), !387)
    #dbg_value(ptr %0, !380, !DIExpression(), !381)
  %3 = load i32, ptr %0, align 4, !dbg !389, !tbaa !129
  %4 = add nsw i32 %3, 1, !dbg !389
  store i32 %4, ptr %0, align 4, !dbg !389, !tbaa !129
  invoke void @_Z9may_throwi(i32 noundef %1)
          to label %5 unwind label %8, !dbg !391

5:                                                ; preds = %2
  %6 = load i32, ptr %0, align 4, !dbg !392, !tbaa !129
    #dbg_value(ptr undef, !393, !DIExpression(), !396)
  %7 = add nsw i32 %6, -1, !dbg !398
  store i32 %7, ptr %0, align 4, !dbg !398, !tbaa !129
  ret i32 %6, !dbg !400

8:                                                ; preds = %2
  %9 = landingpad { ptr, i32 }
          cleanup, !dbg !400
    #dbg_value(ptr undef, !393, !DIExpression(), !401)
  %10 = load i32, ptr %0, align 4, !dbg !403, !tbaa !129
  %11 = add nsw i32 %10, -1, !dbg !403
  store i32 %11, ptr %0, align 4, !dbg !403, !tbaa !129
  resume { ptr, i32 } %9, !dbg !400
}

declare !dbg !404 void @_Z9may_throwi(i32 noundef) local_unnamed_addr #8

declare i32 @__gxx_personality_v0(...)

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN3geo4RectD0Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #9 comdat align 2 !dbg !407 {
    #dbg_value(ptr %0, !410, !DIExpression(), !411)
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 48) #15, !dbg !412
  ret void, !dbg !412
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK3geo4Rect4areaEv(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #10 comdat align 2 !dbg !413 {
    #dbg_value(ptr %0, !415, !DIExpression(), !417)
  %2 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !418
  %3 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !419
  %4 = load <2 x double>, ptr %2, align 8, !dbg !420, !tbaa !421
  %5 = load <2 x double>, ptr %3, align 8, !dbg !422, !tbaa !421
  %6 = fsub <2 x double> %4, %5, !dbg !423
  %7 = shufflevector <2 x double> %6, <2 x double> poison, <2 x i32> <i32 1, i32 poison>, !dbg !424
  %8 = fmul <2 x double> %6, %7, !dbg !424
  %9 = extractelement <2 x double> %8, i64 0, !dbg !424
  ret double %9, !dbg !425
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN3geo5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #10 comdat align 2 !dbg !426 {
    #dbg_value(ptr %0, !428, !DIExpression(), !429)
  ret void, !dbg !430
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN3geo6CircleD0Ev(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #9 comdat align 2 !dbg !431 {
    #dbg_value(ptr %0, !434, !DIExpression(), !435)
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 40) #15, !dbg !436
  ret void, !dbg !436
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK3geo6Circle4areaEv(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #10 comdat align 2 !dbg !437 {
    #dbg_value(ptr %0, !439, !DIExpression(), !441)
  %2 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !442
  %3 = load double, ptr %2, align 8, !dbg !442, !tbaa !443
  %4 = fmul double %3, 3.140000e+00, !dbg !446
  %5 = fmul double %3, %4, !dbg !447
  ret double %5, !dbg !448
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

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!73, !74, !75, !76, !77, !78, !79}
!llvm.ident = !{!80}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "c", scope: !2, file: !3, line: 22, type: !6, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "counter", linkageName: "_Z7counterv", scope: !3, file: !3, line: 22, type: !4, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7)
!3 = !DIFile(filename: "classes.cpp", directory: "/work/main/crates/llir/tests/data/slots", checksumkind: CSK_MD5, checksum: "61588e92fb83279e01aad35bef1cde42")
!4 = !DISubroutineType(types: !5)
!5 = !{!6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !59, imports: !66, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9, !29, !48}
!9 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Buf<long, 8>", file: !3, line: 9, size: 576, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !10, templateParams: !26, identifier: "_ZTS3BufIlLi8EE")
!10 = !{!11, !16, !17, !21}
!11 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !9, file: !3, line: 10, baseType: !12, size: 512)
!12 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 512, elements: !14)
!13 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!14 = !{!15}
!15 = !DISubrange(count: 8)
!16 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !9, file: !3, line: 11, baseType: !6, size: 32, offset: 512)
!17 = !DISubprogram(name: "push", linkageName: "_ZN3BufIlLi8EE4pushEl", scope: !9, file: !3, line: 12, type: !18, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!18 = !DISubroutineType(types: !19)
!19 = !{null, !20, !13}
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!21 = !DISubprogram(name: "sum", linkageName: "_ZNK3BufIlLi8EE3sumEv", scope: !9, file: !3, line: 13, type: !22, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!22 = !DISubroutineType(types: !23)
!23 = !{!13, !24}
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!25 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!26 = !{!27, !28}
!27 = !DITemplateTypeParameter(name: "T", type: !13)
!28 = !DITemplateValueParameter(name: "N", type: !6, value: i32 8)
!29 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Buf<int, 4>", file: !3, line: 9, size: 160, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !30, templateParams: !45, identifier: "_ZTS3BufIiLi4EE")
!30 = !{!31, !35, !36, !40}
!31 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !29, file: !3, line: 10, baseType: !32, size: 128)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 128, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 4)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !29, file: !3, line: 11, baseType: !6, size: 32, offset: 128)
!36 = !DISubprogram(name: "push", linkageName: "_ZN3BufIiLi4EE4pushEi", scope: !29, file: !3, line: 12, type: !37, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!37 = !DISubroutineType(types: !38)
!38 = !{null, !39, !6}
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!40 = !DISubprogram(name: "sum", linkageName: "_ZNK3BufIiLi4EE3sumEv", scope: !29, file: !3, line: 13, type: !41, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!41 = !DISubroutineType(types: !42)
!42 = !{!6, !43}
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!44 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !29)
!45 = !{!46, !47}
!46 = !DITemplateTypeParameter(name: "T", type: !6)
!47 = !DITemplateValueParameter(name: "N", type: !6, value: i32 4)
!48 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Guard", file: !3, line: 53, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !49, identifier: "_ZTS5Guard")
!49 = !{!50, !52, !56}
!50 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !48, file: !3, line: 53, baseType: !51, size: 64)
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!52 = !DISubprogram(name: "Guard", scope: !48, file: !3, line: 53, type: !53, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!53 = !DISubroutineType(types: !54)
!54 = !{null, !55, !51}
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!56 = !DISubprogram(name: "~Guard", scope: !48, file: !3, line: 53, type: !57, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!57 = !DISubroutineType(types: !58)
!58 = !{null, !55}
!59 = !{!0, !60}
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(name: "v", scope: !62, file: !3, line: 23, type: !6, isLocal: true, isDefinition: true)
!62 = distinct !DISubprogram(name: "lazy", linkageName: "_Z4lazyv", scope: !3, file: !3, line: 23, type: !63, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7)
!63 = !DISubroutineType(types: !64)
!64 = !{!65}
!65 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !6, size: 64)
!66 = !{!67}
!67 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !68, entity: !69, file: !72, line: 58)
!68 = !DINamespace(name: "std", scope: null)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "max_align_t", file: !70, line: 24, baseType: !71)
!70 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_max_align_t.h", directory: "", checksumkind: CSK_MD5, checksum: "3c0a2f19d136d39aa835c737c7105def")
!71 = !DICompositeType(tag: DW_TAG_structure_type, file: !70, line: 19, size: 256, flags: DIFlagFwdDecl, identifier: "_ZTS11max_align_t")
!72 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstddef", directory: "")
!73 = !{i32 7, !"Dwarf Version", i32 5}
!74 = !{i32 2, !"Debug Info Version", i32 3}
!75 = !{i32 1, !"wchar_size", i32 4}
!76 = !{i32 8, !"PIC Level", i32 2}
!77 = !{i32 7, !"PIE Level", i32 2}
!78 = !{i32 7, !"uwtable", i32 2}
!79 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!80 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!81 = distinct !DISubprogram(name: "total", linkageName: "_Z5totalPPN3geo5ShapeEi", scope: !3, file: !3, line: 16, type: !82, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !103)
!82 = !DISubroutineType(types: !83)
!83 = !{!84, !85, !6}
!84 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64)
!86 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !87, size: 64)
!87 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Shape", scope: !88, file: !3, line: 4, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !89, vtableHolder: !87, identifier: "_ZTSN3geo5ShapeE")
!88 = !DINamespace(name: "geo", scope: null)
!89 = !{!90, !93, !94, !98}
!90 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$Shape", scope: !3, file: !3, baseType: !91, size: 64, flags: DIFlagArtificial)
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64)
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: !4, size: 64)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !87, file: !3, line: 4, baseType: !6, size: 32, offset: 64)
!94 = !DISubprogram(name: "~Shape", scope: !87, file: !3, line: 4, type: !95, scopeLine: 4, containingType: !87, virtualIndex: 0, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!95 = !DISubroutineType(types: !96)
!96 = !{null, !97}
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !87, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!98 = !DISubprogram(name: "area", linkageName: "_ZNK3geo5Shape4areaEv", scope: !87, file: !3, line: 4, type: !99, scopeLine: 4, containingType: !87, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagPureVirtual | DISPFlagOptimized)
!99 = !DISubroutineType(types: !100)
!100 = !{!84, !101}
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !102, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!102 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !87)
!103 = !{!104, !105, !106, !107}
!104 = !DILocalVariable(name: "s", arg: 1, scope: !81, file: !3, line: 16, type: !85)
!105 = !DILocalVariable(name: "n", arg: 2, scope: !81, file: !3, line: 16, type: !6)
!106 = !DILocalVariable(name: "t", scope: !81, file: !3, line: 17, type: !84)
!107 = !DILocalVariable(name: "i", scope: !108, file: !3, line: 18, type: !6)
!108 = distinct !DILexicalBlock(scope: !81, file: !3, line: 18, column: 3)
!109 = !DILocation(line: 0, scope: !81)
!110 = !DILocation(line: 0, scope: !108)
!111 = !DILocation(line: 18, column: 21, scope: !112)
!112 = distinct !DILexicalBlock(scope: !108, file: !3, line: 18, column: 3)
!113 = !DILocation(line: 18, column: 3, scope: !108)
!114 = !DILocation(line: 19, column: 3, scope: !81)
!115 = !DILocation(line: 18, column: 36, scope: !112)
!116 = !{!117, !117, i64 0}
!117 = !{!"any pointer", !118, i64 0}
!118 = !{!"omnipotent char", !119, i64 0}
!119 = !{!"Simple C++ TBAA"}
!120 = !DILocation(line: 18, column: 42, scope: !112)
!121 = !{!122, !122, i64 0}
!122 = !{!"vtable pointer", !119, i64 0}
!123 = !DILocation(line: 18, column: 33, scope: !112)
!124 = !DILocation(line: 18, column: 27, scope: !112)
!125 = distinct !{!125, !113, !126, !127}
!126 = !DILocation(line: 18, column: 47, scope: !108)
!127 = !{!"llvm.loop.mustprogress"}
!128 = !DILocation(line: 22, column: 42, scope: !2)
!129 = !{!130, !130, i64 0}
!130 = !{!"int", !118, i64 0}
!131 = !DILocation(line: 22, column: 35, scope: !2)
!132 = !DILocation(line: 23, column: 15, scope: !62)
!133 = !{!"branch_weights", i32 1, i32 1048575}
!134 = !DILocation(line: 22, column: 42, scope: !2, inlinedAt: !135)
!135 = distinct !DILocation(line: 23, column: 30, scope: !62)
!136 = !DILocation(line: 23, column: 41, scope: !62)
!137 = distinct !DISubprogram(name: "lambdas", linkageName: "_Z7lambdasi", scope: !3, file: !3, line: 27, type: !138, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !140)
!138 = !DISubroutineType(types: !139)
!139 = !{!6, !6}
!140 = !{!141, !142, !143}
!141 = !DILocalVariable(name: "k", arg: 1, scope: !137, file: !3, line: 27, type: !6)
!142 = !DILocalVariable(name: "acc", scope: !137, file: !3, line: 28, type: !6)
!143 = !DILocalVariable(name: "add", scope: !137, file: !3, line: 29, type: !144)
!144 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !137, file: !3, line: 29, size: 128, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !145)
!145 = !{!146, !147}
!146 = !DIDerivedType(tag: DW_TAG_member, name: "acc", scope: !144, file: !3, line: 29, baseType: !65, size: 64)
!147 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !144, file: !3, line: 29, baseType: !65, size: 64, offset: 64)
!148 = !DILocation(line: 0, scope: !137)
!149 = !DILocalVariable(name: "f", arg: 1, scope: !150, file: !3, line: 25, type: !153)
!150 = distinct !DISubprogram(name: "apply<(lambda at classes.cpp:31:16)>", linkageName: "_Z5applyIZ7lambdasiE3$_1EiT_i", scope: !3, file: !3, line: 25, type: !151, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !158, retainedNodes: !156)
!151 = !DISubroutineType(types: !152)
!152 = !{!6, !153, !6}
!153 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !137, file: !3, line: 31, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !154)
!154 = !{!155}
!155 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !153, file: !3, line: 31, baseType: !6, size: 32)
!156 = !{!149, !157}
!157 = !DILocalVariable(name: "x", arg: 2, scope: !150, file: !3, line: 25, type: !6)
!158 = !{!159}
!159 = !DITemplateTypeParameter(name: "F", type: !153)
!160 = !DILocation(line: 0, scope: !150, inlinedAt: !161)
!161 = distinct !DILocation(line: 31, column: 10, scope: !137)
!162 = !DILocation(line: 25, column: 59, scope: !150, inlinedAt: !161)
!163 = !DILocation(line: 31, column: 3, scope: !137)
!164 = distinct !DISubprogram(name: "bufs", linkageName: "_Z4bufsv", scope: !3, file: !3, line: 34, type: !165, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !167)
!165 = !DISubroutineType(types: !166)
!166 = !{!13}
!167 = !{!168, !169, !171}
!168 = !DILocalVariable(name: "b", scope: !164, file: !3, line: 35, type: !9)
!169 = !DILocalVariable(name: "i", scope: !170, file: !3, line: 36, type: !6)
!170 = distinct !DILexicalBlock(scope: !164, file: !3, line: 36, column: 3)
!171 = !DILocalVariable(name: "c", scope: !164, file: !3, line: 37, type: !29)
!172 = !DILocalVariable(name: "this", arg: 1, scope: !173, type: !178, flags: DIFlagArtificial | DIFlagObjectPointer)
!173 = distinct !DISubprogram(name: "Buf", linkageName: "_ZN3BufIlLi8EEC2Ev", scope: !9, file: !3, line: 9, type: !174, scopeLine: 9, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !176, retainedNodes: !177)
!174 = !DISubroutineType(types: !175)
!175 = !{null, !20}
!176 = !DISubprogram(name: "Buf", scope: !9, type: !174, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!177 = !{!172}
!178 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!179 = !DILocation(line: 0, scope: !173, inlinedAt: !180)
!180 = distinct !DILocation(line: 35, column: 16, scope: !164)
!181 = !DILocation(line: 0, scope: !170)
!182 = !DILocalVariable(name: "this", arg: 1, scope: !183, type: !178, flags: DIFlagArtificial | DIFlagObjectPointer)
!183 = distinct !DISubprogram(name: "push", linkageName: "_ZN3BufIlLi8EE4pushEl", scope: !9, file: !3, line: 12, type: !18, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !17, retainedNodes: !184)
!184 = !{!182, !185}
!185 = !DILocalVariable(name: "v", arg: 2, scope: !183, file: !3, line: 12, type: !13)
!186 = !DILocation(line: 0, scope: !183, inlinedAt: !187)
!187 = distinct !DILocation(line: 36, column: 34, scope: !188)
!188 = distinct !DILexicalBlock(scope: !170, file: !3, line: 36, column: 3)
!189 = distinct !DIAssignID()
!190 = !DILocation(line: 0, scope: !164)
!191 = !DILocalVariable(name: "this", arg: 1, scope: !192, type: !197, flags: DIFlagArtificial | DIFlagObjectPointer)
!192 = distinct !DISubprogram(name: "Buf", linkageName: "_ZN3BufIiLi4EEC2Ev", scope: !29, file: !3, line: 9, type: !193, scopeLine: 9, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !195, retainedNodes: !196)
!193 = !DISubroutineType(types: !194)
!194 = !{null, !39}
!195 = !DISubprogram(name: "Buf", scope: !29, type: !193, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!196 = !{!191}
!197 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!198 = !DILocation(line: 0, scope: !192, inlinedAt: !199)
!199 = distinct !DILocation(line: 37, column: 15, scope: !164)
!200 = !DILocalVariable(name: "this", arg: 1, scope: !201, type: !197, flags: DIFlagArtificial | DIFlagObjectPointer)
!201 = distinct !DISubprogram(name: "push", linkageName: "_ZN3BufIiLi4EE4pushEi", scope: !29, file: !3, line: 12, type: !37, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !36, retainedNodes: !202)
!202 = !{!200, !203}
!203 = !DILocalVariable(name: "v", arg: 2, scope: !201, file: !3, line: 12, type: !6)
!204 = !DILocation(line: 0, scope: !201, inlinedAt: !205)
!205 = distinct !DILocation(line: 38, column: 5, scope: !164)
!206 = distinct !DIAssignID()
!207 = !DILocalVariable(name: "this", arg: 1, scope: !208, type: !213, flags: DIFlagArtificial | DIFlagObjectPointer)
!208 = distinct !DISubprogram(name: "sum", linkageName: "_ZNK3BufIlLi8EE3sumEv", scope: !9, file: !3, line: 13, type: !22, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !21, retainedNodes: !209)
!209 = !{!207, !210, !211}
!210 = !DILocalVariable(name: "s", scope: !208, file: !3, line: 13, type: !13)
!211 = !DILocalVariable(name: "i", scope: !212, file: !3, line: 13, type: !6)
!212 = distinct !DILexicalBlock(scope: !208, file: !3, line: 13, column: 26)
!213 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!214 = !DILocation(line: 0, scope: !208, inlinedAt: !215)
!215 = distinct !DILocation(line: 39, column: 12, scope: !164)
!216 = !DILocation(line: 0, scope: !212, inlinedAt: !215)
!217 = !DILocalVariable(name: "this", arg: 1, scope: !218, type: !223, flags: DIFlagArtificial | DIFlagObjectPointer)
!218 = distinct !DISubprogram(name: "sum", linkageName: "_ZNK3BufIiLi4EE3sumEv", scope: !29, file: !3, line: 13, type: !41, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !40, retainedNodes: !219)
!219 = !{!217, !220, !221}
!220 = !DILocalVariable(name: "s", scope: !218, file: !3, line: 13, type: !6)
!221 = !DILocalVariable(name: "i", scope: !222, file: !3, line: 13, type: !6)
!222 = distinct !DILexicalBlock(scope: !218, file: !3, line: 13, column: 26)
!223 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!224 = !DILocation(line: 0, scope: !218, inlinedAt: !225)
!225 = distinct !DILocation(line: 39, column: 22, scope: !164)
!226 = !DILocation(line: 0, scope: !222, inlinedAt: !225)
!227 = !DILocation(line: 39, column: 3, scope: !164)
!228 = distinct !DISubprogram(name: "dots", linkageName: "_Z4dotsPN3geo3VecIfEEPNS0_IdEEi", scope: !3, file: !3, line: 42, type: !229, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !258)
!229 = !DISubroutineType(types: !230)
!230 = !{!84, !231, !245, !6}
!231 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !232, size: 64)
!232 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Vec<float>", scope: !88, file: !3, line: 3, size: 64, flags: DIFlagTypePassByValue, elements: !233, templateParams: !243, identifier: "_ZTSN3geo3VecIfEE")
!233 = !{!234, !236, !237}
!234 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !232, file: !3, line: 3, baseType: !235, size: 32)
!235 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!236 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !232, file: !3, line: 3, baseType: !235, size: 32, offset: 32)
!237 = !DISubprogram(name: "dot", linkageName: "_ZNK3geo3VecIfE3dotERKS1_", scope: !232, file: !3, line: 3, type: !238, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!238 = !DISubroutineType(types: !239)
!239 = !{!235, !240, !242}
!240 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !241, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!241 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !232)
!242 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !241, size: 64)
!243 = !{!244}
!244 = !DITemplateTypeParameter(name: "T", type: !235)
!245 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !246, size: 64)
!246 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Vec<double>", scope: !88, file: !3, line: 3, size: 128, flags: DIFlagTypePassByValue, elements: !247, templateParams: !256, identifier: "_ZTSN3geo3VecIdEE")
!247 = !{!248, !249, !250}
!248 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !246, file: !3, line: 3, baseType: !84, size: 64)
!249 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !246, file: !3, line: 3, baseType: !84, size: 64, offset: 64)
!250 = !DISubprogram(name: "dot", linkageName: "_ZNK3geo3VecIdE3dotERKS1_", scope: !246, file: !3, line: 3, type: !251, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!251 = !DISubroutineType(types: !252)
!252 = !{!84, !253, !255}
!253 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !254, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!254 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !246)
!255 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !254, size: 64)
!256 = !{!257}
!257 = !DITemplateTypeParameter(name: "T", type: !84)
!258 = !{!259, !260, !261, !262, !263}
!259 = !DILocalVariable(name: "v", arg: 1, scope: !228, file: !3, line: 42, type: !231)
!260 = !DILocalVariable(name: "w", arg: 2, scope: !228, file: !3, line: 42, type: !245)
!261 = !DILocalVariable(name: "n", arg: 3, scope: !228, file: !3, line: 42, type: !6)
!262 = !DILocalVariable(name: "s", scope: !228, file: !3, line: 43, type: !84)
!263 = !DILocalVariable(name: "i", scope: !264, file: !3, line: 44, type: !6)
!264 = distinct !DILexicalBlock(scope: !228, file: !3, line: 44, column: 3)
!265 = !DILocation(line: 0, scope: !228)
!266 = !DILocation(line: 0, scope: !264)
!267 = !DILocation(line: 44, column: 21, scope: !268)
!268 = distinct !DILexicalBlock(scope: !264, file: !3, line: 44, column: 3)
!269 = !DILocation(line: 44, column: 3, scope: !264)
!270 = !{!271, !272, i64 0}
!271 = !{!"_ZTSN3geo3VecIfEE", !272, i64 0, !272, i64 4}
!272 = !{!"float", !118, i64 0}
!273 = !{!271, !272, i64 4}
!274 = !{!275, !276, i64 0}
!275 = !{!"_ZTSN3geo3VecIdEE", !276, i64 0, !276, i64 8}
!276 = !{!"double", !118, i64 0}
!277 = !{!275, !276, i64 8}
!278 = !DILocation(line: 45, column: 3, scope: !228)
!279 = !DILocation(line: 44, column: 36, scope: !268)
!280 = !DILocalVariable(name: "this", arg: 1, scope: !281, type: !284, flags: DIFlagArtificial | DIFlagObjectPointer)
!281 = distinct !DISubprogram(name: "dot", linkageName: "_ZNK3geo3VecIfE3dotERKS1_", scope: !232, file: !3, line: 3, type: !238, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !237, retainedNodes: !282)
!282 = !{!280, !283}
!283 = !DILocalVariable(name: "o", arg: 2, scope: !281, file: !3, line: 3, type: !242)
!284 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !241, size: 64)
!285 = !DILocation(line: 0, scope: !281, inlinedAt: !286)
!286 = distinct !DILocation(line: 44, column: 41, scope: !268)
!287 = !DILocation(line: 3, column: 79, scope: !281, inlinedAt: !286)
!288 = !DILocation(line: 3, column: 89, scope: !281, inlinedAt: !286)
!289 = !DILocation(line: 3, column: 91, scope: !281, inlinedAt: !286)
!290 = !DILocation(line: 3, column: 87, scope: !281, inlinedAt: !286)
!291 = !DILocation(line: 44, column: 53, scope: !268)
!292 = !DILocalVariable(name: "this", arg: 1, scope: !293, type: !296, flags: DIFlagArtificial | DIFlagObjectPointer)
!293 = distinct !DISubprogram(name: "dot", linkageName: "_ZNK3geo3VecIdE3dotERKS1_", scope: !246, file: !3, line: 3, type: !251, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !250, retainedNodes: !294)
!294 = !{!292, !295}
!295 = !DILocalVariable(name: "o", arg: 2, scope: !293, file: !3, line: 3, type: !255)
!296 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !254, size: 64)
!297 = !DILocation(line: 0, scope: !293, inlinedAt: !298)
!298 = distinct !DILocation(line: 44, column: 58, scope: !268)
!299 = !DILocation(line: 3, column: 79, scope: !293, inlinedAt: !298)
!300 = !DILocation(line: 3, column: 89, scope: !293, inlinedAt: !298)
!301 = !DILocation(line: 3, column: 91, scope: !293, inlinedAt: !298)
!302 = !DILocation(line: 3, column: 87, scope: !293, inlinedAt: !298)
!303 = !DILocation(line: 44, column: 51, scope: !268)
!304 = !DILocation(line: 44, column: 33, scope: !268)
!305 = !DILocation(line: 44, column: 27, scope: !268)
!306 = distinct !{!306, !269, !307, !127}
!307 = !DILocation(line: 44, column: 66, scope: !264)
!308 = distinct !DISubprogram(name: "make", linkageName: "_Z4makeb", scope: !3, file: !3, line: 48, type: !309, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !312)
!309 = !DISubroutineType(types: !310)
!310 = !{!86, !311}
!311 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!312 = !{!313}
!313 = !DILocalVariable(name: "r", arg: 1, scope: !308, file: !3, line: 48, type: !311)
!314 = !DILocation(line: 0, scope: !308)
!315 = !DILocation(line: 49, column: 7, scope: !308)
!316 = !DILocation(line: 49, column: 17, scope: !317)
!317 = distinct !DILexicalBlock(scope: !308, file: !3, line: 49, column: 7)
!318 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Rect", scope: !88, file: !3, line: 5, size: 384, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !319, vtableHolder: !87, identifier: "_ZTSN3geo4RectE")
!319 = !{!320, !321, !322, !323}
!320 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !318, baseType: !87, extraData: i32 0)
!321 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !318, file: !3, line: 5, baseType: !246, size: 128, offset: 128)
!322 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !318, file: !3, line: 5, baseType: !246, size: 128, offset: 256)
!323 = !DISubprogram(name: "area", linkageName: "_ZNK3geo4Rect4areaEv", scope: !318, file: !3, line: 5, type: !324, scopeLine: 5, containingType: !318, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!324 = !DISubroutineType(types: !325)
!325 = !{!84, !326}
!326 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !327, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!327 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !318)
!328 = !DILocalVariable(name: "this", arg: 1, scope: !329, type: !335, flags: DIFlagArtificial | DIFlagObjectPointer)
!329 = distinct !DISubprogram(name: "Rect", linkageName: "_ZN3geo4RectC2Ev", scope: !318, file: !3, line: 5, type: !330, scopeLine: 5, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !333, retainedNodes: !334)
!330 = !DISubroutineType(types: !331)
!331 = !{null, !332}
!332 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !318, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!333 = !DISubprogram(name: "Rect", scope: !318, type: !330, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!334 = !{!328}
!335 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !318, size: 64)
!336 = !DILocation(line: 0, scope: !329, inlinedAt: !337)
!337 = distinct !DILocation(line: 49, column: 21, scope: !317)
!338 = !DILocalVariable(name: "this", arg: 1, scope: !339, type: !86, flags: DIFlagArtificial | DIFlagObjectPointer)
!339 = distinct !DISubprogram(name: "Shape", linkageName: "_ZN3geo5ShapeC2Ev", scope: !87, file: !3, line: 4, type: !95, scopeLine: 4, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !340, retainedNodes: !341)
!340 = !DISubprogram(name: "Shape", scope: !87, type: !95, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!341 = !{!338}
!342 = !DILocation(line: 0, scope: !339, inlinedAt: !343)
!343 = distinct !DILocation(line: 5, column: 8, scope: !329, inlinedAt: !337)
!344 = !DILocation(line: 4, column: 73, scope: !339, inlinedAt: !343)
!345 = !DILocation(line: 5, column: 8, scope: !329, inlinedAt: !337)
!346 = !DILocation(line: 49, column: 10, scope: !317)
!347 = !DILocation(line: 50, column: 10, scope: !308)
!348 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Circle", scope: !88, file: !3, line: 6, size: 320, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !349, vtableHolder: !87, identifier: "_ZTSN3geo6CircleE")
!349 = !{!350, !351, !352, !353}
!350 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !348, baseType: !87, extraData: i32 0)
!351 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !348, file: !3, line: 6, baseType: !246, size: 128, offset: 128)
!352 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !348, file: !3, line: 6, baseType: !84, size: 64, offset: 256)
!353 = !DISubprogram(name: "area", linkageName: "_ZNK3geo6Circle4areaEv", scope: !348, file: !3, line: 6, type: !354, scopeLine: 6, containingType: !348, virtualIndex: 2, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!354 = !DISubroutineType(types: !355)
!355 = !{!84, !356}
!356 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !357, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!357 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !348)
!358 = !DILocalVariable(name: "this", arg: 1, scope: !359, type: !365, flags: DIFlagArtificial | DIFlagObjectPointer)
!359 = distinct !DISubprogram(name: "Circle", linkageName: "_ZN3geo6CircleC2Ev", scope: !348, file: !3, line: 6, type: !360, scopeLine: 6, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !363, retainedNodes: !364)
!360 = !DISubroutineType(types: !361)
!361 = !{null, !362}
!362 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !348, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!363 = !DISubprogram(name: "Circle", scope: !348, type: !360, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!364 = !{!358}
!365 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !348, size: 64)
!366 = !DILocation(line: 0, scope: !359, inlinedAt: !367)
!367 = distinct !DILocation(line: 50, column: 14, scope: !308)
!368 = !DILocation(line: 0, scope: !339, inlinedAt: !369)
!369 = distinct !DILocation(line: 6, column: 8, scope: !359, inlinedAt: !367)
!370 = !DILocation(line: 4, column: 73, scope: !339, inlinedAt: !369)
!371 = !DILocation(line: 6, column: 8, scope: !359, inlinedAt: !367)
!372 = !DILocation(line: 50, column: 3, scope: !308)
!373 = !DILocation(line: 51, column: 1, scope: !308)
!374 = distinct !DISubprogram(name: "guarded", linkageName: "_Z7guardedPii", scope: !3, file: !3, line: 55, type: !375, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !377)
!375 = !DISubroutineType(types: !376)
!376 = !{!6, !51, !6}
!377 = !{!378, !379, !380}
!378 = !DILocalVariable(name: "cnt", arg: 1, scope: !374, file: !3, line: 55, type: !51)
!379 = !DILocalVariable(name: "x", arg: 2, scope: !374, file: !3, line: 55, type: !6)
!380 = !DILocalVariable(name: "g", scope: !374, file: !3, line: 56, type: !48)
!381 = !DILocation(line: 0, scope: !374)
!382 = !DILocalVariable(name: "this", arg: 1, scope: !383, type: !386, flags: DIFlagArtificial | DIFlagObjectPointer)
!383 = distinct !DISubprogram(name: "Guard", linkageName: "_ZN5GuardC2EPi", scope: !48, file: !3, line: 53, type: !53, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !52, retainedNodes: !384)
!384 = !{!382, !385}
!385 = !DILocalVariable(name: "q", arg: 2, scope: !383, file: !3, line: 53, type: !51)
!386 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!387 = !DILocation(line: 0, scope: !383, inlinedAt: !388)
!388 = distinct !DILocation(line: 56, column: 9, scope: !374)
!389 = !DILocation(line: 53, column: 47, scope: !390, inlinedAt: !388)
!390 = distinct !DILexicalBlock(scope: !383, file: !3, line: 53, column: 45)
!391 = !DILocation(line: 57, column: 3, scope: !374)
!392 = !DILocation(line: 58, column: 10, scope: !374)
!393 = !DILocalVariable(name: "this", arg: 1, scope: !394, type: !386, flags: DIFlagArtificial | DIFlagObjectPointer)
!394 = distinct !DISubprogram(name: "~Guard", linkageName: "_ZN5GuardD2Ev", scope: !48, file: !3, line: 53, type: !57, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !56, retainedNodes: !395)
!395 = !{!393}
!396 = !DILocation(line: 0, scope: !394, inlinedAt: !397)
!397 = distinct !DILocation(line: 59, column: 1, scope: !374)
!398 = !DILocation(line: 53, column: 66, scope: !399, inlinedAt: !397)
!399 = distinct !DILexicalBlock(scope: !394, file: !3, line: 53, column: 64)
!400 = !DILocation(line: 59, column: 1, scope: !374)
!401 = !DILocation(line: 0, scope: !394, inlinedAt: !402)
!402 = distinct !DILocation(line: 59, column: 1, scope: !374)
!403 = !DILocation(line: 53, column: 66, scope: !399, inlinedAt: !402)
!404 = !DISubprogram(name: "may_throw", linkageName: "_Z9may_throwi", scope: !3, file: !3, line: 54, type: !405, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!405 = !DISubroutineType(types: !406)
!406 = !{null, !6}
!407 = distinct !DISubprogram(name: "~Rect", linkageName: "_ZN3geo4RectD0Ev", scope: !318, file: !3, line: 5, type: !330, scopeLine: 5, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !408, retainedNodes: !409)
!408 = !DISubprogram(name: "~Rect", scope: !318, type: !330, containingType: !318, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!409 = !{!410}
!410 = !DILocalVariable(name: "this", arg: 1, scope: !407, type: !335, flags: DIFlagArtificial | DIFlagObjectPointer)
!411 = !DILocation(line: 0, scope: !407)
!412 = !DILocation(line: 5, column: 8, scope: !407)
!413 = distinct !DISubprogram(name: "area", linkageName: "_ZNK3geo4Rect4areaEv", scope: !318, file: !3, line: 5, type: !324, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !323, retainedNodes: !414)
!414 = !{!415}
!415 = !DILocalVariable(name: "this", arg: 1, scope: !413, type: !416, flags: DIFlagArtificial | DIFlagObjectPointer)
!416 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !327, size: 64)
!417 = !DILocation(line: 0, scope: !413)
!418 = !DILocation(line: 5, column: 80, scope: !413)
!419 = !DILocation(line: 5, column: 86, scope: !413)
!420 = !DILocation(line: 5, column: 82, scope: !413)
!421 = !{!276, !276, i64 0}
!422 = !DILocation(line: 5, column: 88, scope: !413)
!423 = !DILocation(line: 5, column: 84, scope: !413)
!424 = !DILocation(line: 5, column: 91, scope: !413)
!425 = !DILocation(line: 5, column: 72, scope: !413)
!426 = distinct !DISubprogram(name: "~Shape", linkageName: "_ZN3geo5ShapeD2Ev", scope: !87, file: !3, line: 4, type: !95, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !94, retainedNodes: !427)
!427 = !{!428}
!428 = !DILocalVariable(name: "this", arg: 1, scope: !426, type: !86, flags: DIFlagArtificial | DIFlagObjectPointer)
!429 = !DILocation(line: 0, scope: !426)
!430 = !DILocation(line: 4, column: 34, scope: !426)
!431 = distinct !DISubprogram(name: "~Circle", linkageName: "_ZN3geo6CircleD0Ev", scope: !348, file: !3, line: 6, type: !360, scopeLine: 6, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !432, retainedNodes: !433)
!432 = !DISubprogram(name: "~Circle", scope: !348, type: !360, containingType: !348, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!433 = !{!434}
!434 = !DILocalVariable(name: "this", arg: 1, scope: !431, type: !365, flags: DIFlagArtificial | DIFlagObjectPointer)
!435 = !DILocation(line: 0, scope: !431)
!436 = !DILocation(line: 6, column: 8, scope: !431)
!437 = distinct !DISubprogram(name: "area", linkageName: "_ZNK3geo6Circle4areaEv", scope: !348, file: !3, line: 6, type: !354, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, declaration: !353, retainedNodes: !438)
!438 = !{!439}
!439 = !DILocalVariable(name: "this", arg: 1, scope: !437, type: !440, flags: DIFlagArtificial | DIFlagObjectPointer)
!440 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !357, size: 64)
!441 = !DILocation(line: 0, scope: !437)
!442 = !DILocation(line: 6, column: 95, scope: !437)
!443 = !{!444, !276, i64 32}
!444 = !{!"_ZTSN3geo6CircleE", !445, i64 0, !275, i64 16, !276, i64 32}
!445 = !{!"_ZTSN3geo5ShapeE", !130, i64 8}
!446 = !DILocation(line: 6, column: 93, scope: !437)
!447 = !DILocation(line: 6, column: 97, scope: !437)
!448 = !DILocation(line: 6, column: 81, scope: !437)
