; CS-ONLY
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Cell = type { ptr }

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
  store i32 0, ptr %retval, align 4
  %call = call noalias ptr @malloc(i64 noundef 8) #4
  store ptr %call, ptr %c1, align 8
  %call1 = call noalias ptr @malloc(i64 noundef 8) #4
  store ptr %call1, ptr %c2, align 8
  %0 = load ptr, ptr %c1, align 8
  %tobool = icmp ne ptr %0, null
  br i1 %tobool, label %lor.lhs.false, label %if.then

lor.lhs.false:                                    ; preds = %entry
  %1 = load ptr, ptr %c2, align 8
  %tobool2 = icmp ne ptr %1, null
  br i1 %tobool2, label %if.end, label %if.then

if.then:                                          ; preds = %lor.lhs.false, %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  %2 = load ptr, ptr %c1, align 8
  call void @cell_set(ptr noundef %2, ptr noundef @a)
  %3 = load ptr, ptr %c2, align 8
  call void @cell_set(ptr noundef %3, ptr noundef @b)
  %4 = load ptr, ptr %c1, align 8
  %call3 = call ptr @cell_get(ptr noundef %4)
  store ptr %call3, ptr %x, align 8
  %5 = load ptr, ptr %c2, align 8
  %call4 = call ptr @cell_get(ptr noundef %5)
  store ptr %call4, ptr %y, align 8
  %6 = load ptr, ptr %x, align 8
  store i32 1, ptr %6, align 4
  %7 = load ptr, ptr %y, align 8
  store i32 2, ptr %7, align 4
  %8 = load ptr, ptr %x, align 8
  %9 = load ptr, ptr %y, align 8
  call void @NOALIAS(ptr noundef %8, ptr noundef %9)
  %10 = load ptr, ptr %c1, align 8
  %11 = load ptr, ptr %c2, align 8
  call void @NOALIAS(ptr noundef %10, ptr noundef %11)
  %12 = load ptr, ptr %x, align 8
  call void @MAYALIAS(ptr noundef %12, ptr noundef @a)
  %13 = load ptr, ptr %y, align 8
  %14 = load ptr, ptr %c2, align 8
  %v = getelementptr inbounds %struct.Cell, ptr %14, i32 0, i32 0
  %15 = load ptr, ptr %v, align 8
  call void @MAYALIAS(ptr noundef %13, ptr noundef %15)
  %16 = load ptr, ptr %c1, align 8
  call void @free(ptr noundef %16) #5
  %17 = load ptr, ptr %c2, align 8
  call void @free(ptr noundef %17) #5
  %18 = load i32, ptr @a, align 4
  %19 = load i32, ptr @b, align 4
  %add = add nsw i32 %18, %19
  %cmp = icmp eq i32 %add, 3
  %20 = zext i1 %cmp to i64
  %cond = select i1 %cmp, i32 0, i32 1
  store i32 %cond, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %21 = load i32, ptr %retval, align 4
  ret i32 %21
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind uwtable
define internal void @cell_set(ptr noundef %c, ptr noundef %v) #0 {
entry:
  %c.addr = alloca ptr, align 8
  %v.addr = alloca ptr, align 8
  store ptr %c, ptr %c.addr, align 8
  store ptr %v, ptr %v.addr, align 8
  %0 = load ptr, ptr %v.addr, align 8
  %1 = load ptr, ptr %c.addr, align 8
  %v1 = getelementptr inbounds %struct.Cell, ptr %1, i32 0, i32 0
  store ptr %0, ptr %v1, align 8
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @cell_get(ptr noundef %c) #0 {
entry:
  %c.addr = alloca ptr, align 8
  store ptr %c, ptr %c.addr, align 8
  %0 = load ptr, ptr %c.addr, align 8
  %v = getelementptr inbounds %struct.Cell, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %v, align 8
  ret ptr %1
}

declare void @NOALIAS(ptr noundef, ptr noundef) #2

declare void @MAYALIAS(ptr noundef, ptr noundef) #2

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
