; ModuleID = 'a.c'
source_filename = "a.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { i32, ptr }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }
%struct.big = type { [20 x i32] }

@table = dso_local constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 16, !dbg !0
@counter = internal global i32 0, align 4, !dbg !5
@tls = dso_local thread_local global i32 0, align 4, !dbg !8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum(ptr noundef %0) #0 !dbg !22 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !31, !DIExpression(), !32)
    #dbg_declare(ptr %3, !33, !DIExpression(), !34)
  store i32 0, ptr %3, align 4, !dbg !34
  br label %4, !dbg !35

4:                                                ; preds = %7, %1
  %5 = load ptr, ptr %2, align 8, !dbg !36
  %6 = icmp ne ptr %5, null, !dbg !35
  br i1 %6, label %7, label %18, !dbg !35

7:                                                ; preds = %4
  %8 = load ptr, ptr %2, align 8, !dbg !37
  %9 = getelementptr inbounds %struct.node, ptr %8, i32 0, i32 0, !dbg !39
  %10 = load i32, ptr %9, align 8, !dbg !39
  %11 = load i32, ptr %3, align 4, !dbg !40
  %12 = add nsw i32 %11, %10, !dbg !40
  store i32 %12, ptr %3, align 4, !dbg !40
  %13 = load i32, ptr @counter, align 4, !dbg !41
  %14 = add nsw i32 %13, 1, !dbg !41
  store i32 %14, ptr @counter, align 4, !dbg !41
  %15 = load ptr, ptr %2, align 8, !dbg !42
  %16 = getelementptr inbounds %struct.node, ptr %15, i32 0, i32 1, !dbg !43
  %17 = load ptr, ptr %16, align 8, !dbg !43
  store ptr %17, ptr %2, align 8, !dbg !44
  br label %4, !dbg !35, !llvm.loop !45

18:                                               ; preds = %4
  %19 = load i32, ptr %3, align 4, !dbg !48
  ret i32 %19, !dbg !49
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @va(i32 noundef %0, ...) #0 !dbg !50 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !53, !DIExpression(), !54)
    #dbg_declare(ptr %3, !55, !DIExpression(), !70)
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !71
  call void @llvm.va_start.p0(ptr %6), !dbg !71
    #dbg_declare(ptr %4, !72, !DIExpression(), !73)
  store i32 0, ptr %4, align 4, !dbg !73
    #dbg_declare(ptr %5, !74, !DIExpression(), !76)
  store i32 0, ptr %5, align 4, !dbg !76
  br label %7, !dbg !77

7:                                                ; preds = %30, %1
  %8 = load i32, ptr %5, align 4, !dbg !78
  %9 = load i32, ptr %2, align 4, !dbg !80
  %10 = icmp slt i32 %8, %9, !dbg !81
  br i1 %10, label %11, label %33, !dbg !82

11:                                               ; preds = %7
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !83
  %13 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 0, !dbg !83
  %14 = load i32, ptr %13, align 16, !dbg !83
  %15 = icmp ule i32 %14, 40, !dbg !83
  br i1 %15, label %16, label %21, !dbg !83

16:                                               ; preds = %11
  %17 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 3, !dbg !83
  %18 = load ptr, ptr %17, align 16, !dbg !83
  %19 = getelementptr i8, ptr %18, i32 %14, !dbg !83
  %20 = add i32 %14, 8, !dbg !83
  store i32 %20, ptr %13, align 16, !dbg !83
  br label %25, !dbg !83

21:                                               ; preds = %11
  %22 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 2, !dbg !83
  %23 = load ptr, ptr %22, align 8, !dbg !83
  %24 = getelementptr i8, ptr %23, i32 8, !dbg !83
  store ptr %24, ptr %22, align 8, !dbg !83
  br label %25, !dbg !83

25:                                               ; preds = %21, %16
  %26 = phi ptr [ %19, %16 ], [ %23, %21 ], !dbg !83
  %27 = load i32, ptr %26, align 4, !dbg !83
  %28 = load i32, ptr %4, align 4, !dbg !84
  %29 = add nsw i32 %28, %27, !dbg !84
  store i32 %29, ptr %4, align 4, !dbg !84
  br label %30, !dbg !85

