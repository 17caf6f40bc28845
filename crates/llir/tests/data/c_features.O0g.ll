; ModuleID = 'a.c'
source_filename = "a.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__jmp_buf_tag = type { [8 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }
%struct.S = type { i32, double, [10 x i8], ptr }
%union.U = type { i32, [4 x i8] }

@tls_var = dso_local thread_local global i32 3, align 4, !dbg !0
@.str = private unnamed_addr constant [10 x i8] c"hi\00\00\00\00\00\00\00\00", align 1, !dbg !16
@jb = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16, !dbg !37
@counter = internal global i32 0, align 4, !dbg !33
@gl.tbl = internal global [2 x ptr] [ptr blockaddress(@gl, %3), ptr blockaddress(@gl, %5)], align 16, !dbg !22
@.str.1 = private unnamed_addr constant [10 x i8] c"%d %s %f\0A\00", align 1, !dbg !31

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @sum(i32 noundef %0, ...) #0 !dbg !73 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !77, !DIExpression(), !78)
    #dbg_declare(ptr %3, !79, !DIExpression(), !92)
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !93
  call void @llvm.va_start.p0(ptr %6), !dbg !93
    #dbg_declare(ptr %4, !94, !DIExpression(), !95)
  store i32 0, ptr %4, align 4, !dbg !95
    #dbg_declare(ptr %5, !96, !DIExpression(), !98)
  store i32 0, ptr %5, align 4, !dbg !98
  br label %7, !dbg !99

7:                                                ; preds = %30, %1
  %8 = load i32, ptr %5, align 4, !dbg !100
  %9 = load i32, ptr %2, align 4, !dbg !102
  %10 = icmp slt i32 %8, %9, !dbg !103
  br i1 %10, label %11, label %33, !dbg !104

11:                                               ; preds = %7
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !105
  %13 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 0, !dbg !105
  %14 = load i32, ptr %13, align 16, !dbg !105
  %15 = icmp ule i32 %14, 40, !dbg !105
  br i1 %15, label %16, label %21, !dbg !105

16:                                               ; preds = %11
  %17 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 3, !dbg !105
  %18 = load ptr, ptr %17, align 16, !dbg !105
  %19 = getelementptr i8, ptr %18, i32 %14, !dbg !105
  %20 = add i32 %14, 8, !dbg !105
  store i32 %20, ptr %13, align 16, !dbg !105
  br label %25, !dbg !105

21:                                               ; preds = %11
  %22 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 2, !dbg !105
  %23 = load ptr, ptr %22, align 8, !dbg !105
  %24 = getelementptr i8, ptr %23, i32 8, !dbg !105
  store ptr %24, ptr %22, align 8, !dbg !105
  br label %25, !dbg !105

25:                                               ; preds = %21, %16
  %26 = phi ptr [ %19, %16 ], [ %23, %21 ], !dbg !105
  %27 = load i32, ptr %26, align 4, !dbg !105
  %28 = load i32, ptr %4, align 4, !dbg !106
  %29 = add nsw i32 %28, %27, !dbg !106
  store i32 %29, ptr %4, align 4, !dbg !106
  br label %30, !dbg !107

30:                                               ; preds = %25
  %31 = load i32, ptr %5, align 4, !dbg !108
  %32 = add nsw i32 %31, 1, !dbg !108
  store i32 %32, ptr %5, align 4, !dbg !108
  br label %7, !dbg !109, !llvm.loop !110

33:                                               ; preds = %7
  %34 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !113
  call void @llvm.va_end.p0(ptr %34), !dbg !113
  %35 = load i32, ptr %4, align 4, !dbg !114
  ret i32 %35, !dbg !115
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @apply(ptr noundef %0, i32 noundef %1) #0 !dbg !116 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !123, !DIExpression(), !124)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !125, !DIExpression(), !126)
  %5 = load ptr, ptr %3, align 8, !dbg !127
  %6 = load i32, ptr %4, align 4, !dbg !128
  %7 = call i32 %5(i32 noundef %6), !dbg !127
  ret i32 %7, !dbg !129
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @make(ptr dead_on_unwind noalias writable sret(%struct.S) align 8 %0, i32 noundef %1) #0 !dbg !130 {
  %3 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !141, !DIExpression(), !142)
    #dbg_declare(ptr %0, !143, !DIExpression(), !144)
  %4 = getelementptr inbounds %struct.S, ptr %0, i32 0, i32 0, !dbg !145
  %5 = load i32, ptr %3, align 4, !dbg !146
  store i32 %5, ptr %4, align 8, !dbg !145
  %6 = getelementptr inbounds %struct.S, ptr %0, i32 0, i32 1, !dbg !145
  store double 1.500000e+00, ptr %6, align 8, !dbg !145
  %7 = getelementptr inbounds %struct.S, ptr %0, i32 0, i32 2, !dbg !145
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 1 @.str, i64 10, i1 false), !dbg !147
  %8 = getelementptr inbounds %struct.S, ptr %0, i32 0, i32 3, !dbg !145
  store ptr null, ptr %8, align 8, !dbg !145
  ret void, !dbg !148
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @vla(i32 noundef %0) #0 !dbg !149 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !150, !DIExpression(), !151)
  %6 = load i32, ptr %2, align 4, !dbg !152
  %7 = zext i32 %6 to i64, !dbg !153
  %8 = call ptr @llvm.stacksave.p0(), !dbg !153
  store ptr %8, ptr %3, align 8, !dbg !153
  %9 = alloca i32, i64 %7, align 16, !dbg !153
  store i64 %7, ptr %4, align 8, !dbg !153
    #dbg_declare(ptr %4, !154, !DIExpression(), !155)
    #dbg_declare(ptr %9, !156, !DIExpression(), !160)
    #dbg_declare(ptr %5, !161, !DIExpression(), !163)
  store i32 0, ptr %5, align 4, !dbg !163
  br label %10, !dbg !164

