; ModuleID = 'p14-debug-records-O0g.ll'
source_filename = "p14-debug-records.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.pair = type { i32, i32 }

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @p14(ptr noundef %0, i32 noundef %1) #0 !dbg !10 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !20, !DIExpression(), !21)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !22, !DIExpression(), !23)
    #dbg_declare(ptr %5, !24, !DIExpression(), !25)
  store i32 0, ptr %5, align 4, !dbg !25
    #dbg_declare(ptr %6, !26, !DIExpression(), !28)
  store i32 0, ptr %6, align 4, !dbg !28
  br label %7, !dbg !29

7:                                                ; preds = %26, %2
  %8 = load i32, ptr %6, align 4, !dbg !30
  %9 = load i32, ptr %4, align 4, !dbg !32
  %10 = icmp slt i32 %8, %9, !dbg !33
  br i1 %10, label %11, label %29, !dbg !34

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8, !dbg !35
  %13 = load i32, ptr %6, align 4, !dbg !37
  %14 = sext i32 %13 to i64, !dbg !35
  %15 = getelementptr inbounds %struct.pair, ptr %12, i64 %14, !dbg !35
  %16 = getelementptr inbounds %struct.pair, ptr %15, i32 0, i32 0, !dbg !38
  %17 = load i32, ptr %16, align 4, !dbg !38
  %18 = load i32, ptr %5, align 4, !dbg !39
  %19 = add nsw i32 %18, %17, !dbg !39
  store i32 %19, ptr %5, align 4, !dbg !39
  %20 = load i32, ptr %5, align 4, !dbg !40
  %21 = load ptr, ptr %3, align 8, !dbg !41
  %22 = load i32, ptr %6, align 4, !dbg !42
  %23 = sext i32 %22 to i64, !dbg !41
  %24 = getelementptr inbounds %struct.pair, ptr %21, i64 %23, !dbg !41
  %25 = getelementptr inbounds %struct.pair, ptr %24, i32 0, i32 1, !dbg !43
  store i32 %20, ptr %25, align 4, !dbg !44
  br label %26, !dbg !45

26:                                               ; preds = %11
  %27 = load i32, ptr %6, align 4, !dbg !46
  %28 = add nsw i32 %27, 1, !dbg !46
  store i32 %28, ptr %6, align 4, !dbg !46
  br label %7, !dbg !47, !llvm.loop !48

29:                                               ; preds = %7
  %30 = load i32, ptr %5, align 4, !dbg !51
  ret i32 %30, !dbg !52
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "p14-debug-records.c", directory: ".", checksumkind: CSK_MD5, checksum: "f82edeb0c74093719953aba50f3a7ae4")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "p14", scope: !1, file: !1, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !14, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pair", file: !1, line: 3, size: 64, elements: !16)
!16 = !{!17, !18}
!17 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !15, file: !1, line: 3, baseType: !13, size: 32)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !15, file: !1, line: 3, baseType: !13, size: 32, offset: 32)
!19 = !{}
!20 = !DILocalVariable(name: "p", arg: 1, scope: !10, file: !1, line: 5, type: !14)
!21 = !DILocation(line: 5, column: 22, scope: !10)
!22 = !DILocalVariable(name: "n", arg: 2, scope: !10, file: !1, line: 5, type: !13)
!23 = !DILocation(line: 5, column: 29, scope: !10)
!24 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 6, type: !13)
!25 = !DILocation(line: 6, column: 7, scope: !10)
!26 = !DILocalVariable(name: "i", scope: !27, file: !1, line: 7, type: !13)
!27 = distinct !DILexicalBlock(scope: !10, file: !1, line: 7, column: 3)
!28 = !DILocation(line: 7, column: 12, scope: !27)
!29 = !DILocation(line: 7, column: 8, scope: !27)
!30 = !DILocation(line: 7, column: 19, scope: !31)
!31 = distinct !DILexicalBlock(scope: !27, file: !1, line: 7, column: 3)
!32 = !DILocation(line: 7, column: 23, scope: !31)
!33 = !DILocation(line: 7, column: 21, scope: !31)
!34 = !DILocation(line: 7, column: 3, scope: !27)
!35 = !DILocation(line: 8, column: 10, scope: !36)
!36 = distinct !DILexicalBlock(scope: !31, file: !1, line: 7, column: 31)
!37 = !DILocation(line: 8, column: 12, scope: !36)
!38 = !DILocation(line: 8, column: 15, scope: !36)
!39 = !DILocation(line: 8, column: 7, scope: !36)
!40 = !DILocation(line: 9, column: 14, scope: !36)
!41 = !DILocation(line: 9, column: 5, scope: !36)
!42 = !DILocation(line: 9, column: 7, scope: !36)
!43 = !DILocation(line: 9, column: 10, scope: !36)
!44 = !DILocation(line: 9, column: 12, scope: !36)
!45 = !DILocation(line: 10, column: 3, scope: !36)
!46 = !DILocation(line: 7, column: 27, scope: !31)
!47 = !DILocation(line: 7, column: 3, scope: !31)
!48 = distinct !{!48, !34, !49, !50}
!49 = !DILocation(line: 10, column: 3, scope: !27)
!50 = !{!"llvm.loop.mustprogress"}
!51 = !DILocation(line: 11, column: 10, scope: !10)
!52 = !DILocation(line: 11, column: 3, scope: !10)
