; ModuleID = 'structs.c'
source_filename = "structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.list = type { ptr, %struct.point, i64 }
%struct.point = type { i32, i32, double }
%struct.big = type { [64 x i8], i32 }

@table = dso_local global [16 x i32] zeroinitializer, align 16, !dbg !0
@mixed.calls = internal global i64 0, align 8, !dbg !7
@counter = internal global i32 0, align 4, !dbg !29

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @sum_list(ptr noundef %0) #0 !dbg !42 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !45, !DIExpression(), !46)
    #dbg_declare(ptr %3, !47, !DIExpression(), !48)
  store i32 0, ptr %3, align 4, !dbg !48
  br label %4, !dbg !49

4:                                                ; preds = %20, %1
  %5 = load ptr, ptr %2, align 8, !dbg !50
  %6 = icmp ne ptr %5, null, !dbg !53
  br i1 %6, label %7, label %24, !dbg !53

7:                                                ; preds = %4
  %8 = load ptr, ptr %2, align 8, !dbg !54
  %9 = getelementptr inbounds %struct.list, ptr %8, i32 0, i32 1, !dbg !55
  %10 = load ptr, ptr %2, align 8, !dbg !56
  %11 = getelementptr inbounds %struct.list, ptr %10, i32 0, i32 1, !dbg !57
  %12 = call i32 @dot(ptr noundef %9, ptr noundef %11), !dbg !58
  %13 = load ptr, ptr %2, align 8, !dbg !59
  %14 = getelementptr inbounds %struct.list, ptr %13, i32 0, i32 2, !dbg !60
  %15 = load i64, ptr %14, align 8, !dbg !60
  %16 = trunc i64 %15 to i32, !dbg !61
  %17 = add nsw i32 %12, %16, !dbg !62
  %18 = load i32, ptr %3, align 4, !dbg !63
  %19 = add nsw i32 %18, %17, !dbg !63
  store i32 %19, ptr %3, align 4, !dbg !63
  br label %20, !dbg !64

20:                                               ; preds = %7
  %21 = load ptr, ptr %2, align 8, !dbg !65
  %22 = getelementptr inbounds %struct.list, ptr %21, i32 0, i32 0, !dbg !66
  %23 = load ptr, ptr %22, align 8, !dbg !66
  store ptr %23, ptr %2, align 8, !dbg !67
  br label %4, !dbg !68, !llvm.loop !69

24:                                               ; preds = %4
  %25 = load i32, ptr %3, align 4, !dbg !72
  ret i32 %25, !dbg !73
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @dot(ptr noundef %0, ptr noundef %1) #0 !dbg !74 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !79, !DIExpression(), !80)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !81, !DIExpression(), !82)
  %5 = load ptr, ptr %3, align 8, !dbg !83
  %6 = getelementptr inbounds %struct.point, ptr %5, i32 0, i32 0, !dbg !84
  %7 = load i32, ptr %6, align 8, !dbg !84
  %8 = load ptr, ptr %4, align 8, !dbg !85
  %9 = getelementptr inbounds %struct.point, ptr %8, i32 0, i32 0, !dbg !86
  %10 = load i32, ptr %9, align 8, !dbg !86
  %11 = mul nsw i32 %7, %10, !dbg !87
  %12 = load ptr, ptr %3, align 8, !dbg !88
  %13 = getelementptr inbounds %struct.point, ptr %12, i32 0, i32 1, !dbg !89
  %14 = load i32, ptr %13, align 4, !dbg !89
  %15 = load ptr, ptr %4, align 8, !dbg !90
  %16 = getelementptr inbounds %struct.point, ptr %15, i32 0, i32 1, !dbg !91
  %17 = load i32, ptr %16, align 4, !dbg !91
  %18 = mul nsw i32 %14, %17, !dbg !92
  %19 = add nsw i32 %11, %18, !dbg !93
  ret i32 %19, !dbg !94
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @scale(ptr noundef %0, i32 noundef %1, double noundef %2) #0 !dbg !95 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !99, !DIExpression(), !100)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !101, !DIExpression(), !102)
  store double %2, ptr %6, align 8
    #dbg_declare(ptr %6, !103, !DIExpression(), !104)
    #dbg_declare(ptr %7, !105, !DIExpression(), !107)
  store i32 0, ptr %7, align 4, !dbg !107
  br label %8, !dbg !108