10:                                               ; preds = %19, %1
  %11 = load i32, ptr %5, align 4, !dbg !165
  %12 = load i32, ptr %2, align 4, !dbg !167
  %13 = icmp slt i32 %11, %12, !dbg !168
  br i1 %13, label %14, label %22, !dbg !169

14:                                               ; preds = %10
  %15 = load i32, ptr %5, align 4, !dbg !170
  %16 = load i32, ptr %5, align 4, !dbg !171
  %17 = sext i32 %16 to i64, !dbg !172
  %18 = getelementptr inbounds i32, ptr %9, i64 %17, !dbg !172
  store i32 %15, ptr %18, align 4, !dbg !173
  br label %19, !dbg !172

19:                                               ; preds = %14
  %20 = load i32, ptr %5, align 4, !dbg !174
  %21 = add nsw i32 %20, 1, !dbg !174
  store i32 %21, ptr %5, align 4, !dbg !174
  br label %10, !dbg !175, !llvm.loop !176

22:                                               ; preds = %10
  %23 = load i32, ptr %2, align 4, !dbg !178
  %24 = sdiv i32 %23, 2, !dbg !179
  %25 = sext i32 %24 to i64, !dbg !180
  %26 = getelementptr inbounds i32, ptr %9, i64 %25, !dbg !180
  %27 = load i32, ptr %26, align 4, !dbg !180
  %28 = load ptr, ptr %3, align 8, !dbg !181
  call void @llvm.stackrestore.p0(ptr %28), !dbg !181
  ret i32 %27, !dbg !181
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @jumpy(i32 noundef %0) #0 !dbg !182 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !183, !DIExpression(), !184)
  %4 = call i32 @_setjmp(ptr noundef @jb) #8, !dbg !185
  %5 = icmp ne i32 %4, 0, !dbg !185
  br i1 %5, label %6, label %7, !dbg !187

6:                                                ; preds = %1
  store i32 1, ptr %2, align 4, !dbg !188
  br label %12, !dbg !188

7:                                                ; preds = %1
  %8 = load i32, ptr %3, align 4, !dbg !189
  %9 = icmp ne i32 %8, 0, !dbg !189
  br i1 %9, label %10, label %11, !dbg !191

10:                                               ; preds = %7
  call void @longjmp(ptr noundef @jb, i32 noundef 1) #9, !dbg !192
  unreachable, !dbg !192

11:                                               ; preds = %7
  store i32 0, ptr %2, align 4, !dbg !193
  br label %12, !dbg !193

12:                                               ; preds = %11, %6
  %13 = load i32, ptr %2, align 4, !dbg !194
  ret i32 %13, !dbg !194
}

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(ptr noundef) #3

; Function Attrs: noreturn nounwind
declare void @longjmp(ptr noundef, i32 noundef) #4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @atom() #0 !dbg !195 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8, align 1
  %6 = alloca i32, align 4
  store i32 1, ptr %1, align 4, !dbg !198
  %7 = load i32, ptr %1, align 4, !dbg !198
  %8 = atomicrmw add ptr @counter, i32 %7 seq_cst, align 4, !dbg !198
  store i32 %8, ptr %2, align 4, !dbg !198
  %9 = load i32, ptr %2, align 4, !dbg !198
    #dbg_declare(ptr %3, !199, !DIExpression(), !200)
  store i32 0, ptr %3, align 4, !dbg !200
  store i32 5, ptr %4, align 4, !dbg !201
  %10 = load i32, ptr %3, align 4, !dbg !201
  %11 = load i32, ptr %4, align 4, !dbg !201
  %12 = cmpxchg ptr @counter, i32 %10, i32 %11 seq_cst seq_cst, align 4, !dbg !201
  %13 = extractvalue { i32, i1 } %12, 0, !dbg !201
  %14 = extractvalue { i32, i1 } %12, 1, !dbg !201
  br i1 %14, label %16, label %15, !dbg !201

15:                                               ; preds = %0
  store i32 %13, ptr %3, align 4, !dbg !201
  br label %16, !dbg !201

