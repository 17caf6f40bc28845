; ModuleID = 'a.c'
source_filename = "a.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__jmp_buf_tag = type { [8 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }
%struct.S = type { i32, double, [10 x i8], ptr }

@tls_var = dso_local thread_local local_unnamed_addr global i32 3, align 4, !dbg !0
@.str = private unnamed_addr constant [10 x i8] c"hi\00\00\00\00\00\00\00\00", align 8, !dbg !16
@jb = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16, !dbg !40
@counter = internal global i32 0, align 4, !dbg !36
@.str.1 = private unnamed_addr constant [10 x i8] c"%d %s %f\0A\00", align 1, !dbg !34

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @sum(i32 noundef %0, ...) local_unnamed_addr #0 !dbg !76 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !97
    #dbg_assign(i1 undef, !81, !DIExpression(), !97, ptr %2, !DIExpression(), !98)
    #dbg_value(i32 %0, !80, !DIExpression(), !98)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #14, !dbg !99
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !100
    #dbg_value(i32 0, !94, !DIExpression(), !98)
    #dbg_value(i32 0, !95, !DIExpression(), !101)
    #dbg_value(i32 0, !95, !DIExpression(), !101)
    #dbg_value(i32 0, !94, !DIExpression(), !98)
  %3 = icmp sgt i32 %0, 0, !dbg !102
  br i1 %3, label %4, label %32, !dbg !104

4:                                                ; preds = %1
  %5 = load i32, ptr %2, align 16
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 16
  %9 = load ptr, ptr %6, align 8
  %10 = and i32 %0, 1, !dbg !104
  %11 = icmp eq i32 %0, 1, !dbg !104
  br i1 %11, label %14, label %12, !dbg !104

12:                                               ; preds = %4
  %13 = and i32 %0, 2147483646, !dbg !104
  br label %34, !dbg !104

14:                                               ; preds = %59, %4
  %15 = phi i32 [ poison, %4 ], [ %64, %59 ]
  %16 = phi ptr [ %9, %4 ], [ %60, %59 ]
  %17 = phi i32 [ 0, %4 ], [ %64, %59 ]
  %18 = phi i32 [ %5, %4 ], [ %61, %59 ]
  %19 = icmp eq i32 %10, 0, !dbg !105
  br i1 %19, label %32, label %20, !dbg !105

20:                                               ; preds = %14
    #dbg_value(i32 poison, !95, !DIExpression(), !101)
    #dbg_value(i32 %17, !94, !DIExpression(), !98)
  %21 = icmp ult i32 %18, 41, !dbg !105
  br i1 %21, label %24, label %22, !dbg !105

22:                                               ; preds = %20
  %23 = getelementptr i8, ptr %16, i64 8, !dbg !105
  store ptr %23, ptr %6, align 8, !dbg !105, !DIAssignID !106
    #dbg_assign(ptr %23, !81, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !106, ptr %6, !DIExpression(), !98)
  br label %28, !dbg !105

24:                                               ; preds = %20
  %25 = zext nneg i32 %18 to i64, !dbg !105
  %26 = getelementptr i8, ptr %8, i64 %25, !dbg !105
  %27 = add nuw nsw i32 %18, 8, !dbg !105
  store i32 %27, ptr %2, align 16, !dbg !105, !DIAssignID !107
    #dbg_assign(i32 %27, !81, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !107, ptr %2, !DIExpression(), !98)
  br label %28, !dbg !105

28:                                               ; preds = %24, %22
  %29 = phi ptr [ %26, %24 ], [ %16, %22 ], !dbg !105
  %30 = load i32, ptr %29, align 4, !dbg !105, !tbaa !108
  %31 = add nsw i32 %30, %17, !dbg !112
    #dbg_value(i32 %31, !94, !DIExpression(), !98)
    #dbg_value(i32 poison, !95, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !101)
  br label %32, !dbg !113

32:                                               ; preds = %28, %14, %1
  %33 = phi i32 [ 0, %1 ], [ %15, %14 ], [ %31, %28 ], !dbg !114
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !113
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #14, !dbg !115
  ret i32 %33, !dbg !116

34:                                               ; preds = %59, %12
  %35 = phi ptr [ %9, %12 ], [ %60, %59 ]
  %36 = phi i32 [ 0, %12 ], [ %64, %59 ]
  %37 = phi i32 [ %5, %12 ], [ %61, %59 ]
  %38 = phi i32 [ 0, %12 ], [ %65, %59 ]
    #dbg_value(i32 poison, !95, !DIExpression(), !101)
    #dbg_value(i32 %36, !94, !DIExpression(), !98)
  %39 = icmp ult i32 %37, 41, !dbg !105
  br i1 %39, label %40, label %44, !dbg !105

40:                                               ; preds = %34
  %41 = zext nneg i32 %37 to i64, !dbg !105
  %42 = getelementptr i8, ptr %8, i64 %41, !dbg !105
  %43 = add nuw nsw i32 %37, 8, !dbg !105
  store i32 %43, ptr %2, align 16, !dbg !105, !DIAssignID !107
    #dbg_assign(i32 %43, !81, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !107, ptr %2, !DIExpression(), !98)
  br label %46, !dbg !105