8:                                                ; preds = %33, %3
  %9 = load i32, ptr %7, align 4, !dbg !109
  %10 = load i32, ptr %5, align 4, !dbg !111
  %11 = icmp slt i32 %9, %10, !dbg !112
  br i1 %11, label %12, label %36, !dbg !113

12:                                               ; preds = %8
  %13 = load double, ptr %6, align 8, !dbg !114
  %14 = load ptr, ptr %4, align 8, !dbg !116
  %15 = load i32, ptr %7, align 4, !dbg !117
  %16 = sext i32 %15 to i64, !dbg !116
  %17 = getelementptr inbounds %struct.point, ptr %14, i64 %16, !dbg !116
  %18 = getelementptr inbounds %struct.point, ptr %17, i32 0, i32 2, !dbg !118
  %19 = load double, ptr %18, align 8, !dbg !119
  %20 = fmul double %19, %13, !dbg !119
  store double %20, ptr %18, align 8, !dbg !119
  %21 = load i32, ptr %7, align 4, !dbg !120
  %22 = and i32 %21, 15, !dbg !121
  %23 = sext i32 %22 to i64, !dbg !122
  %24 = getelementptr inbounds [16 x i32], ptr @table, i64 0, i64 %23, !dbg !122
  %25 = load i32, ptr %24, align 4, !dbg !122
  %26 = load ptr, ptr %4, align 8, !dbg !123
  %27 = load i32, ptr %7, align 4, !dbg !124
  %28 = sext i32 %27 to i64, !dbg !123
  %29 = getelementptr inbounds %struct.point, ptr %26, i64 %28, !dbg !123
  %30 = getelementptr inbounds %struct.point, ptr %29, i32 0, i32 0, !dbg !125
  %31 = load i32, ptr %30, align 8, !dbg !126
  %32 = add nsw i32 %31, %25, !dbg !126
  store i32 %32, ptr %30, align 8, !dbg !126
  br label %33, !dbg !127

33:                                               ; preds = %12
  %34 = load i32, ptr %7, align 4, !dbg !128
  %35 = add nsw i32 %34, 1, !dbg !128
  store i32 %35, ptr %7, align 4, !dbg !128
  br label %8, !dbg !129, !llvm.loop !130

36:                                               ; preds = %8
  ret void, !dbg !132
}

; Function Attrs: noinline nounwind uwtable
define dso_local i64 @mixed(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !9 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !133, !DIExpression(), !134)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !135, !DIExpression(), !136)
  store ptr %2, ptr %6, align 8
    #dbg_declare(ptr %6, !137, !DIExpression(), !138)
  %7 = load i64, ptr @mixed.calls, align 8, !dbg !139
  %8 = add nsw i64 %7, 1, !dbg !139
  store i64 %8, ptr @mixed.calls, align 8, !dbg !139
  %9 = load ptr, ptr %4, align 8, !dbg !140
  %10 = getelementptr inbounds %struct.list, ptr %9, i32 0, i32 2, !dbg !141
  %11 = load i64, ptr %10, align 8, !dbg !141
  %12 = load ptr, ptr %5, align 8, !dbg !142
  store i64 %11, ptr %12, align 8, !dbg !143
  %13 = load ptr, ptr %6, align 8, !dbg !144
  store float 1.000000e+00, ptr %13, align 4, !dbg !145
  %14 = load ptr, ptr %4, align 8, !dbg !146
  %15 = getelementptr inbounds %struct.list, ptr %14, i32 0, i32 1, !dbg !147
  %16 = load ptr, ptr %4, align 8, !dbg !148
  %17 = getelementptr inbounds %struct.list, ptr %16, i32 0, i32 0, !dbg !149
  %18 = load ptr, ptr %17, align 8, !dbg !149
  %19 = getelementptr inbounds %struct.list, ptr %18, i32 0, i32 1, !dbg !150
  %20 = call i32 @dot(ptr noundef %15, ptr noundef %19), !dbg !151
  %21 = load i32, ptr @counter, align 4, !dbg !152
  %22 = add nsw i32 %21, %20, !dbg !152
  store i32 %22, ptr @counter, align 4, !dbg !152
  %23 = load i64, ptr @mixed.calls, align 8, !dbg !153
  %24 = load ptr, ptr %5, align 8, !dbg !154
  %25 = load i64, ptr %24, align 8, !dbg !155
  %26 = add nsw i64 %23, %25, !dbg !156
  ret i64 %26, !dbg !157
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @fill(ptr noundef %0, i32 noundef %1) #0 !dbg !158 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !162, !DIExpression(), !163)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !164, !DIExpression(), !165)
    #dbg_declare(ptr %5, !166, !DIExpression(), !168)
  store i32 0, ptr %5, align 4, !dbg !168
  br label %6, !dbg !169

