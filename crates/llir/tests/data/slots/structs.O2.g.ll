; ModuleID = 'structs.c'
source_filename = "structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.point = type { i32, i32, double }
%struct.big = type { [64 x i8], i32 }

@table = dso_local local_unnamed_addr global [16 x i32] zeroinitializer, align 16, !dbg !0
@mixed.calls = internal unnamed_addr global i64 0, align 8, !dbg !7
@counter = internal unnamed_addr global i32 0, align 4, !dbg !32

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @sum_list(ptr noundef readonly %0) local_unnamed_addr #0 !dbg !45 {
    #dbg_value(ptr %0, !49, !DIExpression(), !51)
    #dbg_value(i32 0, !50, !DIExpression(), !51)
  %2 = icmp eq ptr %0, null, !dbg !52
  br i1 %2, label %20, label %3, !dbg !52

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %17, %3 ], [ 0, %1 ]
  %5 = phi ptr [ %18, %3 ], [ %0, %1 ]
    #dbg_value(i32 %4, !50, !DIExpression(), !51)
    #dbg_value(ptr %5, !49, !DIExpression(), !51)
  %6 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !54
    #dbg_value(ptr %6, !56, !DIExpression(), !64)
    #dbg_value(ptr %6, !63, !DIExpression(), !64)
  %7 = load i32, ptr %6, align 8, !dbg !66, !tbaa !67
  %8 = mul nsw i32 %7, %7, !dbg !73
  %9 = getelementptr inbounds i8, ptr %5, i64 12, !dbg !74
  %10 = load i32, ptr %9, align 4, !dbg !74, !tbaa !75
  %11 = mul nsw i32 %10, %10, !dbg !76
  %12 = getelementptr inbounds i8, ptr %5, i64 24, !dbg !77
  %13 = load i64, ptr %12, align 8, !dbg !77, !tbaa !78
  %14 = trunc i64 %13 to i32, !dbg !82
  %15 = add i32 %8, %4, !dbg !83
  %16 = add i32 %15, %11, !dbg !84
  %17 = add i32 %16, %14, !dbg !85
    #dbg_value(i32 %17, !50, !DIExpression(), !51)
  %18 = load ptr, ptr %5, align 8, !dbg !86, !tbaa !87
    #dbg_value(ptr %18, !49, !DIExpression(), !51)
  %19 = icmp eq ptr %18, null, !dbg !52
  br i1 %19, label %20, label %3, !dbg !52, !llvm.loop !88

20:                                               ; preds = %3, %1
  %21 = phi i32 [ 0, %1 ], [ %17, %3 ], !dbg !51
  ret i32 %21, !dbg !91
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local void @scale(ptr nocapture noundef %0, i32 noundef %1, double noundef %2) local_unnamed_addr #2 !dbg !92 {
    #dbg_value(ptr %0, !97, !DIExpression(), !102)
    #dbg_value(i32 %1, !98, !DIExpression(), !102)
    #dbg_value(double %2, !99, !DIExpression(), !102)
    #dbg_value(i32 0, !100, !DIExpression(), !103)
  %4 = icmp sgt i32 %1, 0, !dbg !104
  br i1 %4, label %5, label %24, !dbg !106

5:                                                ; preds = %3
  %6 = zext nneg i32 %1 to i64, !dbg !104
  %7 = and i64 %6, 1, !dbg !106
  %8 = icmp eq i32 %1, 1, !dbg !106
  br i1 %8, label %11, label %9, !dbg !106

9:                                                ; preds = %5
  %10 = and i64 %6, 2147483646, !dbg !106
  br label %25, !dbg !106

11:                                               ; preds = %25, %5
  %12 = phi i64 [ 0, %5 ], [ %47, %25 ]
  %13 = icmp eq i64 %7, 0, !dbg !106
  br i1 %13, label %24, label %14, !dbg !106

