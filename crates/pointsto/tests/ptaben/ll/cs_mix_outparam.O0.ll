; CS-ONLY
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Pair = type { ptr, ptr }

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
  %p = alloca ptr, align 8
  %q = alloca ptr, align 8
  %pr = alloca %struct.Pair, align 8
  %s = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load ptr, ptr %argv.addr, align 8
  call void @get(ptr noundef %p, ptr noundef @a)
  call void @get(ptr noundef %q, ptr noundef @b)
  %l = getelementptr inbounds %struct.Pair, ptr %pr, i32 0, i32 0
  store ptr @c, ptr %l, align 8
  %r = getelementptr inbounds %struct.Pair, ptr %pr, i32 0, i32 1
  store ptr @d, ptr %r, align 8
  %1 = load i32, ptr %argc.addr, align 4
  %cmp = icmp sgt i32 %1, 1
  %conv = zext i1 %cmp to i32
  call void @get_side(ptr noundef %s, ptr noundef %pr, i32 noundef %conv)
  %2 = load ptr, ptr %p, align 8
  store i32 1, ptr %2, align 4
  %3 = load ptr, ptr %q, align 8
  store i32 2, ptr %3, align 4
  %4 = load ptr, ptr %s, align 8
  store i32 3, ptr %4, align 4
  %5 = load ptr, ptr %p, align 8
  %6 = load ptr, ptr %q, align 8
  call void @NOALIAS(ptr noundef %5, ptr noundef %6)
  %7 = load ptr, ptr %p, align 8
  call void @MAYALIAS(ptr noundef %7, ptr noundef @a)
  %8 = load ptr, ptr %q, align 8
  call void @MUSTALIAS(ptr noundef %8, ptr noundef @b)
  %9 = load ptr, ptr %q, align 8
  call void @NOALIAS(ptr noundef %9, ptr noundef @a)
  %10 = load ptr, ptr %s, align 8
  call void @MAYALIAS(ptr noundef %10, ptr noundef @c)
  %11 = load ptr, ptr %s, align 8
  call void @MAYALIAS(ptr noundef %11, ptr noundef @d)
  %12 = load ptr, ptr %s, align 8
  %13 = load ptr, ptr %p, align 8
  call void @NOALIAS(ptr noundef %12, ptr noundef %13)
  %14 = load i32, ptr @a, align 4
  %15 = load i32, ptr @b, align 4
  %add = add nsw i32 %14, %15
  %16 = load i32, ptr @c, align 4
  %add1 = add nsw i32 %add, %16
  %17 = load i32, ptr @d, align 4
  %add2 = add nsw i32 %add1, %17
  %cmp3 = icmp eq i32 %add2, 6
  %18 = zext i1 %cmp3 to i64
  %cond = select i1 %cmp3, i32 0, i32 1
  ret i32 %cond
}

; Function Attrs: noinline nounwind uwtable
define internal void @get(ptr noundef %out, ptr noundef %v) #0 {
entry:
  %out.addr = alloca ptr, align 8
  %v.addr = alloca ptr, align 8
  store ptr %out, ptr %out.addr, align 8
  store ptr %v, ptr %v.addr, align 8
  %0 = load ptr, ptr %v.addr, align 8
  %1 = load ptr, ptr %out.addr, align 8
  store ptr %0, ptr %1, align 8
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal void @get_side(ptr noundef %out, ptr noundef %pr, i32 noundef %right) #0 {
entry:
  %out.addr = alloca ptr, align 8
  %pr.addr = alloca ptr, align 8
  %right.addr = alloca i32, align 4
  store ptr %out, ptr %out.addr, align 8
  store ptr %pr, ptr %pr.addr, align 8
  store i32 %right, ptr %right.addr, align 4
  %0 = load i32, ptr %right.addr, align 4
  %tobool = icmp ne i32 %0, 0
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %1 = load ptr, ptr %pr.addr, align 8
  %r = getelementptr inbounds %struct.Pair, ptr %1, i32 0, i32 1
  %2 = load ptr, ptr %r, align 8
  br label %cond.end

cond.false:                                       ; preds = %entry
  %3 = load ptr, ptr %pr.addr, align 8
  %l = getelementptr inbounds %struct.Pair, ptr %3, i32 0, i32 0
  %4 = load ptr, ptr %l, align 8
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %2, %cond.true ], [ %4, %cond.false ]
  %5 = load ptr, ptr %out.addr, align 8
  store ptr %cond, ptr %5, align 8
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