6:                                                ; preds = %18, %2
  %7 = load i32, ptr %5, align 4, !dbg !170
  %8 = load i32, ptr %4, align 4, !dbg !172
  %9 = icmp slt i32 %7, %8, !dbg !173
  br i1 %9, label %10, label %21, !dbg !174

10:                                               ; preds = %6
  %11 = load i32, ptr %5, align 4, !dbg !175
  %12 = load i32, ptr @counter, align 4, !dbg !176
  %13 = mul nsw i32 %11, %12, !dbg !177
  %14 = load ptr, ptr %3, align 8, !dbg !178
  %15 = load i32, ptr %5, align 4, !dbg !179
  %16 = sext i32 %15 to i64, !dbg !178
  %17 = getelementptr inbounds i32, ptr %14, i64 %16, !dbg !178
  store i32 %13, ptr %17, align 4, !dbg !180
  br label %18, !dbg !178

18:                                               ; preds = %10
  %19 = load i32, ptr %5, align 4, !dbg !181
  %20 = add nsw i32 %19, 1, !dbg !181
  store i32 %20, ptr %5, align 4, !dbg !181
  br label %6, !dbg !182, !llvm.loop !183

21:                                               ; preds = %6
  ret void, !dbg !186
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @use_big(i32 noundef %0) #0 !dbg !187 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.big, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !190, !DIExpression(), !191)
    #dbg_declare(ptr %3, !192, !DIExpression(), !201)
  call void @llvm.memset.p0.i64(ptr align 4 %3, i8 0, i64 68, i1 false), !dbg !202
  %4 = load i32, ptr %2, align 4, !dbg !203
  %5 = getelementptr inbounds %struct.big, ptr %3, i32 0, i32 1, !dbg !204
  store i32 %4, ptr %5, align 4, !dbg !205
  call void @ext(ptr noundef %3), !dbg !206
  %6 = getelementptr inbounds %struct.big, ptr %3, i32 0, i32 1, !dbg !207
  %7 = load i32, ptr %6, align 4, !dbg !207
  %8 = call i32 @sum_list(ptr noundef null), !dbg !208
  %9 = add nsw i32 %7, %8, !dbg !209
  ret i32 %9, !dbg !210
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare void @ext(ptr noundef) #2

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @recurse(i32 noundef %0) #0 !dbg !211 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !212, !DIExpression(), !213)
  %3 = load i32, ptr %2, align 4, !dbg !214
  %4 = icmp sle i32 %3, 0, !dbg !215
  br i1 %4, label %5, label %6, !dbg !214

5:                                                ; preds = %1
  br label %12, !dbg !214

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4, !dbg !216
  %8 = load i32, ptr %2, align 4, !dbg !217
  %9 = sub nsw i32 %8, 1, !dbg !218
  %10 = call i32 @recurse(i32 noundef %9), !dbg !219
  %11 = add nsw i32 %7, %10, !dbg !220
  br label %12, !dbg !214