44:                                               ; preds = %34
  %45 = getelementptr i8, ptr %35, i64 8, !dbg !105
  store ptr %45, ptr %6, align 8, !dbg !105, !DIAssignID !106
    #dbg_assign(ptr %45, !81, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !106, ptr %6, !DIExpression(), !98)
  br label %46, !dbg !105

46:                                               ; preds = %44, %40
  %47 = phi ptr [ %35, %40 ], [ %45, %44 ]
  %48 = phi i32 [ %43, %40 ], [ %37, %44 ]
  %49 = phi ptr [ %42, %40 ], [ %35, %44 ], !dbg !105
  %50 = load i32, ptr %49, align 4, !dbg !105, !tbaa !108
  %51 = add nsw i32 %50, %36, !dbg !112
    #dbg_value(i32 %51, !94, !DIExpression(), !98)
    #dbg_value(i32 poison, !95, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !101)
  %52 = icmp ult i32 %48, 41, !dbg !105
  br i1 %52, label %55, label %53, !dbg !105

53:                                               ; preds = %46
  %54 = getelementptr i8, ptr %47, i64 8, !dbg !105
  store ptr %54, ptr %6, align 8, !dbg !105, !DIAssignID !106
    #dbg_assign(ptr %54, !81, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !106, ptr %6, !DIExpression(), !98)
  br label %59, !dbg !105

55:                                               ; preds = %46
  %56 = zext nneg i32 %48 to i64, !dbg !105
  %57 = getelementptr i8, ptr %8, i64 %56, !dbg !105
  %58 = add nuw nsw i32 %48, 8, !dbg !105
  store i32 %58, ptr %2, align 16, !dbg !105, !DIAssignID !107
    #dbg_assign(i32 %58, !81, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !107, ptr %2, !DIExpression(), !98)
  br label %59, !dbg !105

59:                                               ; preds = %55, %53
  %60 = phi ptr [ %47, %55 ], [ %54, %53 ]
  %61 = phi i32 [ %58, %55 ], [ %48, %53 ]
  %62 = phi ptr [ %57, %55 ], [ %47, %53 ], !dbg !105
  %63 = load i32, ptr %62, align 4, !dbg !105, !tbaa !108
  %64 = add nsw i32 %63, %51, !dbg !112
    #dbg_value(i32 %64, !94, !DIExpression(), !98)
    #dbg_value(i32 poison, !95, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !101)
  %65 = add i32 %38, 2, !dbg !104
  %66 = icmp eq i32 %65, %13, !dbg !104
  br i1 %66, label %14, label %34, !dbg !104, !llvm.loop !117
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: nounwind uwtable
define dso_local i32 @apply(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #3 !dbg !120 {
    #dbg_value(ptr %0, !128, !DIExpression(), !130)
    #dbg_value(i32 %1, !129, !DIExpression(), !130)
  %3 = tail call i32 %0(i32 noundef %1) #14, !dbg !131
  ret i32 %3, !dbg !132
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @make(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.S) align 8 %0, i32 noundef %1) local_unnamed_addr #4 !dbg !133 {
    #dbg_value(i32 %1, !145, !DIExpression(), !147)
    #dbg_declare(ptr %0, !146, !DIExpression(), !148)
  store i32 %1, ptr %0, align 8, !dbg !149, !tbaa !150
  %3 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !149
  store double 1.500000e+00, ptr %3, align 8, !dbg !149, !tbaa !154
  %4 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !149
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(10) %4, ptr noundef nonnull align 8 dereferenceable(10) @.str, i64 10, i1 false), !dbg !155, !tbaa.struct !156
  %5 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !149
  store ptr null, ptr %5, align 8, !dbg !149, !tbaa !158
  ret void, !dbg !159
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local i32 @vla(i32 noundef %0) local_unnamed_addr #6 !dbg !160 {
    #dbg_value(i32 %0, !162, !DIExpression(), !170)
  %2 = zext i32 %0 to i64, !dbg !171
  %3 = alloca i32, i64 %2, align 16, !dbg !171
    #dbg_value(i64 %2, !163, !DIExpression(), !170)
    #dbg_declare(ptr %3, !164, !DIExpression(), !172)
    #dbg_value(i32 0, !168, !DIExpression(), !173)
  %4 = icmp sgt i32 %0, 0, !dbg !174
  br i1 %4, label %5, label %22, !dbg !176

5:                                                ; preds = %1
  %6 = icmp ult i32 %0, 8, !dbg !176
  br i1 %6, label %7, label %9, !dbg !176

7:                                                ; preds = %20, %5
  %8 = phi i64 [ 0, %5 ], [ %10, %20 ]
  br label %27, !dbg !176

9:                                                ; preds = %5
  %10 = and i64 %2, 2147483640, !dbg !176
  br label %11, !dbg !176

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %17, %11 ], !dbg !177
  %13 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %9 ], [ %18, %11 ], !dbg !178
  %14 = add <4 x i32> %13, <i32 4, i32 4, i32 4, i32 4>, !dbg !178
  %15 = getelementptr inbounds i32, ptr %3, i64 %12, !dbg !179
  %16 = getelementptr inbounds i8, ptr %15, i64 16, !dbg !178
  store <4 x i32> %13, ptr %15, align 16, !dbg !178, !tbaa !108
  store <4 x i32> %14, ptr %16, align 16, !dbg !178, !tbaa !108
  %17 = add nuw i64 %12, 8, !dbg !177
  %18 = add <4 x i32> %13, <i32 8, i32 8, i32 8, i32 8>, !dbg !178
  %19 = icmp eq i64 %17, %10, !dbg !177
  br i1 %19, label %20, label %11, !dbg !177, !llvm.loop !180

