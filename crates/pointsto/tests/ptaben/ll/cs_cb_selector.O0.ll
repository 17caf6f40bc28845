; CS-ONLY
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.P = type { ptr, ptr }

@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  %p = alloca %struct.P, align 8
  %x = alloca ptr, align 8
  %y = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  %l = getelementptr inbounds %struct.P, ptr %p, i32 0, i32 0
  store ptr @a, ptr %l, align 8
  %r = getelementptr inbounds %struct.P, ptr %p, i32 0, i32 1
  store ptr @b, ptr %r, align 8
  %call = call ptr @call(ptr noundef @sel_l, ptr noundef %p)
  store ptr %call, ptr %x, align 8
  %call1 = call ptr @call(ptr noundef @sel_r, ptr noundef %p)
  store ptr %call1, ptr %y, align 8
  %0 = load ptr, ptr %x, align 8
  store i32 1, ptr %0, align 4
  %1 = load ptr, ptr %y, align 8
  store i32 2, ptr %1, align 4
  %2 = load ptr, ptr %x, align 8
  %3 = load ptr, ptr %y, align 8
  call void @NOALIAS(ptr noundef %2, ptr noundef %3)
  %4 = load ptr, ptr %x, align 8
  call void @MAYALIAS(ptr noundef %4, ptr noundef @a)
  %5 = load ptr, ptr %y, align 8
  %r2 = getelementptr inbounds %struct.P, ptr %p, i32 0, i32 1
  %6 = load ptr, ptr %r2, align 8
  call void @MAYALIAS(ptr noundef %5, ptr noundef %6)
  %7 = load ptr, ptr %y, align 8
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
define internal ptr @call(ptr noundef %sel, ptr noundef %p) #0 {
entry:
  %sel.addr = alloca ptr, align 8
  %p.addr = alloca ptr, align 8
  store ptr %sel, ptr %sel.addr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %sel.addr, align 8
  %1 = load ptr, ptr %p.addr, align 8
  %call = call ptr %0(ptr noundef %1)
  ret ptr %call
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @sel_l(ptr noundef %p) #0 {
entry:
  %p.addr = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  %l = getelementptr inbounds %struct.P, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %l, align 8
  ret ptr %1
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @sel_r(ptr noundef %p) #0 {
entry:
  %p.addr = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  %r = getelementptr inbounds %struct.P, ptr %0, i32 0, i32 1
  %1 = load ptr, ptr %r, align 8
  ret ptr %1
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
