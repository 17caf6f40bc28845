; CS-ONLY
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
  %retval = alloca i32, align 4
  %p1 = alloca %struct.Pair, align 8
  %p2 = alloca %struct.Pair, align 8
  %l1 = alloca ptr, align 8
  %r1 = alloca ptr, align 8
  %l2 = alloca ptr, align 8
  %r2 = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  call void @init(ptr noundef %p1, ptr noundef @a, ptr noundef @b)
  call void @init(ptr noundef %p2, ptr noundef @c, ptr noundef @d)
  %call = call ptr @left(ptr noundef %p1)
  store ptr %call, ptr %l1, align 8
  %call1 = call ptr @right(ptr noundef %p1)
  store ptr %call1, ptr %r1, align 8
  %call2 = call ptr @left(ptr noundef %p2)
  store ptr %call2, ptr %l2, align 8
  %call3 = call ptr @right(ptr noundef %p2)
  store ptr %call3, ptr %r2, align 8
  %0 = load ptr, ptr %l1, align 8
  store i32 1, ptr %0, align 4
  %1 = load ptr, ptr %r1, align 8
  store i32 2, ptr %1, align 4
  %2 = load ptr, ptr %l2, align 8
  store i32 3, ptr %2, align 4
  %3 = load ptr, ptr %r2, align 8
  store i32 4, ptr %3, align 4
  %4 = load ptr, ptr %l1, align 8
  %5 = load ptr, ptr %r1, align 8
  call void @NOALIAS(ptr noundef %4, ptr noundef %5)
  %6 = load ptr, ptr %l2, align 8
  %7 = load ptr, ptr %r1, align 8
  call void @NOALIAS(ptr noundef %6, ptr noundef %7)
  %8 = load ptr, ptr %l1, align 8
  %9 = load ptr, ptr %l2, align 8
  call void @NOALIAS(ptr noundef %8, ptr noundef %9)
  %10 = load ptr, ptr %r1, align 8
  %11 = load ptr, ptr %r2, align 8
  call void @NOALIAS(ptr noundef %10, ptr noundef %11)
  %12 = load ptr, ptr %l2, align 8
  call void @MAYALIAS(ptr noundef %12, ptr noundef @c)
  %13 = load ptr, ptr %r2, align 8
  call void @MUSTALIAS(ptr noundef %13, ptr noundef @d)
  %14 = load i32, ptr @a, align 4
  %15 = load i32, ptr @b, align 4
  %add = add nsw i32 %14, %15
  %16 = load i32, ptr @c, align 4
  %add4 = add nsw i32 %add, %16
  %17 = load i32, ptr @d, align 4
  %add5 = add nsw i32 %add4, %17
  %cmp = icmp eq i32 %add5, 10
  %18 = zext i1 %cmp to i64
  %cond = select i1 %cmp, i32 0, i32 1
  ret i32 %cond
}

; Function Attrs: noinline nounwind uwtable
define internal void @init(ptr noundef %p, ptr noundef %l, ptr noundef %r) #0 {
entry:
  %p.addr = alloca ptr, align 8
  %l.addr = alloca ptr, align 8
  %r.addr = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  store ptr %l, ptr %l.addr, align 8
  store ptr %r, ptr %r.addr, align 8
  %0 = load ptr, ptr %l.addr, align 8
  %1 = load ptr, ptr %p.addr, align 8
  %l1 = getelementptr inbounds %struct.Pair, ptr %1, i32 0, i32 0
  store ptr %0, ptr %l1, align 8
  %2 = load ptr, ptr %r.addr, align 8
  %3 = load ptr, ptr %p.addr, align 8
  %r2 = getelementptr inbounds %struct.Pair, ptr %3, i32 0, i32 1
  store ptr %2, ptr %r2, align 8
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @left(ptr noundef %p) #0 {
entry:
  %p.addr = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  %l = getelementptr inbounds %struct.Pair, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %l, align 8
  ret ptr %1
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @right(ptr noundef %p) #0 {
entry:
  %p.addr = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  %r = getelementptr inbounds %struct.Pair, ptr %0, i32 0, i32 1
  %1 = load ptr, ptr %r, align 8
  ret ptr %1
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
