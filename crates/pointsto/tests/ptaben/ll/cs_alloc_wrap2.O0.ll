target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.T = type { ptr }

@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4
@c = dso_local global i32 0, align 4
@allocated = internal global i64 0, align 8

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
  %call = call ptr @xmalloc(i64 noundef 8)
  store ptr %call, ptr %t1, align 8
  %call1 = call ptr @xmalloc(i64 noundef 8)
  store ptr %call1, ptr %t2, align 8
  %call2 = call ptr @my_malloc(i64 noundef 8)
  store ptr %call2, ptr %t3, align 8
  %1 = load ptr, ptr %t3, align 8
  %tobool = icmp ne ptr %1, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %2 = load ptr, ptr %t1, align 8
  %p = getelementptr inbounds %struct.T, ptr %2, i32 0, i32 0
  store ptr @a, ptr %p, align 8
  %3 = load ptr, ptr %t2, align 8
  %p3 = getelementptr inbounds %struct.T, ptr %3, i32 0, i32 0
  store ptr @b, ptr %p3, align 8
  %4 = load ptr, ptr %t3, align 8
  %p4 = getelementptr inbounds %struct.T, ptr %4, i32 0, i32 0
  store ptr @c, ptr %p4, align 8
  %5 = load i32, ptr %argc.addr, align 4
  %cmp = icmp sgt i32 %5, 1
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %if.end
  %6 = load ptr, ptr %t2, align 8
  br label %cond.end

cond.false:                                       ; preds = %if.end
  %7 = load ptr, ptr %t3, align 8
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %6, %cond.true ], [ %7, %cond.false ]
  store ptr %cond, ptr %either, align 8
  %8 = load ptr, ptr %t1, align 8
  %9 = load ptr, ptr %t2, align 8
  call void @NOALIAS(ptr noundef %8, ptr noundef %9)
  %10 = load ptr, ptr %t1, align 8
  %11 = load ptr, ptr %t3, align 8
  call void @NOALIAS(ptr noundef %10, ptr noundef %11)
  %12 = load ptr, ptr %t1, align 8
  %p5 = getelementptr inbounds %struct.T, ptr %12, i32 0, i32 0
  %13 = load ptr, ptr %p5, align 8
  %14 = load ptr, ptr %t2, align 8
  %p6 = getelementptr inbounds %struct.T, ptr %14, i32 0, i32 0
  %15 = load ptr, ptr %p6, align 8
  call void @NOALIAS(ptr noundef %13, ptr noundef %15)
  %16 = load ptr, ptr %t2, align 8
  %p7 = getelementptr inbounds %struct.T, ptr %16, i32 0, i32 0
  %17 = load ptr, ptr %p7, align 8
  %18 = load ptr, ptr %t3, align 8
  %p8 = getelementptr inbounds %struct.T, ptr %18, i32 0, i32 0
  %19 = load ptr, ptr %p8, align 8
  call void @NOALIAS(ptr noundef %17, ptr noundef %19)
  %20 = load ptr, ptr %either, align 8
  %21 = load ptr, ptr %t3, align 8
  call void @MAYALIAS(ptr noundef %20, ptr noundef %21)
  %22 = load ptr, ptr %either, align 8
  %p9 = getelementptr inbounds %struct.T, ptr %22, i32 0, i32 0
  %23 = load ptr, ptr %p9, align 8
  call void @MAYALIAS(ptr noundef %23, ptr noundef @b)
  %24 = load ptr, ptr %either, align 8
  %p10 = getelementptr inbounds %struct.T, ptr %24, i32 0, i32 0
  %25 = load ptr, ptr %p10, align 8
  store i32 1, ptr %25, align 4
  %26 = load ptr, ptr %t1, align 8
  call void @free(ptr noundef %26) #5
  %27 = load ptr, ptr %t2, align 8
  call void @free(ptr noundef %27) #5
  %28 = load ptr, ptr %t3, align 8
  call void @free(ptr noundef %28) #5
  %29 = load i64, ptr @allocated, align 8
  %cmp11 = icmp eq i64 %29, 24
  br i1 %cmp11, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %cond.end
  %30 = load i32, ptr @b, align 4
  %31 = load i32, ptr @c, align 4
  %add = add nsw i32 %30, %31
  %cmp12 = icmp eq i32 %add, 1
  br label %land.end

land.end:                                         ; preds = %land.rhs, %cond.end
  %32 = phi i1 [ false, %cond.end ], [ %cmp12, %land.rhs ]
  %33 = zext i1 %32 to i64
  %cond13 = select i1 %32, i32 0, i32 1
  store i32 %cond13, ptr %retval, align 4
  br label %return

return:                                           ; preds = %land.end, %if.then
  %34 = load i32, ptr %retval, align 4
  ret i32 %34
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
  call void @abort() #6
  unreachable

if.end:                                           ; preds = %entry
  %2 = load ptr, ptr %p, align 8
  ret ptr %2
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @my_malloc(i64 noundef %n) #0 {
entry:
  %n.addr = alloca i64, align 8
  store i64 %n, ptr %n.addr, align 8
  %0 = load i64, ptr %n.addr, align 8
  %1 = load i64, ptr @allocated, align 8
  %add = add i64 %1, %0
  store i64 %add, ptr @allocated, align 8
  %2 = load i64, ptr %n.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef %2) #7
  ret ptr %call
}

declare void @NOALIAS(ptr noundef, ptr noundef) #1

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

; Function Attrs: noreturn nounwind
declare void @abort() #3

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #4

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }
attributes #7 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