14:                                               ; preds = %11
    #dbg_value(i64 %12, !100, !DIExpression(), !103)
  %15 = getelementptr inbounds %struct.point, ptr %0, i64 %12, !dbg !107
  %16 = getelementptr inbounds i8, ptr %15, i64 8, !dbg !109
  %17 = load double, ptr %16, align 8, !dbg !110, !tbaa !111
  %18 = fmul double %17, %2, !dbg !110
  store double %18, ptr %16, align 8, !dbg !110, !tbaa !111
  %19 = and i64 %12, 15, !dbg !112
  %20 = getelementptr inbounds [16 x i32], ptr @table, i64 0, i64 %19, !dbg !113
  %21 = load i32, ptr %20, align 4, !dbg !113, !tbaa !114
  %22 = load i32, ptr %15, align 8, !dbg !115, !tbaa !67
  %23 = add nsw i32 %22, %21, !dbg !115
  store i32 %23, ptr %15, align 8, !dbg !115, !tbaa !67
    #dbg_value(i64 %12, !100, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !103)
  br label %24, !dbg !116

24:                                               ; preds = %14, %11, %3
  ret void, !dbg !116

25:                                               ; preds = %25, %9
  %26 = phi i64 [ 0, %9 ], [ %47, %25 ]
  %27 = phi i64 [ 0, %9 ], [ %48, %25 ]
    #dbg_value(i64 %26, !100, !DIExpression(), !103)
  %28 = getelementptr inbounds %struct.point, ptr %0, i64 %26, !dbg !107
  %29 = getelementptr inbounds i8, ptr %28, i64 8, !dbg !109
  %30 = load double, ptr %29, align 8, !dbg !110, !tbaa !111
  %31 = fmul double %30, %2, !dbg !110
  store double %31, ptr %29, align 8, !dbg !110, !tbaa !111
  %32 = and i64 %26, 14, !dbg !112
  %33 = getelementptr inbounds [16 x i32], ptr @table, i64 0, i64 %32, !dbg !113
  %34 = load i32, ptr %33, align 8, !dbg !113, !tbaa !114
  %35 = load i32, ptr %28, align 8, !dbg !115, !tbaa !67
  %36 = add nsw i32 %35, %34, !dbg !115
  store i32 %36, ptr %28, align 8, !dbg !115, !tbaa !67
  %37 = or disjoint i64 %26, 1, !dbg !117
    #dbg_value(i64 %37, !100, !DIExpression(), !103)
  %38 = getelementptr inbounds %struct.point, ptr %0, i64 %37, !dbg !107
  %39 = getelementptr inbounds i8, ptr %38, i64 8, !dbg !109
  %40 = load double, ptr %39, align 8, !dbg !110, !tbaa !111
  %41 = fmul double %40, %2, !dbg !110
  store double %41, ptr %39, align 8, !dbg !110, !tbaa !111
  %42 = and i64 %37, 15, !dbg !112
  %43 = getelementptr inbounds [16 x i32], ptr @table, i64 0, i64 %42, !dbg !113
  %44 = load i32, ptr %43, align 4, !dbg !113, !tbaa !114
  %45 = load i32, ptr %38, align 8, !dbg !115, !tbaa !67
  %46 = add nsw i32 %45, %44, !dbg !115
  store i32 %46, ptr %38, align 8, !dbg !115, !tbaa !67
  %47 = add nuw nsw i64 %26, 2, !dbg !117
    #dbg_value(i64 %47, !100, !DIExpression(), !103)
  %48 = add i64 %27, 2, !dbg !106
  %49 = icmp eq i64 %48, %10, !dbg !106
  br i1 %49, label %11, label %25, !dbg !106, !llvm.loop !118
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i64 @mixed(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #3 !dbg !9 {
    #dbg_value(ptr %0, !29, !DIExpression(), !120)
    #dbg_value(ptr %1, !30, !DIExpression(), !120)
    #dbg_value(ptr %2, !31, !DIExpression(), !120)
  %4 = load i64, ptr @mixed.calls, align 8, !dbg !121, !tbaa !122
  %5 = add nsw i64 %4, 1, !dbg !121
  store i64 %5, ptr @mixed.calls, align 8, !dbg !121, !tbaa !122
  %6 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !123
  %7 = load i64, ptr %6, align 8, !dbg !123, !tbaa !78
  store i64 %7, ptr %1, align 8, !dbg !124, !tbaa !122
  store float 1.000000e+00, ptr %2, align 4, !dbg !125, !tbaa !126
  %8 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !128
  %9 = load ptr, ptr %0, align 8, !dbg !129, !tbaa !87
  %10 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !130
    #dbg_value(ptr %8, !56, !DIExpression(), !131)
    #dbg_value(ptr %10, !63, !DIExpression(), !131)
  %11 = load i32, ptr %8, align 8, !dbg !133, !tbaa !67
  %12 = load i32, ptr %10, align 8, !dbg !134, !tbaa !67
  %13 = mul nsw i32 %12, %11, !dbg !135
  %14 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !136
  %15 = load i32, ptr %14, align 4, !dbg !136, !tbaa !75
  %16 = getelementptr inbounds i8, ptr %9, i64 12, !dbg !137
  %17 = load i32, ptr %16, align 4, !dbg !137, !tbaa !75
  %18 = mul nsw i32 %17, %15, !dbg !138
  %19 = add nsw i32 %18, %13, !dbg !139
  %20 = load i32, ptr @counter, align 4, !dbg !140, !tbaa !114
  %21 = add nsw i32 %19, %20, !dbg !140
  store i32 %21, ptr @counter, align 4, !dbg !140, !tbaa !114
  %22 = add nsw i64 %7, %5, !dbg !141
  ret i64 %22, !dbg !142
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: write, inaccessiblemem: none) uwtable
define dso_local void @fill(ptr nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #4 !dbg !143 {
    #dbg_value(ptr %0, !148, !DIExpression(), !152)
    #dbg_value(i32 %1, !149, !DIExpression(), !152)
    #dbg_value(i32 0, !150, !DIExpression(), !153)
  %3 = icmp sgt i32 %1, 0, !dbg !154
  br i1 %3, label %4, label %24, !dbg !156

4:                                                ; preds = %2
  %5 = load i32, ptr @counter, align 4, !tbaa !114
  %6 = zext nneg i32 %1 to i64, !dbg !154
  %7 = icmp ult i32 %1, 4, !dbg !156
  br i1 %7, label %8, label %10, !dbg !156

8:                                                ; preds = %22, %4
  %9 = phi i64 [ 0, %4 ], [ %11, %22 ]
  br label %25, !dbg !156

10:                                               ; preds = %4
  %11 = and i64 %6, 2147483644, !dbg !156
  %12 = insertelement <4 x i32> poison, i32 %5, i64 0, !dbg !156
  %13 = shufflevector <4 x i32> %12, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !156
  br label %14, !dbg !156

14:                                               ; preds = %14, %10
  %15 = phi i64 [ 0, %10 ], [ %19, %14 ], !dbg !157
  %16 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %10 ], [ %20, %14 ], !dbg !158
  %17 = getelementptr inbounds i32, ptr %0, i64 %15, !dbg !159
  %18 = mul <4 x i32> %13, %16, !dbg !158
  store <4 x i32> %18, ptr %17, align 4, !dbg !158, !tbaa !114
  %19 = add nuw i64 %15, 4, !dbg !157
  %20 = add <4 x i32> %16, <i32 4, i32 4, i32 4, i32 4>, !dbg !158
  %21 = icmp eq i64 %19, %11, !dbg !157
  br i1 %21, label %22, label %14, !dbg !157, !llvm.loop !160

