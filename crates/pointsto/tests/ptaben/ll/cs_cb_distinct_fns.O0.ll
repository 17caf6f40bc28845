; CS-ONLY
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4
@g1 = dso_local global ptr null, align 8
@g2 = dso_local global ptr null, align 8

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  call void @apply(ptr noundef @to_g1, ptr noundef @a)
  call void @apply(ptr noundef @to_g2, ptr noundef @b)
  %0 = load ptr, ptr @g1, align 8
  store i32 1, ptr %0, align 4
  %1 = load ptr, ptr @g2, align 8
  store i32 2, ptr %1, align 4
  %2 = load ptr, ptr @g1, align 8
  %3 = load ptr, ptr @g2, align 8
  call void @NOALIAS(ptr noundef %2, ptr noundef %3)
  %4 = load ptr, ptr @g1, align 8
  call void @MAYALIAS(ptr noundef %4, ptr noundef @a)
  %5 = load ptr, ptr @g2, align 8
  call void @MAYALIAS(ptr noundef %5, ptr noundef @b)
  %6 = load ptr, ptr @g1, align 8
  call void @NOALIAS(ptr noundef %6, ptr noundef @b)
  %7 = load ptr, ptr @g2, align 8
  call void @NOALIAS(ptr noundef %7, ptr noundef @a)
  %8 = load i32, ptr @a, align 4
  %9 = load i32, ptr @b, align 4
  %add = add nsw i32 %8, %9
  %cmp = icmp eq i32 %add, 3
  %10 = zext i1 %cmp to i64
  %cond = select i1 %cmp, i32 0, i32 1
  ret i32 %cond
}

; Function Attrs: noinline nounwind uwtable
define internal void @apply(ptr noundef %fp, ptr noundef %p) #0 {
entry:
  %fp.addr = alloca ptr, align 8
  %p.addr = alloca ptr, align 8
  store ptr %fp, ptr %fp.addr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %fp.addr, align 8
  %1 = load ptr, ptr %p.addr, align 8
  call void %0(ptr noundef %1)
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal void @to_g1(ptr noundef %p) #0 {
entry:
  %p.addr = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  store ptr %0, ptr @g1, align 8
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal void @to_g2(ptr noundef %p) #0 {
entry:
  %p.addr = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  store ptr %0, ptr @g2, align 8
  ret void
}

declare void @NOALIAS(ptr noundef, ptr noundef) #1

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
