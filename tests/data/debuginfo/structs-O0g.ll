; ModuleID = 'structs-O0g.ll'
source_filename = "structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { i32, ptr, [8 x i8] }

@counter = internal global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [8 x i8] c"node\00\00\00\00", align 1, !dbg !8
@.str.1 = private unnamed_addr constant [8 x i8] c"esc\00\00\00\00\00", align 1, !dbg !14

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @sum_list(ptr noundef %0) #0 !dbg !24 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !34, !DIExpression(), !35)
    #dbg_declare(ptr %3, !36, !DIExpression(), !37)
  store i32 0, ptr %3, align 4, !dbg !37
    #dbg_declare(ptr %4, !38, !DIExpression(), !40)
  %5 = load ptr, ptr %2, align 8, !dbg !41
  store ptr %5, ptr %4, align 8, !dbg !40
  br label %6, !dbg !42

6:                                                ; preds = %17, %1
  %7 = load ptr, ptr %4, align 8, !dbg !43
  %8 = icmp ne ptr %7, null, !dbg !45
  br i1 %8, label %9, label %21, !dbg !46

9:                                                ; preds = %6
  %10 = load ptr, ptr %4, align 8, !dbg !47
  %11 = getelementptr inbounds %struct.node, ptr %10, i32 0, i32 0, !dbg !49
  %12 = load i32, ptr %11, align 8, !dbg !49
  %13 = load i32, ptr %3, align 4, !dbg !50
  %14 = add nsw i32 %13, %12, !dbg !50
  store i32 %14, ptr %3, align 4, !dbg !50
  %15 = load i32, ptr @counter, align 4, !dbg !51
  %16 = add nsw i32 %15, 1, !dbg !51
  store i32 %16, ptr @counter, align 4, !dbg !51
  br label %17, !dbg !52

17:                                               ; preds = %9
  %18 = load ptr, ptr %4, align 8, !dbg !53
  %19 = getelementptr inbounds %struct.node, ptr %18, i32 0, i32 1, !dbg !54
  %20 = load ptr, ptr %19, align 8, !dbg !54
  store ptr %20, ptr %4, align 8, !dbg !55
  br label %6, !dbg !56, !llvm.loop !57

21:                                               ; preds = %6
  %22 = load i32, ptr %3, align 4, !dbg !60
  ret i32 %22, !dbg !61
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @fill(ptr noundef %0, i64 noundef %1) #0 !dbg !62 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca %struct.node, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !68, !DIExpression(), !69)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !70, !DIExpression(), !71)
    #dbg_declare(ptr %5, !72, !DIExpression(), !74)
  store i64 0, ptr %5, align 8, !dbg !74
  br label %7, !dbg !75

7:                                                ; preds = %33, %2
  %8 = load i64, ptr %5, align 8, !dbg !76
  %9 = load i64, ptr %4, align 8, !dbg !78
  %10 = icmp ult i64 %8, %9, !dbg !79
  br i1 %10, label %11, label %36, !dbg !80

11:                                               ; preds = %7
    #dbg_declare(ptr %6, !81, !DIExpression(), !83)
  %12 = getelementptr inbounds %struct.node, ptr %6, i32 0, i32 0, !dbg !84
  %13 = load i64, ptr %5, align 8, !dbg !85
  %14 = trunc i64 %13 to i32, !dbg !86
  store i32 %14, ptr %12, align 8, !dbg !84
  %15 = getelementptr inbounds %struct.node, ptr %6, i32 0, i32 1, !dbg !84
  store ptr null, ptr %15, align 8, !dbg !84
  %16 = getelementptr inbounds %struct.node, ptr %6, i32 0, i32 2, !dbg !84
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %16, ptr align 1 @.str, i64 8, i1 false), !dbg !87
  %17 = load i64, ptr %5, align 8, !dbg !88
  %18 = add i64 %17, 1, !dbg !89
  %19 = load i64, ptr %4, align 8, !dbg !90
  %20 = icmp ult i64 %18, %19, !dbg !91
  br i1 %20, label %21, label %26, !dbg !88

21:                                               ; preds = %11
  %22 = load ptr, ptr %3, align 8, !dbg !92
  %23 = load i64, ptr %5, align 8, !dbg !93
  %24 = add i64 %23, 1, !dbg !94
  %25 = getelementptr inbounds %struct.node, ptr %22, i64 %24, !dbg !92
  br label %27, !dbg !88

