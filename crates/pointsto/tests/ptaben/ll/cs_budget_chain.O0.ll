; CS-ONLY
; CS-DEPTH: 6
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4
@c = dso_local global i32 0, align 4
@d = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  %x = alloca ptr, align 8
  %y = alloca ptr, align 8
  %w = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  %call = call ptr @l6(ptr noundef @a)
  store ptr %call, ptr %x, align 8
  %call1 = call ptr @l6(ptr noundef @b)
  store ptr %call1, ptr %y, align 8
  %call2 = call ptr @l3(ptr noundef @c)
  store ptr %call2, ptr %w, align 8
  %0 = load ptr, ptr %x, align 8
  store i32 1, ptr %0, align 4
  %1 = load ptr, ptr %y, align 8
  store i32 2, ptr %1, align 4
  %2 = load ptr, ptr %w, align 8
  store i32 3, ptr %2, align 4
  %3 = load ptr, ptr %x, align 8
  call void @MAYALIAS(ptr noundef %3, ptr noundef @a)
  %4 = load ptr, ptr %y, align 8
  call void @MAYALIAS(ptr noundef %4, ptr noundef @b)
  %5 = load ptr, ptr %w, align 8
  call void @MAYALIAS(ptr noundef %5, ptr noundef @c)
  %6 = load ptr, ptr %x, align 8
  call void @NOALIAS(ptr noundef %6, ptr noundef @d)
  %7 = load ptr, ptr %w, align 8
  call void @NOALIAS(ptr noundef %7, ptr noundef @d)
  %8 = load ptr, ptr %x, align 8
  %9 = load ptr, ptr %y, align 8
  call void @NOALIAS(ptr noundef %8, ptr noundef %9)
  %10 = load ptr, ptr %x, align 8
  %11 = load ptr, ptr %w, align 8
  call void @NOALIAS(ptr noundef %10, ptr noundef %11)
  %12 = load i32, ptr @a, align 4
  %13 = load i32, ptr @b, align 4
  %add = add nsw i32 %12, %13
  %14 = load i32, ptr @c, align 4
  %add3 = add nsw i32 %add, %14
  %cmp = icmp eq i32 %add3, 6
  %15 = zext i1 %cmp to i64
  %cond = select i1 %cmp, i32 0, i32 1
  ret i32 %cond
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @l6(ptr noundef %p) #0 {
entry:
  %p.addr = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  %call = call ptr @l5(ptr noundef %0)
  ret ptr %call
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @l3(ptr noundef %p) #0 {
entry:
  %p.addr = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  %call = call ptr @l2(ptr noundef %0)
  ret ptr %call
}

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

declare void @NOALIAS(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind uwtable
define internal ptr @l5(ptr noundef %p) #0 {
entry:
  %p.addr = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  %call = call ptr @l4(ptr noundef %0)
  ret ptr %call
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @l4(ptr noundef %p) #0 {
entry:
  %p.addr = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  %call = call ptr @l3(ptr noundef %0)
  ret ptr %call
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @l2(ptr noundef %p) #0 {
entry:
  %p.addr = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  %call = call ptr @l1(ptr noundef %0)
  ret ptr %call
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @l1(ptr noundef %p) #0 {
entry:
  %p.addr = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  ret ptr %0
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