16:                                               ; preds = %15, %0
  %17 = zext i1 %14 to i8, !dbg !201
  store i8 %17, ptr %5, align 1, !dbg !201
  %18 = load i8, ptr %5, align 1, !dbg !201
  %19 = trunc i8 %18 to i1, !dbg !201
  %20 = load atomic i32, ptr @counter acquire, align 4, !dbg !202
  store i32 %20, ptr %6, align 4, !dbg !202
  %21 = load i32, ptr %6, align 4, !dbg !202
  ret i32 %21, !dbg !203
}

; Function Attrs: noinline nounwind uwtable
define dso_local float @un(i64 %0) #0 !dbg !204 {
  %2 = alloca %union.U, align 4
  store i64 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !214, !DIExpression(), !215)
  %3 = load float, ptr %2, align 4, !dbg !216
  %4 = load i32, ptr %2, align 4, !dbg !217
  %5 = sitofp i32 %4 to float, !dbg !218
  %6 = fadd float %3, %5, !dbg !219
  ret float %6, !dbg !220
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @sw(i32 noundef %0) #0 !dbg !221 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !222, !DIExpression(), !223)
  %4 = load i32, ptr %3, align 4, !dbg !224
  switch i32 %4, label %10 [
    i32 1, label %5
    i32 2, label %6
    i32 7, label %6
    i32 100, label %7
  ], !dbg !225

5:                                                ; preds = %1
  store i32 3, ptr %2, align 4, !dbg !226
  br label %11, !dbg !226

6:                                                ; preds = %1, %1
  store i32 9, ptr %2, align 4, !dbg !228
  br label %11, !dbg !228

7:                                                ; preds = %1
  %8 = load i32, ptr %3, align 4, !dbg !229
  %9 = mul nsw i32 %8, 2, !dbg !230
  store i32 %9, ptr %2, align 4, !dbg !231
  br label %11, !dbg !231

10:                                               ; preds = %1
  store i32 -1, ptr %2, align 4, !dbg !232
  br label %11, !dbg !232

11:                                               ; preds = %10, %7, %6, %5
  %12 = load i32, ptr %2, align 4, !dbg !233
  ret i32 %12, !dbg !233
}

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @gl() #0 !dbg !24 {
  %1 = alloca ptr, align 8
  %2 = load ptr, ptr @gl.tbl, align 16, !dbg !234
  br label %8, !dbg !235

3:                                                ; preds = %8
    #dbg_label(!236, !237)
  %4 = load ptr, ptr getelementptr inbounds ([2 x ptr], ptr @gl.tbl, i64 0, i64 1), align 8, !dbg !238
  store ptr %4, ptr %1, align 8, !dbg !239
  br label %6, !dbg !239

5:                                                ; preds = %8
    #dbg_label(!240, !241)
  store ptr null, ptr %1, align 8, !dbg !242
  br label %6, !dbg !242

6:                                                ; preds = %5, %3
  %7 = load ptr, ptr %1, align 8, !dbg !243
  ret ptr %7, !dbg !243

8:                                                ; preds = %0
  %9 = phi ptr [ %2, %0 ]
  indirectbr ptr %9, [label %3, label %5]
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @asmf(i32 noundef %0) #0 !dbg !244 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !245, !DIExpression(), !246)
    #dbg_declare(ptr %3, !247, !DIExpression(), !248)
  %4 = load i32, ptr %2, align 4, !dbg !249
  %5 = call i32 asm sideeffect "mov $1, $0", "=r,r,~{dirflag},~{fpsr},~{flags}"(i32 %4) #10, !dbg !250, !srcloc !251
  store i32 %5, ptr %3, align 4, !dbg !250
  %6 = load i32, ptr %3, align 4, !dbg !252
  ret i32 %6, !dbg !253
}

; Function Attrs: noinline nounwind uwtable
define dso_local x86_fp80 @ld(x86_fp80 noundef %0) #0 !dbg !254 {
  %2 = alloca x86_fp80, align 16
  store x86_fp80 %0, ptr %2, align 16
    #dbg_declare(ptr %2, !258, !DIExpression(), !259)
  %3 = load x86_fp80, ptr %2, align 16, !dbg !260
  %4 = fmul x86_fp80 %3, 0xK40008000000000000000, !dbg !261
  ret x86_fp80 %4, !dbg !262
}