30:                                               ; preds = %25
  %31 = load i32, ptr %5, align 4, !dbg !86
  %32 = add nsw i32 %31, 1, !dbg !86
  store i32 %32, ptr %5, align 4, !dbg !86
  br label %7, !dbg !87, !llvm.loop !88

33:                                               ; preds = %7
  %34 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !90
  call void @llvm.va_end.p0(ptr %34), !dbg !90
  %35 = load i32, ptr %4, align 4, !dbg !91
  ret i32 %35, !dbg !92
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @cp(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !93 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !100, !DIExpression(), !101)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !102, !DIExpression(), !103)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !104, !DIExpression(), !105)
  %7 = load ptr, ptr %4, align 8, !dbg !106
  %8 = load ptr, ptr %5, align 8, !dbg !107
  %9 = load i32, ptr %6, align 4, !dbg !108
  %10 = sext i32 %9 to i64, !dbg !108
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %7, ptr align 1 %8, i64 %10, i1 false), !dbg !109
  %11 = load ptr, ptr %4, align 8, !dbg !110
  call void @llvm.memset.p0.i64(ptr align 1 %11, i8 0, i64 3, i1 false), !dbg !111
  ret void, !dbg !112
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sw(i32 noundef %0, ptr noundef %1) #0 !dbg !113 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !117, !DIExpression(), !118)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !119, !DIExpression(), !120)
  %6 = load i32, ptr %4, align 4, !dbg !121
  switch i32 %6, label %18 [
    i32 0, label %7
    i32 1, label %7
    i32 2, label %9
    i32 7, label %14
  ], !dbg !122

7:                                                ; preds = %2, %2
  %8 = load ptr, ptr %5, align 8, !dbg !123
  store i32 1, ptr %8, align 4, !dbg !125
  br label %21, !dbg !126

9:                                                ; preds = %2
  %10 = load i32, ptr %4, align 4, !dbg !127
  %11 = sext i32 %10 to i64, !dbg !128
  %12 = getelementptr inbounds [4 x i32], ptr @table, i64 0, i64 %11, !dbg !128
  %13 = load i32, ptr %12, align 4, !dbg !128
  store i32 %13, ptr %3, align 4, !dbg !129
  br label %27, !dbg !129

14:                                               ; preds = %2
  %15 = load ptr, ptr %5, align 8, !dbg !130
  %16 = load i32, ptr %15, align 4, !dbg !131
  %17 = add nsw i32 %16, 3, !dbg !131
  store i32 %17, ptr %15, align 4, !dbg !131
  br label %18, !dbg !132

18:                                               ; preds = %2, %14
  %19 = load ptr, ptr %5, align 8, !dbg !133
  %20 = getelementptr inbounds i32, ptr %19, i64 2, !dbg !133
  store i32 4, ptr %20, align 4, !dbg !134
  br label %21, !dbg !135

21:                                               ; preds = %18, %7
  %22 = load ptr, ptr %5, align 8, !dbg !136
  %23 = load i32, ptr %22, align 4, !dbg !137
  %24 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls), !dbg !138
  %25 = load i32, ptr %24, align 4, !dbg !138
  %26 = add nsw i32 %23, %25, !dbg !139
  store i32 %26, ptr %3, align 4, !dbg !140
  br label %27, !dbg !140

27:                                               ; preds = %21, %9
  %28 = load i32, ptr %3, align 4, !dbg !141
  ret i32 %28, !dbg !141
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @atom(ptr noundef %0, ptr noundef %1) #0 !dbg !142 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !147, !DIExpression(), !148)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !149, !DIExpression(), !150)
  %9 = load ptr, ptr %3, align 8, !dbg !151
  store i32 1, ptr %5, align 4, !dbg !152
  %10 = load i32, ptr %5, align 4, !dbg !152
  %11 = atomicrmw add ptr %9, i32 %10 seq_cst, align 4, !dbg !152
  store i32 %11, ptr %6, align 4, !dbg !152
  %12 = load i32, ptr %6, align 4, !dbg !152
  %13 = load ptr, ptr %4, align 8, !dbg !153
  store volatile i32 3, ptr %13, align 4, !dbg !154
    #dbg_declare(ptr %7, !155, !DIExpression(), !156)
  %14 = load ptr, ptr %4, align 8, !dbg !157
  %15 = load volatile i32, ptr %14, align 4, !dbg !158
  store i32 %15, ptr %7, align 4, !dbg !156
  fence acquire, !dbg !159
  %16 = load i32, ptr %7, align 4, !dbg !160
  %17 = load ptr, ptr %3, align 8, !dbg !161
  %18 = load atomic i32, ptr %17 monotonic, align 4, !dbg !162
  store i32 %18, ptr %8, align 4, !dbg !162
  %19 = load i32, ptr %8, align 4, !dbg !162
  %20 = add nsw i32 %16, %19, !dbg !163
  ret i32 %20, !dbg !164
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @loops(ptr noundef %0, i32 noundef %1) #0 !dbg !165 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !168, !DIExpression(), !169)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !170, !DIExpression(), !171)
    #dbg_declare(ptr %5, !172, !DIExpression(), !173)
  store i32 0, ptr %5, align 4, !dbg !173
    #dbg_declare(ptr %6, !174, !DIExpression(), !176)
  store i32 0, ptr %6, align 4, !dbg !176
  br label %8, !dbg !177

