; ModuleID = 'structs-O0g.ll'
source_filename = "structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { i32, ptr, [8 x i8] }

@counter = internal global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [8 x i8] c"node\00\00\00\00", align 1, !dbg !8

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @sum_list(ptr noundef %0) #0 !dbg !22 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !32, !DIExpression(), !33)
    #dbg_declare(ptr %3, !34, !DIExpression(), !35)
  store i32 0, ptr %3, align 4, !dbg !35
    #dbg_declare(ptr %4, !36, !DIExpression(), !38)
  %5 = load ptr, ptr %2, align 8, !dbg !39
  store ptr %5, ptr %4, align 8, !dbg !38
  br label %6, !dbg !40

6:                                                ; preds = %17, %1
  %7 = load ptr, ptr %4, align 8, !dbg !41
  %8 = icmp ne ptr %7, null, !dbg !43
  br i1 %8, label %9, label %21, !dbg !44

9:                                                ; preds = %6
  %10 = load ptr, ptr %4, align 8, !dbg !45
  %11 = getelementptr inbounds %struct.node, ptr %10, i32 0, i32 0, !dbg !47
  %12 = load i32, ptr %11, align 8, !dbg !47
  %13 = load i32, ptr %3, align 4, !dbg !48
  %14 = add nsw i32 %13, %12, !dbg !48
  store i32 %14, ptr %3, align 4, !dbg !48
  %15 = load i32, ptr @counter, align 4, !dbg !49
  %16 = add nsw i32 %15, 1, !dbg !49
  store i32 %16, ptr @counter, align 4, !dbg !49
  br label %17, !dbg !50

17:                                               ; preds = %9
  %18 = load ptr, ptr %4, align 8, !dbg !51
  %19 = getelementptr inbounds %struct.node, ptr %18, i32 0, i32 1, !dbg !52
  %20 = load ptr, ptr %19, align 8, !dbg !52
  store ptr %20, ptr %4, align 8, !dbg !53
  br label %6, !dbg !54, !llvm.loop !55

21:                                               ; preds = %6
  %22 = load i32, ptr %3, align 4, !dbg !58
  ret i32 %22, !dbg !59
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @fill(ptr noundef %0, i64 noundef %1) #0 !dbg !60 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca %struct.node, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !66, !DIExpression(), !67)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !68, !DIExpression(), !69)
    #dbg_declare(ptr %5, !70, !DIExpression(), !72)
  store i64 0, ptr %5, align 8, !dbg !72
  br label %7, !dbg !73

7:                                                ; preds = %33, %2
  %8 = load i64, ptr %5, align 8, !dbg !74
  %9 = load i64, ptr %4, align 8, !dbg !76
  %10 = icmp ult i64 %8, %9, !dbg !77
  br i1 %10, label %11, label %36, !dbg !78

11:                                               ; preds = %7
    #dbg_declare(ptr %6, !79, !DIExpression(), !81)
  %12 = getelementptr inbounds %struct.node, ptr %6, i32 0, i32 0, !dbg !82
  %13 = load i64, ptr %5, align 8, !dbg !83
  %14 = trunc i64 %13 to i32, !dbg !84
  store i32 %14, ptr %12, align 8, !dbg !82
  %15 = getelementptr inbounds %struct.node, ptr %6, i32 0, i32 1, !dbg !82
  store ptr null, ptr %15, align 8, !dbg !82
  %16 = getelementptr inbounds %struct.node, ptr %6, i32 0, i32 2, !dbg !82
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %16, ptr align 1 @.str, i64 8, i1 false), !dbg !85
  %17 = load i64, ptr %5, align 8, !dbg !86
  %18 = add i64 %17, 1, !dbg !87
  %19 = load i64, ptr %4, align 8, !dbg !88
  %20 = icmp ult i64 %18, %19, !dbg !89
  br i1 %20, label %21, label %26, !dbg !86

21:                                               ; preds = %11
  %22 = load ptr, ptr %3, align 8, !dbg !90
  %23 = load i64, ptr %5, align 8, !dbg !91
  %24 = add i64 %23, 1, !dbg !92
  %25 = getelementptr inbounds %struct.node, ptr %22, i64 %24, !dbg !90
  br label %27, !dbg !86

26:                                               ; preds = %11
  br label %27, !dbg !86

27:                                               ; preds = %26, %21
  %28 = phi ptr [ %25, %21 ], [ null, %26 ], !dbg !86
  %29 = getelementptr inbounds %struct.node, ptr %6, i32 0, i32 1, !dbg !93
  store ptr %28, ptr %29, align 8, !dbg !94
  %30 = load ptr, ptr %3, align 8, !dbg !95
  %31 = load i64, ptr %5, align 8, !dbg !96
  %32 = getelementptr inbounds %struct.node, ptr %30, i64 %31, !dbg !95
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %32, ptr align 8 %6, i64 24, i1 false), !dbg !97
  br label %33, !dbg !98

