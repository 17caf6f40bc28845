; ModuleID = 'structs-O2g.ll'
source_filename = "structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { i32, ptr, [8 x i8] }

@counter = internal unnamed_addr global i32 0, align 4, !dbg !0

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define dso_local i32 @sum_list(ptr noundef readonly %0) local_unnamed_addr #0 !dbg !22 {
    #dbg_value(ptr %0, !32, !DIExpression(), !36)
    #dbg_value(i32 0, !33, !DIExpression(), !36)
    #dbg_value(ptr %0, !34, !DIExpression(), !37)
    #dbg_value(ptr %0, !34, !DIExpression(), !37)
    #dbg_value(i32 0, !33, !DIExpression(), !36)
  %2 = icmp eq ptr %0, null, !dbg !38
  br i1 %2, label %6, label %3, !dbg !40

3:                                                ; preds = %1
  %4 = load i32, ptr @counter, align 4, !tbaa !41
  br label %8, !dbg !40

5:                                                ; preds = %8
  store i32 %14, ptr @counter, align 4, !dbg !45, !tbaa !41
  br label %6, !dbg !40

6:                                                ; preds = %5, %1
  %7 = phi i32 [ %13, %5 ], [ 0, %1 ], !dbg !36
  ret i32 %7, !dbg !47

8:                                                ; preds = %8, %3
  %9 = phi ptr [ %16, %8 ], [ %0, %3 ]
  %10 = phi i32 [ %13, %8 ], [ 0, %3 ]
  %11 = phi i32 [ %14, %8 ], [ %4, %3 ]
    #dbg_value(ptr %9, !34, !DIExpression(), !37)
    #dbg_value(i32 %10, !33, !DIExpression(), !36)
  %12 = load i32, ptr %9, align 8, !dbg !48, !tbaa !49
  %13 = add nsw i32 %12, %10, !dbg !52
    #dbg_value(i32 %13, !33, !DIExpression(), !36)
  %14 = add nsw i32 %11, 1, !dbg !45
  %15 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !53
  %16 = load ptr, ptr %15, align 8, !dbg !53, !tbaa !54
    #dbg_value(ptr %16, !34, !DIExpression(), !37)
  %17 = icmp eq ptr %16, null, !dbg !38
  br i1 %17, label %5, label %8, !dbg !40, !llvm.loop !55
}

; Function Attrs: nounwind uwtable
define dso_local void @fill(ptr noundef %0, i64 noundef %1) local_unnamed_addr #1 !dbg !58 {
    #dbg_value(ptr %0, !65, !DIExpression(), !72)
    #dbg_value(i64 %1, !66, !DIExpression(), !72)
    #dbg_value(i64 0, !67, !DIExpression(), !73)
  %3 = icmp eq i64 %1, 0, !dbg !74
  br i1 %3, label %21, label %4, !dbg !75

4:                                                ; preds = %2
  %5 = and i64 %1, 1, !dbg !75
  %6 = icmp eq i64 %1, 1, !dbg !75
  br i1 %6, label %9, label %7, !dbg !75

7:                                                ; preds = %4
  %8 = and i64 %1, -2, !dbg !75
  br label %22, !dbg !75

9:                                                ; preds = %22, %4
  %10 = phi i64 [ 0, %4 ], [ %34, %22 ]
  %11 = icmp eq i64 %5, 0, !dbg !75
  br i1 %11, label %21, label %12, !dbg !75

12:                                               ; preds = %9
    #dbg_value(i64 %10, !67, !DIExpression(), !73)
  %13 = trunc i64 %10 to i32, !dbg !76
    #dbg_value(i32 %13, !69, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !77)
    #dbg_value(ptr null, !69, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !77)
    #dbg_value(i64 1701080942, !69, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !77)
  %14 = add nuw i64 %10, 1, !dbg !78
  %15 = icmp ult i64 %14, %1, !dbg !79
  %16 = getelementptr inbounds %struct.node, ptr %0, i64 %14, !dbg !80
  %17 = select i1 %15, ptr %16, ptr null, !dbg !80
    #dbg_value(ptr %17, !69, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !77)
  %18 = getelementptr inbounds %struct.node, ptr %0, i64 %10, !dbg !81
  store i32 %13, ptr %18, align 8, !dbg !82, !tbaa !41
  %19 = getelementptr inbounds i8, ptr %18, i64 8, !dbg !82
  store ptr %17, ptr %19, align 8, !dbg !82, !tbaa !83
  %20 = getelementptr inbounds i8, ptr %18, i64 16, !dbg !82
  store i64 1701080942, ptr %20, align 8, !dbg !82, !tbaa !84
    #dbg_value(i64 %14, !67, !DIExpression(), !73)
  br label %21, !dbg !85

21:                                               ; preds = %12, %9, %2
  tail call void @consume(ptr noundef %0) #4, !dbg !85
  ret void, !dbg !86

