; ModuleID = 'structs-O2g.ll'
source_filename = "structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { i32, ptr, [8 x i8] }

@counter = internal unnamed_addr global i32 0, align 4, !dbg !0

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define dso_local i32 @sum_list(ptr noundef readonly %0) local_unnamed_addr #0 !dbg !24 {
    #dbg_value(ptr %0, !34, !DIExpression(), !38)
    #dbg_value(i32 0, !35, !DIExpression(), !38)
    #dbg_value(ptr %0, !36, !DIExpression(), !39)
    #dbg_value(ptr %0, !36, !DIExpression(), !39)
    #dbg_value(i32 0, !35, !DIExpression(), !38)
  %2 = icmp eq ptr %0, null, !dbg !40
  br i1 %2, label %6, label %3, !dbg !42

3:                                                ; preds = %1
  %4 = load i32, ptr @counter, align 4, !tbaa !43
  br label %8, !dbg !42

5:                                                ; preds = %8
  store i32 %14, ptr @counter, align 4, !dbg !47, !tbaa !43
  br label %6, !dbg !42

6:                                                ; preds = %5, %1
  %7 = phi i32 [ %13, %5 ], [ 0, %1 ], !dbg !38
  ret i32 %7, !dbg !49

8:                                                ; preds = %8, %3
  %9 = phi ptr [ %16, %8 ], [ %0, %3 ]
  %10 = phi i32 [ %13, %8 ], [ 0, %3 ]
  %11 = phi i32 [ %14, %8 ], [ %4, %3 ]
    #dbg_value(ptr %9, !36, !DIExpression(), !39)
    #dbg_value(i32 %10, !35, !DIExpression(), !38)
  %12 = load i32, ptr %9, align 8, !dbg !50, !tbaa !51
  %13 = add nsw i32 %12, %10, !dbg !54
    #dbg_value(i32 %13, !35, !DIExpression(), !38)
  %14 = add nsw i32 %11, 1, !dbg !47
  %15 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !55
  %16 = load ptr, ptr %15, align 8, !dbg !55, !tbaa !56
    #dbg_value(ptr %16, !36, !DIExpression(), !39)
  %17 = icmp eq ptr %16, null, !dbg !40
  br i1 %17, label %5, label %8, !dbg !42, !llvm.loop !57
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local void @fill(ptr noundef %0, i64 noundef %1) local_unnamed_addr #2 !dbg !60 {
    #dbg_value(ptr %0, !67, !DIExpression(), !74)
    #dbg_value(i64 %1, !68, !DIExpression(), !74)
    #dbg_value(i64 0, !69, !DIExpression(), !75)
  %3 = icmp eq i64 %1, 0, !dbg !76
  br i1 %3, label %21, label %4, !dbg !77

4:                                                ; preds = %2
  %5 = and i64 %1, 1, !dbg !77
  %6 = icmp eq i64 %1, 1, !dbg !77
  br i1 %6, label %9, label %7, !dbg !77

7:                                                ; preds = %4
  %8 = and i64 %1, -2, !dbg !77
  br label %22, !dbg !77

9:                                                ; preds = %22, %4
  %10 = phi i64 [ 0, %4 ], [ %34, %22 ]
  %11 = icmp eq i64 %5, 0, !dbg !77
  br i1 %11, label %21, label %12, !dbg !77

12:                                               ; preds = %9
    #dbg_value(i64 %10, !69, !DIExpression(), !75)
  %13 = trunc i64 %10 to i32, !dbg !78
    #dbg_value(i32 %13, !71, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !79)
    #dbg_value(ptr null, !71, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !79)
    #dbg_value(i64 1701080942, !71, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !79)
  %14 = add nuw i64 %10, 1, !dbg !80
  %15 = icmp ult i64 %14, %1, !dbg !81
  %16 = getelementptr inbounds %struct.node, ptr %0, i64 %14, !dbg !82
  %17 = select i1 %15, ptr %16, ptr null, !dbg !82
    #dbg_value(ptr %17, !71, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !79)
  %18 = getelementptr inbounds %struct.node, ptr %0, i64 %10, !dbg !83
  store i32 %13, ptr %18, align 8, !dbg !84, !tbaa !43
  %19 = getelementptr inbounds i8, ptr %18, i64 8, !dbg !84
  store ptr %17, ptr %19, align 8, !dbg !84, !tbaa !85
  %20 = getelementptr inbounds i8, ptr %18, i64 16, !dbg !84
  store i64 1701080942, ptr %20, align 8, !dbg !84, !tbaa !86
    #dbg_value(i64 %14, !69, !DIExpression(), !75)
  br label %21, !dbg !87

