; CS-ONLY
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4
@c = dso_local global i32 0, align 4
@d = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %r1 = alloca ptr, align 8
  %r2 = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load ptr, ptr %argv.addr, align 8
  %1 = load i32, ptr %argc.addr, align 4
  %cmp = icmp sgt i32 %1, 1
  %conv = zext i1 %cmp to i32
  %call = call ptr @choose(i32 noundef %conv, ptr noundef @a, ptr noundef @b)
  store ptr %call, ptr %r1, align 8
  %2 = load i32, ptr %argc.addr, align 4
  %cmp1 = icmp sgt i32 %2, 2
  %conv2 = zext i1 %cmp1 to i32
  %call3 = call ptr @choose(i32 noundef %conv2, ptr noundef @c, ptr noundef @d)
  store ptr %call3, ptr %r2, align 8
  %3 = load ptr, ptr %r1, align 8
  store i32 1, ptr %3, align 4
  %4 = load ptr, ptr %r2, align 8
  store i32 2, ptr %4, align 4
  %5 = load ptr, ptr %r1, align 8
  %6 = load ptr, ptr %r2, align 8
  call void @NOALIAS(ptr noundef %5, ptr noundef %6)
  %7 = load ptr, ptr %r1, align 8
  call void @MAYALIAS(ptr noundef %7, ptr noundef @a)
  %8 = load ptr, ptr %r1, align 8
  call void @MAYALIAS(ptr noundef %8, ptr noundef @b)
  %9 = load ptr, ptr %r2, align 8
  call void @MAYALIAS(ptr noundef %9, ptr noundef @d)
  %10 = load ptr, ptr %r1, align 8
  call void @NOALIAS(ptr noundef %10, ptr noundef @c)
  %11 = load ptr, ptr %r2, align 8
  call void @NOALIAS(ptr noundef %11, ptr noundef @b)
  %12 = load i32, ptr @a, align 4
  %13 = load i32, ptr @b, align 4
  %add = add nsw i32 %12, %13
  %14 = load i32, ptr @c, align 4
  %add4 = add nsw i32 %add, %14
  %15 = load i32, ptr @d, align 4
  %add5 = add nsw i32 %add4, %15
  %cmp6 = icmp eq i32 %add5, 3
  %16 = zext i1 %cmp6 to i64
  %cond = select i1 %cmp6, i32 0, i32 1
  ret i32 %cond
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @choose(i32 noundef %flag, ptr noundef %p, ptr noundef %q) #0 {
entry:
  %flag.addr = alloca i32, align 4
  %p.addr = alloca ptr, align 8
  %q.addr = alloca ptr, align 8
  store i32 %flag, ptr %flag.addr, align 4
  store ptr %p, ptr %p.addr, align 8
  store ptr %q, ptr %q.addr, align 8
  %0 = load i32, ptr %flag.addr, align 4
  %tobool = icmp ne i32 %0, 0
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %1 = load ptr, ptr %p.addr, align 8
  br label %cond.end

cond.false:                                       ; preds = %entry
  %2 = load ptr, ptr %q.addr, align 8
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %1, %cond.true ], [ %2, %cond.false ]
  ret ptr %cond
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