22:                                               ; preds = %14
  %23 = icmp eq i64 %11, %6, !dbg !156
  br i1 %23, label %24, label %8, !dbg !156

24:                                               ; preds = %25, %22, %2
  ret void, !dbg !165

25:                                               ; preds = %8, %25
  %26 = phi i64 [ %30, %25 ], [ %9, %8 ]
    #dbg_value(i64 %26, !150, !DIExpression(), !153)
  %27 = getelementptr inbounds i32, ptr %0, i64 %26, !dbg !159
  %28 = trunc i64 %26 to i32, !dbg !158
  %29 = mul i32 %5, %28, !dbg !158
  store i32 %29, ptr %27, align 4, !dbg !158, !tbaa !114
  %30 = add nuw nsw i64 %26, 1, !dbg !157
    #dbg_value(i64 %30, !150, !DIExpression(), !153)
  %31 = icmp eq i64 %30, %6, !dbg !154
  br i1 %31, label %24, label %25, !dbg !156, !llvm.loop !166
}

; Function Attrs: nounwind uwtable
define dso_local i32 @use_big(i32 noundef %0) local_unnamed_addr #5 !dbg !167 {
  %2 = alloca %struct.big, align 4, !DIAssignID !181
    #dbg_assign(i1 undef, !172, !DIExpression(), !181, ptr %2, !DIExpression(), !182)
    #dbg_value(i32 %0, !171, !DIExpression(), !182)
  call void @llvm.lifetime.start.p0(i64 68, ptr nonnull %2) #10, !dbg !183
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(68) %2, i8 0, i64 64, i1 false), !dbg !184, !DIAssignID !185
    #dbg_assign(i8 0, !172, !DIExpression(), !185, ptr %2, !DIExpression(), !182)
    #dbg_assign(i8 0, !172, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !186, ptr undef, !DIExpression(), !182)
  %3 = getelementptr inbounds i8, ptr %2, i64 64, !dbg !187
  store i32 %0, ptr %3, align 4, !dbg !188, !tbaa !189, !DIAssignID !191
    #dbg_assign(i32 %0, !172, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !191, ptr %3, !DIExpression(), !182)
  call void @ext(ptr noundef nonnull %2) #10, !dbg !192
  %4 = load i32, ptr %3, align 4, !dbg !193, !tbaa !189
  call void @llvm.lifetime.end.p0(i64 68, ptr nonnull %2) #10, !dbg !194
  ret i32 %4, !dbg !195
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

