; ModuleID = 'control-O0g.ll'
source_filename = "control.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@flag = dso_local global i32 0, align 4, !dbg !0
@shared = dso_local global i32 0, align 4, !dbg !5

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @classify(i32 noundef %0, ptr noundef %1) #0 !dbg !18 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !23, !DIExpression(), !24)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !25, !DIExpression(), !26)
  %9 = load i32, ptr %4, align 4, !dbg !27
  switch i32 %9, label %15 [
    i32 0, label %10
    i32 1, label %10
    i32 5, label %12
  ], !dbg !28

10:                                               ; preds = %2, %2
  %11 = load ptr, ptr %5, align 8, !dbg !29
  store i32 10, ptr %11, align 4, !dbg !31
  br label %23, !dbg !32

12:                                               ; preds = %2
  %13 = load volatile i32, ptr @flag, align 4, !dbg !33
  %14 = load ptr, ptr %5, align 8, !dbg !34
  store i32 %13, ptr %14, align 4, !dbg !35
  br label %27, !dbg !36

15:                                               ; preds = %2
  %16 = load i32, ptr %4, align 4, !dbg !37
  %17 = icmp slt i32 %16, 0, !dbg !39
  br i1 %17, label %18, label %19, !dbg !40

18:                                               ; preds = %15
  store i32 -1, ptr %3, align 4, !dbg !41
  br label %32, !dbg !41

19:                                               ; preds = %15
  %20 = load i32, ptr %4, align 4, !dbg !42
  %21 = mul nsw i32 %20, 2, !dbg !43
  %22 = load ptr, ptr %5, align 8, !dbg !44
  store i32 %21, ptr %22, align 4, !dbg !45
  br label %23, !dbg !46

23:                                               ; preds = %19, %10
  store i32 1, ptr %6, align 4, !dbg !47
  %24 = load i32, ptr %6, align 4, !dbg !47
  %25 = atomicrmw add ptr @shared, i32 %24 seq_cst, align 4, !dbg !47
  store i32 %25, ptr %7, align 4, !dbg !47
  %26 = load i32, ptr %7, align 4, !dbg !47
  br label %27, !dbg !47

27:                                               ; preds = %23, %12
    #dbg_label(!48, !49)
  %28 = load ptr, ptr %5, align 8, !dbg !50
  %29 = load i32, ptr %28, align 4, !dbg !51
  store volatile i32 %29, ptr @flag, align 4, !dbg !52
  %30 = load atomic i32, ptr @shared seq_cst, align 4, !dbg !53
  store i32 %30, ptr %8, align 4, !dbg !53
  %31 = load i32, ptr %8, align 4, !dbg !53
  store i32 %31, ptr %3, align 4, !dbg !54
  br label %32, !dbg !54

32:                                               ; preds = %27, %18
  %33 = load i32, ptr %3, align 4, !dbg !55
  ret i32 %33, !dbg !55
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!10, !11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "flag", scope: !2, file: !3, line: 4, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
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
!16 = !{i32 7, !"frame-pointer", i32 2}
!17 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!18 = distinct !DISubprogram(name: "classify", scope: !3, file: !3, line: 7, type: !19, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !22)
!19 = !DISubroutineType(types: !20)
!20 = !{!8, !8, !21}
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!22 = !{}
!23 = !DILocalVariable(name: "x", arg: 1, scope: !18, file: !3, line: 7, type: !8)
!24 = !DILocation(line: 7, column: 18, scope: !18)
!25 = !DILocalVariable(name: "out", arg: 2, scope: !18, file: !3, line: 7, type: !21)
!26 = !DILocation(line: 7, column: 26, scope: !18)
!27 = !DILocation(line: 8, column: 11, scope: !18)
!28 = !DILocation(line: 8, column: 3, scope: !18)
!29 = !DILocation(line: 11, column: 6, scope: !30)
!30 = distinct !DILexicalBlock(scope: !18, file: !3, line: 8, column: 14)
!31 = !DILocation(line: 11, column: 10, scope: !30)
!32 = !DILocation(line: 12, column: 5, scope: !30)
!33 = !DILocation(line: 14, column: 12, scope: !30)
!34 = !DILocation(line: 14, column: 6, scope: !30)
!35 = !DILocation(line: 14, column: 10, scope: !30)
!36 = !DILocation(line: 15, column: 5, scope: !30)
!37 = !DILocation(line: 17, column: 9, scope: !38)
!38 = distinct !DILexicalBlock(scope: !30, file: !3, line: 17, column: 9)
!39 = !DILocation(line: 17, column: 11, scope: !38)
!40 = !DILocation(line: 17, column: 9, scope: !30)
!41 = !DILocation(line: 18, column: 7, scope: !38)
!42 = !DILocation(line: 19, column: 12, scope: !30)
!43 = !DILocation(line: 19, column: 14, scope: !30)
!44 = !DILocation(line: 19, column: 6, scope: !30)
!45 = !DILocation(line: 19, column: 10, scope: !30)
!46 = !DILocation(line: 20, column: 3, scope: !30)
!47 = !DILocation(line: 21, column: 3, scope: !18)
!48 = !DILabel(scope: !18, name: "done", file: !3, line: 22)
!49 = !DILocation(line: 22, column: 1, scope: !18)
!50 = !DILocation(line: 23, column: 11, scope: !18)
!51 = !DILocation(line: 23, column: 10, scope: !18)
!52 = !DILocation(line: 23, column: 8, scope: !18)
!53 = !DILocation(line: 24, column: 10, scope: !18)
!54 = !DILocation(line: 24, column: 3, scope: !18)
!55 = !DILocation(line: 25, column: 1, scope: !18)
