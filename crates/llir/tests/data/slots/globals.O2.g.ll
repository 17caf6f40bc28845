; ModuleID = 'globals.c'
source_filename = "globals.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S = type { i32, float }

@gd = dso_local local_unnamed_addr global i32 5, align 4, !dbg !0 #0
@gs = dso_local local_unnamed_addr global %struct.S { i32 1, float 2.000000e+00 }, align 4, !dbg !5
@gz = dso_local local_unnamed_addr global i32 0, align 4, !dbg !13 #0
@.str = private unnamed_addr constant [14 x i8] c"hello!1 #2 !3\00", align 1, !dbg !15

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local i32 @reader() local_unnamed_addr #1 !dbg !33 {
  %1 = load i32, ptr @gz, align 4, !dbg !36, !tbaa !37
  %2 = load i32, ptr @gd, align 4, !dbg !41, !tbaa !37
  %3 = add nsw i32 %2, %1, !dbg !42
  %4 = load i32, ptr @gs, align 4, !dbg !43, !tbaa !44
  %5 = add nsw i32 %3, %4, !dbg !47
  ret i32 %5, !dbg !48
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @writer(float noundef %0) local_unnamed_addr #2 !dbg !49 {
    #dbg_value(float %0, !53, !DIExpression(), !54)
  store float %0, ptr getelementptr inbounds (i8, ptr @gs, i64 4), align 4, !dbg !55, !tbaa !56
  store i32 0, ptr @gz, align 4, !dbg !57, !tbaa !37
  ret void, !dbg !58
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef nonnull ptr @get() local_unnamed_addr #3 !dbg !59 {
  ret ptr @.str, !dbg !62
}

; Function Attrs: cold mustprogress nofree norecurse nosync nounwind optsize willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local i32 @coldf(i32 noundef %0) local_unnamed_addr #4 !dbg !63 {
    #dbg_value(i32 %0, !67, !DIExpression(), !68)
  %2 = load i32, ptr @gd, align 4, !dbg !69, !tbaa !37
  %3 = mul nsw i32 %2, %0, !dbg !70
  ret i32 %3, !dbg !71
}

; Function Attrs: hot mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local i32 @hotf(i32 noundef %0) local_unnamed_addr #5 !dbg !72 {
    #dbg_value(i32 %0, !74, !DIExpression(), !75)
    #dbg_value(i32 %0, !67, !DIExpression(), !76)
  %2 = load i32, ptr @gd, align 4, !dbg !78, !tbaa !37
  %3 = mul nsw i32 %2, %0, !dbg !79
  %4 = load i32, ptr @gz, align 4, !dbg !80, !tbaa !37
  %5 = add nsw i32 %4, %2, !dbg !82
  %6 = load i32, ptr @gs, align 4, !dbg !83, !tbaa !44
  %7 = add i32 %5, %3, !dbg !84
  %8 = add i32 %7, %6, !dbg !85
  ret i32 %8, !dbg !86
}