declare !dbg !196 void @ext(ptr noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, -2147483648) i32 @recurse(i32 noundef %0) local_unnamed_addr #8 !dbg !200 {
    #dbg_value(i32 %0, !202, !DIExpression(), !203)
  %2 = icmp slt i32 %0, 1, !dbg !204
  br i1 %2, label %14, label %3, !dbg !205

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -1, !dbg !205
  %5 = mul i32 %4, %4, !dbg !205
  %6 = zext nneg i32 %4 to i33, !dbg !205
  %7 = add nsw i32 %0, -2, !dbg !205
  %8 = zext i32 %7 to i33, !dbg !205
  %9 = mul i33 %6, %8, !dbg !205
  %10 = lshr i33 %9, 1, !dbg !205
  %11 = trunc nuw i33 %10 to i32, !dbg !205
    #dbg_value(i32 undef, !202, !DIExpression(), !203)
  %12 = add i32 %5, %0, !dbg !205
  %13 = sub i32 %12, %11, !dbg !205
  br label %14, !dbg !206

14:                                               ; preds = %3, %1
  %15 = phi i32 [ 0, %1 ], [ %13, %3 ]
  ret i32 %15, !dbg !206
}

; Function Attrs: nounwind uwtable
define dso_local void @callsnoret(i32 noundef %0) local_unnamed_addr #5 !dbg !207 {
    #dbg_value(i32 %0, !211, !DIExpression(), !212)
  %2 = icmp eq i32 %0, 0, !dbg !213
  br i1 %2, label %4, label %3, !dbg !215

3:                                                ; preds = %1
  tail call void @noret() #11, !dbg !216
  unreachable, !dbg !216

4:                                                ; preds = %1
  store i32 0, ptr @table, align 16, !dbg !217, !tbaa !114
  ret void, !dbg !218
}

; Function Attrs: noreturn
declare !dbg !219 void @noret() local_unnamed_addr #9

