; ModuleID = 'separate-storage.ll'
source_filename = "separate-storage"

@g = global i32 0

define i32 @before(ptr %a, ptr %b) {
  call void @llvm.assume(i1 true) [ "separate_storage"(ptr %a, ptr %b) ]
  store i32 0, ptr %a, align 4
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @after(ptr %a, ptr %b) {
  store i32 0, ptr %a, align 4
  %v = load i32, ptr %b, align 4
  call void @llvm.assume(i1 true) [ "separate_storage"(ptr %a, ptr %b) ]
  ret i32 %v
}

define i32 @geps(ptr %a, ptr %b, i64 %i) {
  call void @llvm.assume(i1 true) [ "separate_storage"(ptr %a, ptr %b) ]
  %ga = getelementptr i32, ptr %a, i64 %i
  %gb = getelementptr i32, ptr %b, i64 5
  store i32 0, ptr %ga, align 4
  %v = load i32, ptr %gb, align 4
  ret i32 %v
}

define i32 @hint_geps(ptr %a, ptr %b) {
  %ha = getelementptr i8, ptr %a, i64 100
  %hb = getelementptr i8, ptr %b, i64 -3
  call void @llvm.assume(i1 true) [ "separate_storage"(ptr %ha, ptr %hb) ]
  store i32 0, ptr %a, align 4
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @branch(ptr %a, ptr %b, i1 %c) {
entry:
  br i1 %c, label %t, label %j

t:                                                ; preds = %entry
  call void @llvm.assume(i1 true) [ "separate_storage"(ptr %a, ptr %b) ]
  br label %j

j:                                                ; preds = %t, %entry
  store i32 0, ptr %a, align 4
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @dom(ptr %a, ptr %b, i1 %c) {
entry:
  call void @llvm.assume(i1 true) [ "separate_storage"(ptr %a, ptr %b) ]
  br i1 %c, label %t, label %j

t:                                                ; preds = %entry
  store i32 0, ptr %a, align 4
  %v = load i32, ptr %b, align 4
  ret i32 %v

j:                                                ; preds = %entry
  ret i32 0
}

define i32 @after_call(ptr %a, ptr %b) {
  store i32 0, ptr %a, align 4
  %v = load i32, ptr %b, align 4
  call void @f()
  call void @llvm.assume(i1 true) [ "separate_storage"(ptr %a, ptr %b) ]
  ret i32 %v
}

define i32 @loaded(ptr %pp) {
  %a = load ptr, ptr %pp, align 8
  %q = getelementptr ptr, ptr %pp, i64 1
  %b = load ptr, ptr %q, align 8
  call void @llvm.assume(i1 true) [ "separate_storage"(ptr %a, ptr %b) ]
  store i32 0, ptr %a, align 4
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @loaded_after(ptr %pp) {
  %a = load ptr, ptr %pp, align 8
  %q = getelementptr ptr, ptr %pp, i64 1
  %b = load ptr, ptr %q, align 8
  store i32 0, ptr %a, align 4
  %v = load i32, ptr %b, align 4
  call void @llvm.assume(i1 true) [ "separate_storage"(ptr %a, ptr %b) ]
  ret i32 %v
}

define i32 @late_ptr(ptr %pp, ptr %b) {
  %a = load ptr, ptr %pp, align 8
  call void @llvm.assume(i1 true) [ "separate_storage"(ptr %a, ptr %b) ]
  %ga = getelementptr i8, ptr %a, i64 4
  store i32 0, ptr %ga, align 4
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @call(ptr %a, ptr %b) {
  call void @llvm.assume(i1 true) [ "separate_storage"(ptr %a, ptr %b) ]
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 8, i1 false)
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #1

declare void @f()

declare void @nice()

define i32 @global_hint(ptr %b) {
  call void @llvm.assume(i1 true) [ "separate_storage"(ptr @g, ptr %b) ]
  store i32 0, ptr @g, align 4
  %v = load i32, ptr %b, align 4
  store i32 1, ptr %b, align 4
  %w = load i32, ptr @g, align 4
  %s = add i32 %v, %w
  ret i32 %s
}

define i32 @const_object(ptr %b) {
  call void @llvm.assume(i1 true) [ "separate_storage"(ptr inttoptr (i64 4096 to ptr), ptr %b) ]
  store i32 0, ptr inttoptr (i64 4096 to ptr), align 4
  %v = load i32, ptr %b, align 4
  store i32 1, ptr %b, align 4
  %w = load i32, ptr inttoptr (i64 4096 to ptr), align 4
  %s = add i32 %v, %w
  ret i32 %s
}

define i32 @two_bundles(ptr %a, ptr %b, ptr %c) {
  call void @llvm.assume(i1 true) [ "separate_storage"(ptr %c, ptr %a), "separate_storage"(ptr %b, ptr %c) ]
  store i32 0, ptr %c, align 4
  %v = load i32, ptr %a, align 4
  %w = load i32, ptr %b, align 4
  store i32 1, ptr %a, align 4
  %x = load i32, ptr %b, align 4
  %s = add i32 %v, %w
  %t = add i32 %s, %x
  ret i32 %t
}

define i32 @nice_call_between(ptr %pp) {
  %a = load ptr, ptr %pp, align 8
  %q = getelementptr ptr, ptr %pp, i64 1
  %b = load ptr, ptr %q, align 8
  store i32 0, ptr %a, align 4
  %v = load i32, ptr %b, align 4
  call void @nice()
  call void @llvm.assume(i1 true) [ "separate_storage"(ptr %a, ptr %b) ]
  ret i32 %v
}

define i32 @volatile_between(ptr %pp, ptr %o) {
  %a = load ptr, ptr %pp, align 8
  %q = getelementptr ptr, ptr %pp, i64 1
  %b = load ptr, ptr %q, align 8
  store i32 0, ptr %a, align 4
  %v = load i32, ptr %b, align 4
  store volatile i32 0, ptr %o, align 4
  call void @llvm.assume(i1 true) [ "separate_storage"(ptr %a, ptr %b) ]
  ret i32 %v
}

define i32 @unreachable_assume(ptr %a, ptr %b) {
entry:
  store i32 0, ptr %a, align 4
  %v = load i32, ptr %b, align 4
  ret i32 %v

dead:                                             ; No predecessors!
  call void @llvm.assume(i1 true) [ "separate_storage"(ptr %a, ptr %b) ]
  ret i32 0
}

define i32 @scan13(ptr %a, ptr %b, i32 %k) {
  store i32 0, ptr %a, align 4
  %v = load i32, ptr %b, align 4
  %x0 = add i32 %k, 0
  %x1 = add i32 %k, 1
  %x2 = add i32 %k, 2
  %x3 = add i32 %k, 3
  %x4 = add i32 %k, 4
  %x5 = add i32 %k, 5
  %x6 = add i32 %k, 6
  %x7 = add i32 %k, 7
  %x8 = add i32 %k, 8
  %x9 = add i32 %k, 9
  %x10 = add i32 %k, 10
  call void @llvm.assume(i1 true) [ "separate_storage"(ptr %a, ptr %b) ]
  ret i32 %v
}

define i32 @scan14(ptr %a, ptr %b, i32 %k) {
  store i32 0, ptr %a, align 4
  %v = load i32, ptr %b, align 4
  %x0 = add i32 %k, 0
  %x1 = add i32 %k, 1
  %x2 = add i32 %k, 2
  %x3 = add i32 %k, 3
  %x4 = add i32 %k, 4
  %x5 = add i32 %k, 5
  %x6 = add i32 %k, 6
  %x7 = add i32 %k, 7
  %x8 = add i32 %k, 8
  %x9 = add i32 %k, 9
  %x10 = add i32 %k, 10
  %x11 = add i32 %k, 11
  call void @llvm.assume(i1 true) [ "separate_storage"(ptr %a, ptr %b) ]
  ret i32 %v
}

define i32 @scan15(ptr %a, ptr %b, i32 %k) {
  store i32 0, ptr %a, align 4
  %v = load i32, ptr %b, align 4
  %x0 = add i32 %k, 0
  %x1 = add i32 %k, 1
  %x2 = add i32 %k, 2
  %x3 = add i32 %k, 3
  %x4 = add i32 %k, 4
  %x5 = add i32 %k, 5
  %x6 = add i32 %k, 6
  %x7 = add i32 %k, 7
  %x8 = add i32 %k, 8
  %x9 = add i32 %k, 9
  %x10 = add i32 %k, 10
  %x11 = add i32 %k, 11
  %x12 = add i32 %k, 12
  call void @llvm.assume(i1 true) [ "separate_storage"(ptr %a, ptr %b) ]
  ret i32 %v
}

define i32 @scan16(ptr %a, ptr %b, i32 %k) {
  store i32 0, ptr %a, align 4
  %v = load i32, ptr %b, align 4
  %x0 = add i32 %k, 0
  %x1 = add i32 %k, 1
  %x2 = add i32 %k, 2
  %x3 = add i32 %k, 3
  %x4 = add i32 %k, 4
  %x5 = add i32 %k, 5
  %x6 = add i32 %k, 6
  %x7 = add i32 %k, 7
  %x8 = add i32 %k, 8
  %x9 = add i32 %k, 9
  %x10 = add i32 %k, 10
  %x11 = add i32 %k, 11
  %x12 = add i32 %k, 12
  %x13 = add i32 %k, 13
  call void @llvm.assume(i1 true) [ "separate_storage"(ptr %a, ptr %b) ]
  ret i32 %v
}

define i32 @scan_dbg(ptr %a, ptr %b, i32 %k) !dbg !3 {
  store i32 0, ptr %a, align 4
  %v = load i32, ptr %b, align 4
  %x0 = add i32 %k, 0
    #dbg_value(i32 %x0, !6, !DIExpression(), !8)
  %x1 = add i32 %k, 1
    #dbg_value(i32 %x1, !6, !DIExpression(), !8)
  %x2 = add i32 %k, 2
    #dbg_value(i32 %x2, !6, !DIExpression(), !8)
  %x3 = add i32 %k, 3
    #dbg_value(i32 %x3, !6, !DIExpression(), !8)
  %x4 = add i32 %k, 4
    #dbg_value(i32 %x4, !6, !DIExpression(), !8)
  %x5 = add i32 %k, 5
    #dbg_value(i32 %x5, !6, !DIExpression(), !8)
  %x6 = add i32 %k, 6
    #dbg_value(i32 %x6, !6, !DIExpression(), !8)
  %x7 = add i32 %k, 7
    #dbg_value(i32 %x7, !6, !DIExpression(), !8)
  %x8 = add i32 %k, 8
    #dbg_value(i32 %x8, !6, !DIExpression(), !8)
  %x9 = add i32 %k, 9
    #dbg_value(i32 %x9, !6, !DIExpression(), !8)
  %x10 = add i32 %k, 10
    #dbg_value(i32 %x10, !6, !DIExpression(), !8)
  %x11 = add i32 %k, 11
    #dbg_value(i32 %x11, !6, !DIExpression(), !8)
  call void @llvm.assume(i1 true) [ "separate_storage"(ptr %a, ptr %b) ]
  ret i32 %v
}

attributes #0 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!llvm.module.flags = !{!0}
!llvm.dbg.cu = !{!1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C99, file: !2, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!2 = !DIFile(filename: "x.c", directory: "/")
!3 = distinct !DISubprogram(name: "scan_dbg", scope: !2, file: !2, line: 1, type: !4, spFlags: DISPFlagDefinition, unit: !1)
!4 = !DISubroutineType(types: !5)
!5 = !{}
!6 = !DILocalVariable(name: "x", scope: !3, file: !2, line: 1, type: !7)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DILocation(line: 1, scope: !3)
