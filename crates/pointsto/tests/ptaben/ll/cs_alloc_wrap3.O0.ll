target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.T = type { ptr, ptr }

@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4
@c = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  %t1 = alloca ptr, align 8
  %t2 = alloca ptr, align 8
  %t3 = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  %call = call ptr @new_buf()
  store ptr %call, ptr %t1, align 8
  %call1 = call ptr @new_buf()
  store ptr %call1, ptr %t2, align 8
  %call2 = call ptr @xmalloc(i64 noundef 16)
  store ptr %call2, ptr %t3, align 8
  %0 = load ptr, ptr %t1, align 8
  %p = getelementptr inbounds %struct.T, ptr %0, i32 0, i32 0
  store ptr @a, ptr %p, align 8
  %1 = load ptr, ptr %t2, align 8
  %p3 = getelementptr inbounds %struct.T, ptr %1, i32 0, i32 0
  store ptr @b, ptr %p3, align 8
  %2 = load ptr, ptr %t3, align 8
  %p4 = getelementptr inbounds %struct.T, ptr %2, i32 0, i32 0
  store ptr @c, ptr %p4, align 8
  %3 = load ptr, ptr %t1, align 8
  %p5 = getelementptr inbounds %struct.T, ptr %3, i32 0, i32 0
  %4 = load ptr, ptr %p5, align 8
  %5 = load ptr, ptr %t3, align 8
  %q = getelementptr inbounds %struct.T, ptr %5, i32 0, i32 1
  store ptr %4, ptr %q, align 8
  %6 = load ptr, ptr %t2, align 8
  %p6 = getelementptr inbounds %struct.T, ptr %6, i32 0, i32 0
  %7 = load ptr, ptr %p6, align 8
  %8 = load ptr, ptr %t1, align 8
  %q7 = getelementptr inbounds %struct.T, ptr %8, i32 0, i32 1
  store ptr %7, ptr %q7, align 8
  %9 = load ptr, ptr %t1, align 8
  %10 = load ptr, ptr %t2, align 8
  call void @NOALIAS(ptr noundef %9, ptr noundef %10)
  %11 = load ptr, ptr %t2, align 8
  %12 = load ptr, ptr %t3, align 8
  call void @NOALIAS(ptr noundef %11, ptr noundef %12)
  %13 = load ptr, ptr %t1, align 8
  %p8 = getelementptr inbounds %struct.T, ptr %13, i32 0, i32 0
  %14 = load ptr, ptr %p8, align 8
  %15 = load ptr, ptr %t2, align 8
  %p9 = getelementptr inbounds %struct.T, ptr %15, i32 0, i32 0
  %16 = load ptr, ptr %p9, align 8
  call void @NOALIAS(ptr noundef %14, ptr noundef %16)
  %17 = load ptr, ptr %t1, align 8
  %q10 = getelementptr inbounds %struct.T, ptr %17, i32 0, i32 1
  %18 = load ptr, ptr %q10, align 8
  %19 = load ptr, ptr %t3, align 8
  %q11 = getelementptr inbounds %struct.T, ptr %19, i32 0, i32 1
  %20 = load ptr, ptr %q11, align 8
  call void @NOALIAS(ptr noundef %18, ptr noundef %20)
  %21 = load ptr, ptr %t3, align 8
  %q12 = getelementptr inbounds %struct.T, ptr %21, i32 0, i32 1
  %22 = load ptr, ptr %q12, align 8
  call void @MAYALIAS(ptr noundef %22, ptr noundef @a)
  %23 = load ptr, ptr %t1, align 8
  %q13 = getelementptr inbounds %struct.T, ptr %23, i32 0, i32 1
  %24 = load ptr, ptr %q13, align 8
  call void @MAYALIAS(ptr noundef %24, ptr noundef @b)
  %25 = load ptr, ptr %t3, align 8
  %p14 = getelementptr inbounds %struct.T, ptr %25, i32 0, i32 0
  %26 = load ptr, ptr %p14, align 8
  call void @MAYALIAS(ptr noundef %26, ptr noundef @c)
  %27 = load ptr, ptr %t3, align 8
  %q15 = getelementptr inbounds %struct.T, ptr %27, i32 0, i32 1
  %28 = load ptr, ptr %q15, align 8
  store i32 1, ptr %28, align 4
  %29 = load ptr, ptr %t1, align 8
  %q16 = getelementptr inbounds %struct.T, ptr %29, i32 0, i32 1
  %30 = load ptr, ptr %q16, align 8
  store i32 2, ptr %30, align 4
  %31 = load ptr, ptr %t3, align 8
  %p17 = getelementptr inbounds %struct.T, ptr %31, i32 0, i32 0
  %32 = load ptr, ptr %p17, align 8
  store i32 3, ptr %32, align 4
  %33 = load ptr, ptr %t1, align 8
  call void @free(ptr noundef %33) #6
  %34 = load ptr, ptr %t2, align 8
  call void @free(ptr noundef %34) #6
  %35 = load ptr, ptr %t3, align 8
  call void @free(ptr noundef %35) #6
  %36 = load i32, ptr @a, align 4
  %cmp = icmp eq i32 %36, 1
  br i1 %cmp, label %land.lhs.true, label %land.end

