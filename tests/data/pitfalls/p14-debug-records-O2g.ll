; ModuleID = 'p14-debug-records-O2g.ll'
source_filename = "p14-debug-records.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.pair = type { i32, i32 }

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local i32 @p14(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !10 {
    #dbg_value(ptr %0, !20, !DIExpression(), !25)
    #dbg_value(i32 %1, !21, !DIExpression(), !25)
    #dbg_value(i32 0, !22, !DIExpression(), !25)
    #dbg_value(i32 0, !23, !DIExpression(), !26)
  %3 = icmp sgt i32 %1, 0, !dbg !27
  br i1 %3, label %4, label %26, !dbg !29

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64, !dbg !27
  %6 = and i64 %5, 3, !dbg !29
  %7 = icmp ult i32 %1, 4, !dbg !29
  br i1 %7, label %10, label %8, !dbg !29

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483644, !dbg !29
  br label %28, !dbg !29

10:                                               ; preds = %28, %4
  %11 = phi i32 [ poison, %4 ], [ %49, %28 ]
  %12 = phi i64 [ 0, %4 ], [ %51, %28 ]
  %13 = phi i32 [ 0, %4 ], [ %49, %28 ]
  %14 = icmp eq i64 %6, 0, !dbg !29
  br i1 %14, label %26, label %15, !dbg !29

15:                                               ; preds = %15, %10
  %16 = phi i64 [ %23, %15 ], [ %12, %10 ]
  %17 = phi i32 [ %21, %15 ], [ %13, %10 ]
  %18 = phi i64 [ %24, %15 ], [ 0, %10 ]
    #dbg_value(i64 %16, !23, !DIExpression(), !26)
    #dbg_value(i32 %17, !22, !DIExpression(), !25)
  %19 = getelementptr inbounds %struct.pair, ptr %0, i64 %16, !dbg !30
  %20 = load i32, ptr %19, align 4, !dbg !32, !tbaa !33
  %21 = add nsw i32 %20, %17, !dbg !38
    #dbg_value(i32 %21, !22, !DIExpression(), !25)
  %22 = getelementptr inbounds i8, ptr %19, i64 4, !dbg !39
  store i32 %21, ptr %22, align 4, !dbg !40, !tbaa !41
  %23 = add nuw nsw i64 %16, 1, !dbg !42
    #dbg_value(i64 %23, !23, !DIExpression(), !26)
  %24 = add i64 %18, 1, !dbg !29
  %25 = icmp eq i64 %24, %6, !dbg !29
  br i1 %25, label %26, label %15, !dbg !29, !llvm.loop !43

26:                                               ; preds = %15, %10, %2
  %27 = phi i32 [ 0, %2 ], [ %11, %10 ], [ %21, %15 ], !dbg !25
  ret i32 %27, !dbg !45

28:                                               ; preds = %28, %8
  %29 = phi i64 [ 0, %8 ], [ %51, %28 ]
  %30 = phi i32 [ 0, %8 ], [ %49, %28 ]
  %31 = phi i64 [ 0, %8 ], [ %52, %28 ]
    #dbg_value(i64 %29, !23, !DIExpression(), !26)
    #dbg_value(i32 %30, !22, !DIExpression(), !25)
  %32 = getelementptr inbounds %struct.pair, ptr %0, i64 %29, !dbg !30
  %33 = load i32, ptr %32, align 4, !dbg !32, !tbaa !33
  %34 = add nsw i32 %33, %30, !dbg !38
    #dbg_value(i32 %34, !22, !DIExpression(), !25)
  %35 = getelementptr inbounds i8, ptr %32, i64 4, !dbg !39
  store i32 %34, ptr %35, align 4, !dbg !40, !tbaa !41
  %36 = or disjoint i64 %29, 1, !dbg !42
    #dbg_value(i64 %36, !23, !DIExpression(), !26)
  %37 = getelementptr inbounds %struct.pair, ptr %0, i64 %36, !dbg !30
  %38 = load i32, ptr %37, align 4, !dbg !32, !tbaa !33
  %39 = add nsw i32 %38, %34, !dbg !38
    #dbg_value(i32 %39, !22, !DIExpression(), !25)
  %40 = getelementptr inbounds i8, ptr %37, i64 4, !dbg !39
  store i32 %39, ptr %40, align 4, !dbg !40, !tbaa !41
  %41 = or disjoint i64 %29, 2, !dbg !42
    #dbg_value(i64 %41, !23, !DIExpression(), !26)
  %42 = getelementptr inbounds %struct.pair, ptr %0, i64 %41, !dbg !30
  %43 = load i32, ptr %42, align 4, !dbg !32, !tbaa !33
  %44 = add nsw i32 %43, %39, !dbg !38
    #dbg_value(i32 %44, !22, !DIExpression(), !25)
  %45 = getelementptr inbounds i8, ptr %42, i64 4, !dbg !39
  store i32 %44, ptr %45, align 4, !dbg !40, !tbaa !41
  %46 = or disjoint i64 %29, 3, !dbg !42
    #dbg_value(i64 %46, !23, !DIExpression(), !26)
  %47 = getelementptr inbounds %struct.pair, ptr %0, i64 %46, !dbg !30
  %48 = load i32, ptr %47, align 4, !dbg !32, !tbaa !33
  %49 = add nsw i32 %48, %44, !dbg !38
    #dbg_value(i32 %49, !22, !DIExpression(), !25)
  %50 = getelementptr inbounds i8, ptr %47, i64 4, !dbg !39
  store i32 %49, ptr %50, align 4, !dbg !40, !tbaa !41
  %51 = add nuw nsw i64 %29, 4, !dbg !42
    #dbg_value(i64 %51, !23, !DIExpression(), !26)
  %52 = add i64 %31, 4, !dbg !29
  %53 = icmp eq i64 %52, %9, !dbg !29
  br i1 %53, label %10, label %28, !dbg !29, !llvm.loop !46
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "p14-debug-records.c", directory: ".", checksumkind: CSK_MD5, checksum: "f82edeb0c74093719953aba50f3a7ae4")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "p14", scope: !1, file: !1, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !19)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !14, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pair", file: !1, line: 3, size: 64, elements: !16)
!16 = !{!17, !18}
!17 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !15, file: !1, line: 3, baseType: !13, size: 32)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !15, file: !1, line: 3, baseType: !13, size: 32, offset: 32)
!19 = !{!20, !21, !22, !23}
!20 = !DILocalVariable(name: "p", arg: 1, scope: !10, file: !1, line: 5, type: !14)
!21 = !DILocalVariable(name: "n", arg: 2, scope: !10, file: !1, line: 5, type: !13)
!22 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 6, type: !13)
!23 = !DILocalVariable(name: "i", scope: !24, file: !1, line: 7, type: !13)
!24 = distinct !DILexicalBlock(scope: !10, file: !1, line: 7, column: 3)
!25 = !DILocation(line: 0, scope: !10)
!26 = !DILocation(line: 0, scope: !24)
!27 = !DILocation(line: 7, column: 21, scope: !28)
!28 = distinct !DILexicalBlock(scope: !24, file: !1, line: 7, column: 3)
!29 = !DILocation(line: 7, column: 3, scope: !24)
!30 = !DILocation(line: 8, column: 10, scope: !31)
!31 = distinct !DILexicalBlock(scope: !28, file: !1, line: 7, column: 31)
!32 = !DILocation(line: 8, column: 15, scope: !31)
!33 = !{!34, !35, i64 0}
!34 = !{!"pair", !35, i64 0, !35, i64 4}
!35 = !{!"int", !36, i64 0}
!36 = !{!"omnipotent char", !37, i64 0}
!37 = !{!"Simple C/C++ TBAA"}
!38 = !DILocation(line: 8, column: 7, scope: !31)
!39 = !DILocation(line: 9, column: 10, scope: !31)
!40 = !DILocation(line: 9, column: 12, scope: !31)
!41 = !{!34, !35, i64 4}
!42 = !DILocation(line: 7, column: 27, scope: !28)
!43 = distinct !{!43, !44}
!44 = !{!"llvm.loop.unroll.disable"}
!45 = !DILocation(line: 11, column: 3, scope: !10)
!46 = distinct !{!46, !29, !47, !48}
!47 = !DILocation(line: 10, column: 3, scope: !24)
!48 = !{!"llvm.loop.mustprogress"}