20:                                               ; preds = %11
  %21 = icmp eq i64 %10, %2, !dbg !176
  br i1 %21, label %22, label %7, !dbg !176

22:                                               ; preds = %27, %20, %1
  %23 = sdiv i32 %0, 2, !dbg !184
  %24 = sext i32 %23 to i64, !dbg !185
  %25 = getelementptr inbounds i32, ptr %3, i64 %24, !dbg !185
  %26 = load i32, ptr %25, align 4, !dbg !185, !tbaa !108
  ret i32 %26, !dbg !186

27:                                               ; preds = %7, %27
  %28 = phi i64 [ %31, %27 ], [ %8, %7 ]
    #dbg_value(i64 %28, !168, !DIExpression(), !173)
  %29 = getelementptr inbounds i32, ptr %3, i64 %28, !dbg !179
  %30 = trunc nuw nsw i64 %28 to i32, !dbg !178
  store i32 %30, ptr %29, align 4, !dbg !178, !tbaa !108
  %31 = add nuw nsw i64 %28, 1, !dbg !177
    #dbg_value(i64 %31, !168, !DIExpression(), !173)
  %32 = icmp eq i64 %31, %2, !dbg !174
  br i1 %32, label %22, label %27, !dbg !176, !llvm.loop !187
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @jumpy(i32 noundef %0) local_unnamed_addr #3 !dbg !188 {
    #dbg_value(i32 %0, !190, !DIExpression(), !191)
  %2 = call i32 @_setjmp(ptr noundef nonnull @jb) #15, !dbg !192
  %3 = icmp eq i32 %2, 0, !dbg !192
  br i1 %3, label %4, label %7, !dbg !194

4:                                                ; preds = %1
  %5 = icmp eq i32 %0, 0, !dbg !195
  br i1 %5, label %7, label %6, !dbg !197

6:                                                ; preds = %4
  call void @longjmp(ptr noundef nonnull @jb, i32 noundef 1) #16, !dbg !198
  unreachable, !dbg !198

7:                                                ; preds = %4, %1
  %8 = phi i32 [ 1, %1 ], [ 0, %4 ], !dbg !199
  ret i32 %8, !dbg !200
}

; Function Attrs: nounwind returns_twice
declare !dbg !201 i32 @_setjmp(ptr noundef) local_unnamed_addr #7

; Function Attrs: noreturn nounwind
declare !dbg !205 void @longjmp(ptr noundef, i32 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local i32 @atom() local_unnamed_addr #9 !dbg !208 {
  %1 = atomicrmw add ptr @counter, i32 1 seq_cst, align 4, !dbg !213
    #dbg_value(i32 0, !212, !DIExpression(), !214)
  %2 = cmpxchg ptr @counter, i32 0, i32 5 seq_cst seq_cst, align 4, !dbg !215
  %3 = load atomic i32, ptr @counter acquire, align 4, !dbg !216
  ret i32 %3, !dbg !217
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local float @un(i64 %0) local_unnamed_addr #10 !dbg !218 {
  %2 = trunc i64 %0 to i32
    #dbg_value(i32 %2, !229, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !230)
    #dbg_value(i64 %0, !229, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !230)
  %3 = bitcast i32 %2 to float, !dbg !231
  %4 = sitofp i32 %2 to float, !dbg !232
  %5 = fadd float %3, %4, !dbg !233
  ret float %5, !dbg !234
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 -1, 201) i32 @sw(i32 noundef %0) local_unnamed_addr #10 !dbg !235 {
    #dbg_value(i32 %0, !237, !DIExpression(), !238)
  switch i32 %0, label %4 [
    i32 1, label %5
    i32 2, label %2
    i32 7, label %2
    i32 100, label %3
  ], !dbg !239

2:                                                ; preds = %1, %1
  br label %5, !dbg !240

3:                                                ; preds = %1
  br label %5, !dbg !242

4:                                                ; preds = %1
  br label %5, !dbg !243

5:                                                ; preds = %1, %4, %3, %2
  %6 = phi i32 [ -1, %4 ], [ 200, %3 ], [ 9, %2 ], [ 3, %1 ], !dbg !244
  ret i32 %6, !dbg !245
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef nonnull ptr @gl() local_unnamed_addr #10 !dbg !24 {
    #dbg_label(!29, !246)
  ret ptr inttoptr (i32 1 to ptr), !dbg !247
}