land.lhs.true:                                    ; preds = %entry
  %37 = load i32, ptr @b, align 4
  %cmp18 = icmp eq i32 %37, 2
  br i1 %cmp18, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %land.lhs.true
  %38 = load i32, ptr @c, align 4
  %cmp19 = icmp eq i32 %38, 3
  br label %land.end

land.end:                                         ; preds = %land.rhs, %land.lhs.true, %entry
  %39 = phi i1 [ false, %land.lhs.true ], [ false, %entry ], [ %cmp19, %land.rhs ]
  %40 = zext i1 %39 to i64
  %cond = select i1 %39, i32 0, i32 1
  ret i32 %cond
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @new_buf() #0 {
entry:
  %call = call ptr @xcalloc(i64 noundef 1, i64 noundef 16)
  ret ptr %call
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @xmalloc(i64 noundef %n) #0 {
entry:
  %n.addr = alloca i64, align 8
  %p = alloca ptr, align 8
  store i64 %n, ptr %n.addr, align 8
  %0 = load i64, ptr %n.addr, align 8
  %call = call ptr @my_malloc(i64 noundef %0)
  store ptr %call, ptr %p, align 8
  %1 = load ptr, ptr %p, align 8
  %tobool = icmp ne ptr %1, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  call void @abort() #7
  unreachable

if.end:                                           ; preds = %entry
  %2 = load ptr, ptr %p, align 8
  ret ptr %2
}

declare void @NOALIAS(ptr noundef, ptr noundef) #1

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

; Function Attrs: noinline nounwind uwtable
define internal ptr @xcalloc(i64 noundef %n, i64 noundef %sz) #0 {
entry:
  %n.addr = alloca i64, align 8
  %sz.addr = alloca i64, align 8
  %p = alloca ptr, align 8
  store i64 %n, ptr %n.addr, align 8
  store i64 %sz, ptr %sz.addr, align 8
  %0 = load i64, ptr %n.addr, align 8
  %1 = load i64, ptr %sz.addr, align 8
  %call = call ptr @my_calloc(i64 noundef %0, i64 noundef %1)
  store ptr %call, ptr %p, align 8
  %2 = load ptr, ptr %p, align 8
  %tobool = icmp ne ptr %2, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  call void @abort() #7
  unreachable

if.end:                                           ; preds = %entry
  %3 = load ptr, ptr %p, align 8
  ret ptr %3
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @my_calloc(i64 noundef %n, i64 noundef %sz) #0 {
entry:
  %n.addr = alloca i64, align 8
  %sz.addr = alloca i64, align 8
  store i64 %n, ptr %n.addr, align 8
  store i64 %sz, ptr %sz.addr, align 8
  %0 = load i64, ptr %n.addr, align 8
  %1 = load i64, ptr %sz.addr, align 8
  %call = call noalias ptr @calloc(i64 noundef %0, i64 noundef %1) #8
  ret ptr %call
}

; Function Attrs: noreturn nounwind
declare void @abort() #3

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #4

; Function Attrs: noinline nounwind uwtable
define internal ptr @my_malloc(i64 noundef %n) #0 {
entry:
  %n.addr = alloca i64, align 8
  store i64 %n, ptr %n.addr, align 8
  %0 = load i64, ptr %n.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef %0) #9
  ret ptr %call
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #5

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }
attributes #8 = { nounwind allocsize(0,1) }
attributes #9 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