26:                                               ; preds = %11
  br label %27, !dbg !88

27:                                               ; preds = %26, %21
  %28 = phi ptr [ %25, %21 ], [ null, %26 ], !dbg !88
  %29 = getelementptr inbounds %struct.node, ptr %6, i32 0, i32 1, !dbg !95
  store ptr %28, ptr %29, align 8, !dbg !96
  %30 = load ptr, ptr %3, align 8, !dbg !97
  %31 = load i64, ptr %5, align 8, !dbg !98
  %32 = getelementptr inbounds %struct.node, ptr %30, i64 %31, !dbg !97
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %32, ptr align 8 %6, i64 24, i1 false), !dbg !99
  br label %33, !dbg !100

33:                                               ; preds = %27
  %34 = load i64, ptr %5, align 8, !dbg !101
  %35 = add i64 %34, 1, !dbg !101
  store i64 %35, ptr %5, align 8, !dbg !101
  br label %7, !dbg !102, !llvm.loop !103

36:                                               ; preds = %7
  %37 = load ptr, ptr %3, align 8, !dbg !105
  call void @consume(ptr noundef %37), !dbg !106
  ret void, !dbg !107
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare void @consume(ptr noundef) #2

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @swap_and_sum(ptr noundef %0, ptr noundef %1) #0 !dbg !108 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !112, !DIExpression(), !113)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !114, !DIExpression(), !115)
    #dbg_declare(ptr %5, !116, !DIExpression(), !117)
  %6 = load ptr, ptr %3, align 8, !dbg !118
  %7 = load i32, ptr %6, align 4, !dbg !119
  store i32 %7, ptr %5, align 4, !dbg !117
  %8 = load ptr, ptr %4, align 8, !dbg !120
  %9 = load i32, ptr %8, align 4, !dbg !121
  %10 = load ptr, ptr %3, align 8, !dbg !122
  store i32 %9, ptr %10, align 4, !dbg !123
  %11 = load i32, ptr %5, align 4, !dbg !124
  %12 = load ptr, ptr %4, align 8, !dbg !125
  store i32 %11, ptr %12, align 4, !dbg !126
  %13 = load ptr, ptr %3, align 8, !dbg !127
  %14 = load i32, ptr %13, align 4, !dbg !128
  %15 = load ptr, ptr %4, align 8, !dbg !129
  %16 = load i32, ptr %15, align 4, !dbg !130
  %17 = add nsw i32 %14, %16, !dbg !131
  %18 = load i32, ptr @counter, align 4, !dbg !132
  %19 = add nsw i32 %17, %18, !dbg !133
  ret i32 %19, !dbg !134
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @escaping_local(i32 noundef %0) #0 !dbg !135 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.node, align 8
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !138, !DIExpression(), !139)
    #dbg_declare(ptr %3, !140, !DIExpression(), !141)
  %4 = getelementptr inbounds %struct.node, ptr %3, i32 0, i32 0, !dbg !142
  %5 = load i32, ptr %2, align 4, !dbg !143
  store i32 %5, ptr %4, align 8, !dbg !142
  %6 = getelementptr inbounds %struct.node, ptr %3, i32 0, i32 1, !dbg !142
  store ptr null, ptr %6, align 8, !dbg !142
  %7 = getelementptr inbounds %struct.node, ptr %3, i32 0, i32 2, !dbg !142
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 1 @.str.1, i64 8, i1 false), !dbg !144
  call void @consume(ptr noundef %3), !dbg !145
  %8 = load i32, ptr %2, align 4, !dbg !146
  %9 = add nsw i32 %8, 1, !dbg !147
  %10 = getelementptr inbounds %struct.node, ptr %3, i32 0, i32 0, !dbg !148
  store i32 %9, ptr %10, align 8, !dbg !149
  call void @consume(ptr noundef %3), !dbg !150
  %11 = getelementptr inbounds %struct.node, ptr %3, i32 0, i32 0, !dbg !151
  %12 = load i32, ptr %11, align 8, !dbg !151
  ret i32 %12, !dbg !152
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!16, !17, !18, !19, !20, !21, !22}
!llvm.ident = !{!23}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 8, type: !6, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
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
!22 = !{i32 7, !"frame-pointer", i32 2}
!23 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!24 = distinct !DISubprogram(name: "sum_list", scope: !3, file: !3, line: 10, type: !25, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !33)
!25 = !DISubroutineType(types: !26)
!26 = !{!6, !27}
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !3, line: 5, size: 192, elements: !29)
!29 = !{!30, !31, !32}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !28, file: !3, line: 5, baseType: !6, size: 32)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !28, file: !3, line: 5, baseType: !27, size: 64, offset: 64)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !28, file: !3, line: 5, baseType: !10, size: 64, offset: 128)
!33 = !{}
!34 = !DILocalVariable(name: "head", arg: 1, scope: !24, file: !3, line: 10, type: !27)
!35 = !DILocation(line: 10, column: 27, scope: !24)
!36 = !DILocalVariable(name: "total", scope: !24, file: !3, line: 11, type: !6)
!37 = !DILocation(line: 11, column: 7, scope: !24)
!38 = !DILocalVariable(name: "n", scope: !39, file: !3, line: 12, type: !27)
!39 = distinct !DILexicalBlock(scope: !24, file: !3, line: 12, column: 3)
!40 = !DILocation(line: 12, column: 21, scope: !39)
!41 = !DILocation(line: 12, column: 25, scope: !39)
!42 = !DILocation(line: 12, column: 8, scope: !39)
!43 = !DILocation(line: 12, column: 31, scope: !44)
!44 = distinct !DILexicalBlock(scope: !39, file: !3, line: 12, column: 3)
!45 = !DILocation(line: 12, column: 33, scope: !44)
!46 = !DILocation(line: 12, column: 3, scope: !39)
!47 = !DILocation(line: 13, column: 14, scope: !48)
!48 = distinct !DILexicalBlock(scope: !44, file: !3, line: 12, column: 55)
!49 = !DILocation(line: 13, column: 17, scope: !48)
!50 = !DILocation(line: 13, column: 11, scope: !48)
!51 = !DILocation(line: 14, column: 12, scope: !48)
!52 = !DILocation(line: 15, column: 3, scope: !48)
!53 = !DILocation(line: 12, column: 46, scope: !44)
!54 = !DILocation(line: 12, column: 49, scope: !44)
!55 = !DILocation(line: 12, column: 44, scope: !44)
!56 = !DILocation(line: 12, column: 3, scope: !44)
!57 = distinct !{!57, !46, !58, !59}
!58 = !DILocation(line: 15, column: 3, scope: !39)
!59 = !{!"llvm.loop.mustprogress"}
!60 = !DILocation(line: 16, column: 10, scope: !24)
!61 = !DILocation(line: 16, column: 3, scope: !24)
!62 = distinct !DISubprogram(name: "fill", scope: !3, file: !3, line: 19, type: !63, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !33)
!63 = !DISubroutineType(types: !64)
!64 = !{null, !27, !65}
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !66, line: 18, baseType: !67)
!66 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!67 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!68 = !DILocalVariable(name: "nodes", arg: 1, scope: !62, file: !3, line: 19, type: !27)
!69 = !DILocation(line: 19, column: 24, scope: !62)
!70 = !DILocalVariable(name: "count", arg: 2, scope: !62, file: !3, line: 19, type: !65)
!71 = !DILocation(line: 19, column: 38, scope: !62)
!72 = !DILocalVariable(name: "i", scope: !73, file: !3, line: 20, type: !65)
!73 = distinct !DILexicalBlock(scope: !62, file: !3, line: 20, column: 3)
!74 = !DILocation(line: 20, column: 15, scope: !73)
!75 = !DILocation(line: 20, column: 8, scope: !73)
!76 = !DILocation(line: 20, column: 22, scope: !77)
!77 = distinct !DILexicalBlock(scope: !73, file: !3, line: 20, column: 3)
!78 = !DILocation(line: 20, column: 26, scope: !77)
!79 = !DILocation(line: 20, column: 24, scope: !77)
!80 = !DILocation(line: 20, column: 3, scope: !73)
!81 = !DILocalVariable(name: "local", scope: !82, file: !3, line: 21, type: !28)
!82 = distinct !DILexicalBlock(scope: !77, file: !3, line: 20, column: 38)
!83 = !DILocation(line: 21, column: 17, scope: !82)
!84 = !DILocation(line: 21, column: 25, scope: !82)
!85 = !DILocation(line: 21, column: 32, scope: !82)
!86 = !DILocation(line: 21, column: 27, scope: !82)
!87 = !DILocation(line: 21, column: 41, scope: !82)
!88 = !DILocation(line: 22, column: 18, scope: !82)
!89 = !DILocation(line: 22, column: 20, scope: !82)
!90 = !DILocation(line: 22, column: 26, scope: !82)
!91 = !DILocation(line: 22, column: 24, scope: !82)
!92 = !DILocation(line: 22, column: 35, scope: !82)
!93 = !DILocation(line: 22, column: 41, scope: !82)
!94 = !DILocation(line: 22, column: 43, scope: !82)
!95 = !DILocation(line: 22, column: 11, scope: !82)
!96 = !DILocation(line: 22, column: 16, scope: !82)
!97 = !DILocation(line: 23, column: 5, scope: !82)
!98 = !DILocation(line: 23, column: 11, scope: !82)
!99 = !DILocation(line: 23, column: 16, scope: !82)
!100 = !DILocation(line: 24, column: 3, scope: !82)
!101 = !DILocation(line: 20, column: 34, scope: !77)
!102 = !DILocation(line: 20, column: 3, scope: !77)
!103 = distinct !{!103, !80, !104, !59}
!104 = !DILocation(line: 24, column: 3, scope: !73)
!105 = !DILocation(line: 25, column: 11, scope: !62)
!106 = !DILocation(line: 25, column: 3, scope: !62)
!107 = !DILocation(line: 26, column: 1, scope: !62)
!108 = distinct !DISubprogram(name: "swap_and_sum", scope: !3, file: !3, line: 28, type: !109, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !33)
!109 = !DISubroutineType(types: !110)
!110 = !{!6, !111, !111}
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!112 = !DILocalVariable(name: "a", arg: 1, scope: !108, file: !3, line: 28, type: !111)
!113 = !DILocation(line: 28, column: 23, scope: !108)
!114 = !DILocalVariable(name: "b", arg: 2, scope: !108, file: !3, line: 28, type: !111)
!115 = !DILocation(line: 28, column: 31, scope: !108)
!116 = !DILocalVariable(name: "t", scope: !108, file: !3, line: 29, type: !6)
!117 = !DILocation(line: 29, column: 7, scope: !108)
!118 = !DILocation(line: 29, column: 12, scope: !108)
!119 = !DILocation(line: 29, column: 11, scope: !108)
!120 = !DILocation(line: 30, column: 9, scope: !108)
!121 = !DILocation(line: 30, column: 8, scope: !108)
!122 = !DILocation(line: 30, column: 4, scope: !108)
!123 = !DILocation(line: 30, column: 6, scope: !108)
!124 = !DILocation(line: 31, column: 8, scope: !108)
!125 = !DILocation(line: 31, column: 4, scope: !108)
!126 = !DILocation(line: 31, column: 6, scope: !108)
!127 = !DILocation(line: 32, column: 11, scope: !108)
!128 = !DILocation(line: 32, column: 10, scope: !108)
!129 = !DILocation(line: 32, column: 16, scope: !108)
!130 = !DILocation(line: 32, column: 15, scope: !108)
!131 = !DILocation(line: 32, column: 13, scope: !108)
!132 = !DILocation(line: 32, column: 20, scope: !108)
!133 = !DILocation(line: 32, column: 18, scope: !108)
!134 = !DILocation(line: 32, column: 3, scope: !108)
!135 = distinct !DISubprogram(name: "escaping_local", scope: !3, file: !3, line: 36, type: !136, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !33)
!136 = !DISubroutineType(types: !137)
!137 = !{!6, !6}
!138 = !DILocalVariable(name: "x", arg: 1, scope: !135, file: !3, line: 36, type: !6)
!139 = !DILocation(line: 36, column: 24, scope: !135)
!140 = !DILocalVariable(name: "local", scope: !135, file: !3, line: 37, type: !28)
!141 = !DILocation(line: 37, column: 15, scope: !135)
!142 = !DILocation(line: 37, column: 23, scope: !135)
!143 = !DILocation(line: 37, column: 25, scope: !135)
!144 = !DILocation(line: 37, column: 34, scope: !135)
!145 = !DILocation(line: 38, column: 3, scope: !135)
!146 = !DILocation(line: 39, column: 15, scope: !135)
!147 = !DILocation(line: 39, column: 17, scope: !135)
!148 = !DILocation(line: 39, column: 9, scope: !135)
!149 = !DILocation(line: 39, column: 13, scope: !135)
!150 = !DILocation(line: 40, column: 3, scope: !135)
!151 = !DILocation(line: 41, column: 16, scope: !135)
!152 = !DILocation(line: 41, column: 3, scope: !135)