12:                                               ; preds = %6, %5
  %13 = phi i32 [ 0, %5 ], [ %11, %6 ], !dbg !214
  ret i32 %13, !dbg !221
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @callsnoret(i32 noundef %0) #0 !dbg !222 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !225, !DIExpression(), !226)
  %3 = load i32, ptr %2, align 4, !dbg !227
  %4 = icmp ne i32 %3, 0, !dbg !227
  br i1 %4, label %5, label %6, !dbg !229

5:                                                ; preds = %1
  call void @noret() #4, !dbg !230
  unreachable, !dbg !230

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4, !dbg !231
  store i32 %7, ptr @table, align 16, !dbg !232
  ret void, !dbg !233
}

; Function Attrs: noreturn
declare void @noret() #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!34, !35, !36, !37, !38, !39, !40}
!llvm.ident = !{!41}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 5, type: !31, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "structs.c", directory: "/work/main/crates/llir/tests/data/slots", checksumkind: CSK_MD5, checksum: "f2d2c98337de67c10e6c293ef32c1f88")
!4 = !{!5}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{!7, !29, !0}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "calls", scope: !9, file: !3, line: 26, type: !12, isLocal: true, isDefinition: true)
!9 = distinct !DISubprogram(name: "mixed", scope: !3, file: !3, line: 25, type: !10, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !28)
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
!28 = !{}
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 4, type: !5, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 512, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 16)
!34 = !{i32 7, !"Dwarf Version", i32 5}
!35 = !{i32 2, !"Debug Info Version", i32 3}
!36 = !{i32 1, !"wchar_size", i32 4}
!37 = !{i32 8, !"PIC Level", i32 2}
!38 = !{i32 7, !"PIE Level", i32 2}
!39 = !{i32 7, !"uwtable", i32 2}
!40 = !{i32 7, !"frame-pointer", i32 2}
!41 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!42 = distinct !DISubprogram(name: "sum_list", scope: !3, file: !3, line: 11, type: !43, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !28)
!43 = !DISubroutineType(types: !44)
!44 = !{!5, !13}
!45 = !DILocalVariable(name: "l", arg: 1, scope: !42, file: !3, line: 11, type: !13)
!46 = !DILocation(line: 11, column: 27, scope: !42)
!47 = !DILocalVariable(name: "s", scope: !42, file: !3, line: 12, type: !5)
!48 = !DILocation(line: 12, column: 7, scope: !42)
!49 = !DILocation(line: 13, column: 3, scope: !42)
!50 = !DILocation(line: 13, column: 10, scope: !51)
!51 = distinct !DILexicalBlock(scope: !52, file: !3, line: 13, column: 3)
!52 = distinct !DILexicalBlock(scope: !42, file: !3, line: 13, column: 3)
!53 = !DILocation(line: 13, column: 3, scope: !52)
!54 = !DILocation(line: 14, column: 15, scope: !51)
!55 = !DILocation(line: 14, column: 18, scope: !51)
!56 = !DILocation(line: 14, column: 22, scope: !51)
!57 = !DILocation(line: 14, column: 25, scope: !51)
!58 = !DILocation(line: 14, column: 10, scope: !51)
!59 = !DILocation(line: 14, column: 35, scope: !51)
!60 = !DILocation(line: 14, column: 38, scope: !51)
!61 = !DILocation(line: 14, column: 30, scope: !51)
!62 = !DILocation(line: 14, column: 28, scope: !51)
!63 = !DILocation(line: 14, column: 7, scope: !51)
!64 = !DILocation(line: 14, column: 5, scope: !51)
!65 = !DILocation(line: 13, column: 17, scope: !51)
!66 = !DILocation(line: 13, column: 20, scope: !51)
!67 = !DILocation(line: 13, column: 15, scope: !51)
!68 = !DILocation(line: 13, column: 3, scope: !51)
!69 = distinct !{!69, !53, !70, !71}
!70 = !DILocation(line: 14, column: 38, scope: !52)
!71 = !{!"llvm.loop.mustprogress"}
!72 = !DILocation(line: 15, column: 10, scope: !42)
!73 = !DILocation(line: 15, column: 3, scope: !42)
!74 = distinct !DISubprogram(name: "dot", scope: !3, file: !3, line: 7, type: !75, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !28)
!75 = !DISubroutineType(types: !76)
!76 = !{!5, !77, !77}
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64)
!78 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !18)
!79 = !DILocalVariable(name: "a", arg: 1, scope: !74, file: !3, line: 7, type: !77)
!80 = !DILocation(line: 7, column: 43, scope: !74)
!81 = !DILocalVariable(name: "b", arg: 2, scope: !74, file: !3, line: 7, type: !77)
!82 = !DILocation(line: 7, column: 66, scope: !74)
!83 = !DILocation(line: 8, column: 10, scope: !74)
!84 = !DILocation(line: 8, column: 13, scope: !74)
!85 = !DILocation(line: 8, column: 17, scope: !74)
!86 = !DILocation(line: 8, column: 20, scope: !74)
!87 = !DILocation(line: 8, column: 15, scope: !74)
!88 = !DILocation(line: 8, column: 24, scope: !74)
!89 = !DILocation(line: 8, column: 27, scope: !74)
!90 = !DILocation(line: 8, column: 31, scope: !74)
!91 = !DILocation(line: 8, column: 34, scope: !74)
!92 = !DILocation(line: 8, column: 29, scope: !74)
!93 = !DILocation(line: 8, column: 22, scope: !74)
!94 = !DILocation(line: 8, column: 3, scope: !74)
!95 = distinct !DISubprogram(name: "scale", scope: !3, file: !3, line: 18, type: !96, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !28)
!96 = !DISubroutineType(types: !97)
!97 = !{null, !98, !5, !23}
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!99 = !DILocalVariable(name: "p", arg: 1, scope: !95, file: !3, line: 18, type: !98)
!100 = !DILocation(line: 18, column: 26, scope: !95)
!101 = !DILocalVariable(name: "n", arg: 2, scope: !95, file: !3, line: 18, type: !5)
!102 = !DILocation(line: 18, column: 33, scope: !95)
!103 = !DILocalVariable(name: "f", arg: 3, scope: !95, file: !3, line: 18, type: !23)
!104 = !DILocation(line: 18, column: 43, scope: !95)
!105 = !DILocalVariable(name: "i", scope: !106, file: !3, line: 19, type: !5)
!106 = distinct !DILexicalBlock(scope: !95, file: !3, line: 19, column: 3)
!107 = !DILocation(line: 19, column: 12, scope: !106)
!108 = !DILocation(line: 19, column: 8, scope: !106)
!109 = !DILocation(line: 19, column: 19, scope: !110)
!110 = distinct !DILexicalBlock(scope: !106, file: !3, line: 19, column: 3)
!111 = !DILocation(line: 19, column: 23, scope: !110)
!112 = !DILocation(line: 19, column: 21, scope: !110)
!113 = !DILocation(line: 19, column: 3, scope: !106)
!114 = !DILocation(line: 20, column: 15, scope: !115)
!115 = distinct !DILexicalBlock(scope: !110, file: !3, line: 19, column: 31)
!116 = !DILocation(line: 20, column: 5, scope: !115)
!117 = !DILocation(line: 20, column: 7, scope: !115)
!118 = !DILocation(line: 20, column: 10, scope: !115)
!119 = !DILocation(line: 20, column: 12, scope: !115)
!120 = !DILocation(line: 21, column: 21, scope: !115)
!121 = !DILocation(line: 21, column: 23, scope: !115)
!122 = !DILocation(line: 21, column: 15, scope: !115)
!123 = !DILocation(line: 21, column: 5, scope: !115)
!124 = !DILocation(line: 21, column: 7, scope: !115)
!125 = !DILocation(line: 21, column: 10, scope: !115)
!126 = !DILocation(line: 21, column: 12, scope: !115)
!127 = !DILocation(line: 22, column: 3, scope: !115)
!128 = !DILocation(line: 19, column: 27, scope: !110)
!129 = !DILocation(line: 19, column: 3, scope: !110)
!130 = distinct !{!130, !113, !131, !71}
!131 = !DILocation(line: 22, column: 3, scope: !106)
!132 = !DILocation(line: 23, column: 1, scope: !95)
!133 = !DILocalVariable(name: "l", arg: 1, scope: !9, file: !3, line: 25, type: !13)
!134 = !DILocation(line: 25, column: 25, scope: !9)
!135 = !DILocalVariable(name: "out", arg: 2, scope: !9, file: !3, line: 25, type: !25)
!136 = !DILocation(line: 25, column: 34, scope: !9)
!137 = !DILocalVariable(name: "g", arg: 3, scope: !9, file: !3, line: 25, type: !26)
!138 = !DILocation(line: 25, column: 46, scope: !9)
!139 = !DILocation(line: 27, column: 8, scope: !9)
!140 = !DILocation(line: 28, column: 10, scope: !9)
!141 = !DILocation(line: 28, column: 13, scope: !9)
!142 = !DILocation(line: 28, column: 4, scope: !9)
!143 = !DILocation(line: 28, column: 8, scope: !9)
!144 = !DILocation(line: 29, column: 4, scope: !9)
!145 = !DILocation(line: 29, column: 6, scope: !9)
!146 = !DILocation(line: 30, column: 19, scope: !9)
!147 = !DILocation(line: 30, column: 22, scope: !9)
!148 = !DILocation(line: 30, column: 26, scope: !9)
!149 = !DILocation(line: 30, column: 29, scope: !9)
!150 = !DILocation(line: 30, column: 35, scope: !9)
!151 = !DILocation(line: 30, column: 14, scope: !9)
!152 = !DILocation(line: 30, column: 11, scope: !9)
!153 = !DILocation(line: 31, column: 10, scope: !9)
!154 = !DILocation(line: 31, column: 19, scope: !9)
!155 = !DILocation(line: 31, column: 18, scope: !9)
!156 = !DILocation(line: 31, column: 16, scope: !9)
!157 = !DILocation(line: 31, column: 3, scope: !9)
!158 = distinct !DISubprogram(name: "fill", scope: !3, file: !3, line: 34, type: !159, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !28)
!159 = !DISubroutineType(types: !160)
!160 = !{null, !161, !5}
!161 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!162 = !DILocalVariable(name: "a", arg: 1, scope: !158, file: !3, line: 34, type: !161)
!163 = !DILocation(line: 34, column: 16, scope: !158)
!164 = !DILocalVariable(name: "n", arg: 2, scope: !158, file: !3, line: 34, type: !5)
!165 = !DILocation(line: 34, column: 23, scope: !158)
!166 = !DILocalVariable(name: "i", scope: !167, file: !3, line: 36, type: !5)
!167 = distinct !DILexicalBlock(scope: !158, file: !3, line: 36, column: 3)
!168 = !DILocation(line: 36, column: 12, scope: !167)
!169 = !DILocation(line: 36, column: 8, scope: !167)
!170 = !DILocation(line: 36, column: 19, scope: !171)
!171 = distinct !DILexicalBlock(scope: !167, file: !3, line: 36, column: 3)
!172 = !DILocation(line: 36, column: 23, scope: !171)
!173 = !DILocation(line: 36, column: 21, scope: !171)
!174 = !DILocation(line: 36, column: 3, scope: !167)
!175 = !DILocation(line: 36, column: 38, scope: !171)
!176 = !DILocation(line: 36, column: 42, scope: !171)
!177 = !DILocation(line: 36, column: 40, scope: !171)
!178 = !DILocation(line: 36, column: 31, scope: !171)
!179 = !DILocation(line: 36, column: 33, scope: !171)
!180 = !DILocation(line: 36, column: 36, scope: !171)
!181 = !DILocation(line: 36, column: 27, scope: !171)
!182 = !DILocation(line: 36, column: 3, scope: !171)
!183 = distinct !{!183, !174, !184, !71, !185}
!184 = !DILocation(line: 36, column: 42, scope: !167)
!185 = !{!"llvm.loop.unroll.disable"}
!186 = !DILocation(line: 37, column: 1, scope: !158)
!187 = distinct !DISubprogram(name: "use_big", scope: !3, file: !3, line: 41, type: !188, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !28)
!188 = !DISubroutineType(types: !189)
!189 = !{!5, !5}
!190 = !DILocalVariable(name: "k", arg: 1, scope: !187, file: !3, line: 41, type: !5)
!191 = !DILocation(line: 41, column: 17, scope: !187)
!192 = !DILocalVariable(name: "b", scope: !187, file: !3, line: 42, type: !193)
!193 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "big", file: !3, line: 40, size: 544, elements: !194)
!194 = !{!195, !200}
!195 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !193, file: !3, line: 40, baseType: !196, size: 512)
!196 = !DICompositeType(tag: DW_TAG_array_type, baseType: !197, size: 512, elements: !198)
!197 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!198 = !{!199}
!199 = !DISubrange(count: 64)
!200 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !193, file: !3, line: 40, baseType: !5, size: 32, offset: 512)
!201 = !DILocation(line: 42, column: 14, scope: !187)
!202 = !DILocation(line: 43, column: 3, scope: !187)
!203 = !DILocation(line: 44, column: 9, scope: !187)
!204 = !DILocation(line: 44, column: 5, scope: !187)
!205 = !DILocation(line: 44, column: 7, scope: !187)
!206 = !DILocation(line: 45, column: 3, scope: !187)
!207 = !DILocation(line: 46, column: 12, scope: !187)
!208 = !DILocation(line: 46, column: 16, scope: !187)
!209 = !DILocation(line: 46, column: 14, scope: !187)
!210 = !DILocation(line: 46, column: 3, scope: !187)
!211 = distinct !DISubprogram(name: "recurse", scope: !3, file: !3, line: 49, type: !188, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !28)
!212 = !DILocalVariable(name: "n", arg: 1, scope: !211, file: !3, line: 49, type: !5)
!213 = !DILocation(line: 49, column: 17, scope: !211)
!214 = !DILocation(line: 49, column: 29, scope: !211)
!215 = !DILocation(line: 49, column: 31, scope: !211)
!216 = !DILocation(line: 49, column: 42, scope: !211)
!217 = !DILocation(line: 49, column: 54, scope: !211)
!218 = !DILocation(line: 49, column: 56, scope: !211)
!219 = !DILocation(line: 49, column: 46, scope: !211)
!220 = !DILocation(line: 49, column: 44, scope: !211)
!221 = !DILocation(line: 49, column: 22, scope: !211)
!222 = distinct !DISubprogram(name: "callsnoret", scope: !3, file: !3, line: 52, type: !223, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !28)
!223 = !DISubroutineType(types: !224)
!224 = !{null, !5}
!225 = !DILocalVariable(name: "x", arg: 1, scope: !222, file: !3, line: 52, type: !5)
!226 = !DILocation(line: 52, column: 21, scope: !222)
!227 = !DILocation(line: 52, column: 30, scope: !228)
!228 = distinct !DILexicalBlock(scope: !222, file: !3, line: 52, column: 30)
!229 = !DILocation(line: 52, column: 30, scope: !222)
!230 = !DILocation(line: 52, column: 33, scope: !228)
!231 = !DILocation(line: 52, column: 53, scope: !222)
!232 = !DILocation(line: 52, column: 51, scope: !222)
!233 = !DILocation(line: 52, column: 56, scope: !222)