; Function Attrs: nounwind uwtable
define dso_local i32 @asmf(i32 noundef %0) local_unnamed_addr #3 !dbg !248 {
    #dbg_value(i32 %0, !250, !DIExpression(), !252)
  %2 = tail call i32 asm sideeffect "mov $1, $0", "=r,r,~{dirflag},~{fpsr},~{flags}"(i32 %0) #14, !dbg !253, !srcloc !254
    #dbg_value(i32 %2, !251, !DIExpression(), !252)
  ret i32 %2, !dbg !255
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef x86_fp80 @ld(x86_fp80 noundef %0) local_unnamed_addr #10 !dbg !256 {
    #dbg_value(x86_fp80 %0, !261, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !262)
  %2 = fmul x86_fp80 %0, 0xK40008000000000000000, !dbg !263
  ret x86_fp80 %2, !dbg !264
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x float> @vadd(<4 x float> noundef %0, <4 x float> noundef %1) local_unnamed_addr #11 !dbg !265 {
    #dbg_value(<4 x float> %0, !273, !DIExpression(), !275)
    #dbg_value(<4 x float> %1, !274, !DIExpression(), !275)
  %3 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %1, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %0), !dbg !276
  ret <4 x float> %3, !dbg !277
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #12

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #3 !dbg !278 {
    #dbg_assign(i1 undef, !286, !DIExpression(DW_OP_LLVM_fragment, 128, 80), !291, ptr @.str, !DIExpression(), !292)
    #dbg_assign(i1 undef, !286, !DIExpression(DW_OP_LLVM_fragment, 208, 48), !293, ptr undef, !DIExpression(), !292)
  %3 = alloca [64 x i8], align 16, !DIAssignID !294
    #dbg_assign(i1 undef, !287, !DIExpression(), !294, ptr %3, !DIExpression(), !292)
    #dbg_value(i32 %0, !284, !DIExpression(), !292)
    #dbg_value(ptr %1, !285, !DIExpression(), !292)
    #dbg_value(i32 %0, !286, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !292)
    #dbg_value(double 1.500000e+00, !286, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !292)
    #dbg_assign(i1 undef, !286, !DIExpression(DW_OP_LLVM_fragment, 128, 80), !295, ptr @.str, !DIExpression(), !292)
    #dbg_value(ptr null, !286, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !292)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #14, !dbg !296
  %4 = load ptr, ptr %1, align 8, !dbg !297, !tbaa !298
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(10) %3, ptr noundef nonnull align 1 dereferenceable(10) %4, i64 10, i1 false), !dbg !299, !DIAssignID !300
    #dbg_assign(i1 undef, !287, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !300, ptr %3, !DIExpression(), !292)
  %5 = tail call i32 (i32, ...) @sum(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3), !dbg !301
  %6 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %5, ptr noundef nonnull %3, double noundef 1.500000e+00), !dbg !302
    #dbg_value(ptr poison, !128, !DIExpression(), !303)
    #dbg_value(i32 %0, !129, !DIExpression(), !303)
    #dbg_value(i32 %0, !305, !DIExpression(), !308)
  %7 = call i32 @jumpy(i32 noundef 0), !dbg !310
  %8 = atomicrmw add ptr @counter, i32 1 seq_cst, align 4, !dbg !311
    #dbg_value(i32 0, !212, !DIExpression(), !313)
  %9 = cmpxchg ptr @counter, i32 0, i32 5 seq_cst seq_cst, align 4, !dbg !314
  %10 = load atomic i32, ptr @counter acquire, align 4, !dbg !315
    #dbg_value(i32 %0, !237, !DIExpression(), !316)
  switch i32 %0, label %13 [
    i32 1, label %14
    i32 2, label %11
    i32 7, label %11
    i32 100, label %12
  ], !dbg !318

11:                                               ; preds = %2, %2
  br label %14, !dbg !319

12:                                               ; preds = %2
  br label %14, !dbg !320

13:                                               ; preds = %2
  br label %14, !dbg !321

14:                                               ; preds = %2, %11, %12, %13
  %15 = phi i32 [ -1, %13 ], [ 200, %12 ], [ 9, %11 ], [ 3, %2 ], !dbg !322
  %16 = shl nsw i32 %0, 1, !dbg !323
  %17 = add nsw i32 %0, 3, !dbg !324
  %18 = call i32 @vla(i32 noundef %17), !dbg !325
  %19 = or disjoint i32 %16, 1, !dbg !326
  %20 = add i32 %19, %7, !dbg !327
  %21 = add i32 %20, %10, !dbg !328
  %22 = add i32 %21, %15, !dbg !329
  %23 = add i32 %22, %18, !dbg !330
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #14, !dbg !331
  ret i32 %23, !dbg !332
}

; Function Attrs: nofree nounwind
declare !dbg !333 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #13

