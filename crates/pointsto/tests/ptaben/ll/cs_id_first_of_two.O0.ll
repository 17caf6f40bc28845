; CS-ONLY
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
  %r1 = alloca ptr, align 8
  %r2 = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  %call = call ptr @first(ptr noundef @a, ptr noundef @b)
  store ptr %call, ptr %r1, align 8
  %call1 = call ptr @first(ptr noundef @c, ptr noundef @d)
  store ptr %call1, ptr %r2, align 8
  %0 = load ptr, ptr %r1, align 8
  %1 = load ptr, ptr %r2, align 8
  call void @NOALIAS(ptr noundef %0, ptr noundef %1)
  %2 = load ptr, ptr %r1, align 8
  call void @NOALIAS(ptr noundef %2, ptr noundef @b)
  %3 = load ptr, ptr %r2, align 8
  call void @NOALIAS(ptr noundef %3, ptr noundef @d)
  %4 = load ptr, ptr %r1, align 8
  call void @MAYALIAS(ptr noundef %4, ptr noundef @a)
  %5 = load ptr, ptr %r2, align 8
  call void @MUSTALIAS(ptr noundef %5, ptr noundef @c)
  %6 = load ptr, ptr %r1, align 8
  store i32 5, ptr %6, align 4
  %7 = load ptr, ptr %r2, align 8
  store i32 6, ptr %7, align 4
  %8 = load i32, ptr @a, align 4
  %9 = load i32, ptr @c, align 4
  %add = add nsw i32 %8, %9
  %cmp = icmp eq i32 %add, 11
  br i1 %cmp, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %entry
  %10 = load i32, ptr @b, align 4
  %11 = load i32, ptr @d, align 4
  %add2 = add nsw i32 %10, %11
  %cmp3 = icmp eq i32 %add2, 2
  br label %land.end

land.end:                                         ; preds = %land.rhs, %entry
  %12 = phi i1 [ false, %entry ], [ %cmp3, %land.rhs ]
  %13 = zext i1 %12 to i64
  %cond = select i1 %12, i32 0, i32 1
  ret i32 %cond
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @first(ptr noundef %p, ptr noundef %q) #0 {
entry:
  %p.addr = alloca ptr, align 8
  %q.addr = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  store ptr %q, ptr %q.addr, align 8
  %0 = load ptr, ptr %q.addr, align 8
  %1 = load i32, ptr %0, align 4
  %add = add nsw i32 %1, 1
  store i32 %add, ptr %0, align 4
  %2 = load ptr, ptr %p.addr, align 8
  ret ptr %2
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
