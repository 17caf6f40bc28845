; FS-ONLY
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
  %p = alloca ptr, align 8
  %q = alloca ptr, align 8
  %r = alloca ptr, align 8
  %s = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store ptr @a, ptr %p, align 8
  store ptr @b, ptr %q, align 8
  store ptr @c, ptr %r, align 8
  store ptr @d, ptr %s, align 8
  call void @swap(ptr noundef %p, ptr noundef %q)
  call void @swap(ptr noundef %r, ptr noundef %s)
  %0 = load ptr, ptr %p, align 8
  store i32 1, ptr %0, align 4
  %1 = load ptr, ptr %q, align 8
  store i32 2, ptr %1, align 4
  %2 = load ptr, ptr %r, align 8
  store i32 3, ptr %2, align 4
  %3 = load ptr, ptr %s, align 8
  store i32 4, ptr %3, align 4
  %4 = load ptr, ptr %p, align 8
  call void @NOALIAS(ptr noundef %4, ptr noundef @a)
  %5 = load ptr, ptr %q, align 8
  call void @NOALIAS(ptr noundef %5, ptr noundef @b)
  %6 = load ptr, ptr %p, align 8
  %7 = load ptr, ptr %r, align 8
  call void @NOALIAS(ptr noundef %6, ptr noundef %7)
  %8 = load ptr, ptr %s, align 8
  call void @NOALIAS(ptr noundef %8, ptr noundef @d)
  %9 = load ptr, ptr %p, align 8
  call void @MUSTALIAS(ptr noundef %9, ptr noundef @b)
  %10 = load ptr, ptr %q, align 8
  call void @MUSTALIAS(ptr noundef %10, ptr noundef @a)
  %11 = load ptr, ptr %r, align 8
  call void @MUSTALIAS(ptr noundef %11, ptr noundef @d)
  %12 = load i32, ptr @a, align 4
  %cmp = icmp eq i32 %12, 2
  br i1 %cmp, label %land.lhs.true, label %land.end

land.lhs.true:                                    ; preds = %entry
  %13 = load i32, ptr @b, align 4
  %cmp1 = icmp eq i32 %13, 1
  br i1 %cmp1, label %land.lhs.true2, label %land.end

land.lhs.true2:                                   ; preds = %land.lhs.true
  %14 = load i32, ptr @c, align 4
  %cmp3 = icmp eq i32 %14, 4
  br i1 %cmp3, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %land.lhs.true2
  %15 = load i32, ptr @d, align 4
  %cmp4 = icmp eq i32 %15, 3
  br label %land.end

land.end:                                         ; preds = %land.rhs, %land.lhs.true2, %land.lhs.true, %entry
  %16 = phi i1 [ false, %land.lhs.true2 ], [ false, %land.lhs.true ], [ false, %entry ], [ %cmp4, %land.rhs ]
  %17 = zext i1 %16 to i64
  %cond = select i1 %16, i32 0, i32 1
  ret i32 %cond
}

; Function Attrs: noinline nounwind uwtable
define internal void @swap(ptr noundef %x, ptr noundef %y) #0 {
entry:
  %x.addr = alloca ptr, align 8
  %y.addr = alloca ptr, align 8
  %t = alloca ptr, align 8
  store ptr %x, ptr %x.addr, align 8
  store ptr %y, ptr %y.addr, align 8
  %0 = load ptr, ptr %x.addr, align 8
  %1 = load ptr, ptr %0, align 8
  store ptr %1, ptr %t, align 8
  %2 = load ptr, ptr %y.addr, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load ptr, ptr %x.addr, align 8
  store ptr %3, ptr %4, align 8
  %5 = load ptr, ptr %t, align 8
  %6 = load ptr, ptr %y.addr, align 8
  store ptr %5, ptr %6, align 8
  ret void
}

declare void @NOALIAS(ptr noundef, ptr noundef) #1

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