8:                                                ; preds = %46, %2
  %9 = load i32, ptr %6, align 4, !dbg !178
  %10 = load i32, ptr %4, align 4, !dbg !180
  %11 = icmp slt i32 %9, %10, !dbg !181
  br i1 %11, label %12, label %49, !dbg !182

12:                                               ; preds = %8
    #dbg_declare(ptr %7, !183, !DIExpression(), !186)
  store i32 0, ptr %7, align 4, !dbg !186
  br label %13, !dbg !187

13:                                               ; preds = %38, %12
  %14 = load i32, ptr %7, align 4, !dbg !188
  %15 = load i32, ptr %6, align 4, !dbg !190
  %16 = icmp slt i32 %14, %15, !dbg !191
  br i1 %16, label %17, label %41, !dbg !192

17:                                               ; preds = %13
  %18 = load ptr, ptr %3, align 8, !dbg !193
  %19 = load i32, ptr %7, align 4, !dbg !196
  %20 = sext i32 %19 to i64, !dbg !193
  %21 = getelementptr inbounds i32, ptr %18, i64 %20, !dbg !193
  %22 = load i32, ptr %21, align 4, !dbg !193
  %23 = icmp sgt i32 %22, 3, !dbg !197
  br i1 %23, label %24, label %25, !dbg !198

24:                                               ; preds = %17
  br label %38, !dbg !199

25:                                               ; preds = %17
  %26 = load ptr, ptr %3, align 8, !dbg !200
  %27 = load i32, ptr %7, align 4, !dbg !201
  %28 = sext i32 %27 to i64, !dbg !200
  %29 = getelementptr inbounds i32, ptr %26, i64 %28, !dbg !200
  %30 = load i32, ptr %29, align 4, !dbg !200
  %31 = load i32, ptr %5, align 4, !dbg !202
  %32 = add nsw i32 %31, %30, !dbg !202
  store i32 %32, ptr %5, align 4, !dbg !202
  %33 = load i32, ptr %5, align 4, !dbg !203
  %34 = load ptr, ptr %3, align 8, !dbg !204
  %35 = load i32, ptr %6, align 4, !dbg !205
  %36 = sext i32 %35 to i64, !dbg !204
  %37 = getelementptr inbounds i32, ptr %34, i64 %36, !dbg !204
  store i32 %33, ptr %37, align 4, !dbg !206
  br label %38, !dbg !207

38:                                               ; preds = %25, %24
  %39 = load i32, ptr %7, align 4, !dbg !208
  %40 = add nsw i32 %39, 1, !dbg !208
  store i32 %40, ptr %7, align 4, !dbg !208
  br label %13, !dbg !209, !llvm.loop !210

41:                                               ; preds = %13
  %42 = load i32, ptr %5, align 4, !dbg !212
  %43 = icmp sgt i32 %42, 100, !dbg !214
  br i1 %43, label %44, label %45, !dbg !215

44:                                               ; preds = %41
  br label %50, !dbg !216

45:                                               ; preds = %41
  br label %46, !dbg !217

46:                                               ; preds = %45
  %47 = load i32, ptr %6, align 4, !dbg !218
  %48 = add nsw i32 %47, 1, !dbg !218
  store i32 %48, ptr %6, align 4, !dbg !218
  br label %8, !dbg !219, !llvm.loop !220

49:                                               ; preds = %8
  br label %50, !dbg !221

