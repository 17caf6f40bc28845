; FS-ONLY
; CS-ONLY
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@old = dso_local global i32 0, align 4
@g = dso_local global ptr @old, align 8
@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  %r0 = alloca ptr, align 8
  %r1 = alloca ptr, align 8
  %r2 = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  %0 = load ptr, ptr @g, align 8
  store ptr %0, ptr %r0, align 8
  call void @point_at(ptr noundef @a)
  %1 = load ptr, ptr @g, align 8
  store ptr %1, ptr %r1, align 8
  call void @point_at(ptr noundef @b)
  %2 = load ptr, ptr @g, align 8
  store ptr %2, ptr %r2, align 8
  %3 = load ptr, ptr %r0, align 8
  store i32 1, ptr %3, align 4
  %4 = load ptr, ptr %r1, align 8
  store i32 2, ptr %4, align 4
  %5 = load ptr, ptr %r2, align 8
  store i32 3, ptr %5, align 4
  %6 = load ptr, ptr %r1, align 8
  %7 = load ptr, ptr %r2, align 8
  call void @NOALIAS(ptr noundef %6, ptr noundef %7)
  %8 = load ptr, ptr %r1, align 8
  call void @NOALIAS(ptr noundef %8, ptr noundef @old)
  %9 = load ptr, ptr %r2, align 8
  call void @NOALIAS(ptr noundef %9, ptr noundef @a)
  %10 = load ptr, ptr %r0, align 8
  call void @MAYALIAS(ptr noundef %10, ptr noundef @old)
  %11 = load ptr, ptr %r1, align 8
  call void @MAYALIAS(ptr noundef %11, ptr noundef @a)
  %12 = load ptr, ptr %r2, align 8
  call void @MUSTALIAS(ptr noundef %12, ptr noundef @b)
  %13 = load i32, ptr @old, align 4
  %14 = load i32, ptr @a, align 4
  %add = add nsw i32 %13, %14
  %15 = load i32, ptr @b, align 4
  %add1 = add nsw i32 %add, %15
  %cmp = icmp eq i32 %add1, 6
  %16 = zext i1 %cmp to i64
  %cond = select i1 %cmp, i32 0, i32 1
  ret i32 %cond
}

; Function Attrs: noinline nounwind uwtable
define internal void @point_at(ptr noundef %v) #0 {
entry:
  %v.addr = alloca ptr, align 8
  store ptr %v, ptr %v.addr, align 8
  %0 = load ptr, ptr %v.addr, align 8
  store ptr %0, ptr @g, align 8
  ret void
}

declare void @NOALIAS(ptr noundef, ptr noundef) #1

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

declare void @MUSTALIAS(ptr noundef, ptr noundef) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