; Function Attrs: noinline nounwind uwtable
define dso_local <4 x float> @vadd(<4 x float> noundef %0, <4 x float> noundef %1) #5 !dbg !263 {
  %3 = alloca <4 x float>, align 16
  %4 = alloca <4 x float>, align 16
  store <4 x float> %0, ptr %3, align 16
    #dbg_declare(ptr %3, !270, !DIExpression(), !271)
  store <4 x float> %1, ptr %4, align 16
    #dbg_declare(ptr %4, !272, !DIExpression(), !273)
  %5 = load <4 x float>, ptr %3, align 16, !dbg !274
  %6 = load <4 x float>, ptr %4, align 16, !dbg !275
  %7 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %6, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %5), !dbg !276
  ret <4 x float> %7, !dbg !277
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #6

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !278 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca %struct.S, align 8
  %7 = alloca [64 x i8], align 16
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !283, !DIExpression(), !284)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !285, !DIExpression(), !286)
    #dbg_declare(ptr %6, !287, !DIExpression(), !288)
  %8 = load i32, ptr %4, align 4, !dbg !289
  call void @make(ptr dead_on_unwind writable sret(%struct.S) align 8 %6, i32 noundef %8), !dbg !290
    #dbg_declare(ptr %7, !291, !DIExpression(), !295)
  %9 = getelementptr inbounds [64 x i8], ptr %7, i64 0, i64 0, !dbg !296
  %10 = load ptr, ptr %5, align 8, !dbg !297
  %11 = getelementptr inbounds ptr, ptr %10, i64 0, !dbg !297
  %12 = load ptr, ptr %11, align 8, !dbg !297
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %9, ptr align 1 %12, i64 10, i1 false), !dbg !296
  %13 = call i32 (i32, ...) @sum(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3), !dbg !298
  %14 = getelementptr inbounds [64 x i8], ptr %7, i64 0, i64 0, !dbg !299
  %15 = getelementptr inbounds %struct.S, ptr %6, i32 0, i32 1, !dbg !300
  %16 = load double, ptr %15, align 8, !dbg !300
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %13, ptr noundef %14, double noundef %16), !dbg !301
  %18 = load i32, ptr %4, align 4, !dbg !302
  %19 = call i32 @apply(ptr noundef @twice, i32 noundef %18), !dbg !303
  %20 = call i32 @jumpy(i32 noundef 0), !dbg !304
  %21 = add nsw i32 %19, %20, !dbg !305
  %22 = call i32 @atom(), !dbg !306
  %23 = add nsw i32 %21, %22, !dbg !307
  %24 = load i32, ptr %4, align 4, !dbg !308
  %25 = call i32 @sw(i32 noundef %24), !dbg !309
  %26 = add nsw i32 %23, %25, !dbg !310
  %27 = load i32, ptr %4, align 4, !dbg !311
  %28 = add nsw i32 %27, 3, !dbg !312
  %29 = call i32 @vla(i32 noundef %28), !dbg !313
  %30 = add nsw i32 %26, %29, !dbg !314
  %31 = call ptr @gl(), !dbg !315
  %32 = icmp ne ptr %31, null, !dbg !316
  %33 = zext i1 %32 to i32, !dbg !316
  %34 = add nsw i32 %30, %33, !dbg !317
  ret i32 %34, !dbg !318
}

declare i32 @printf(ptr noundef, ...) #7