50:                                               ; preds = %49, %44
    #dbg_label(!222, !223)
  %51 = load i32, ptr %5, align 4, !dbg !224
  ret i32 %51, !dbg !225
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @ret(ptr dead_on_unwind noalias writable sret(%struct.big) align 4 %0, ptr noundef byval(%struct.big) align 8 %1) #0 !dbg !226 {
    #dbg_declare(ptr %1, !235, !DIExpression(), !236)
  %3 = getelementptr inbounds %struct.big, ptr %1, i32 0, i32 0, !dbg !237
  %4 = getelementptr inbounds [20 x i32], ptr %3, i64 0, i64 3, !dbg !238
  store i32 1, ptr %4, align 4, !dbg !239
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %0, ptr align 8 %1, i64 80, i1 false), !dbg !240
  ret void, !dbg !241
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @alloc(i32 noundef %0) #0 !dbg !242 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !245, !DIExpression(), !246)
    #dbg_declare(ptr %3, !247, !DIExpression(), !248)
  %5 = load i32, ptr %2, align 4, !dbg !249
  %6 = sext i32 %5 to i64, !dbg !249
  %7 = mul i64 %6, 4, !dbg !250
  %8 = call noalias ptr @malloc(i64 noundef %7) #8, !dbg !251
  store ptr %8, ptr %3, align 8, !dbg !248
  %9 = load ptr, ptr %3, align 8, !dbg !252
  %10 = icmp ne ptr %9, null, !dbg !252
  br i1 %10, label %12, label %11, !dbg !254

11:                                               ; preds = %1
  call void @abort() #9, !dbg !255
  unreachable, !dbg !255

12:                                               ; preds = %1
    #dbg_declare(ptr %4, !256, !DIExpression(), !258)
  store i32 0, ptr %4, align 4, !dbg !258
  br label %13, !dbg !259

13:                                               ; preds = %23, %12
  %14 = load i32, ptr %4, align 4, !dbg !260
  %15 = load i32, ptr %2, align 4, !dbg !262
  %16 = icmp slt i32 %14, %15, !dbg !263
  br i1 %16, label %17, label %26, !dbg !264

17:                                               ; preds = %13
  %18 = load i32, ptr %4, align 4, !dbg !265
  %19 = load ptr, ptr %3, align 8, !dbg !266
  %20 = load i32, ptr %4, align 4, !dbg !267
  %21 = sext i32 %20 to i64, !dbg !266
  %22 = getelementptr inbounds i32, ptr %19, i64 %21, !dbg !266
  store i32 %18, ptr %22, align 4, !dbg !268
  br label %23, !dbg !266

23:                                               ; preds = %17
  %24 = load i32, ptr %4, align 4, !dbg !269
  %25 = add nsw i32 %24, 1, !dbg !269
  store i32 %25, ptr %4, align 4, !dbg !269
  br label %13, !dbg !270, !llvm.loop !271

26:                                               ; preds = %13
  %27 = load ptr, ptr %3, align 8, !dbg !273
  call void @free(ptr noundef %27) #10, !dbg !274
  %28 = load ptr, ptr %3, align 8, !dbg !275
  ret ptr %28, !dbg !276
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #5

; Function Attrs: noreturn nounwind
declare void @abort() #6

