; CS-ONLY
; CS-DEPTH: 2
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Pair = type { ptr, ptr }

@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4
@c = dso_local global i32 0, align 4
@d = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %p1 = alloca %struct.Pair, align 8
  %p2 = alloca %struct.Pair, align 8
  call void @pair_init(ptr noundef %p1, ptr noundef @a, ptr noundef @b)
  call void @pair_init(ptr noundef %p2, ptr noundef @c, ptr noundef @d)
  %l = getelementptr inbounds %struct.Pair, ptr %p1, i32 0, i32 0
  %0 = load ptr, ptr %l, align 8
  store i32 1, ptr %0, align 4
  %r = getelementptr inbounds %struct.Pair, ptr %p1, i32 0, i32 1
  %1 = load ptr, ptr %r, align 8
  store i32 2, ptr %1, align 4
  %l1 = getelementptr inbounds %struct.Pair, ptr %p2, i32 0, i32 0
  %2 = load ptr, ptr %l1, align 8
  store i32 3, ptr %2, align 4
  %r2 = getelementptr inbounds %struct.Pair, ptr %p2, i32 0, i32 1
  %3 = load ptr, ptr %r2, align 8
  store i32 4, ptr %3, align 4
  %l3 = getelementptr inbounds %struct.Pair, ptr %p1, i32 0, i32 0
  %4 = load ptr, ptr %l3, align 8
  %r4 = getelementptr inbounds %struct.Pair, ptr %p1, i32 0, i32 1
  %5 = load ptr, ptr %r4, align 8
  call void @NOALIAS(ptr noundef %4, ptr noundef %5)
  %l5 = getelementptr inbounds %struct.Pair, ptr %p1, i32 0, i32 0
  %6 = load ptr, ptr %l5, align 8
  %l6 = getelementptr inbounds %struct.Pair, ptr %p2, i32 0, i32 0
  %7 = load ptr, ptr %l6, align 8
  call void @NOALIAS(ptr noundef %6, ptr noundef %7)
  %r7 = getelementptr inbounds %struct.Pair, ptr %p1, i32 0, i32 1
  %8 = load ptr, ptr %r7, align 8
  %r8 = getelementptr inbounds %struct.Pair, ptr %p2, i32 0, i32 1
  %9 = load ptr, ptr %r8, align 8
  call void @NOALIAS(ptr noundef %8, ptr noundef %9)
  %l9 = getelementptr inbounds %struct.Pair, ptr %p2, i32 0, i32 0
  %10 = load ptr, ptr %l9, align 8
  call void @MAYALIAS(ptr noundef %10, ptr noundef @c)
  %r10 = getelementptr inbounds %struct.Pair, ptr %p1, i32 0, i32 1
  %11 = load ptr, ptr %r10, align 8
  call void @MUSTALIAS(ptr noundef %11, ptr noundef @b)
  %12 = load i32, ptr @a, align 4
  %13 = load i32, ptr @b, align 4
  %add = add nsw i32 %12, %13
  %14 = load i32, ptr @c, align 4
  %add11 = add nsw i32 %add, %14
  %15 = load i32, ptr @d, align 4
  %add12 = add nsw i32 %add11, %15
  %cmp = icmp eq i32 %add12, 10
  %16 = zext i1 %cmp to i64
  %cond = select i1 %cmp, i32 0, i32 1
  ret i32 %cond
}

; Function Attrs: noinline nounwind uwtable
define internal void @pair_init(ptr noundef %pr, ptr noundef %l, ptr noundef %r) #0 {
entry:
  %l1 = getelementptr inbounds %struct.Pair, ptr %pr, i32 0, i32 0
  call void @set(ptr noundef %l1, ptr noundef %l)
  %r2 = getelementptr inbounds %struct.Pair, ptr %pr, i32 0, i32 1
  call void @set(ptr noundef %r2, ptr noundef %r)
  ret void
}

declare void @NOALIAS(ptr noundef, ptr noundef) #1

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

declare void @MUSTALIAS(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind uwtable
define internal void @set(ptr noundef %slot, ptr noundef %v) #0 {
entry:
  store ptr %v, ptr %slot, align 8
  ret void
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