; Function Attrs: noinline nounwind uwtable
define internal i32 @twice(i32 noundef %0) #0 !dbg !319 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !320, !DIExpression(), !321)
  %3 = load i32, ptr %2, align 4, !dbg !322
  %4 = mul nsw i32 2, %3, !dbg !323
  ret i32 %4, !dbg !324
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind returns_twice "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind returns_twice }
attributes #9 = { noreturn nounwind }
attributes #10 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!65, !66, !67, !68, !69, !70, !71}
!llvm.ident = !{!72}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "tls_var", scope: !2, file: !3, line: 12, type: !36, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "a.c", directory: "/tmp/cc", checksumkind: CSK_MD5, checksum: "acd1b01e3cbb3bb483841c77cb94ff2c")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", file: !6, line: 68, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: "", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13, !14}
!9 = !DIEnumerator(name: "memory_order_relaxed", value: 0)
!10 = !DIEnumerator(name: "memory_order_consume", value: 1)
!11 = !DIEnumerator(name: "memory_order_acquire", value: 2)
!12 = !DIEnumerator(name: "memory_order_release", value: 3)
!13 = !DIEnumerator(name: "memory_order_acq_rel", value: 4)
!14 = !DIEnumerator(name: "memory_order_seq_cst", value: 5)
!15 = !{!0, !16, !22, !31, !33, !37}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 16, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 80, elements: !20)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21}
!21 = !DISubrange(count: 10)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "tbl", scope: !24, file: !3, line: 22, type: !28, isLocal: true, isDefinition: true)
!24 = distinct !DISubprogram(name: "gl", scope: !3, file: !3, line: 22, type: !25, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2)
!25 = !DISubroutineType(types: !26)
!26 = !{!27}
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 128, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 2)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !3, line: 27, type: !18, isLocal: true, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 10, type: !35, isLocal: true, isDefinition: true)
!35 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !36)
!36 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(name: "jb", scope: !2, file: !3, line: 11, type: !39, isLocal: true, isDefinition: true)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "jmp_buf", file: !40, line: 32, baseType: !41)
!40 = !DIFile(filename: "/usr/include/setjmp.h", directory: "", checksumkind: CSK_MD5, checksum: "cd7862ae7ed31595227c999638ae74e7")
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, size: 1600, elements: !63)
!42 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__jmp_buf_tag", file: !43, line: 26, size: 1600, elements: !44)
!43 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct___jmp_buf_tag.h", directory: "", checksumkind: CSK_MD5, checksum: "56a90a97e853c2bec1d9e290be5e92e4")
!44 = !{!45, !52, !53}
!45 = !DIDerivedType(tag: DW_TAG_member, name: "__jmpbuf", scope: !42, file: !43, line: 32, baseType: !46, size: 512)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "__jmp_buf", file: !47, line: 31, baseType: !48)
!47 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/setjmp.h", directory: "", checksumkind: CSK_MD5, checksum: "80e7796efafaf357b5e64731e4f6ac30")
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 512, elements: !50)
!49 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!50 = !{!51}
!51 = !DISubrange(count: 8)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "__mask_was_saved", scope: !42, file: !43, line: 33, baseType: !36, size: 32, offset: 512)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "__saved_mask", scope: !42, file: !43, line: 34, baseType: !54, size: 1024, offset: 576)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "__sigset_t", file: !55, line: 8, baseType: !56)
!55 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__sigset_t.h", directory: "", checksumkind: CSK_MD5, checksum: "acc6b14c0967857fec362a8d433e1cf2")
!56 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !55, line: 5, size: 1024, elements: !57)
!57 = !{!58}
!58 = !DIDerivedType(tag: DW_TAG_member, name: "__val", scope: !56, file: !55, line: 7, baseType: !59, size: 1024)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !60, size: 1024, elements: !61)
!60 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!61 = !{!62}
!62 = !DISubrange(count: 16)
!63 = !{!64}
!64 = !DISubrange(count: 1)
!65 = !{i32 7, !"Dwarf Version", i32 5}
!66 = !{i32 2, !"Debug Info Version", i32 3}
!67 = !{i32 1, !"wchar_size", i32 4}
!68 = !{i32 8, !"PIC Level", i32 2}
!69 = !{i32 7, !"PIE Level", i32 2}
!70 = !{i32 7, !"uwtable", i32 2}
!71 = !{i32 7, !"frame-pointer", i32 2}
!72 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!73 = distinct !DISubprogram(name: "sum", scope: !3, file: !3, line: 13, type: !74, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !76)
!74 = !DISubroutineType(types: !75)
!75 = !{!36, !36, null}
!76 = !{}
!77 = !DILocalVariable(name: "n", arg: 1, scope: !73, file: !3, line: 13, type: !36)
!78 = !DILocation(line: 13, column: 13, scope: !73)
!79 = !DILocalVariable(name: "ap", scope: !73, file: !3, line: 13, type: !80)
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !81, line: 52, baseType: !82)
!81 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !83, line: 12, baseType: !84)
!83 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg___gnuc_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "edb3f2eab991638e4dc94f6e55e3530f")
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !3, baseType: !85)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !86, size: 192, elements: !63)
!86 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !87)
!87 = !{!88, !89, !90, !91}
!88 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !86, file: !3, line: 13, baseType: !7, size: 32)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !86, file: !3, line: 13, baseType: !7, size: 32, offset: 32)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !86, file: !3, line: 13, baseType: !27, size: 64, offset: 64)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !86, file: !3, line: 13, baseType: !27, size: 64, offset: 128)
!92 = !DILocation(line: 13, column: 31, scope: !73)
!93 = !DILocation(line: 13, column: 35, scope: !73)
!94 = !DILocalVariable(name: "s", scope: !73, file: !3, line: 13, type: !36)
!95 = !DILocation(line: 13, column: 56, scope: !73)
!96 = !DILocalVariable(name: "i", scope: !97, file: !3, line: 13, type: !36)
!97 = distinct !DILexicalBlock(scope: !73, file: !3, line: 13, column: 63)
!98 = !DILocation(line: 13, column: 72, scope: !97)
!99 = !DILocation(line: 13, column: 68, scope: !97)
!100 = !DILocation(line: 13, column: 79, scope: !101)
!101 = distinct !DILexicalBlock(scope: !97, file: !3, line: 13, column: 63)
!102 = !DILocation(line: 13, column: 83, scope: !101)
!103 = !DILocation(line: 13, column: 81, scope: !101)
!104 = !DILocation(line: 13, column: 63, scope: !97)
!105 = !DILocation(line: 13, column: 96, scope: !101)
!106 = !DILocation(line: 13, column: 93, scope: !101)
!107 = !DILocation(line: 13, column: 91, scope: !101)
!108 = !DILocation(line: 13, column: 87, scope: !101)
!109 = !DILocation(line: 13, column: 63, scope: !101)
!110 = distinct !{!110, !104, !111, !112}
!111 = !DILocation(line: 13, column: 96, scope: !97)
!112 = !{!"llvm.loop.mustprogress"}
!113 = !DILocation(line: 13, column: 113, scope: !73)
!114 = !DILocation(line: 13, column: 132, scope: !73)
!115 = !DILocation(line: 13, column: 125, scope: !73)
!116 = distinct !DISubprogram(name: "apply", scope: !3, file: !3, line: 14, type: !117, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !76)
!117 = !DISubroutineType(types: !118)
!118 = !{!36, !119, !36}
!119 = !DIDerivedType(tag: DW_TAG_typedef, name: "fp", file: !3, line: 9, baseType: !120)
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !121, size: 64)
!121 = !DISubroutineType(types: !122)
!122 = !{!36, !36}
!123 = !DILocalVariable(name: "f", arg: 1, scope: !116, file: !3, line: 14, type: !119)
!124 = !DILocation(line: 14, column: 14, scope: !116)
!125 = !DILocalVariable(name: "x", arg: 2, scope: !116, file: !3, line: 14, type: !36)
!126 = !DILocation(line: 14, column: 21, scope: !116)
!127 = !DILocation(line: 14, column: 33, scope: !116)
!128 = !DILocation(line: 14, column: 35, scope: !116)
!129 = !DILocation(line: 14, column: 26, scope: !116)
!130 = distinct !DISubprogram(name: "make", scope: !3, file: !3, line: 16, type: !131, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !76)
!131 = !DISubroutineType(types: !132)
!132 = !{!133, !36}
!133 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !3, line: 7, size: 320, elements: !134)
!134 = !{!135, !136, !138, !139}
!135 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !133, file: !3, line: 7, baseType: !36, size: 32)
!136 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !133, file: !3, line: 7, baseType: !137, size: 64, offset: 64)
!137 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!138 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !133, file: !3, line: 7, baseType: !18, size: 80, offset: 128)
!139 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !133, file: !3, line: 7, baseType: !140, size: 64, offset: 256)
!140 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 64)
!141 = !DILocalVariable(name: "a", arg: 1, scope: !130, file: !3, line: 16, type: !36)
!142 = !DILocation(line: 16, column: 19, scope: !130)
!143 = !DILocalVariable(name: "s", scope: !130, file: !3, line: 16, type: !133)
!144 = !DILocation(line: 16, column: 33, scope: !130)
!145 = !DILocation(line: 16, column: 37, scope: !130)
!146 = !DILocation(line: 16, column: 39, scope: !130)
!147 = !DILocation(line: 16, column: 47, scope: !130)
!148 = !DILocation(line: 16, column: 58, scope: !130)
!149 = distinct !DISubprogram(name: "vla", scope: !3, file: !3, line: 17, type: !121, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !76)
!150 = !DILocalVariable(name: "n", arg: 1, scope: !149, file: !3, line: 17, type: !36)
!151 = !DILocation(line: 17, column: 13, scope: !149)
!152 = !DILocation(line: 17, column: 26, scope: !149)
!153 = !DILocation(line: 17, column: 18, scope: !149)
!154 = !DILocalVariable(name: "__vla_expr0", scope: !149, type: !60, flags: DIFlagArtificial)
!155 = !DILocation(line: 0, scope: !149)
!156 = !DILocalVariable(name: "arr", scope: !149, file: !3, line: 17, type: !157)
!157 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, elements: !158)
!158 = !{!159}
!159 = !DISubrange(count: !154)
!160 = !DILocation(line: 17, column: 22, scope: !149)
!161 = !DILocalVariable(name: "i", scope: !162, file: !3, line: 17, type: !36)
!162 = distinct !DILexicalBlock(scope: !149, file: !3, line: 17, column: 30)
!163 = !DILocation(line: 17, column: 39, scope: !162)
!164 = !DILocation(line: 17, column: 35, scope: !162)
!165 = !DILocation(line: 17, column: 46, scope: !166)
!166 = distinct !DILexicalBlock(scope: !162, file: !3, line: 17, column: 30)
!167 = !DILocation(line: 17, column: 50, scope: !166)
!168 = !DILocation(line: 17, column: 48, scope: !166)
!169 = !DILocation(line: 17, column: 30, scope: !162)
!170 = !DILocation(line: 17, column: 67, scope: !166)
!171 = !DILocation(line: 17, column: 62, scope: !166)
!172 = !DILocation(line: 17, column: 58, scope: !166)
!173 = !DILocation(line: 17, column: 65, scope: !166)
!174 = !DILocation(line: 17, column: 54, scope: !166)
!175 = !DILocation(line: 17, column: 30, scope: !166)
!176 = distinct !{!176, !169, !177, !112}
!177 = !DILocation(line: 17, column: 67, scope: !162)
!178 = !DILocation(line: 17, column: 81, scope: !149)
!179 = !DILocation(line: 17, column: 82, scope: !149)
!180 = !DILocation(line: 17, column: 77, scope: !149)
!181 = !DILocation(line: 17, column: 87, scope: !149)
!182 = distinct !DISubprogram(name: "jumpy", scope: !3, file: !3, line: 18, type: !121, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !76)
!183 = !DILocalVariable(name: "x", arg: 1, scope: !182, file: !3, line: 18, type: !36)
!184 = !DILocation(line: 18, column: 15, scope: !182)
!185 = !DILocation(line: 18, column: 24, scope: !186)
!186 = distinct !DILexicalBlock(scope: !182, file: !3, line: 18, column: 24)
!187 = !DILocation(line: 18, column: 24, scope: !182)
!188 = !DILocation(line: 18, column: 36, scope: !186)
!189 = !DILocation(line: 18, column: 50, scope: !190)
!190 = distinct !DILexicalBlock(scope: !182, file: !3, line: 18, column: 50)
!191 = !DILocation(line: 18, column: 50, scope: !182)
!192 = !DILocation(line: 18, column: 53, scope: !190)
!193 = !DILocation(line: 18, column: 69, scope: !182)
!194 = !DILocation(line: 18, column: 79, scope: !182)
!195 = distinct !DISubprogram(name: "atom", scope: !3, file: !3, line: 19, type: !196, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !76)
!196 = !DISubroutineType(types: !197)
!197 = !{!36}
!198 = !DILocation(line: 19, column: 18, scope: !195)
!199 = !DILocalVariable(name: "e", scope: !195, file: !3, line: 19, type: !36)
!200 = !DILocation(line: 19, column: 53, scope: !195)
!201 = !DILocation(line: 19, column: 60, scope: !195)
!202 = !DILocation(line: 19, column: 116, scope: !195)
!203 = !DILocation(line: 19, column: 109, scope: !195)
!204 = distinct !DISubprogram(name: "un", scope: !3, file: !3, line: 20, type: !205, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !76)
!205 = !DISubroutineType(types: !206)
!206 = !{!207, !208}
!207 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!208 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U", file: !3, line: 8, size: 64, elements: !209)
!209 = !{!210, !211, !212}
!210 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !208, file: !3, line: 8, baseType: !36, size: 32)
!211 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !208, file: !3, line: 8, baseType: !207, size: 32)
!212 = !DIDerivedType(tag: DW_TAG_member, name: "bytes", scope: !208, file: !3, line: 8, baseType: !213, size: 64)
!213 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 64, elements: !50)
!214 = !DILocalVariable(name: "u", arg: 1, scope: !204, file: !3, line: 20, type: !208)
!215 = !DILocation(line: 20, column: 18, scope: !204)
!216 = !DILocation(line: 20, column: 32, scope: !204)
!217 = !DILocation(line: 20, column: 38, scope: !204)
!218 = !DILocation(line: 20, column: 36, scope: !204)
!219 = !DILocation(line: 20, column: 34, scope: !204)
!220 = !DILocation(line: 20, column: 23, scope: !204)
!221 = distinct !DISubprogram(name: "sw", scope: !3, file: !3, line: 21, type: !121, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !76)
!222 = !DILocalVariable(name: "x", arg: 1, scope: !221, file: !3, line: 21, type: !36)
!223 = !DILocation(line: 21, column: 12, scope: !221)
!224 = !DILocation(line: 21, column: 25, scope: !221)
!225 = !DILocation(line: 21, column: 17, scope: !221)
!226 = !DILocation(line: 21, column: 38, scope: !227)
!227 = distinct !DILexicalBlock(scope: !221, file: !3, line: 21, column: 28)
!228 = !DILocation(line: 21, column: 64, scope: !227)
!229 = !DILocation(line: 21, column: 91, scope: !227)
!230 = !DILocation(line: 21, column: 93, scope: !227)
!231 = !DILocation(line: 21, column: 84, scope: !227)
!232 = !DILocation(line: 21, column: 107, scope: !227)
!233 = !DILocation(line: 21, column: 120, scope: !221)
!234 = !DILocation(line: 22, column: 61, scope: !24)
!235 = !DILocation(line: 22, column: 55, scope: !24)
!236 = !DILabel(scope: !24, name: "l1", file: !3, line: 22)
!237 = !DILocation(line: 22, column: 69, scope: !24)
!238 = !DILocation(line: 22, column: 80, scope: !24)
!239 = !DILocation(line: 22, column: 73, scope: !24)
!240 = !DILabel(scope: !24, name: "l2", file: !3, line: 22)
!241 = !DILocation(line: 22, column: 88, scope: !24)
!242 = !DILocation(line: 22, column: 92, scope: !24)
!243 = !DILocation(line: 22, column: 102, scope: !24)
!244 = distinct !DISubprogram(name: "asmf", scope: !3, file: !3, line: 23, type: !121, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !76)
!245 = !DILocalVariable(name: "x", arg: 1, scope: !244, file: !3, line: 23, type: !36)
!246 = !DILocation(line: 23, column: 14, scope: !244)
!247 = !DILocalVariable(name: "y", scope: !244, file: !3, line: 23, type: !36)
!248 = !DILocation(line: 23, column: 23, scope: !244)
!249 = !DILocation(line: 23, column: 73, scope: !244)
!250 = !DILocation(line: 23, column: 26, scope: !244)
!251 = !{i64 1259}
!252 = !DILocation(line: 23, column: 85, scope: !244)
!253 = !DILocation(line: 23, column: 78, scope: !244)
!254 = distinct !DISubprogram(name: "ld", scope: !3, file: !3, line: 24, type: !255, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !76)
!255 = !DISubroutineType(types: !256)
!256 = !{!257, !257}
!257 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!258 = !DILocalVariable(name: "x", arg: 1, scope: !254, file: !3, line: 24, type: !257)
!259 = !DILocation(line: 24, column: 28, scope: !254)
!260 = !DILocation(line: 24, column: 40, scope: !254)
!261 = !DILocation(line: 24, column: 42, scope: !254)
!262 = !DILocation(line: 24, column: 33, scope: !254)
!263 = distinct !DISubprogram(name: "vadd", scope: !3, file: !3, line: 26, type: !264, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !76)
!264 = !DISubroutineType(types: !265)
!265 = !{!266, !266, !266}
!266 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4", file: !3, line: 25, baseType: !267)
!267 = !DICompositeType(tag: DW_TAG_array_type, baseType: !207, size: 128, flags: DIFlagVector, elements: !268)
!268 = !{!269}
!269 = !DISubrange(count: 4)
!270 = !DILocalVariable(name: "a", arg: 1, scope: !263, file: !3, line: 26, type: !266)
!271 = !DILocation(line: 26, column: 12, scope: !263)
!272 = !DILocalVariable(name: "b", arg: 2, scope: !263, file: !3, line: 26, type: !266)
!273 = !DILocation(line: 26, column: 18, scope: !263)
!274 = !DILocation(line: 26, column: 30, scope: !263)
!275 = !DILocation(line: 26, column: 34, scope: !263)
!276 = !DILocation(line: 26, column: 32, scope: !263)
!277 = !DILocation(line: 26, column: 23, scope: !263)
!278 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 27, type: !279, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !76)
!279 = !DISubroutineType(types: !280)
!280 = !{!36, !36, !281}
!281 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !282, size: 64)
!282 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!283 = !DILocalVariable(name: "argc", arg: 1, scope: !278, file: !3, line: 27, type: !36)
!284 = !DILocation(line: 27, column: 14, scope: !278)
!285 = !DILocalVariable(name: "argv", arg: 2, scope: !278, file: !3, line: 27, type: !281)
!286 = !DILocation(line: 27, column: 27, scope: !278)
!287 = !DILocalVariable(name: "s", scope: !278, file: !3, line: 27, type: !133)
!288 = !DILocation(line: 27, column: 44, scope: !278)
!289 = !DILocation(line: 27, column: 53, scope: !278)
!290 = !DILocation(line: 27, column: 48, scope: !278)
!291 = !DILocalVariable(name: "buf", scope: !278, file: !3, line: 27, type: !292)
!292 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 512, elements: !293)
!293 = !{!294}
!294 = !DISubrange(count: 64)
!295 = !DILocation(line: 27, column: 65, scope: !278)
!296 = !DILocation(line: 27, column: 74, scope: !278)
!297 = !DILocation(line: 27, column: 86, scope: !278)
!298 = !DILocation(line: 27, column: 121, scope: !278)
!299 = !DILocation(line: 27, column: 138, scope: !278)
!300 = !DILocation(line: 27, column: 145, scope: !278)
!301 = !DILocation(line: 27, column: 100, scope: !278)
!302 = !DILocation(line: 27, column: 169, scope: !278)
!303 = !DILocation(line: 27, column: 156, scope: !278)
!304 = !DILocation(line: 27, column: 177, scope: !278)
!305 = !DILocation(line: 27, column: 175, scope: !278)
!306 = !DILocation(line: 27, column: 188, scope: !278)
!307 = !DILocation(line: 27, column: 186, scope: !278)
!308 = !DILocation(line: 27, column: 200, scope: !278)
!309 = !DILocation(line: 27, column: 197, scope: !278)
!310 = !DILocation(line: 27, column: 195, scope: !278)
!311 = !DILocation(line: 27, column: 212, scope: !278)
!312 = !DILocation(line: 27, column: 217, scope: !278)
!313 = !DILocation(line: 27, column: 208, scope: !278)
!314 = !DILocation(line: 27, column: 206, scope: !278)
!315 = !DILocation(line: 27, column: 225, scope: !278)
!316 = !DILocation(line: 27, column: 230, scope: !278)
!317 = !DILocation(line: 27, column: 222, scope: !278)
!318 = !DILocation(line: 27, column: 149, scope: !278)
!319 = distinct !DISubprogram(name: "twice", scope: !3, file: !3, line: 15, type: !121, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !76)
!320 = !DILocalVariable(name: "x", arg: 1, scope: !319, file: !3, line: 15, type: !36)
!321 = !DILocation(line: 15, column: 22, scope: !319)
!322 = !DILocation(line: 15, column: 38, scope: !319)
!323 = !DILocation(line: 15, column: 36, scope: !319)
!324 = !DILocation(line: 15, column: 27, scope: !319)