; Function Attrs: nounwind
declare void @free(ptr noundef) #7

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind allocsize(0) }
attributes #9 = { noreturn nounwind }
attributes #10 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 6, type: !10, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "a.c", directory: "/tmp/cc", checksumkind: CSK_MD5, checksum: "5c0caabf07aecf31f6277c573086bd33")
!4 = !{!0, !5, !8}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 5, type: !7, isLocal: true, isDefinition: true)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "tls", scope: !2, file: !3, line: 7, type: !7, isLocal: false, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 128, elements: !12)
!11 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!12 = !{!13}
!13 = !DISubrange(count: 4)
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 8, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 2}
!20 = !{i32 7, !"frame-pointer", i32 2}
!21 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!22 = distinct !DISubprogram(name: "sum", scope: !3, file: !3, line: 8, type: !23, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !30)
!23 = !DISubroutineType(types: !24)
!24 = !{!7, !25}
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !3, line: 4, size: 128, elements: !27)
!27 = !{!28, !29}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !26, file: !3, line: 4, baseType: !7, size: 32)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !26, file: !3, line: 4, baseType: !25, size: 64, offset: 64)
!30 = !{}
!31 = !DILocalVariable(name: "n", arg: 1, scope: !22, file: !3, line: 8, type: !25)
!32 = !DILocation(line: 8, column: 22, scope: !22)
!33 = !DILocalVariable(name: "s", scope: !22, file: !3, line: 8, type: !7)
!34 = !DILocation(line: 8, column: 31, scope: !22)
!35 = !DILocation(line: 8, column: 38, scope: !22)
!36 = !DILocation(line: 8, column: 45, scope: !22)
!37 = !DILocation(line: 8, column: 55, scope: !38)
!38 = distinct !DILexicalBlock(scope: !22, file: !3, line: 8, column: 48)
!39 = !DILocation(line: 8, column: 58, scope: !38)
!40 = !DILocation(line: 8, column: 52, scope: !38)
!41 = !DILocation(line: 8, column: 68, scope: !38)
!42 = !DILocation(line: 8, column: 76, scope: !38)
!43 = !DILocation(line: 8, column: 79, scope: !38)
!44 = !DILocation(line: 8, column: 74, scope: !38)
!45 = distinct !{!45, !35, !46, !47}
!46 = !DILocation(line: 8, column: 85, scope: !22)
!47 = !{!"llvm.loop.mustprogress"}
!48 = !DILocation(line: 8, column: 94, scope: !22)
!49 = !DILocation(line: 8, column: 87, scope: !22)
!50 = distinct !DISubprogram(name: "va", scope: !3, file: !3, line: 9, type: !51, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !30)
!51 = !DISubroutineType(types: !52)
!52 = !{!7, !7, null}
!53 = !DILocalVariable(name: "n", arg: 1, scope: !50, file: !3, line: 9, type: !7)
!54 = !DILocation(line: 9, column: 12, scope: !50)
!55 = !DILocalVariable(name: "ap", scope: !50, file: !3, line: 9, type: !56)
!56 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !57, line: 12, baseType: !58)
!57 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "7bd78a282b99fcfe41a9e3c566d14f7d")
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !3, baseType: !59)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !60, size: 192, elements: !68)
!60 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !61)
!61 = !{!62, !64, !65, !67}
!62 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !60, file: !3, line: 9, baseType: !63, size: 32)
!63 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !60, file: !3, line: 9, baseType: !63, size: 32, offset: 32)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !60, file: !3, line: 9, baseType: !66, size: 64, offset: 64)
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !60, file: !3, line: 9, baseType: !66, size: 64, offset: 128)
!68 = !{!69}
!69 = !DISubrange(count: 1)
!70 = !DILocation(line: 9, column: 30, scope: !50)
!71 = !DILocation(line: 9, column: 34, scope: !50)
!72 = !DILocalVariable(name: "s", scope: !50, file: !3, line: 9, type: !7)
!73 = !DILocation(line: 9, column: 55, scope: !50)
!74 = !DILocalVariable(name: "i", scope: !75, file: !3, line: 9, type: !7)
!75 = distinct !DILexicalBlock(scope: !50, file: !3, line: 9, column: 62)
!76 = !DILocation(line: 9, column: 71, scope: !75)
!77 = !DILocation(line: 9, column: 67, scope: !75)
!78 = !DILocation(line: 9, column: 78, scope: !79)
!79 = distinct !DILexicalBlock(scope: !75, file: !3, line: 9, column: 62)
!80 = !DILocation(line: 9, column: 82, scope: !79)
!81 = !DILocation(line: 9, column: 80, scope: !79)
!82 = !DILocation(line: 9, column: 62, scope: !75)
!83 = !DILocation(line: 9, column: 95, scope: !79)
!84 = !DILocation(line: 9, column: 92, scope: !79)
!85 = !DILocation(line: 9, column: 90, scope: !79)
!86 = !DILocation(line: 9, column: 86, scope: !79)
!87 = !DILocation(line: 9, column: 62, scope: !79)
!88 = distinct !{!88, !82, !89, !47}
!89 = !DILocation(line: 9, column: 95, scope: !75)
!90 = !DILocation(line: 9, column: 112, scope: !50)
!91 = !DILocation(line: 9, column: 131, scope: !50)
!92 = !DILocation(line: 9, column: 124, scope: !50)
!93 = distinct !DISubprogram(name: "cp", scope: !3, file: !3, line: 10, type: !94, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !30)
!94 = !DISubroutineType(types: !95)
!95 = !{null, !96, !98, !7}
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64)
!97 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64)
!99 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !97)
!100 = !DILocalVariable(name: "d", arg: 1, scope: !93, file: !3, line: 10, type: !96)
!101 = !DILocation(line: 10, column: 15, scope: !93)
!102 = !DILocalVariable(name: "s", arg: 2, scope: !93, file: !3, line: 10, type: !98)
!103 = !DILocation(line: 10, column: 30, scope: !93)
!104 = !DILocalVariable(name: "n", arg: 3, scope: !93, file: !3, line: 10, type: !7)
!105 = !DILocation(line: 10, column: 37, scope: !93)
!106 = !DILocation(line: 10, column: 49, scope: !93)
!107 = !DILocation(line: 10, column: 52, scope: !93)
!108 = !DILocation(line: 10, column: 55, scope: !93)
!109 = !DILocation(line: 10, column: 42, scope: !93)
!110 = !DILocation(line: 10, column: 66, scope: !93)
!111 = !DILocation(line: 10, column: 59, scope: !93)
!112 = !DILocation(line: 10, column: 76, scope: !93)
!113 = distinct !DISubprogram(name: "sw", scope: !3, file: !3, line: 11, type: !114, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !30)
!114 = !DISubroutineType(types: !115)
!115 = !{!7, !7, !116}
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!117 = !DILocalVariable(name: "x", arg: 1, scope: !113, file: !3, line: 11, type: !7)
!118 = !DILocation(line: 11, column: 12, scope: !113)
!119 = !DILocalVariable(name: "p", arg: 2, scope: !113, file: !3, line: 11, type: !116)
!120 = !DILocation(line: 11, column: 20, scope: !113)
!121 = !DILocation(line: 11, column: 33, scope: !113)
!122 = !DILocation(line: 11, column: 25, scope: !113)
!123 = !DILocation(line: 11, column: 55, scope: !124)
!124 = distinct !DILexicalBlock(scope: !113, file: !3, line: 11, column: 36)
!125 = !DILocation(line: 11, column: 57, scope: !124)
!126 = !DILocation(line: 11, column: 62, scope: !124)
!127 = !DILocation(line: 11, column: 90, scope: !124)
!128 = !DILocation(line: 11, column: 84, scope: !124)
!129 = !DILocation(line: 11, column: 77, scope: !124)
!130 = !DILocation(line: 11, column: 103, scope: !124)
!131 = !DILocation(line: 11, column: 105, scope: !124)
!132 = !DILocation(line: 11, column: 102, scope: !124)
!133 = !DILocation(line: 11, column: 120, scope: !124)
!134 = !DILocation(line: 11, column: 125, scope: !124)
!135 = !DILocation(line: 11, column: 130, scope: !124)
!136 = !DILocation(line: 11, column: 140, scope: !113)
!137 = !DILocation(line: 11, column: 139, scope: !113)
!138 = !DILocation(line: 11, column: 144, scope: !113)
!139 = !DILocation(line: 11, column: 142, scope: !113)
!140 = !DILocation(line: 11, column: 132, scope: !113)
!141 = !DILocation(line: 11, column: 149, scope: !113)
!142 = distinct !DISubprogram(name: "atom", scope: !3, file: !3, line: 12, type: !143, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !30)
!143 = !DISubroutineType(types: !144)
!144 = !{!7, !116, !145}
!145 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !146, size: 64)
!146 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !7)
!147 = !DILocalVariable(name: "a", arg: 1, scope: !142, file: !3, line: 12, type: !116)
!148 = !DILocation(line: 12, column: 15, scope: !142)
!149 = !DILocalVariable(name: "v", arg: 2, scope: !142, file: !3, line: 12, type: !145)
!150 = !DILocation(line: 12, column: 32, scope: !142)
!151 = !DILocation(line: 12, column: 56, scope: !142)
!152 = !DILocation(line: 12, column: 37, scope: !142)
!153 = !DILocation(line: 12, column: 82, scope: !142)
!154 = !DILocation(line: 12, column: 84, scope: !142)
!155 = !DILocalVariable(name: "r", scope: !142, file: !3, line: 12, type: !7)
!156 = !DILocation(line: 12, column: 93, scope: !142)
!157 = !DILocation(line: 12, column: 98, scope: !142)
!158 = !DILocation(line: 12, column: 97, scope: !142)
!159 = !DILocation(line: 12, column: 101, scope: !142)
!160 = !DILocation(line: 12, column: 149, scope: !142)
!161 = !DILocation(line: 12, column: 169, scope: !142)
!162 = !DILocation(line: 12, column: 153, scope: !142)
!163 = !DILocation(line: 12, column: 151, scope: !142)
!164 = !DILocation(line: 12, column: 142, scope: !142)
!165 = distinct !DISubprogram(name: "loops", scope: !3, file: !3, line: 13, type: !166, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !30)
!166 = !DISubroutineType(types: !167)
!167 = !{!7, !116, !7}
!168 = !DILocalVariable(name: "a", arg: 1, scope: !165, file: !3, line: 13, type: !116)
!169 = !DILocation(line: 13, column: 16, scope: !165)
!170 = !DILocalVariable(name: "n", arg: 2, scope: !165, file: !3, line: 13, type: !7)
!171 = !DILocation(line: 13, column: 23, scope: !165)
!172 = !DILocalVariable(name: "s", scope: !165, file: !3, line: 13, type: !7)
!173 = !DILocation(line: 13, column: 32, scope: !165)
!174 = !DILocalVariable(name: "i", scope: !175, file: !3, line: 13, type: !7)
!175 = distinct !DILexicalBlock(scope: !165, file: !3, line: 13, column: 39)
!176 = !DILocation(line: 13, column: 48, scope: !175)
!177 = !DILocation(line: 13, column: 44, scope: !175)
!178 = !DILocation(line: 13, column: 55, scope: !179)
!179 = distinct !DILexicalBlock(scope: !175, file: !3, line: 13, column: 39)
!180 = !DILocation(line: 13, column: 59, scope: !179)
!181 = !DILocation(line: 13, column: 57, scope: !179)
!182 = !DILocation(line: 13, column: 39, scope: !175)
!183 = !DILocalVariable(name: "j", scope: !184, file: !3, line: 13, type: !7)
!184 = distinct !DILexicalBlock(scope: !185, file: !3, line: 13, column: 69)
!185 = distinct !DILexicalBlock(scope: !179, file: !3, line: 13, column: 67)
!186 = !DILocation(line: 13, column: 78, scope: !184)
!187 = !DILocation(line: 13, column: 74, scope: !184)
!188 = !DILocation(line: 13, column: 85, scope: !189)
!189 = distinct !DILexicalBlock(scope: !184, file: !3, line: 13, column: 69)
!190 = !DILocation(line: 13, column: 89, scope: !189)
!191 = !DILocation(line: 13, column: 87, scope: !189)
!192 = !DILocation(line: 13, column: 69, scope: !184)
!193 = !DILocation(line: 13, column: 103, scope: !194)
!194 = distinct !DILexicalBlock(scope: !195, file: !3, line: 13, column: 103)
!195 = distinct !DILexicalBlock(scope: !189, file: !3, line: 13, column: 97)
!196 = !DILocation(line: 13, column: 105, scope: !194)
!197 = !DILocation(line: 13, column: 108, scope: !194)
!198 = !DILocation(line: 13, column: 103, scope: !195)
!199 = !DILocation(line: 13, column: 113, scope: !194)
!200 = !DILocation(line: 13, column: 128, scope: !195)
!201 = !DILocation(line: 13, column: 130, scope: !195)
!202 = !DILocation(line: 13, column: 125, scope: !195)
!203 = !DILocation(line: 13, column: 141, scope: !195)
!204 = !DILocation(line: 13, column: 134, scope: !195)
!205 = !DILocation(line: 13, column: 136, scope: !195)
!206 = !DILocation(line: 13, column: 139, scope: !195)
!207 = !DILocation(line: 13, column: 144, scope: !195)
!208 = !DILocation(line: 13, column: 93, scope: !189)
!209 = !DILocation(line: 13, column: 69, scope: !189)
!210 = distinct !{!210, !192, !211, !47}
!211 = !DILocation(line: 13, column: 144, scope: !184)
!212 = !DILocation(line: 13, column: 150, scope: !213)
!213 = distinct !DILexicalBlock(scope: !185, file: !3, line: 13, column: 150)
!214 = !DILocation(line: 13, column: 152, scope: !213)
!215 = !DILocation(line: 13, column: 150, scope: !185)
!216 = !DILocation(line: 13, column: 159, scope: !213)
!217 = !DILocation(line: 13, column: 169, scope: !185)
!218 = !DILocation(line: 13, column: 63, scope: !179)
!219 = !DILocation(line: 13, column: 39, scope: !179)
!220 = distinct !{!220, !182, !221, !47}
!221 = !DILocation(line: 13, column: 169, scope: !175)
!222 = !DILabel(scope: !165, name: "out", file: !3, line: 13)
!223 = !DILocation(line: 13, column: 171, scope: !165)
!224 = !DILocation(line: 13, column: 183, scope: !165)
!225 = !DILocation(line: 13, column: 176, scope: !165)
!226 = distinct !DISubprogram(name: "ret", scope: !3, file: !3, line: 15, type: !227, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !30)
!227 = !DISubroutineType(types: !228)
!228 = !{!229, !229}
!229 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "big", file: !3, line: 14, size: 640, elements: !230)
!230 = !{!231}
!231 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !229, file: !3, line: 14, baseType: !232, size: 640)
!232 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 640, elements: !233)
!233 = !{!234}
!234 = !DISubrange(count: 20)
!235 = !DILocalVariable(name: "b", arg: 1, scope: !226, file: !3, line: 15, type: !229)
!236 = !DILocation(line: 15, column: 27, scope: !226)
!237 = !DILocation(line: 15, column: 34, scope: !226)
!238 = !DILocation(line: 15, column: 32, scope: !226)
!239 = !DILocation(line: 15, column: 39, scope: !226)
!240 = !DILocation(line: 15, column: 51, scope: !226)
!241 = !DILocation(line: 15, column: 44, scope: !226)
!242 = distinct !DISubprogram(name: "alloc", scope: !3, file: !3, line: 16, type: !243, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !30)
!243 = !DISubroutineType(types: !244)
!244 = !{!116, !7}
!245 = !DILocalVariable(name: "n", arg: 1, scope: !242, file: !3, line: 16, type: !7)
!246 = !DILocation(line: 16, column: 16, scope: !242)
!247 = !DILocalVariable(name: "p", scope: !242, file: !3, line: 16, type: !116)
!248 = !DILocation(line: 16, column: 26, scope: !242)
!249 = !DILocation(line: 16, column: 37, scope: !242)
!250 = !DILocation(line: 16, column: 39, scope: !242)
!251 = !DILocation(line: 16, column: 30, scope: !242)
!252 = !DILocation(line: 16, column: 60, scope: !253)
!253 = distinct !DILexicalBlock(scope: !242, file: !3, line: 16, column: 59)
!254 = !DILocation(line: 16, column: 59, scope: !242)
!255 = !DILocation(line: 16, column: 63, scope: !253)
!256 = !DILocalVariable(name: "i", scope: !257, file: !3, line: 16, type: !7)
!257 = distinct !DILexicalBlock(scope: !242, file: !3, line: 16, column: 72)
!258 = !DILocation(line: 16, column: 81, scope: !257)
!259 = !DILocation(line: 16, column: 77, scope: !257)
!260 = !DILocation(line: 16, column: 88, scope: !261)
!261 = distinct !DILexicalBlock(scope: !257, file: !3, line: 16, column: 72)
!262 = !DILocation(line: 16, column: 92, scope: !261)
!263 = !DILocation(line: 16, column: 90, scope: !261)
!264 = !DILocation(line: 16, column: 72, scope: !257)
!265 = !DILocation(line: 16, column: 107, scope: !261)
!266 = !DILocation(line: 16, column: 100, scope: !261)
!267 = !DILocation(line: 16, column: 102, scope: !261)
!268 = !DILocation(line: 16, column: 105, scope: !261)
!269 = !DILocation(line: 16, column: 96, scope: !261)
!270 = !DILocation(line: 16, column: 72, scope: !261)
!271 = distinct !{!271, !264, !272, !47}
!272 = !DILocation(line: 16, column: 107, scope: !257)
!273 = !DILocation(line: 16, column: 115, scope: !242)
!274 = !DILocation(line: 16, column: 110, scope: !242)
!275 = !DILocation(line: 16, column: 126, scope: !242)
!276 = !DILocation(line: 16, column: 119, scope: !242)
