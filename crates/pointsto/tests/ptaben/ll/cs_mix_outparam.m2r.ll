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
  %p = alloca ptr, align 8
  %q = alloca ptr, align 8
  %pr = alloca %struct.Pair, align 8
  %s = alloca ptr, align 8
  call void @get(ptr noundef %p, ptr noundef @a)
  call void @get(ptr noundef %q, ptr noundef @b)
  %l = getelementptr inbounds %struct.Pair, ptr %pr, i32 0, i32 0
  store ptr @c, ptr %l, align 8
  %r = getelementptr inbounds %struct.Pair, ptr %pr, i32 0, i32 1
  store ptr @d, ptr %r, align 8
  %cmp = icmp sgt i32 %argc, 1
  %conv = zext i1 %cmp to i32
  call void @get_side(ptr noundef %s, ptr noundef %pr, i32 noundef %conv)
  %0 = load ptr, ptr %p, align 8
  store i32 1, ptr %0, align 4
  %1 = load ptr, ptr %q, align 8
  store i32 2, ptr %1, align 4
  %2 = load ptr, ptr %s, align 8
  store i32 3, ptr %2, align 4
  %3 = load ptr, ptr %p, align 8
  %4 = load ptr, ptr %q, align 8
  call void @NOALIAS(ptr noundef %3, ptr noundef %4)
  %5 = load ptr, ptr %p, align 8
  call void @MAYALIAS(ptr noundef %5, ptr noundef @a)
  %6 = load ptr, ptr %q, align 8
  call void @MUSTALIAS(ptr noundef %6, ptr noundef @b)
  %7 = load ptr, ptr %q, align 8
  call void @NOALIAS(ptr noundef %7, ptr noundef @a)
  %8 = load ptr, ptr %s, align 8
  call void @MAYALIAS(ptr noundef %8, ptr noundef @c)
  %9 = load ptr, ptr %s, align 8
  call void @MAYALIAS(ptr noundef %9, ptr noundef @d)
  %10 = load ptr, ptr %s, align 8
  %11 = load ptr, ptr %p, align 8
  call void @NOALIAS(ptr noundef %10, ptr noundef %11)
  %12 = load i32, ptr @a, align 4
  %13 = load i32, ptr @b, align 4
  %add = add nsw i32 %12, %13
  %14 = load i32, ptr @c, align 4
  %add1 = add nsw i32 %add, %14
  %15 = load i32, ptr @d, align 4
  %add2 = add nsw i32 %add1, %15
  %cmp3 = icmp eq i32 %add2, 6
  %16 = zext i1 %cmp3 to i64
  %cond = select i1 %cmp3, i32 0, i32 1
  ret i32 %cond
}

; Function Attrs: noinline nounwind uwtable
define internal void @get(ptr noundef %out, ptr noundef %v) #0 {
entry:
  store ptr %v, ptr %out, align 8
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal void @get_side(ptr noundef %out, ptr noundef %pr, i32 noundef %right) #0 {
entry:
  %tobool = icmp ne i32 %right, 0
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %r = getelementptr inbounds %struct.Pair, ptr %pr, i32 0, i32 1
  %0 = load ptr, ptr %r, align 8
  br label %cond.end

cond.false:                                       ; preds = %entry
  %l = getelementptr inbounds %struct.Pair, ptr %pr, i32 0, i32 0
  %1 = load ptr, ptr %l, align 8
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %0, %cond.true ], [ %1, %cond.false ]
  store ptr %cond, ptr %out, align 8
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
