; CS-ONLY
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Cell = type { i32, ptr }

@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  %c1 = alloca ptr, align 8
  %c2 = alloca ptr, align 8
  %x = alloca ptr, align 8
  %y = alloca ptr, align 8
  %r = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  %call = call ptr @cell_new()
  store ptr %call, ptr %c1, align 8
  %call1 = call ptr @cell_new()
  store ptr %call1, ptr %c2, align 8
  %0 = load ptr, ptr %c1, align 8
  call void @cell_put(ptr noundef %0, ptr noundef @a)
  %1 = load ptr, ptr %c2, align 8
  call void @cell_put(ptr noundef %1, ptr noundef @b)
  %2 = load ptr, ptr %c1, align 8
  %call2 = call ptr @cell_peek(ptr noundef %2)
  store ptr %call2, ptr %x, align 8
  %3 = load ptr, ptr %c2, align 8
  %call3 = call ptr @cell_peek(ptr noundef %3)
  store ptr %call3, ptr %y, align 8
  %4 = load ptr, ptr %x, align 8
  store i32 1, ptr %4, align 4
  %5 = load ptr, ptr %y, align 8
  store i32 2, ptr %5, align 4
  %6 = load ptr, ptr %c1, align 8
  %7 = load ptr, ptr %c2, align 8
  call void @NOALIAS(ptr noundef %6, ptr noundef %7)
  %8 = load ptr, ptr %x, align 8
  %9 = load ptr, ptr %y, align 8
  call void @NOALIAS(ptr noundef %8, ptr noundef %9)
  %10 = load ptr, ptr %x, align 8
  call void @MAYALIAS(ptr noundef %10, ptr noundef @a)
  %11 = load ptr, ptr %y, align 8
  call void @MAYALIAS(ptr noundef %11, ptr noundef @b)
  %12 = load ptr, ptr %c1, align 8
  %count = getelementptr inbounds %struct.Cell, ptr %12, i32 0, i32 0
  %13 = load i32, ptr %count, align 8
  %14 = load ptr, ptr %c2, align 8
  %count4 = getelementptr inbounds %struct.Cell, ptr %14, i32 0, i32 0
  %15 = load i32, ptr %count4, align 8
  %add = add nsw i32 %13, %15
  %cmp = icmp eq i32 %add, 2
  %16 = zext i1 %cmp to i64
  %cond = select i1 %cmp, i32 0, i32 1
  store i32 %cond, ptr %r, align 4
  %17 = load ptr, ptr %c1, align 8
  call void @free(ptr noundef %17) #5
  %18 = load ptr, ptr %c2, align 8
  call void @free(ptr noundef %18) #5
  %19 = load i32, ptr %r, align 4
  ret i32 %19
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @cell_new() #0 {
entry:
  %c = alloca ptr, align 8
  %call = call noalias ptr @malloc(i64 noundef 16) #6
  store ptr %call, ptr %c, align 8
  %0 = load ptr, ptr %c, align 8
  %tobool = icmp ne ptr %0, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  call void @abort() #7
  unreachable

if.end:                                           ; preds = %entry
  %1 = load ptr, ptr %c, align 8
  %count = getelementptr inbounds %struct.Cell, ptr %1, i32 0, i32 0
  store i32 0, ptr %count, align 8
  %2 = load ptr, ptr %c, align 8
  ret ptr %2
}

; Function Attrs: noinline nounwind uwtable
define internal void @cell_put(ptr noundef %c, ptr noundef %v) #0 {
entry:
  %c.addr = alloca ptr, align 8
  %v.addr = alloca ptr, align 8
  store ptr %c, ptr %c.addr, align 8
  store ptr %v, ptr %v.addr, align 8
  %0 = load ptr, ptr %v.addr, align 8
  %1 = load ptr, ptr %c.addr, align 8
  %v1 = getelementptr inbounds %struct.Cell, ptr %1, i32 0, i32 1
  store ptr %0, ptr %v1, align 8
  %2 = load ptr, ptr %c.addr, align 8
  %count = getelementptr inbounds %struct.Cell, ptr %2, i32 0, i32 0
  %3 = load i32, ptr %count, align 8
  %inc = add nsw i32 %3, 1
  store i32 %inc, ptr %count, align 8
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @cell_peek(ptr noundef %c) #0 {
entry:
  %c.addr = alloca ptr, align 8
  store ptr %c, ptr %c.addr, align 8
  %0 = load ptr, ptr %c.addr, align 8
  %v = getelementptr inbounds %struct.Cell, ptr %0, i32 0, i32 1
  %1 = load ptr, ptr %v, align 8
  ret ptr %1
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
