; CS-ONLY
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  %h1 = alloca ptr, align 8
  %h2 = alloca ptr, align 8
  %x = alloca ptr, align 8
  %y = alloca ptr, align 8
  %r = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  %call = call noalias ptr @malloc(i64 noundef 4) #4
  store ptr %call, ptr %h1, align 8
  %call1 = call noalias ptr @malloc(i64 noundef 4) #4
  store ptr %call1, ptr %h2, align 8
  %0 = load ptr, ptr %h1, align 8
  %tobool = icmp ne ptr %0, null
  br i1 %tobool, label %lor.lhs.false, label %if.then

lor.lhs.false:                                    ; preds = %entry
  %1 = load ptr, ptr %h2, align 8
  %tobool2 = icmp ne ptr %1, null
  br i1 %tobool2, label %if.end, label %if.then

if.then:                                          ; preds = %lor.lhs.false, %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  %2 = load ptr, ptr %h1, align 8
  %call3 = call ptr @pass(ptr noundef %2)
  store ptr %call3, ptr %x, align 8
  %3 = load ptr, ptr %h2, align 8
  %call4 = call ptr @pass(ptr noundef %3)
  store ptr %call4, ptr %y, align 8
  %4 = load ptr, ptr %x, align 8
  store i32 1, ptr %4, align 4
  %5 = load ptr, ptr %y, align 8
  store i32 2, ptr %5, align 4
  %6 = load ptr, ptr %x, align 8
  %7 = load ptr, ptr %y, align 8
  call void @NOALIAS(ptr noundef %6, ptr noundef %7)
  %8 = load ptr, ptr %x, align 8
  %9 = load ptr, ptr %h1, align 8
  call void @MAYALIAS(ptr noundef %8, ptr noundef %9)
  %10 = load ptr, ptr %y, align 8
  %11 = load ptr, ptr %h2, align 8
  call void @MAYALIAS(ptr noundef %10, ptr noundef %11)
  %12 = load ptr, ptr %x, align 8
  %13 = load ptr, ptr %h2, align 8
  call void @NOALIAS(ptr noundef %12, ptr noundef %13)
  %14 = load ptr, ptr %h1, align 8
  %15 = load i32, ptr %14, align 4
  %16 = load ptr, ptr %h2, align 8
  %17 = load i32, ptr %16, align 4
  %add = add nsw i32 %15, %17
  %cmp = icmp eq i32 %add, 3
  %18 = zext i1 %cmp to i64
  %cond = select i1 %cmp, i32 0, i32 1
  store i32 %cond, ptr %r, align 4
  %19 = load ptr, ptr %h1, align 8
  call void @free(ptr noundef %19) #5
  %20 = load ptr, ptr %h2, align 8
  call void @free(ptr noundef %20) #5
  %21 = load i32, ptr %r, align 4
  store i32 %21, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %22 = load i32, ptr %retval, align 4
  ret i32 %22
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind uwtable
define internal ptr @pass(ptr noundef %p) #0 {
entry:
  %p.addr = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  ret ptr %0
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
