target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.T = type { ptr }

@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4
@c = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %t1 = alloca ptr, align 8
  %t2 = alloca ptr, align 8
  %t3 = alloca ptr, align 8
  %either = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load ptr, ptr %argv.addr, align 8
  %call = call ptr @my_malloc(i64 noundef 8)
  store ptr %call, ptr %t1, align 8
  %call1 = call ptr @my_malloc(i64 noundef 8)
  store ptr %call1, ptr %t2, align 8
  %call2 = call ptr @my_malloc(i64 noundef 8)
  store ptr %call2, ptr %t3, align 8
  %1 = load ptr, ptr %t1, align 8
  %p = getelementptr inbounds %struct.T, ptr %1, i32 0, i32 0
  store ptr @a, ptr %p, align 8
  %2 = load ptr, ptr %t2, align 8
  %p3 = getelementptr inbounds %struct.T, ptr %2, i32 0, i32 0
  store ptr @b, ptr %p3, align 8
  %3 = load ptr, ptr %t3, align 8
  %p4 = getelementptr inbounds %struct.T, ptr %3, i32 0, i32 0
  store ptr @c, ptr %p4, align 8
  %4 = load i32, ptr %argc.addr, align 4
  %cmp = icmp sgt i32 %4, 1
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %5 = load ptr, ptr %t1, align 8
  br label %cond.end

cond.false:                                       ; preds = %entry
  %6 = load ptr, ptr %t2, align 8
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %5, %cond.true ], [ %6, %cond.false ]
  store ptr %cond, ptr %either, align 8
  %7 = load ptr, ptr %t1, align 8
  %8 = load ptr, ptr %t2, align 8
  call void @NOALIAS(ptr noundef %7, ptr noundef %8)
  %9 = load ptr, ptr %t2, align 8
  %10 = load ptr, ptr %t3, align 8
  call void @NOALIAS(ptr noundef %9, ptr noundef %10)
  %11 = load ptr, ptr %t1, align 8
  %p5 = getelementptr inbounds %struct.T, ptr %11, i32 0, i32 0
  %12 = load ptr, ptr %p5, align 8
  %13 = load ptr, ptr %t2, align 8
  %p6 = getelementptr inbounds %struct.T, ptr %13, i32 0, i32 0
  %14 = load ptr, ptr %p6, align 8
  call void @NOALIAS(ptr noundef %12, ptr noundef %14)
  %15 = load ptr, ptr %t3, align 8
  %p7 = getelementptr inbounds %struct.T, ptr %15, i32 0, i32 0
  %16 = load ptr, ptr %p7, align 8
  call void @NOALIAS(ptr noundef %16, ptr noundef @a)
  %17 = load ptr, ptr %either, align 8
  %18 = load ptr, ptr %t1, align 8
  call void @MAYALIAS(ptr noundef %17, ptr noundef %18)
  %19 = load ptr, ptr %either, align 8
  %20 = load ptr, ptr %t2, align 8
  call void @MAYALIAS(ptr noundef %19, ptr noundef %20)
  %21 = load ptr, ptr %either, align 8
  %p8 = getelementptr inbounds %struct.T, ptr %21, i32 0, i32 0
  %22 = load ptr, ptr %p8, align 8
  call void @MAYALIAS(ptr noundef %22, ptr noundef @b)
  %23 = load ptr, ptr %either, align 8
  %p9 = getelementptr inbounds %struct.T, ptr %23, i32 0, i32 0
  %24 = load ptr, ptr %p9, align 8
  store i32 1, ptr %24, align 4
  %25 = load ptr, ptr %t1, align 8
  call void @free(ptr noundef %25) #5
  %26 = load ptr, ptr %t2, align 8
  call void @free(ptr noundef %26) #5
  %27 = load ptr, ptr %t3, align 8
  call void @free(ptr noundef %27) #5
  %28 = load i32, ptr @a, align 4
  %29 = load i32, ptr @b, align 4
  %add = add nsw i32 %28, %29
  %cmp10 = icmp eq i32 %add, 1
  %30 = zext i1 %cmp10 to i64
  %cond11 = select i1 %cmp10, i32 0, i32 1
  ret i32 %cond11
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @my_malloc(i64 noundef %n) #0 {
entry:
  %n.addr = alloca i64, align 8
  %p = alloca ptr, align 8
  store i64 %n, ptr %n.addr, align 8
  %0 = load i64, ptr %n.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef %0) #6
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

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #3

; Function Attrs: noreturn nounwind
declare void @abort() #4

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