21:                                               ; preds = %12, %9, %2
  tail call void @consume(ptr noundef %0) #5, !dbg !87
  ret void, !dbg !88

22:                                               ; preds = %22, %7
  %23 = phi i64 [ 0, %7 ], [ %34, %22 ]
  %24 = phi i64 [ 0, %7 ], [ %41, %22 ]
    #dbg_value(i64 %23, !69, !DIExpression(), !75)
  %25 = trunc i64 %23 to i32, !dbg !78
    #dbg_value(i32 %25, !71, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !79)
    #dbg_value(ptr null, !71, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !79)
    #dbg_value(i64 1701080942, !71, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !79)
  %26 = or disjoint i64 %23, 1, !dbg !80
  %27 = icmp ult i64 %26, %1, !dbg !81
  %28 = getelementptr inbounds %struct.node, ptr %0, i64 %26, !dbg !82
  %29 = select i1 %27, ptr %28, ptr null, !dbg !82
    #dbg_value(ptr %29, !71, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !79)
  %30 = getelementptr inbounds %struct.node, ptr %0, i64 %23, !dbg !83
  store i32 %25, ptr %30, align 8, !dbg !84, !tbaa !43
  %31 = getelementptr inbounds i8, ptr %30, i64 8, !dbg !84
  store ptr %29, ptr %31, align 8, !dbg !84, !tbaa !85
  %32 = getelementptr inbounds i8, ptr %30, i64 16, !dbg !84
  store i64 1701080942, ptr %32, align 8, !dbg !84, !tbaa !86
    #dbg_value(i64 %26, !69, !DIExpression(), !75)
  %33 = trunc i64 %26 to i32, !dbg !78
    #dbg_value(i32 %33, !71, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !79)
    #dbg_value(ptr null, !71, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !79)
    #dbg_value(i64 1701080942, !71, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !79)
  %34 = add nuw i64 %23, 2, !dbg !80
  %35 = icmp ult i64 %34, %1, !dbg !81
  %36 = getelementptr inbounds %struct.node, ptr %0, i64 %34, !dbg !82
  %37 = select i1 %35, ptr %36, ptr null, !dbg !82
    #dbg_value(ptr %37, !71, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !79)
  %38 = getelementptr inbounds %struct.node, ptr %0, i64 %26, !dbg !83
  store i32 %33, ptr %38, align 8, !dbg !84, !tbaa !43
  %39 = getelementptr inbounds i8, ptr %38, i64 8, !dbg !84
  store ptr %37, ptr %39, align 8, !dbg !84, !tbaa !85
  %40 = getelementptr inbounds i8, ptr %38, i64 16, !dbg !84
  store i64 1701080942, ptr %40, align 8, !dbg !84, !tbaa !86
    #dbg_value(i64 %34, !69, !DIExpression(), !75)
  %41 = add i64 %24, 2, !dbg !77
  %42 = icmp eq i64 %41, %8, !dbg !77
  br i1 %42, label %9, label %22, !dbg !77, !llvm.loop !89
}

declare !dbg !91 void @consume(ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @swap_and_sum(ptr nocapture noundef %0, ptr nocapture noundef %1) local_unnamed_addr #4 !dbg !94 {
    #dbg_value(ptr %0, !99, !DIExpression(), !102)
    #dbg_value(ptr %1, !100, !DIExpression(), !102)
  %3 = load i32, ptr %0, align 4, !dbg !103, !tbaa !43
    #dbg_value(i32 %3, !101, !DIExpression(), !102)
  %4 = load i32, ptr %1, align 4, !dbg !104, !tbaa !43
  store i32 %4, ptr %0, align 4, !dbg !105, !tbaa !43
  store i32 %3, ptr %1, align 4, !dbg !106, !tbaa !43
  %5 = load i32, ptr %0, align 4, !dbg !107, !tbaa !43
  %6 = add nsw i32 %5, %3, !dbg !108
  %7 = load i32, ptr @counter, align 4, !dbg !109, !tbaa !43
  %8 = add nsw i32 %6, %7, !dbg !110
  ret i32 %8, !dbg !111
}