attributes #0 = { nofree norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind returns_twice "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nounwind }
attributes #15 = { nounwind returns_twice }
attributes #16 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!68, !69, !70, !71, !72, !73, !74}
!llvm.ident = !{!75}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "tls_var", scope: !2, file: !3, line: 12, type: !39, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "a.c", directory: "/tmp/cc", checksumkind: CSK_MD5, checksum: "acd1b01e3cbb3bb483841c77cb94ff2c")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", file: !6, line: 68, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: "", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13, !14}
!9 = !DIEnumerator(name: "memory_order_relaxed", value: 0)
!10 = !DIEnumerator(name: "memory_order_consume", value: 1)
!11 = !DIEnumerator(name: "memory_order_acquire", value: 2)
!12 = !DIEnumerator(name: "memory_order_release", value: 3)
!13 = !DIEnumerator(name: "memory_order_acq_rel", value: 4)
!14 = !DIEnumerator(name: "memory_order_seq_cst", value: 5)
!15 = !{!0, !16, !22, !34, !36, !40}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 16, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 80, elements: !20)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21}
!21 = !DISubrange(count: 10)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "tbl", scope: !24, file: !3, line: 22, type: !31, isLocal: true, isDefinition: true)
!24 = distinct !DISubprogram(name: "gl", scope: !3, file: !3, line: 22, type: !25, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !28)
!25 = !DISubroutineType(types: !26)
!26 = !{!27}
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!28 = !{!29, !30}
!29 = !DILabel(scope: !24, name: "l1", file: !3, line: 22)
!30 = !DILabel(scope: !24, name: "l2", file: !3, line: 22)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 128, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 2)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 27, type: !18, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 10, type: !38, isLocal: true, isDefinition: true)
!38 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !39)
!39 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(name: "jb", scope: !2, file: !3, line: 11, type: !42, isLocal: true, isDefinition: true)
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "jmp_buf", file: !43, line: 32, baseType: !44)
!43 = !DIFile(filename: "/usr/include/setjmp.h", directory: "", checksumkind: CSK_MD5, checksum: "cd7862ae7ed31595227c999638ae74e7")
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !45, size: 1600, elements: !66)
!45 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__jmp_buf_tag", file: !46, line: 26, size: 1600, elements: !47)
!46 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct___jmp_buf_tag.h", directory: "", checksumkind: CSK_MD5, checksum: "56a90a97e853c2bec1d9e290be5e92e4")
!47 = !{!48, !55, !56}
!48 = !DIDerivedType(tag: DW_TAG_member, name: "__jmpbuf", scope: !45, file: !46, line: 32, baseType: !49, size: 512)
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "__jmp_buf", file: !50, line: 31, baseType: !51)
!50 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/setjmp.h", directory: "", checksumkind: CSK_MD5, checksum: "80e7796efafaf357b5e64731e4f6ac30")
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !52, size: 512, elements: !53)
!52 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!53 = !{!54}
!54 = !DISubrange(count: 8)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "__mask_was_saved", scope: !45, file: !46, line: 33, baseType: !39, size: 32, offset: 512)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "__saved_mask", scope: !45, file: !46, line: 34, baseType: !57, size: 1024, offset: 576)
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "__sigset_t", file: !58, line: 8, baseType: !59)
!58 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__sigset_t.h", directory: "", checksumkind: CSK_MD5, checksum: "acc6b14c0967857fec362a8d433e1cf2")
!59 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !58, line: 5, size: 1024, elements: !60)
!60 = !{!61}
!61 = !DIDerivedType(tag: DW_TAG_member, name: "__val", scope: !59, file: !58, line: 7, baseType: !62, size: 1024)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 1024, elements: !64)
!63 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!64 = !{!65}
!65 = !DISubrange(count: 16)
!66 = !{!67}
!67 = !DISubrange(count: 1)
!68 = !{i32 7, !"Dwarf Version", i32 5}
!69 = !{i32 2, !"Debug Info Version", i32 3}
!70 = !{i32 1, !"wchar_size", i32 4}
!71 = !{i32 8, !"PIC Level", i32 2}
!72 = !{i32 7, !"PIE Level", i32 2}
!73 = !{i32 7, !"uwtable", i32 2}
!74 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!75 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!76 = distinct !DISubprogram(name: "sum", scope: !3, file: !3, line: 13, type: !77, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !79)
!77 = !DISubroutineType(types: !78)
!78 = !{!39, !39, null}
!79 = !{!80, !81, !94, !95}
!80 = !DILocalVariable(name: "n", arg: 1, scope: !76, file: !3, line: 13, type: !39)
!81 = !DILocalVariable(name: "ap", scope: !76, file: !3, line: 13, type: !82)
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !83, line: 52, baseType: !84)
!83 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !85, line: 12, baseType: !86)
!85 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg___gnuc_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "edb3f2eab991638e4dc94f6e55e3530f")
!86 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !3, baseType: !87)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !88, size: 192, elements: !66)
!88 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !89)
!89 = !{!90, !91, !92, !93}
!90 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !88, file: !3, line: 13, baseType: !7, size: 32)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !88, file: !3, line: 13, baseType: !7, size: 32, offset: 32)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !88, file: !3, line: 13, baseType: !27, size: 64, offset: 64)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !88, file: !3, line: 13, baseType: !27, size: 64, offset: 128)
!94 = !DILocalVariable(name: "s", scope: !76, file: !3, line: 13, type: !39)
!95 = !DILocalVariable(name: "i", scope: !96, file: !3, line: 13, type: !39)
!96 = distinct !DILexicalBlock(scope: !76, file: !3, line: 13, column: 63)
!97 = distinct !DIAssignID()
!98 = !DILocation(line: 0, scope: !76)
!99 = !DILocation(line: 13, column: 23, scope: !76)
!100 = !DILocation(line: 13, column: 35, scope: !76)
!101 = !DILocation(line: 0, scope: !96)
!102 = !DILocation(line: 13, column: 81, scope: !103)
!103 = distinct !DILexicalBlock(scope: !96, file: !3, line: 13, column: 63)
!104 = !DILocation(line: 13, column: 63, scope: !96)
!105 = !DILocation(line: 13, column: 96, scope: !103)
!106 = distinct !DIAssignID()
!107 = distinct !DIAssignID()
!108 = !{!109, !109, i64 0}
!109 = !{!"int", !110, i64 0}
!110 = !{!"omnipotent char", !111, i64 0}
!111 = !{!"Simple C/C++ TBAA"}
!112 = !DILocation(line: 13, column: 93, scope: !103)
!113 = !DILocation(line: 13, column: 113, scope: !76)
!114 = !DILocation(line: 13, scope: !76)
!115 = !DILocation(line: 13, column: 135, scope: !76)
!116 = !DILocation(line: 13, column: 125, scope: !76)
!117 = distinct !{!117, !104, !118, !119}
!118 = !DILocation(line: 13, column: 96, scope: !96)
!119 = !{!"llvm.loop.mustprogress"}
!120 = distinct !DISubprogram(name: "apply", scope: !3, file: !3, line: 14, type: !121, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !127)
!121 = !DISubroutineType(types: !122)
!122 = !{!39, !123, !39}
!123 = !DIDerivedType(tag: DW_TAG_typedef, name: "fp", file: !3, line: 9, baseType: !124)
!124 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 64)
!125 = !DISubroutineType(types: !126)
!126 = !{!39, !39}
!127 = !{!128, !129}
!128 = !DILocalVariable(name: "f", arg: 1, scope: !120, file: !3, line: 14, type: !123)
!129 = !DILocalVariable(name: "x", arg: 2, scope: !120, file: !3, line: 14, type: !39)
!130 = !DILocation(line: 0, scope: !120)
!131 = !DILocation(line: 14, column: 33, scope: !120)
!132 = !DILocation(line: 14, column: 26, scope: !120)
!133 = distinct !DISubprogram(name: "make", scope: !3, file: !3, line: 16, type: !134, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !144)
!134 = !DISubroutineType(types: !135)
!135 = !{!136, !39}
!136 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !3, line: 7, size: 320, elements: !137)
!137 = !{!138, !139, !141, !142}
!138 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !136, file: !3, line: 7, baseType: !39, size: 32)
!139 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !136, file: !3, line: 7, baseType: !140, size: 64, offset: 64)
!140 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!141 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !136, file: !3, line: 7, baseType: !18, size: 80, offset: 128)
!142 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !136, file: !3, line: 7, baseType: !143, size: 64, offset: 256)
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !136, size: 64)
!144 = !{!145, !146}
!145 = !DILocalVariable(name: "a", arg: 1, scope: !133, file: !3, line: 16, type: !39)
!146 = !DILocalVariable(name: "s", scope: !133, file: !3, line: 16, type: !136)
!147 = !DILocation(line: 0, scope: !133)
!148 = !DILocation(line: 16, column: 33, scope: !133)
!149 = !DILocation(line: 16, column: 37, scope: !133)
!150 = !{!151, !109, i64 0}
!151 = !{!"S", !109, i64 0, !152, i64 8, !110, i64 16, !153, i64 32}
!152 = !{!"double", !110, i64 0}
!153 = !{!"any pointer", !110, i64 0}
!154 = !{!151, !152, i64 8}
!155 = !DILocation(line: 16, column: 47, scope: !133)
!156 = !{i64 0, i64 10, !157}
!157 = !{!110, !110, i64 0}
!158 = !{!151, !153, i64 32}
!159 = !DILocation(line: 16, column: 58, scope: !133)
!160 = distinct !DISubprogram(name: "vla", scope: !3, file: !3, line: 17, type: !125, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !161)
!161 = !{!162, !163, !164, !168}
!162 = !DILocalVariable(name: "n", arg: 1, scope: !160, file: !3, line: 17, type: !39)
!163 = !DILocalVariable(name: "__vla_expr0", scope: !160, type: !63, flags: DIFlagArtificial)
!164 = !DILocalVariable(name: "arr", scope: !160, file: !3, line: 17, type: !165)
!165 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, elements: !166)
!166 = !{!167}
!167 = !DISubrange(count: !163)
!168 = !DILocalVariable(name: "i", scope: !169, file: !3, line: 17, type: !39)
!169 = distinct !DILexicalBlock(scope: !160, file: !3, line: 17, column: 30)
!170 = !DILocation(line: 0, scope: !160)
!171 = !DILocation(line: 17, column: 18, scope: !160)
!172 = !DILocation(line: 17, column: 22, scope: !160)
!173 = !DILocation(line: 0, scope: !169)
!174 = !DILocation(line: 17, column: 48, scope: !175)
!175 = distinct !DILexicalBlock(scope: !169, file: !3, line: 17, column: 30)
!176 = !DILocation(line: 17, column: 30, scope: !169)
!177 = !DILocation(line: 17, column: 54, scope: !175)
!178 = !DILocation(line: 17, column: 65, scope: !175)
!179 = !DILocation(line: 17, column: 58, scope: !175)
!180 = distinct !{!180, !176, !181, !119, !182, !183}
!181 = !DILocation(line: 17, column: 67, scope: !169)
!182 = !{!"llvm.loop.isvectorized", i32 1}
!183 = !{!"llvm.loop.unroll.runtime.disable"}
!184 = !DILocation(line: 17, column: 82, scope: !160)
!185 = !DILocation(line: 17, column: 77, scope: !160)
!186 = !DILocation(line: 17, column: 87, scope: !160)
!187 = distinct !{!187, !176, !181, !119, !183, !182}
!188 = distinct !DISubprogram(name: "jumpy", scope: !3, file: !3, line: 18, type: !125, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !189)
!189 = !{!190}
!190 = !DILocalVariable(name: "x", arg: 1, scope: !188, file: !3, line: 18, type: !39)
!191 = !DILocation(line: 0, scope: !188)
!192 = !DILocation(line: 18, column: 24, scope: !193)
!193 = distinct !DILexicalBlock(scope: !188, file: !3, line: 18, column: 24)
!194 = !DILocation(line: 18, column: 24, scope: !188)
!195 = !DILocation(line: 18, column: 50, scope: !196)
!196 = distinct !DILexicalBlock(scope: !188, file: !3, line: 18, column: 50)
!197 = !DILocation(line: 18, column: 50, scope: !188)
!198 = !DILocation(line: 18, column: 53, scope: !196)
!199 = !DILocation(line: 18, scope: !188)
!200 = !DILocation(line: 18, column: 79, scope: !188)
!201 = !DISubprogram(name: "_setjmp", scope: !43, file: !43, line: 45, type: !202, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!202 = !DISubroutineType(types: !203)
!203 = !{!39, !204}
!204 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!205 = !DISubprogram(name: "longjmp", scope: !43, file: !43, line: 54, type: !206, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!206 = !DISubroutineType(types: !207)
!207 = !{null, !204, !39}
!208 = distinct !DISubprogram(name: "atom", scope: !3, file: !3, line: 19, type: !209, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !211)
!209 = !DISubroutineType(types: !210)
!210 = !{!39}
!211 = !{!212}
!212 = !DILocalVariable(name: "e", scope: !208, file: !3, line: 19, type: !39)
!213 = !DILocation(line: 19, column: 18, scope: !208)
!214 = !DILocation(line: 0, scope: !208)
!215 = !DILocation(line: 19, column: 60, scope: !208)
!216 = !DILocation(line: 19, column: 116, scope: !208)
!217 = !DILocation(line: 19, column: 109, scope: !208)
!218 = distinct !DISubprogram(name: "un", scope: !3, file: !3, line: 20, type: !219, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !228)
!219 = !DISubroutineType(types: !220)
!220 = !{!221, !222}
!221 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!222 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U", file: !3, line: 8, size: 64, elements: !223)
!223 = !{!224, !225, !226}
!224 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !222, file: !3, line: 8, baseType: !39, size: 32)
!225 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !222, file: !3, line: 8, baseType: !221, size: 32)
!226 = !DIDerivedType(tag: DW_TAG_member, name: "bytes", scope: !222, file: !3, line: 8, baseType: !227, size: 64)
!227 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 64, elements: !53)
!228 = !{!229}
!229 = !DILocalVariable(name: "u", arg: 1, scope: !218, file: !3, line: 20, type: !222)
!230 = !DILocation(line: 0, scope: !218)
!231 = !DILocation(line: 20, column: 32, scope: !218)
!232 = !DILocation(line: 20, column: 36, scope: !218)
!233 = !DILocation(line: 20, column: 34, scope: !218)
!234 = !DILocation(line: 20, column: 23, scope: !218)
!235 = distinct !DISubprogram(name: "sw", scope: !3, file: !3, line: 21, type: !125, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !236)
!236 = !{!237}
!237 = !DILocalVariable(name: "x", arg: 1, scope: !235, file: !3, line: 21, type: !39)
!238 = !DILocation(line: 0, scope: !235)
!239 = !DILocation(line: 21, column: 17, scope: !235)
!240 = !DILocation(line: 21, column: 64, scope: !241)
!241 = distinct !DILexicalBlock(scope: !235, file: !3, line: 21, column: 28)
!242 = !DILocation(line: 21, column: 84, scope: !241)
!243 = !DILocation(line: 21, column: 107, scope: !241)
!244 = !DILocation(line: 21, scope: !241)
!245 = !DILocation(line: 21, column: 120, scope: !235)
!246 = !DILocation(line: 22, column: 69, scope: !24)
!247 = !DILocation(line: 22, column: 102, scope: !24)
!248 = distinct !DISubprogram(name: "asmf", scope: !3, file: !3, line: 23, type: !125, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !249)
!249 = !{!250, !251}
!250 = !DILocalVariable(name: "x", arg: 1, scope: !248, file: !3, line: 23, type: !39)
!251 = !DILocalVariable(name: "y", scope: !248, file: !3, line: 23, type: !39)
!252 = !DILocation(line: 0, scope: !248)
!253 = !DILocation(line: 23, column: 26, scope: !248)
!254 = !{i64 1259}
!255 = !DILocation(line: 23, column: 78, scope: !248)
!256 = distinct !DISubprogram(name: "ld", scope: !3, file: !3, line: 24, type: !257, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !260)
!257 = !DISubroutineType(types: !258)
!258 = !{!259, !259}
!259 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!260 = !{!261}
!261 = !DILocalVariable(name: "x", arg: 1, scope: !256, file: !3, line: 24, type: !259)
!262 = !DILocation(line: 0, scope: !256)
!263 = !DILocation(line: 24, column: 42, scope: !256)
!264 = !DILocation(line: 24, column: 33, scope: !256)
!265 = distinct !DISubprogram(name: "vadd", scope: !3, file: !3, line: 26, type: !266, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !272)
!266 = !DISubroutineType(types: !267)
!267 = !{!268, !268, !268}
!268 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4", file: !3, line: 25, baseType: !269)
!269 = !DICompositeType(tag: DW_TAG_array_type, baseType: !221, size: 128, flags: DIFlagVector, elements: !270)
!270 = !{!271}
!271 = !DISubrange(count: 4)
!272 = !{!273, !274}
!273 = !DILocalVariable(name: "a", arg: 1, scope: !265, file: !3, line: 26, type: !268)
!274 = !DILocalVariable(name: "b", arg: 2, scope: !265, file: !3, line: 26, type: !268)
!275 = !DILocation(line: 0, scope: !265)
!276 = !DILocation(line: 26, column: 32, scope: !265)
!277 = !DILocation(line: 26, column: 23, scope: !265)
!278 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 27, type: !279, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !283)
!279 = !DISubroutineType(types: !280)
!280 = !{!39, !39, !281}
!281 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !282, size: 64)
!282 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!283 = !{!284, !285, !286, !287}
!284 = !DILocalVariable(name: "argc", arg: 1, scope: !278, file: !3, line: 27, type: !39)
!285 = !DILocalVariable(name: "argv", arg: 2, scope: !278, file: !3, line: 27, type: !281)
!286 = !DILocalVariable(name: "s", scope: !278, file: !3, line: 27, type: !136)
!287 = !DILocalVariable(name: "buf", scope: !278, file: !3, line: 27, type: !288)
!288 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 512, elements: !289)
!289 = !{!290}
!290 = !DISubrange(count: 64)
!291 = distinct !DIAssignID()
!292 = !DILocation(line: 0, scope: !278)
!293 = distinct !DIAssignID()
!294 = distinct !DIAssignID()
!295 = distinct !DIAssignID()
!296 = !DILocation(line: 27, column: 60, scope: !278)
!297 = !DILocation(line: 27, column: 86, scope: !278)
!298 = !{!153, !153, i64 0}
!299 = !DILocation(line: 27, column: 74, scope: !278)
!300 = distinct !DIAssignID()
!301 = !DILocation(line: 27, column: 121, scope: !278)
!302 = !DILocation(line: 27, column: 100, scope: !278)
!303 = !DILocation(line: 0, scope: !120, inlinedAt: !304)
!304 = distinct !DILocation(line: 27, column: 156, scope: !278)
!305 = !DILocalVariable(name: "x", arg: 1, scope: !306, file: !3, line: 15, type: !39)
!306 = distinct !DISubprogram(name: "twice", scope: !3, file: !3, line: 15, type: !125, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !307)
!307 = !{!305}
!308 = !DILocation(line: 0, scope: !306, inlinedAt: !309)
!309 = distinct !DILocation(line: 14, column: 33, scope: !120, inlinedAt: !304)
!310 = !DILocation(line: 27, column: 177, scope: !278)
!311 = !DILocation(line: 19, column: 18, scope: !208, inlinedAt: !312)
!312 = distinct !DILocation(line: 27, column: 188, scope: !278)
!313 = !DILocation(line: 0, scope: !208, inlinedAt: !312)
!314 = !DILocation(line: 19, column: 60, scope: !208, inlinedAt: !312)
!315 = !DILocation(line: 19, column: 116, scope: !208, inlinedAt: !312)
!316 = !DILocation(line: 0, scope: !235, inlinedAt: !317)
!317 = distinct !DILocation(line: 27, column: 197, scope: !278)
!318 = !DILocation(line: 21, column: 17, scope: !235, inlinedAt: !317)
!319 = !DILocation(line: 21, column: 64, scope: !241, inlinedAt: !317)
!320 = !DILocation(line: 21, column: 84, scope: !241, inlinedAt: !317)
!321 = !DILocation(line: 21, column: 107, scope: !241, inlinedAt: !317)
!322 = !DILocation(line: 21, scope: !241, inlinedAt: !317)
!323 = !DILocation(line: 15, column: 36, scope: !306, inlinedAt: !309)
!324 = !DILocation(line: 27, column: 217, scope: !278)
!325 = !DILocation(line: 27, column: 208, scope: !278)
!326 = !DILocation(line: 27, column: 175, scope: !278)
!327 = !DILocation(line: 27, column: 186, scope: !278)
!328 = !DILocation(line: 27, column: 195, scope: !278)
!329 = !DILocation(line: 27, column: 206, scope: !278)
!330 = !DILocation(line: 27, column: 222, scope: !278)
!331 = !DILocation(line: 27, column: 237, scope: !278)
!332 = !DILocation(line: 27, column: 149, scope: !278)
!333 = !DISubprogram(name: "printf", scope: !83, file: !83, line: 356, type: !334, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!334 = !DISubroutineType(types: !335)
!335 = !{!39, !336, null}
!336 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !337)
!337 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !338, size: 64)
!338 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
