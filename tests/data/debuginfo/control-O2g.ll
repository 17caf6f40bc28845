; ModuleID = 'control-O2g.ll'
source_filename = "control.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@flag = dso_local global i32 0, align 4, !dbg !0
@shared = dso_local global i32 0, align 4, !dbg !5

; Function Attrs: nofree norecurse nounwind uwtable
define dso_local i32 @classify(i32 noundef %0, ptr nocapture noundef %1) local_unnamed_addr #0 !dbg !18 {
    #dbg_value(i32 %0, !23, !DIExpression(), !26)
    #dbg_value(ptr %1, !24, !DIExpression(), !26)
  switch i32 %0, label %5 [
    i32 0, label %9
    i32 1, label %9
    i32 5, label %3
  ], !dbg !27

3:                                                ; preds = %2
  %4 = load volatile i32, ptr @flag, align 4, !dbg !28, !tbaa !30
  store i32 %4, ptr %1, align 4, !dbg !34, !tbaa !30
  br label %13, !dbg !35

5:                                                ; preds = %2
  %6 = icmp slt i32 %0, 0, !dbg !36
  br i1 %6, label %16, label %7, !dbg !38

7:                                                ; preds = %5
  %8 = shl nuw nsw i32 %0, 1, !dbg !39
  br label %9, !dbg !40

9:                                                ; preds = %7, %2, %2
  %10 = phi i32 [ %8, %7 ], [ 10, %2 ], [ 10, %2 ], !dbg !41
  store i32 %10, ptr %1, align 4, !dbg !41, !tbaa !30
  %11 = atomicrmw add ptr @shared, i32 1 seq_cst, align 4, !dbg !42
  %12 = load i32, ptr %1, align 4, !dbg !43, !tbaa !30
  br label %13, !dbg !42

13:                                               ; preds = %9, %3
  %14 = phi i32 [ %12, %9 ], [ %4, %3 ], !dbg !43
    #dbg_label(!25, !44)
  store volatile i32 %14, ptr @flag, align 4, !dbg !45, !tbaa !30
  %15 = load atomic i32, ptr @shared seq_cst, align 4, !dbg !46
  br label %16, !dbg !47

16:                                               ; preds = %13, %5
  %17 = phi i32 [ %15, %13 ], [ -1, %5 ], !dbg !26
  ret i32 %17, !dbg !48
}

attributes #0 = { nofree norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!10, !11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "flag", scope: !2, file: !3, line: 4, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "control.c", directory: ".", checksumkind: CSK_MD5, checksum: "cc1b68c6336584427c6a330a11bb2c19")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "shared", scope: !2, file: !3, line: 5, type: !7, isLocal: false, isDefinition: true)
!7 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !8)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !8)
!10 = !{i32 7, !"Dwarf Version", i32 5}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 8, !"PIC Level", i32 2}
!14 = !{i32 7, !"PIE Level", i32 2}
!15 = !{i32 7, !"uwtable", i32 2}
!16 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!17 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!18 = distinct !DISubprogram(name: "classify", scope: !3, file: !3, line: 7, type: !19, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !22)
!19 = !DISubroutineType(types: !20)
!20 = !{!8, !8, !21}
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!22 = !{!23, !24, !25}
!23 = !DILocalVariable(name: "x", arg: 1, scope: !18, file: !3, line: 7, type: !8)
!24 = !DILocalVariable(name: "out", arg: 2, scope: !18, file: !3, line: 7, type: !21)
!25 = !DILabel(scope: !18, name: "done", file: !3, line: 22)
!26 = !DILocation(line: 0, scope: !18)
!27 = !DILocation(line: 8, column: 3, scope: !18)
!28 = !DILocation(line: 14, column: 12, scope: !29)
!29 = distinct !DILexicalBlock(scope: !18, file: !3, line: 8, column: 14)
!30 = !{!31, !31, i64 0}
!31 = !{!"int", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C/C++ TBAA"}
!34 = !DILocation(line: 14, column: 10, scope: !29)
!35 = !DILocation(line: 15, column: 5, scope: !29)
!36 = !DILocation(line: 17, column: 11, scope: !37)
!37 = distinct !DILexicalBlock(scope: !29, file: !3, line: 17, column: 9)
!38 = !DILocation(line: 17, column: 9, scope: !29)
!39 = !DILocation(line: 19, column: 14, scope: !29)
!40 = !DILocation(line: 20, column: 3, scope: !29)
!41 = !DILocation(line: 0, scope: !29)
!42 = !DILocation(line: 21, column: 3, scope: !18)
!43 = !DILocation(line: 23, column: 10, scope: !18)
!44 = !DILocation(line: 22, column: 1, scope: !18)
!45 = !DILocation(line: 23, column: 8, scope: !18)
!46 = !DILocation(line: 24, column: 10, scope: !18)
!47 = !DILocation(line: 24, column: 3, scope: !18)
!48 = !DILocation(line: 25, column: 1, scope: !18)
