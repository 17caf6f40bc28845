; ModuleID = 'eh.cpp'
source_filename = "eh.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Guard = type { i8 }

$_ZTS1E = comdat any

$_ZTI1E = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1E = linkonce_odr dso_local constant [3 x i8] c"1E\00", comdat, align 1
@_ZTI1E = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS1E }, comdat, align 8
@_ZTIi = external constant ptr

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @_Z1fi(i32 noundef %0) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 !dbg !10 {
  %2 = alloca %struct.Guard, align 1, !DIAssignID !29
    #dbg_assign(i1 undef, !16, !DIExpression(), !29, ptr %2, !DIExpression(), !30)
    #dbg_value(i32 %0, !15, !DIExpression(), !30)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %2) #5, !dbg !31
  invoke void @_Z9may_throwi(i32 noundef %0)
          to label %17 unwind label %3, !dbg !32

3:                                                ; preds = %1
  %4 = landingpad { ptr, i32 }
          catch ptr @_ZTI1E
          catch ptr null, !dbg !34
  %5 = extractvalue { ptr, i32 } %4, 0, !dbg !34
  %6 = extractvalue { ptr, i32 } %4, 1, !dbg !34
  %7 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #5, !dbg !35
  %8 = icmp eq i32 %6, %7, !dbg !35
  %9 = tail call ptr @__cxa_begin_catch(ptr %5) #5, !dbg !36
  br i1 %8, label %10, label %12, !dbg !35

10:                                               ; preds = %3
    #dbg_value(ptr %9, !23, !DIExpression(), !30)
  %11 = load i32, ptr %9, align 4, !dbg !37, !tbaa !39
  invoke void @__cxa_end_catch()
          to label %29 unwind label %15, !dbg !44

12:                                               ; preds = %3
  invoke void @__cxa_end_catch()
          to label %29 unwind label %13, !dbg !45

13:                                               ; preds = %12
  %14 = landingpad { ptr, i32 }
          cleanup, !dbg !47
  br label %31, !dbg !47

15:                                               ; preds = %10
  %16 = landingpad { ptr, i32 }
          cleanup, !dbg !47
  br label %31, !dbg !44

17:                                               ; preds = %1
  %18 = add nsw i32 %0, 1, !dbg !48
  invoke void @_Z9may_throwi(i32 noundef %18)
          to label %29 unwind label %19, !dbg !50

19:                                               ; preds = %17
  %20 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi, !dbg !51
  %21 = extractvalue { ptr, i32 } %20, 1, !dbg !51
  %22 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #5, !dbg !52
  %23 = icmp eq i32 %21, %22, !dbg !52
  br i1 %23, label %24, label %31, !dbg !52

24:                                               ; preds = %19
  %25 = extractvalue { ptr, i32 } %20, 0, !dbg !51
  %26 = tail call ptr @__cxa_begin_catch(ptr %25) #5, !dbg !52
    #dbg_value(i32 poison, !28, !DIExpression(), !30)
  invoke void @__cxa_rethrow() #6
          to label %33 unwind label %27, !dbg !53

27:                                               ; preds = %24
  %28 = landingpad { ptr, i32 }
          cleanup, !dbg !55
  tail call void @__cxa_end_catch() #5, !dbg !56
  br label %31, !dbg !56

29:                                               ; preds = %17, %10, %12
  %30 = phi i32 [ -1, %12 ], [ %11, %10 ], [ 0, %17 ], !dbg !30
  call void @_ZN5GuardD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %2) #5, !dbg !47
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %2) #5, !dbg !47
  ret i32 %30, !dbg !47

31:                                               ; preds = %27, %19, %15, %13
  %32 = phi { ptr, i32 } [ %28, %27 ], [ %20, %19 ], [ %16, %15 ], [ %14, %13 ], !dbg !47
  call void @_ZN5GuardD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %2) #5, !dbg !47
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %2) #5, !dbg !47
  resume { ptr, i32 } %32, !dbg !47

33:                                               ; preds = %24
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare !dbg !57 void @_Z9may_throwi(i32 noundef) local_unnamed_addr #2

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZN5GuardD1Ev(ptr noundef nonnull align 1 dereferenceable(1)) unnamed_addr #4

attributes #0 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "eh.cpp", directory: "/tmp/cc", checksumkind: CSK_MD5, checksum: "052cfa33637b1f6201877ce02735f850")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "f", linkageName: "_Z1fi", scope: !1, file: !1, line: 4, type: !11, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{!15, !16, !23, !28}
!15 = !DILocalVariable(name: "x", arg: 1, scope: !10, file: !1, line: 4, type: !13)
!16 = !DILocalVariable(name: "g", scope: !10, file: !1, line: 5, type: !17)
!17 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Guard", file: !1, line: 3, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !18, identifier: "_ZTS5Guard")
!18 = !{!19}
!19 = !DISubprogram(name: "~Guard", scope: !17, file: !1, line: 3, type: !20, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!20 = !DISubroutineType(types: !21)
!21 = !{null, !22}
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!23 = !DILocalVariable(name: "e", scope: !10, file: !1, line: 6, type: !24)
!24 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !25, size: 64)
!25 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "E", file: !1, line: 1, size: 32, flags: DIFlagTypePassByValue, elements: !26, identifier: "_ZTS1E")
!26 = !{!27}
!27 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !25, file: !1, line: 1, baseType: !13, size: 32)
!28 = !DILocalVariable(scope: !10, file: !1, line: 7, type: !13)
!29 = distinct !DIAssignID()
!30 = !DILocation(line: 0, scope: !10)
!31 = !DILocation(line: 5, column: 3, scope: !10)
!32 = !DILocation(line: 6, column: 9, scope: !33)
!33 = distinct !DILexicalBlock(scope: !10, file: !1, line: 6, column: 7)
!34 = !DILocation(line: 9, column: 1, scope: !33)
!35 = !DILocation(line: 6, column: 23, scope: !33)
!36 = !DILocation(line: 6, scope: !10)
!37 = !DILocation(line: 6, column: 49, scope: !38)
!38 = distinct !DILexicalBlock(scope: !10, file: !1, line: 6, column: 38)
!39 = !{!40, !41, i64 0}
!40 = !{!"_ZTS1E", !41, i64 0}
!41 = !{!"int", !42, i64 0}
!42 = !{!"omnipotent char", !43, i64 0}
!43 = !{!"Simple C++ TBAA"}
!44 = !DILocation(line: 6, column: 52, scope: !38)
!45 = !DILocation(line: 6, column: 79, scope: !46)
!46 = distinct !DILexicalBlock(scope: !10, file: !1, line: 6, column: 66)
!47 = !DILocation(line: 9, column: 1, scope: !10)
!48 = !DILocation(line: 7, column: 21, scope: !49)
!49 = distinct !DILexicalBlock(scope: !10, file: !1, line: 7, column: 7)
!50 = !DILocation(line: 7, column: 9, scope: !49)
!51 = !DILocation(line: 9, column: 1, scope: !49)
!52 = !DILocation(line: 7, column: 27, scope: !49)
!53 = !DILocation(line: 7, column: 43, scope: !54)
!54 = distinct !DILexicalBlock(scope: !10, file: !1, line: 7, column: 41)
!55 = !DILocation(line: 9, column: 1, scope: !54)
!56 = !DILocation(line: 7, column: 50, scope: !54)
!57 = !DISubprogram(name: "may_throw", linkageName: "_Z9may_throwi", scope: !1, file: !1, line: 2, type: !58, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!58 = !DISubroutineType(types: !59)
!59 = !{null, !13}