22:                                               ; preds = %22, %7
  %23 = phi i64 [ 0, %7 ], [ %34, %22 ]
  %24 = phi i64 [ 0, %7 ], [ %41, %22 ]
    #dbg_value(i64 %23, !67, !DIExpression(), !73)
  %25 = trunc i64 %23 to i32, !dbg !76
    #dbg_value(i32 %25, !69, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !77)
    #dbg_value(ptr null, !69, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !77)
    #dbg_value(i64 1701080942, !69, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !77)
  %26 = or disjoint i64 %23, 1, !dbg !78
  %27 = icmp ult i64 %26, %1, !dbg !79
  %28 = getelementptr inbounds %struct.node, ptr %0, i64 %26, !dbg !80
  %29 = select i1 %27, ptr %28, ptr null, !dbg !80
    #dbg_value(ptr %29, !69, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !77)
  %30 = getelementptr inbounds %struct.node, ptr %0, i64 %23, !dbg !81
  store i32 %25, ptr %30, align 8, !dbg !82, !tbaa !41
  %31 = getelementptr inbounds i8, ptr %30, i64 8, !dbg !82
  store ptr %29, ptr %31, align 8, !dbg !82, !tbaa !83
  %32 = getelementptr inbounds i8, ptr %30, i64 16, !dbg !82
  store i64 1701080942, ptr %32, align 8, !dbg !82, !tbaa !84
    #dbg_value(i64 %26, !67, !DIExpression(), !73)
  %33 = trunc i64 %26 to i32, !dbg !76
    #dbg_value(i32 %33, !69, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !77)
    #dbg_value(ptr null, !69, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !77)
    #dbg_value(i64 1701080942, !69, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !77)
  %34 = add nuw i64 %23, 2, !dbg !78
  %35 = icmp ult i64 %34, %1, !dbg !79
  %36 = getelementptr inbounds %struct.node, ptr %0, i64 %34, !dbg !80
  %37 = select i1 %35, ptr %36, ptr null, !dbg !80
    #dbg_value(ptr %37, !69, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !77)
  %38 = getelementptr inbounds %struct.node, ptr %0, i64 %26, !dbg !81
  store i32 %33, ptr %38, align 8, !dbg !82, !tbaa !41
  %39 = getelementptr inbounds i8, ptr %38, i64 8, !dbg !82
  store ptr %37, ptr %39, align 8, !dbg !82, !tbaa !83
  %40 = getelementptr inbounds i8, ptr %38, i64 16, !dbg !82
  store i64 1701080942, ptr %40, align 8, !dbg !82, !tbaa !84
    #dbg_value(i64 %34, !67, !DIExpression(), !73)
  %41 = add i64 %24, 2, !dbg !75
  %42 = icmp eq i64 %41, %8, !dbg !75
  br i1 %42, label %9, label %22, !dbg !75, !llvm.loop !87
}