attributes #0 = { "bss-section"="mybss" "data-section"="mydata" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { cold mustprogress nofree norecurse nosync nounwind optsize willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { hot mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!25, !26, !27, !28, !29, !30, !31}
!llvm.ident = !{!32}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "gd", scope: !2, file: !3, line: 3, type: !10, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "globals.c", directory: "/work/main/crates/llir/tests/data/slots", checksumkind: CSK_MD5, checksum: "af193f195211d64851894098089cfe4c")
!4 = !{!0, !5, !13, !15, !21}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "gs", scope: !2, file: !3, line: 6, type: !7, isLocal: false, isDefinition: true)
!7 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !3, line: 6, size: 64, elements: !8)
!8 = !{!9, !11}
!9 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !7, file: !3, line: 6, baseType: !10, size: 32)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !7, file: !3, line: 6, baseType: !12, size: 32, offset: 32)
!12 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "gz", scope: !2, file: !3, line: 2, type: !10, isLocal: false, isDefinition: true)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !3, line: 5, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 112, elements: !19)
!18 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!19 = !{!20}
!20 = !DISubrange(count: 14)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "msg", scope: !2, file: !3, line: 5, type: !23, isLocal: true, isDefinition: true)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !18)
!25 = !{i32 7, !"Dwarf Version", i32 5}
!26 = !{i32 2, !"Debug Info Version", i32 3}
!27 = !{i32 1, !"wchar_size", i32 4}
!28 = !{i32 8, !"PIC Level", i32 2}
!29 = !{i32 7, !"PIE Level", i32 2}
!30 = !{i32 7, !"uwtable", i32 2}
!31 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!32 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!33 = distinct !DISubprogram(name: "reader", scope: !3, file: !3, line: 7, type: !34, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!34 = !DISubroutineType(types: !35)
!35 = !{!10}
!36 = !DILocation(line: 7, column: 27, scope: !33)
!37 = !{!38, !38, i64 0}
!38 = !{!"int", !39, i64 0}
!39 = !{!"omnipotent char", !40, i64 0}
!40 = !{!"Simple C/C++ TBAA"}
!41 = !DILocation(line: 7, column: 32, scope: !33)
!42 = !DILocation(line: 7, column: 30, scope: !33)
!43 = !DILocation(line: 7, column: 40, scope: !33)
!44 = !{!45, !38, i64 0}
!45 = !{!"S", !38, i64 0, !46, i64 4}
!46 = !{!"float", !39, i64 0}
!47 = !DILocation(line: 7, column: 35, scope: !33)
!48 = !DILocation(line: 7, column: 20, scope: !33)
!49 = distinct !DISubprogram(name: "writer", scope: !3, file: !3, line: 8, type: !50, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !52)
!50 = !DISubroutineType(types: !51)
!51 = !{null, !12}
!52 = !{!53}
!53 = !DILocalVariable(name: "f", arg: 1, scope: !49, file: !3, line: 8, type: !12)
!54 = !DILocation(line: 0, scope: !49)
!55 = !DILocation(line: 8, column: 29, scope: !49)
!56 = !{!45, !46, i64 4}
!57 = !DILocation(line: 8, column: 37, scope: !49)
!58 = !DILocation(line: 8, column: 42, scope: !49)
!59 = distinct !DISubprogram(name: "get", scope: !3, file: !3, line: 9, type: !60, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!60 = !DISubroutineType(types: !61)
!61 = !{!23}
!62 = !DILocation(line: 9, column: 25, scope: !59)
!63 = distinct !DISubprogram(name: "coldf", scope: !3, file: !3, line: 10, type: !64, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !66)
!64 = !DISubroutineType(types: !65)
!65 = !{!10, !10}
!66 = !{!67}
!67 = !DILocalVariable(name: "x", arg: 1, scope: !63, file: !3, line: 10, type: !10)
!68 = !DILocation(line: 0, scope: !63)
!69 = !DILocation(line: 10, column: 53, scope: !63)
!70 = !DILocation(line: 10, column: 51, scope: !63)
!71 = !DILocation(line: 10, column: 42, scope: !63)
!72 = distinct !DISubprogram(name: "hotf", scope: !3, file: !3, line: 11, type: !64, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !73)
!73 = !{!74}
!74 = !DILocalVariable(name: "x", arg: 1, scope: !72, file: !3, line: 11, type: !10)
!75 = !DILocation(line: 0, scope: !72)
!76 = !DILocation(line: 0, scope: !63, inlinedAt: !77)
!77 = distinct !DILocation(line: 11, column: 57, scope: !72)
!78 = !DILocation(line: 10, column: 53, scope: !63, inlinedAt: !77)
!79 = !DILocation(line: 10, column: 51, scope: !63, inlinedAt: !77)
!80 = !DILocation(line: 7, column: 27, scope: !33, inlinedAt: !81)
!81 = distinct !DILocation(line: 11, column: 68, scope: !72)
!82 = !DILocation(line: 7, column: 30, scope: !33, inlinedAt: !81)
!83 = !DILocation(line: 7, column: 40, scope: !33, inlinedAt: !81)
!84 = !DILocation(line: 7, column: 35, scope: !33, inlinedAt: !81)
!85 = !DILocation(line: 11, column: 66, scope: !72)
!86 = !DILocation(line: 11, column: 50, scope: !72)