attributes #0 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind memory(read, argmem: write, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind }
attributes #11 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!37, !38, !39, !40, !41, !42, !43}
!llvm.ident = !{!44}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 5, type: !34, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "structs.c", directory: "/work/main/crates/llir/tests/data/slots", checksumkind: CSK_MD5, checksum: "f2d2c98337de67c10e6c293ef32c1f88")
!4 = !{!5}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{!7, !32, !0}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "calls", scope: !9, file: !3, line: 26, type: !12, isLocal: true, isDefinition: true)
!9 = distinct !DISubprogram(name: "mixed", scope: !3, file: !3, line: 25, type: !10, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !28)
!10 = !DISubroutineType(types: !11)
!11 = !{!12, !13, !25, !26}
!12 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "list", file: !3, line: 3, size: 256, elements: !15)
!15 = !{!16, !17, !24}
!16 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !14, file: !3, line: 3, baseType: !13, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !14, file: !3, line: 3, baseType: !18, size: 128, offset: 64)
!18 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "point", file: !3, line: 2, size: 128, elements: !19)
!19 = !{!20, !21, !22}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !18, file: !3, line: 2, baseType: !5, size: 32)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !18, file: !3, line: 2, baseType: !5, size: 32, offset: 32)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !18, file: !3, line: 2, baseType: !23, size: 64, offset: 64)
!23 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !14, file: !3, line: 3, baseType: !12, size: 64, offset: 192)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!28 = !{!29, !30, !31}
!29 = !DILocalVariable(name: "l", arg: 1, scope: !9, file: !3, line: 25, type: !13)
!30 = !DILocalVariable(name: "out", arg: 2, scope: !9, file: !3, line: 25, type: !25)
!31 = !DILocalVariable(name: "g", arg: 3, scope: !9, file: !3, line: 25, type: !26)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 4, type: !5, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 512, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 16)
!37 = !{i32 7, !"Dwarf Version", i32 5}
!38 = !{i32 2, !"Debug Info Version", i32 3}
!39 = !{i32 1, !"wchar_size", i32 4}
!40 = !{i32 8, !"PIC Level", i32 2}
!41 = !{i32 7, !"PIE Level", i32 2}
!42 = !{i32 7, !"uwtable", i32 2}
!43 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!44 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!45 = distinct !DISubprogram(name: "sum_list", scope: !3, file: !3, line: 11, type: !46, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !48)
!46 = !DISubroutineType(types: !47)
!47 = !{!5, !13}
!48 = !{!49, !50}
!49 = !DILocalVariable(name: "l", arg: 1, scope: !45, file: !3, line: 11, type: !13)
!50 = !DILocalVariable(name: "s", scope: !45, file: !3, line: 12, type: !5)
!51 = !DILocation(line: 0, scope: !45)
!52 = !DILocation(line: 13, column: 3, scope: !53)
!53 = distinct !DILexicalBlock(scope: !45, file: !3, line: 13, column: 3)
!54 = !DILocation(line: 14, column: 18, scope: !55)
!55 = distinct !DILexicalBlock(scope: !53, file: !3, line: 13, column: 3)
!56 = !DILocalVariable(name: "a", arg: 1, scope: !57, file: !3, line: 7, type: !60)
!57 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 7, type: !58, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !62)
!58 = !DISubroutineType(types: !59)
!59 = !{!5, !60, !60}
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
!61 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !18)
!62 = !{!56, !63}
!63 = !DILocalVariable(name: "b", arg: 2, scope: !57, file: !3, line: 7, type: !60)
!64 = !DILocation(line: 0, scope: !57, inlinedAt: !65)
!65 = distinct !DILocation(line: 14, column: 10, scope: !55)
!66 = !DILocation(line: 8, column: 13, scope: !57, inlinedAt: !65)
!67 = !{!68, !69, i64 0}
!68 = !{!"point", !69, i64 0, !69, i64 4, !72, i64 8}
!69 = !{!"int", !70, i64 0}
!70 = !{!"omnipotent char", !71, i64 0}
!71 = !{!"Simple C/C++ TBAA"}
!72 = !{!"double", !70, i64 0}
!73 = !DILocation(line: 8, column: 15, scope: !57, inlinedAt: !65)
!74 = !DILocation(line: 8, column: 27, scope: !57, inlinedAt: !65)
!75 = !{!68, !69, i64 4}
!76 = !DILocation(line: 8, column: 29, scope: !57, inlinedAt: !65)
!77 = !DILocation(line: 14, column: 38, scope: !55)
!78 = !{!79, !81, i64 24}
!79 = !{!"list", !80, i64 0, !68, i64 8, !81, i64 24}
!80 = !{!"any pointer", !70, i64 0}
!81 = !{!"long", !70, i64 0}
!82 = !DILocation(line: 14, column: 30, scope: !55)
!83 = !DILocation(line: 8, column: 22, scope: !57, inlinedAt: !65)
!84 = !DILocation(line: 14, column: 28, scope: !55)
!85 = !DILocation(line: 14, column: 7, scope: !55)
!86 = !DILocation(line: 13, column: 20, scope: !55)
!87 = !{!79, !80, i64 0}
!88 = distinct !{!88, !52, !89, !90}
!89 = !DILocation(line: 14, column: 38, scope: !53)
!90 = !{!"llvm.loop.mustprogress"}
!91 = !DILocation(line: 15, column: 3, scope: !45)
!92 = distinct !DISubprogram(name: "scale", scope: !3, file: !3, line: 18, type: !93, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !96)
!93 = !DISubroutineType(types: !94)
!94 = !{null, !95, !5, !23}
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!96 = !{!97, !98, !99, !100}
!97 = !DILocalVariable(name: "p", arg: 1, scope: !92, file: !3, line: 18, type: !95)
!98 = !DILocalVariable(name: "n", arg: 2, scope: !92, file: !3, line: 18, type: !5)
!99 = !DILocalVariable(name: "f", arg: 3, scope: !92, file: !3, line: 18, type: !23)
!100 = !DILocalVariable(name: "i", scope: !101, file: !3, line: 19, type: !5)
!101 = distinct !DILexicalBlock(scope: !92, file: !3, line: 19, column: 3)
!102 = !DILocation(line: 0, scope: !92)
!103 = !DILocation(line: 0, scope: !101)
!104 = !DILocation(line: 19, column: 21, scope: !105)
!105 = distinct !DILexicalBlock(scope: !101, file: !3, line: 19, column: 3)
!106 = !DILocation(line: 19, column: 3, scope: !101)
!107 = !DILocation(line: 20, column: 5, scope: !108)
!108 = distinct !DILexicalBlock(scope: !105, file: !3, line: 19, column: 31)
!109 = !DILocation(line: 20, column: 10, scope: !108)
!110 = !DILocation(line: 20, column: 12, scope: !108)
!111 = !{!68, !72, i64 8}
!112 = !DILocation(line: 21, column: 23, scope: !108)
!113 = !DILocation(line: 21, column: 15, scope: !108)
!114 = !{!69, !69, i64 0}
!115 = !DILocation(line: 21, column: 12, scope: !108)
!116 = !DILocation(line: 23, column: 1, scope: !92)
!117 = !DILocation(line: 19, column: 27, scope: !105)
!118 = distinct !{!118, !106, !119, !90}
!119 = !DILocation(line: 22, column: 3, scope: !101)
!120 = !DILocation(line: 0, scope: !9)
!121 = !DILocation(line: 27, column: 8, scope: !9)
!122 = !{!81, !81, i64 0}
!123 = !DILocation(line: 28, column: 13, scope: !9)
!124 = !DILocation(line: 28, column: 8, scope: !9)
!125 = !DILocation(line: 29, column: 6, scope: !9)
!126 = !{!127, !127, i64 0}
!127 = !{!"float", !70, i64 0}
!128 = !DILocation(line: 30, column: 22, scope: !9)
!129 = !DILocation(line: 30, column: 29, scope: !9)
!130 = !DILocation(line: 30, column: 35, scope: !9)
!131 = !DILocation(line: 0, scope: !57, inlinedAt: !132)
!132 = distinct !DILocation(line: 30, column: 14, scope: !9)
!133 = !DILocation(line: 8, column: 13, scope: !57, inlinedAt: !132)
!134 = !DILocation(line: 8, column: 20, scope: !57, inlinedAt: !132)
!135 = !DILocation(line: 8, column: 15, scope: !57, inlinedAt: !132)
!136 = !DILocation(line: 8, column: 27, scope: !57, inlinedAt: !132)
!137 = !DILocation(line: 8, column: 34, scope: !57, inlinedAt: !132)
!138 = !DILocation(line: 8, column: 29, scope: !57, inlinedAt: !132)
!139 = !DILocation(line: 8, column: 22, scope: !57, inlinedAt: !132)
!140 = !DILocation(line: 30, column: 11, scope: !9)
!141 = !DILocation(line: 31, column: 16, scope: !9)
!142 = !DILocation(line: 31, column: 3, scope: !9)
!143 = distinct !DISubprogram(name: "fill", scope: !3, file: !3, line: 34, type: !144, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !147)
!144 = !DISubroutineType(types: !145)
!145 = !{null, !146, !5}
!146 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!147 = !{!148, !149, !150}
!148 = !DILocalVariable(name: "a", arg: 1, scope: !143, file: !3, line: 34, type: !146)
!149 = !DILocalVariable(name: "n", arg: 2, scope: !143, file: !3, line: 34, type: !5)
!150 = !DILocalVariable(name: "i", scope: !151, file: !3, line: 36, type: !5)
!151 = distinct !DILexicalBlock(scope: !143, file: !3, line: 36, column: 3)
!152 = !DILocation(line: 0, scope: !143)
!153 = !DILocation(line: 0, scope: !151)
!154 = !DILocation(line: 36, column: 21, scope: !155)
!155 = distinct !DILexicalBlock(scope: !151, file: !3, line: 36, column: 3)
!156 = !DILocation(line: 36, column: 3, scope: !151)
!157 = !DILocation(line: 36, column: 27, scope: !155)
!158 = !DILocation(line: 36, column: 36, scope: !155)
!159 = !DILocation(line: 36, column: 31, scope: !155)
!160 = distinct !{!160, !156, !161, !90, !162, !163, !164}
!161 = !DILocation(line: 36, column: 42, scope: !151)
!162 = !{!"llvm.loop.unroll.disable"}
!163 = !{!"llvm.loop.isvectorized", i32 1}
!164 = !{!"llvm.loop.unroll.runtime.disable"}
!165 = !DILocation(line: 37, column: 1, scope: !143)
!166 = distinct !{!166, !156, !161, !90, !162, !163}
!167 = distinct !DISubprogram(name: "use_big", scope: !3, file: !3, line: 41, type: !168, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !170)
!168 = !DISubroutineType(types: !169)
!169 = !{!5, !5}
!170 = !{!171, !172}
!171 = !DILocalVariable(name: "k", arg: 1, scope: !167, file: !3, line: 41, type: !5)
!172 = !DILocalVariable(name: "b", scope: !167, file: !3, line: 42, type: !173)
!173 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "big", file: !3, line: 40, size: 544, elements: !174)
!174 = !{!175, !180}
!175 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !173, file: !3, line: 40, baseType: !176, size: 512)
!176 = !DICompositeType(tag: DW_TAG_array_type, baseType: !177, size: 512, elements: !178)
!177 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!178 = !{!179}
!179 = !DISubrange(count: 64)
!180 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !173, file: !3, line: 40, baseType: !5, size: 32, offset: 512)
!181 = distinct !DIAssignID()
!182 = !DILocation(line: 0, scope: !167)
!183 = !DILocation(line: 42, column: 3, scope: !167)
!184 = !DILocation(line: 43, column: 3, scope: !167)
!185 = distinct !DIAssignID()
!186 = distinct !DIAssignID()
!187 = !DILocation(line: 44, column: 5, scope: !167)
!188 = !DILocation(line: 44, column: 7, scope: !167)
!189 = !{!190, !69, i64 64}
!190 = !{!"big", !70, i64 0, !69, i64 64}
!191 = distinct !DIAssignID()
!192 = !DILocation(line: 45, column: 3, scope: !167)
!193 = !DILocation(line: 46, column: 12, scope: !167)
!194 = !DILocation(line: 47, column: 1, scope: !167)
!195 = !DILocation(line: 46, column: 3, scope: !167)
!196 = !DISubprogram(name: "ext", scope: !3, file: !3, line: 39, type: !197, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!197 = !DISubroutineType(types: !198)
!198 = !{null, !199}
!199 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!200 = distinct !DISubprogram(name: "recurse", scope: !3, file: !3, line: 49, type: !168, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !201)
!201 = !{!202}
!202 = !DILocalVariable(name: "n", arg: 1, scope: !200, file: !3, line: 49, type: !5)
!203 = !DILocation(line: 0, scope: !200)
!204 = !DILocation(line: 49, column: 31, scope: !200)
!205 = !DILocation(line: 49, column: 29, scope: !200)
!206 = !DILocation(line: 49, column: 22, scope: !200)
!207 = distinct !DISubprogram(name: "callsnoret", scope: !3, file: !3, line: 52, type: !208, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !210)
!208 = !DISubroutineType(types: !209)
!209 = !{null, !5}
!210 = !{!211}
!211 = !DILocalVariable(name: "x", arg: 1, scope: !207, file: !3, line: 52, type: !5)
!212 = !DILocation(line: 0, scope: !207)
!213 = !DILocation(line: 52, column: 30, scope: !214)
!214 = distinct !DILexicalBlock(scope: !207, file: !3, line: 52, column: 30)
!215 = !DILocation(line: 52, column: 30, scope: !207)
!216 = !DILocation(line: 52, column: 33, scope: !214)
!217 = !DILocation(line: 52, column: 51, scope: !207)
!218 = !DILocation(line: 52, column: 56, scope: !207)
!219 = !DISubprogram(name: "noret", scope: !3, file: !3, line: 51, type: !220, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!220 = !DISubroutineType(types: !221)
!221 = !{null}
