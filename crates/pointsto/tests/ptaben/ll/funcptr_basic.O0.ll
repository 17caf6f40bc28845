target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4
@y = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %f = alloca ptr, align 8
  %r = alloca ptr, align 8
  %g = alloca ptr, align 8
  %s = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load i32, ptr %argc.addr, align 4
  %cmp = icmp sgt i32 %0, 1
  %1 = zext i1 %cmp to i64
  %cond = select i1 %cmp, ptr @id, ptr @other
  store ptr %cond, ptr %f, align 8
  %2 = load ptr, ptr %f, align 8
  %call = call ptr %2(ptr noundef @x)
  store ptr %call, ptr %r, align 8
  %3 = load ptr, ptr %r, align 8
  call void @MAYALIAS(ptr noundef %3, ptr noundef @x)
  %4 = load ptr, ptr %r, align 8
  call void @MAYALIAS(ptr noundef %4, ptr noundef @y)
  store ptr @id, ptr %g, align 8
  %5 = load ptr, ptr %g, align 8
  %call1 = call ptr %5(ptr noundef @y)
  store ptr %call1, ptr %s, align 8
  %6 = load ptr, ptr %s, align 8
  call void @EXPECTEDFAIL_NOALIAS(ptr noundef %6, ptr noundef @x)
  ret i32 0
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @id(ptr noundef %p) #0 {
entry:
  %p.addr = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  ret ptr %0
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @other(ptr noundef %p) #0 {
entry:
  %p.addr = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  ret ptr @y
}

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

declare void @EXPECTEDFAIL_NOALIAS(ptr noundef, ptr noundef) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