declare !dbg !89 void @consume(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @swap_and_sum(ptr nocapture noundef %0, ptr nocapture noundef %1) local_unnamed_addr #3 !dbg !92 {
    #dbg_value(ptr %0, !97, !DIExpression(), !100)
    #dbg_value(ptr %1, !98, !DIExpression(), !100)
  %3 = load i32, ptr %0, align 4, !dbg !101, !tbaa !41
    #dbg_value(i32 %3, !99, !DIExpression(), !100)
  %4 = load i32, ptr %1, align 4, !dbg !102, !tbaa !41
  store i32 %4, ptr %0, align 4, !dbg !103, !tbaa !41
  store i32 %3, ptr %1, align 4, !dbg !104, !tbaa !41
  %5 = load i32, ptr %0, align 4, !dbg !105, !tbaa !41
  %6 = add nsw i32 %5, %3, !dbg !106
  %7 = load i32, ptr @counter, align 4, !dbg !107, !tbaa !41
  %8 = add nsw i32 %6, %7, !dbg !108
  ret i32 %8, !dbg !109
}

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 8, type: !6, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "structs.c", directory: ".", checksumkind: CSK_MD5, checksum: "c48358f4345669b42ba38d85a86130ba")
!4 = !{!5, !6}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{!8, !0}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 64, elements: !12)
!11 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!12 = !{!13}
!13 = !DISubrange(count: 8)
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 8, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 2}
!20 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!21 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!22 = distinct !DISubprogram(name: "sum_list", scope: !3, file: !3, line: 10, type: !23, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !31)
!23 = !DISubroutineType(types: !24)
!24 = !{!6, !25}
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !3, line: 5, size: 192, elements: !27)
!27 = !{!28, !29, !30}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !26, file: !3, line: 5, baseType: !6, size: 32)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !26, file: !3, line: 5, baseType: !25, size: 64, offset: 64)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !26, file: !3, line: 5, baseType: !10, size: 64, offset: 128)
!31 = !{!32, !33, !34}
!32 = !DILocalVariable(name: "head", arg: 1, scope: !22, file: !3, line: 10, type: !25)
!33 = !DILocalVariable(name: "total", scope: !22, file: !3, line: 11, type: !6)
!34 = !DILocalVariable(name: "n", scope: !35, file: !3, line: 12, type: !25)
!35 = distinct !DILexicalBlock(scope: !22, file: !3, line: 12, column: 3)
!36 = !DILocation(line: 0, scope: !22)
!37 = !DILocation(line: 0, scope: !35)
!38 = !DILocation(line: 12, column: 33, scope: !39)
!39 = distinct !DILexicalBlock(scope: !35, file: !3, line: 12, column: 3)
!40 = !DILocation(line: 12, column: 3, scope: !35)
!41 = !{!42, !42, i64 0}
!42 = !{!"int", !43, i64 0}
!43 = !{!"omnipotent char", !44, i64 0}
!44 = !{!"Simple C/C++ TBAA"}
!45 = !DILocation(line: 14, column: 12, scope: !46)
!46 = distinct !DILexicalBlock(scope: !39, file: !3, line: 12, column: 55)
!47 = !DILocation(line: 16, column: 3, scope: !22)
!48 = !DILocation(line: 13, column: 17, scope: !46)
!49 = !{!50, !42, i64 0}
!50 = !{!"node", !42, i64 0, !51, i64 8, !43, i64 16}
!51 = !{!"any pointer", !43, i64 0}
!52 = !DILocation(line: 13, column: 11, scope: !46)
!53 = !DILocation(line: 12, column: 49, scope: !39)
!54 = !{!50, !51, i64 8}
!55 = distinct !{!55, !40, !56, !57}
!56 = !DILocation(line: 15, column: 3, scope: !35)
!57 = !{!"llvm.loop.mustprogress"}
!58 = distinct !DISubprogram(name: "fill", scope: !3, file: !3, line: 19, type: !59, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !64)
!59 = !DISubroutineType(types: !60)
!60 = !{null, !25, !61}
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !62, line: 18, baseType: !63)
!62 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!63 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!64 = !{!65, !66, !67, !69}
!65 = !DILocalVariable(name: "nodes", arg: 1, scope: !58, file: !3, line: 19, type: !25)
!66 = !DILocalVariable(name: "count", arg: 2, scope: !58, file: !3, line: 19, type: !61)
!67 = !DILocalVariable(name: "i", scope: !68, file: !3, line: 20, type: !61)
!68 = distinct !DILexicalBlock(scope: !58, file: !3, line: 20, column: 3)
!69 = !DILocalVariable(name: "local", scope: !70, file: !3, line: 21, type: !26)
!70 = distinct !DILexicalBlock(scope: !71, file: !3, line: 20, column: 38)
!71 = distinct !DILexicalBlock(scope: !68, file: !3, line: 20, column: 3)
!72 = !DILocation(line: 0, scope: !58)
!73 = !DILocation(line: 0, scope: !68)
!74 = !DILocation(line: 20, column: 24, scope: !71)
!75 = !DILocation(line: 20, column: 3, scope: !68)
!76 = !DILocation(line: 21, column: 27, scope: !70)
!77 = !DILocation(line: 0, scope: !70)
!78 = !DILocation(line: 22, column: 20, scope: !70)
!79 = !DILocation(line: 22, column: 24, scope: !70)
!80 = !DILocation(line: 22, column: 18, scope: !70)
!81 = !DILocation(line: 23, column: 5, scope: !70)
!82 = !DILocation(line: 23, column: 16, scope: !70)
!83 = !{!51, !51, i64 0}
!84 = !{!43, !43, i64 0}
!85 = !DILocation(line: 25, column: 3, scope: !58)
!86 = !DILocation(line: 26, column: 1, scope: !58)
!87 = distinct !{!87, !75, !88, !57}
!88 = !DILocation(line: 24, column: 3, scope: !68)
!89 = !DISubprogram(name: "consume", scope: !3, file: !3, line: 7, type: !90, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!90 = !DISubroutineType(types: !91)
!91 = !{null, !25}
!92 = distinct !DISubprogram(name: "swap_and_sum", scope: !3, file: !3, line: 28, type: !93, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !96)
!93 = !DISubroutineType(types: !94)
!94 = !{!6, !95, !95}
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!96 = !{!97, !98, !99}
!97 = !DILocalVariable(name: "a", arg: 1, scope: !92, file: !3, line: 28, type: !95)
!98 = !DILocalVariable(name: "b", arg: 2, scope: !92, file: !3, line: 28, type: !95)
!99 = !DILocalVariable(name: "t", scope: !92, file: !3, line: 29, type: !6)
!100 = !DILocation(line: 0, scope: !92)
!101 = !DILocation(line: 29, column: 11, scope: !92)
!102 = !DILocation(line: 30, column: 8, scope: !92)
!103 = !DILocation(line: 30, column: 6, scope: !92)
!104 = !DILocation(line: 31, column: 6, scope: !92)
!105 = !DILocation(line: 32, column: 10, scope: !92)
!106 = !DILocation(line: 32, column: 13, scope: !92)
!107 = !DILocation(line: 32, column: 20, scope: !92)
!108 = !DILocation(line: 32, column: 18, scope: !92)
!109 = !DILocation(line: 32, column: 3, scope: !92)
