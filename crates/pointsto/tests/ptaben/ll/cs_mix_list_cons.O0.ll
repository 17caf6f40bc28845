; CS-ONLY
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Cell = type { ptr, ptr }

@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4
@c = dso_local global i32 0, align 4
@d = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  %n1 = alloca ptr, align 8
  %n2 = alloca ptr, align 8
  %m1 = alloca ptr, align 8
  %m2 = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  %call = call ptr @cons(ptr noundef @a, ptr noundef null)
  store ptr %call, ptr %n1, align 8
  %0 = load ptr, ptr %n1, align 8
  %call1 = call ptr @cons(ptr noundef @b, ptr noundef %0)
  store ptr %call1, ptr %n2, align 8
  %call2 = call ptr @cons(ptr noundef @c, ptr noundef null)
  store ptr %call2, ptr %m1, align 8
  %1 = load ptr, ptr %m1, align 8
  %call3 = call ptr @cons(ptr noundef @d, ptr noundef %1)
  store ptr %call3, ptr %m2, align 8
  %2 = load ptr, ptr %n2, align 8
  %next = getelementptr inbounds %struct.Cell, ptr %2, i32 0, i32 1
  %3 = load ptr, ptr %next, align 8
  %v = getelementptr inbounds %struct.Cell, ptr %3, i32 0, i32 0
  %4 = load ptr, ptr %v, align 8
  store i32 1, ptr %4, align 4
  %5 = load ptr, ptr %m2, align 8
  %next4 = getelementptr inbounds %struct.Cell, ptr %5, i32 0, i32 1
  %6 = load ptr, ptr %next4, align 8
  %v5 = getelementptr inbounds %struct.Cell, ptr %6, i32 0, i32 0
  %7 = load ptr, ptr %v5, align 8
  store i32 2, ptr %7, align 4
  %8 = load ptr, ptr %n2, align 8
  %next6 = getelementptr inbounds %struct.Cell, ptr %8, i32 0, i32 1
  %9 = load ptr, ptr %next6, align 8
  %10 = load ptr, ptr %n1, align 8
  call void @MAYALIAS(ptr noundef %9, ptr noundef %10)
  %11 = load ptr, ptr %m2, align 8
  %next7 = getelementptr inbounds %struct.Cell, ptr %11, i32 0, i32 1
  %12 = load ptr, ptr %next7, align 8
  %v8 = getelementptr inbounds %struct.Cell, ptr %12, i32 0, i32 0
  %13 = load ptr, ptr %v8, align 8
  call void @MAYALIAS(ptr noundef %13, ptr noundef @c)
  %14 = load ptr, ptr %n1, align 8
  %15 = load ptr, ptr %m1, align 8
  call void @NOALIAS(ptr noundef %14, ptr noundef %15)
  %16 = load ptr, ptr %n2, align 8
  %17 = load ptr, ptr %n1, align 8
  call void @NOALIAS(ptr noundef %16, ptr noundef %17)
  %18 = load ptr, ptr %n2, align 8
  %next9 = getelementptr inbounds %struct.Cell, ptr %18, i32 0, i32 1
  %19 = load ptr, ptr %next9, align 8
  %20 = load ptr, ptr %m1, align 8
  call void @NOALIAS(ptr noundef %19, ptr noundef %20)
  %21 = load ptr, ptr %n2, align 8
  %v10 = getelementptr inbounds %struct.Cell, ptr %21, i32 0, i32 0
  %22 = load ptr, ptr %v10, align 8
  %23 = load ptr, ptr %m2, align 8
  %v11 = getelementptr inbounds %struct.Cell, ptr %23, i32 0, i32 0
  %24 = load ptr, ptr %v11, align 8
  call void @NOALIAS(ptr noundef %22, ptr noundef %24)
  %25 = load ptr, ptr %n2, align 8
  %next12 = getelementptr inbounds %struct.Cell, ptr %25, i32 0, i32 1
  %26 = load ptr, ptr %next12, align 8
  %v13 = getelementptr inbounds %struct.Cell, ptr %26, i32 0, i32 0
  %27 = load ptr, ptr %v13, align 8
  call void @NOALIAS(ptr noundef %27, ptr noundef @c)
  %28 = load ptr, ptr %n1, align 8
  call void @free(ptr noundef %28) #5
  %29 = load ptr, ptr %n2, align 8
  call void @free(ptr noundef %29) #5
  %30 = load ptr, ptr %m1, align 8
  call void @free(ptr noundef %30) #5
  %31 = load ptr, ptr %m2, align 8
  call void @free(ptr noundef %31) #5
  %32 = load i32, ptr @a, align 4
  %cmp = icmp eq i32 %32, 1
  br i1 %cmp, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %entry
  %33 = load i32, ptr @c, align 4
  %cmp14 = icmp eq i32 %33, 2
  br label %land.end

land.end:                                         ; preds = %land.rhs, %entry
  %34 = phi i1 [ false, %entry ], [ %cmp14, %land.rhs ]
  %35 = zext i1 %34 to i64
  %cond = select i1 %34, i32 0, i32 1
  ret i32 %cond
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @cons(ptr noundef %v, ptr noundef %next) #0 {
entry:
  %v.addr = alloca ptr, align 8
  %next.addr = alloca ptr, align 8
  %n = alloca ptr, align 8
  store ptr %v, ptr %v.addr, align 8
  store ptr %next, ptr %next.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef 16) #6
  store ptr %call, ptr %n, align 8
  %0 = load ptr, ptr %n, align 8
  %tobool = icmp ne ptr %0, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  call void @abort() #7
  unreachable

if.end:                                           ; preds = %entry
  %1 = load ptr, ptr %v.addr, align 8
  %2 = load ptr, ptr %n, align 8
  %v1 = getelementptr inbounds %struct.Cell, ptr %2, i32 0, i32 0
  store ptr %1, ptr %v1, align 8
  %3 = load ptr, ptr %next.addr, align 8
  %4 = load ptr, ptr %n, align 8
  %next2 = getelementptr inbounds %struct.Cell, ptr %4, i32 0, i32 1
  store ptr %3, ptr %next2, align 8
  %5 = load ptr, ptr %n, align 8
  ret ptr %5
}

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

declare void @NOALIAS(ptr noundef, ptr noundef) #1

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