; Function Attrs: nounwind uwtable
define dso_local i32 @escaping_local(i32 noundef %0) local_unnamed_addr #2 !dbg !112 {
  %2 = alloca %struct.node, align 8, !DIAssignID !118
    #dbg_assign(i1 undef, !117, !DIExpression(), !118, ptr %2, !DIExpression(), !119)
    #dbg_value(i32 %0, !116, !DIExpression(), !119)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #5, !dbg !120
  store i32 %0, ptr %2, align 8, !dbg !121, !tbaa !51, !DIAssignID !122
    #dbg_assign(i32 %0, !117, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !122, ptr %2, !DIExpression(), !119)
  %3 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !121
  store ptr null, ptr %3, align 8, !dbg !121, !tbaa !56, !DIAssignID !123
    #dbg_assign(ptr null, !117, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !123, ptr %3, !DIExpression(), !119)
  %4 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !121
  store i64 6517605, ptr %4, align 8, !dbg !124, !tbaa !86, !DIAssignID !125
    #dbg_assign(i1 undef, !117, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !125, ptr %4, !DIExpression(), !119)
  call void @consume(ptr noundef nonnull %2) #5, !dbg !126
  %5 = add nsw i32 %0, 1, !dbg !127
  store i32 %5, ptr %2, align 8, !dbg !128, !tbaa !51, !DIAssignID !129
    #dbg_assign(i32 %5, !117, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !129, ptr %2, !DIExpression(), !119)
  call void @consume(ptr noundef nonnull %2) #5, !dbg !130
  %6 = load i32, ptr %2, align 8, !dbg !131, !tbaa !51
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #5, !dbg !132
  ret i32 %6, !dbg !133
}

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!16, !17, !18, !19, !20, !21, !22}
!llvm.ident = !{!23}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 8, type: !6, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "structs.c", directory: ".", checksumkind: CSK_MD5, checksum: "d4ee4e6c803e967dabbb80d3472fe17a")
!4 = !{!5, !6}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{!8, !14, !0}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 64, elements: !12)
!11 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!12 = !{!13}
!13 = !DISubrange(count: 8)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !3, line: 37, type: !10, isLocal: true, isDefinition: true)
!16 = !{i32 7, !"Dwarf Version", i32 5}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 8, !"PIC Level", i32 2}
!20 = !{i32 7, !"PIE Level", i32 2}
!21 = !{i32 7, !"uwtable", i32 2}
!22 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!23 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!24 = distinct !DISubprogram(name: "sum_list", scope: !3, file: !3, line: 10, type: !25, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !33)
!25 = !DISubroutineType(types: !26)
!26 = !{!6, !27}
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !3, line: 5, size: 192, elements: !29)
!29 = !{!30, !31, !32}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !28, file: !3, line: 5, baseType: !6, size: 32)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !28, file: !3, line: 5, baseType: !27, size: 64, offset: 64)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !28, file: !3, line: 5, baseType: !10, size: 64, offset: 128)
!33 = !{!34, !35, !36}
!34 = !DILocalVariable(name: "head", arg: 1, scope: !24, file: !3, line: 10, type: !27)
!35 = !DILocalVariable(name: "total", scope: !24, file: !3, line: 11, type: !6)
!36 = !DILocalVariable(name: "n", scope: !37, file: !3, line: 12, type: !27)
!37 = distinct !DILexicalBlock(scope: !24, file: !3, line: 12, column: 3)
!38 = !DILocation(line: 0, scope: !24)
!39 = !DILocation(line: 0, scope: !37)
!40 = !DILocation(line: 12, column: 33, scope: !41)
!41 = distinct !DILexicalBlock(scope: !37, file: !3, line: 12, column: 3)
!42 = !DILocation(line: 12, column: 3, scope: !37)
!43 = !{!44, !44, i64 0}
!44 = !{!"int", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C/C++ TBAA"}
!47 = !DILocation(line: 14, column: 12, scope: !48)
!48 = distinct !DILexicalBlock(scope: !41, file: !3, line: 12, column: 55)
!49 = !DILocation(line: 16, column: 3, scope: !24)
!50 = !DILocation(line: 13, column: 17, scope: !48)
!51 = !{!52, !44, i64 0}
!52 = !{!"node", !44, i64 0, !53, i64 8, !45, i64 16}
!53 = !{!"any pointer", !45, i64 0}
!54 = !DILocation(line: 13, column: 11, scope: !48)
!55 = !DILocation(line: 12, column: 49, scope: !41)
!56 = !{!52, !53, i64 8}
!57 = distinct !{!57, !42, !58, !59}
!58 = !DILocation(line: 15, column: 3, scope: !37)
!59 = !{!"llvm.loop.mustprogress"}
!60 = distinct !DISubprogram(name: "fill", scope: !3, file: !3, line: 19, type: !61, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !66)
!61 = !DISubroutineType(types: !62)
!62 = !{null, !27, !63}
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !64, line: 18, baseType: !65)
!64 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!65 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!66 = !{!67, !68, !69, !71}
!67 = !DILocalVariable(name: "nodes", arg: 1, scope: !60, file: !3, line: 19, type: !27)
!68 = !DILocalVariable(name: "count", arg: 2, scope: !60, file: !3, line: 19, type: !63)
!69 = !DILocalVariable(name: "i", scope: !70, file: !3, line: 20, type: !63)
!70 = distinct !DILexicalBlock(scope: !60, file: !3, line: 20, column: 3)
!71 = !DILocalVariable(name: "local", scope: !72, file: !3, line: 21, type: !28)
!72 = distinct !DILexicalBlock(scope: !73, file: !3, line: 20, column: 38)
!73 = distinct !DILexicalBlock(scope: !70, file: !3, line: 20, column: 3)
!74 = !DILocation(line: 0, scope: !60)
!75 = !DILocation(line: 0, scope: !70)
!76 = !DILocation(line: 20, column: 24, scope: !73)
!77 = !DILocation(line: 20, column: 3, scope: !70)
!78 = !DILocation(line: 21, column: 27, scope: !72)
!79 = !DILocation(line: 0, scope: !72)
!80 = !DILocation(line: 22, column: 20, scope: !72)
!81 = !DILocation(line: 22, column: 24, scope: !72)
!82 = !DILocation(line: 22, column: 18, scope: !72)
!83 = !DILocation(line: 23, column: 5, scope: !72)
!84 = !DILocation(line: 23, column: 16, scope: !72)
!85 = !{!53, !53, i64 0}
!86 = !{!45, !45, i64 0}
!87 = !DILocation(line: 25, column: 3, scope: !60)
!88 = !DILocation(line: 26, column: 1, scope: !60)
!89 = distinct !{!89, !77, !90, !59}
!90 = !DILocation(line: 24, column: 3, scope: !70)
!91 = !DISubprogram(name: "consume", scope: !3, file: !3, line: 7, type: !92, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!92 = !DISubroutineType(types: !93)
!93 = !{null, !27}
!94 = distinct !DISubprogram(name: "swap_and_sum", scope: !3, file: !3, line: 28, type: !95, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !98)
!95 = !DISubroutineType(types: !96)
!96 = !{!6, !97, !97}
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!98 = !{!99, !100, !101}
!99 = !DILocalVariable(name: "a", arg: 1, scope: !94, file: !3, line: 28, type: !97)
!100 = !DILocalVariable(name: "b", arg: 2, scope: !94, file: !3, line: 28, type: !97)
!101 = !DILocalVariable(name: "t", scope: !94, file: !3, line: 29, type: !6)
!102 = !DILocation(line: 0, scope: !94)
!103 = !DILocation(line: 29, column: 11, scope: !94)
!104 = !DILocation(line: 30, column: 8, scope: !94)
!105 = !DILocation(line: 30, column: 6, scope: !94)
!106 = !DILocation(line: 31, column: 6, scope: !94)
!107 = !DILocation(line: 32, column: 10, scope: !94)
!108 = !DILocation(line: 32, column: 13, scope: !94)
!109 = !DILocation(line: 32, column: 20, scope: !94)
!110 = !DILocation(line: 32, column: 18, scope: !94)
!111 = !DILocation(line: 32, column: 3, scope: !94)
!112 = distinct !DISubprogram(name: "escaping_local", scope: !3, file: !3, line: 36, type: !113, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !115)
!113 = !DISubroutineType(types: !114)
!114 = !{!6, !6}
!115 = !{!116, !117}
!116 = !DILocalVariable(name: "x", arg: 1, scope: !112, file: !3, line: 36, type: !6)
!117 = !DILocalVariable(name: "local", scope: !112, file: !3, line: 37, type: !28)
!118 = distinct !DIAssignID()
!119 = !DILocation(line: 0, scope: !112)
!120 = !DILocation(line: 37, column: 3, scope: !112)
!121 = !DILocation(line: 37, column: 23, scope: !112)
!122 = distinct !DIAssignID()
!123 = distinct !DIAssignID()
!124 = !DILocation(line: 37, column: 34, scope: !112)
!125 = distinct !DIAssignID()
!126 = !DILocation(line: 38, column: 3, scope: !112)
!127 = !DILocation(line: 39, column: 17, scope: !112)
!128 = !DILocation(line: 39, column: 13, scope: !112)
!129 = distinct !DIAssignID()
!130 = !DILocation(line: 40, column: 3, scope: !112)
!131 = !DILocation(line: 41, column: 16, scope: !112)
!132 = !DILocation(line: 42, column: 1, scope: !112)
!133 = !DILocation(line: 41, column: 3, scope: !112)