33:                                               ; preds = %27
  %34 = load i64, ptr %5, align 8, !dbg !99
  %35 = add i64 %34, 1, !dbg !99
  store i64 %35, ptr %5, align 8, !dbg !99
  br label %7, !dbg !100, !llvm.loop !101

36:                                               ; preds = %7
  %37 = load ptr, ptr %3, align 8, !dbg !103
  call void @consume(ptr noundef %37), !dbg !104
  ret void, !dbg !105
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare void @consume(ptr noundef) #2

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @swap_and_sum(ptr noundef %0, ptr noundef %1) #0 !dbg !106 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !110, !DIExpression(), !111)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !112, !DIExpression(), !113)
    #dbg_declare(ptr %5, !114, !DIExpression(), !115)
  %6 = load ptr, ptr %3, align 8, !dbg !116
  %7 = load i32, ptr %6, align 4, !dbg !117
  store i32 %7, ptr %5, align 4, !dbg !115
  %8 = load ptr, ptr %4, align 8, !dbg !118
  %9 = load i32, ptr %8, align 4, !dbg !119
  %10 = load ptr, ptr %3, align 8, !dbg !120
  store i32 %9, ptr %10, align 4, !dbg !121
  %11 = load i32, ptr %5, align 4, !dbg !122
  %12 = load ptr, ptr %4, align 8, !dbg !123
  store i32 %11, ptr %12, align 4, !dbg !124
  %13 = load ptr, ptr %3, align 8, !dbg !125
  %14 = load i32, ptr %13, align 4, !dbg !126
  %15 = load ptr, ptr %4, align 8, !dbg !127
  %16 = load i32, ptr %15, align 4, !dbg !128
  %17 = add nsw i32 %14, %16, !dbg !129
  %18 = load i32, ptr @counter, align 4, !dbg !130
  %19 = add nsw i32 %17, %18, !dbg !131
  ret i32 %19, !dbg !132
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 8, type: !6, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
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
!20 = !{i32 7, !"frame-pointer", i32 2}
!21 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!22 = distinct !DISubprogram(name: "sum_list", scope: !3, file: !3, line: 10, type: !23, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !31)
!23 = !DISubroutineType(types: !24)
!24 = !{!6, !25}
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !3, line: 5, size: 192, elements: !27)
!27 = !{!28, !29, !30}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !26, file: !3, line: 5, baseType: !6, size: 32)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !26, file: !3, line: 5, baseType: !25, size: 64, offset: 64)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !26, file: !3, line: 5, baseType: !10, size: 64, offset: 128)
!31 = !{}
!32 = !DILocalVariable(name: "head", arg: 1, scope: !22, file: !3, line: 10, type: !25)
!33 = !DILocation(line: 10, column: 27, scope: !22)
!34 = !DILocalVariable(name: "total", scope: !22, file: !3, line: 11, type: !6)
!35 = !DILocation(line: 11, column: 7, scope: !22)
!36 = !DILocalVariable(name: "n", scope: !37, file: !3, line: 12, type: !25)
!37 = distinct !DILexicalBlock(scope: !22, file: !3, line: 12, column: 3)
!38 = !DILocation(line: 12, column: 21, scope: !37)
!39 = !DILocation(line: 12, column: 25, scope: !37)
!40 = !DILocation(line: 12, column: 8, scope: !37)
!41 = !DILocation(line: 12, column: 31, scope: !42)
!42 = distinct !DILexicalBlock(scope: !37, file: !3, line: 12, column: 3)
!43 = !DILocation(line: 12, column: 33, scope: !42)
!44 = !DILocation(line: 12, column: 3, scope: !37)
!45 = !DILocation(line: 13, column: 14, scope: !46)
!46 = distinct !DILexicalBlock(scope: !42, file: !3, line: 12, column: 55)
!47 = !DILocation(line: 13, column: 17, scope: !46)
!48 = !DILocation(line: 13, column: 11, scope: !46)
!49 = !DILocation(line: 14, column: 12, scope: !46)
!50 = !DILocation(line: 15, column: 3, scope: !46)
!51 = !DILocation(line: 12, column: 46, scope: !42)
!52 = !DILocation(line: 12, column: 49, scope: !42)
!53 = !DILocation(line: 12, column: 44, scope: !42)
!54 = !DILocation(line: 12, column: 3, scope: !42)
!55 = distinct !{!55, !44, !56, !57}
!56 = !DILocation(line: 15, column: 3, scope: !37)
!57 = !{!"llvm.loop.mustprogress"}
!58 = !DILocation(line: 16, column: 10, scope: !22)
!59 = !DILocation(line: 16, column: 3, scope: !22)
!60 = distinct !DISubprogram(name: "fill", scope: !3, file: !3, line: 19, type: !61, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !31)
!61 = !DISubroutineType(types: !62)
!62 = !{null, !25, !63}
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !64, line: 18, baseType: !65)
!64 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!65 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!66 = !DILocalVariable(name: "nodes", arg: 1, scope: !60, file: !3, line: 19, type: !25)
!67 = !DILocation(line: 19, column: 24, scope: !60)
!68 = !DILocalVariable(name: "count", arg: 2, scope: !60, file: !3, line: 19, type: !63)
!69 = !DILocation(line: 19, column: 38, scope: !60)
!70 = !DILocalVariable(name: "i", scope: !71, file: !3, line: 20, type: !63)
!71 = distinct !DILexicalBlock(scope: !60, file: !3, line: 20, column: 3)
!72 = !DILocation(line: 20, column: 15, scope: !71)
!73 = !DILocation(line: 20, column: 8, scope: !71)
!74 = !DILocation(line: 20, column: 22, scope: !75)
!75 = distinct !DILexicalBlock(scope: !71, file: !3, line: 20, column: 3)
!76 = !DILocation(line: 20, column: 26, scope: !75)
!77 = !DILocation(line: 20, column: 24, scope: !75)
!78 = !DILocation(line: 20, column: 3, scope: !71)
!79 = !DILocalVariable(name: "local", scope: !80, file: !3, line: 21, type: !26)
!80 = distinct !DILexicalBlock(scope: !75, file: !3, line: 20, column: 38)
!81 = !DILocation(line: 21, column: 17, scope: !80)
!82 = !DILocation(line: 21, column: 25, scope: !80)
!83 = !DILocation(line: 21, column: 32, scope: !80)
!84 = !DILocation(line: 21, column: 27, scope: !80)
!85 = !DILocation(line: 21, column: 41, scope: !80)
!86 = !DILocation(line: 22, column: 18, scope: !80)
!87 = !DILocation(line: 22, column: 20, scope: !80)
!88 = !DILocation(line: 22, column: 26, scope: !80)
!89 = !DILocation(line: 22, column: 24, scope: !80)
!90 = !DILocation(line: 22, column: 35, scope: !80)
!91 = !DILocation(line: 22, column: 41, scope: !80)
!92 = !DILocation(line: 22, column: 43, scope: !80)
!93 = !DILocation(line: 22, column: 11, scope: !80)
!94 = !DILocation(line: 22, column: 16, scope: !80)
!95 = !DILocation(line: 23, column: 5, scope: !80)
!96 = !DILocation(line: 23, column: 11, scope: !80)
!97 = !DILocation(line: 23, column: 16, scope: !80)
!98 = !DILocation(line: 24, column: 3, scope: !80)
!99 = !DILocation(line: 20, column: 34, scope: !75)
!100 = !DILocation(line: 20, column: 3, scope: !75)
!101 = distinct !{!101, !78, !102, !57}
!102 = !DILocation(line: 24, column: 3, scope: !71)
!103 = !DILocation(line: 25, column: 11, scope: !60)
!104 = !DILocation(line: 25, column: 3, scope: !60)
!105 = !DILocation(line: 26, column: 1, scope: !60)
!106 = distinct !DISubprogram(name: "swap_and_sum", scope: !3, file: !3, line: 28, type: !107, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !31)
!107 = !DISubroutineType(types: !108)
!108 = !{!6, !109, !109}
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!110 = !DILocalVariable(name: "a", arg: 1, scope: !106, file: !3, line: 28, type: !109)
!111 = !DILocation(line: 28, column: 23, scope: !106)
!112 = !DILocalVariable(name: "b", arg: 2, scope: !106, file: !3, line: 28, type: !109)
!113 = !DILocation(line: 28, column: 31, scope: !106)
!114 = !DILocalVariable(name: "t", scope: !106, file: !3, line: 29, type: !6)
!115 = !DILocation(line: 29, column: 7, scope: !106)
!116 = !DILocation(line: 29, column: 12, scope: !106)
!117 = !DILocation(line: 29, column: 11, scope: !106)
!118 = !DILocation(line: 30, column: 9, scope: !106)
!119 = !DILocation(line: 30, column: 8, scope: !106)
!120 = !DILocation(line: 30, column: 4, scope: !106)
!121 = !DILocation(line: 30, column: 6, scope: !106)
!122 = !DILocation(line: 31, column: 8, scope: !106)
!123 = !DILocation(line: 31, column: 4, scope: !106)
!124 = !DILocation(line: 31, column: 6, scope: !106)
!125 = !DILocation(line: 32, column: 11, scope: !106)
!126 = !DILocation(line: 32, column: 10, scope: !106)
!127 = !DILocation(line: 32, column: 16, scope: !106)
!128 = !DILocation(line: 32, column: 15, scope: !106)
!129 = !DILocation(line: 32, column: 13, scope: !106)
!130 = !DILocation(line: 32, column: 20, scope: !106)
!131 = !DILocation(line: 32, column: 18, scope: !106)
!132 = !DILocation(line: 32, column: 3, scope: !106)
