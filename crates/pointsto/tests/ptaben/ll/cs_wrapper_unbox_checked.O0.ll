; CS-ONLY
; CS-DEPTH: 2
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Box = type { ptr }

@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  %b1 = alloca %struct.Box, align 8
  %b2 = alloca %struct.Box, align 8
  %x = alloca ptr, align 8
  %y = alloca ptr, align 8
  %z = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  %v = getelementptr inbounds %struct.Box, ptr %b1, i32 0, i32 0
  store ptr @a, ptr %v, align 8
  %v1 = getelementptr inbounds %struct.Box, ptr %b2, i32 0, i32 0
  store ptr @b, ptr %v1, align 8
  %call = call ptr @unbox_checked(ptr noundef %b1)
  store ptr %call, ptr %x, align 8
  %call2 = call ptr @unbox_checked(ptr noundef %b2)
  store ptr %call2, ptr %y, align 8
  %call3 = call ptr @unbox(ptr noundef %b1)
  store ptr %call3, ptr %z, align 8
  %0 = load ptr, ptr %x, align 8
  store i32 1, ptr %0, align 4
  %1 = load ptr, ptr %y, align 8
  store i32 2, ptr %1, align 4
  %2 = load ptr, ptr %x, align 8
  %3 = load ptr, ptr %y, align 8
  call void @NOALIAS(ptr noundef %2, ptr noundef %3)
  %4 = load ptr, ptr %z, align 8
  %5 = load ptr, ptr %y, align 8
  call void @NOALIAS(ptr noundef %4, ptr noundef %5)
  %6 = load ptr, ptr %x, align 8
  %7 = load ptr, ptr %z, align 8
  call void @MAYALIAS(ptr noundef %6, ptr noundef %7)
  %8 = load ptr, ptr %y, align 8
  call void @MAYALIAS(ptr noundef %8, ptr noundef @b)
  %9 = load ptr, ptr %z, align 8
  %10 = load i32, ptr %9, align 4
  %cmp = icmp eq i32 %10, 1
  %11 = zext i1 %cmp to i64
  %cond = select i1 %cmp, i32 0, i32 1
  ret i32 %cond
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @unbox_checked(ptr noundef %bx) #0 {
entry:
  %bx.addr = alloca ptr, align 8
  store ptr %bx, ptr %bx.addr, align 8
  %0 = load ptr, ptr %bx.addr, align 8
  %v = getelementptr inbounds %struct.Box, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %v, align 8
  %tobool = icmp ne ptr %1, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  call void @abort() #3
  unreachable

if.end:                                           ; preds = %entry
  %2 = load ptr, ptr %bx.addr, align 8
  %call = call ptr @unbox(ptr noundef %2)
  ret ptr %call
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @unbox(ptr noundef %bx) #0 {
entry:
  %bx.addr = alloca ptr, align 8
  store ptr %bx, ptr %bx.addr, align 8
  %0 = load ptr, ptr %bx.addr, align 8
  %v = getelementptr inbounds %struct.Box, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %v, align 8
  ret ptr %1
}

declare void @NOALIAS(ptr noundef, ptr noundef) #1

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

; Function Attrs: noreturn nounwind
declare void @abort() #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
