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
  %s1 = alloca ptr, align 8
  %s2 = alloca ptr, align 8
  %o1 = alloca ptr, align 8
  %o2 = alloca ptr, align 8
  %n1 = alloca ptr, align 8
  %n2 = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store ptr @a, ptr %s1, align 8
  store ptr @b, ptr %s2, align 8
  %call = call ptr @swap_in(ptr noundef %s1, ptr noundef @c, ptr noundef %o1)
  store ptr %call, ptr %n1, align 8
  %call1 = call ptr @swap_in(ptr noundef %s2, ptr noundef @d, ptr noundef %o2)
  store ptr %call1, ptr %n2, align 8
  %0 = load ptr, ptr %n1, align 8
  call void @NOALIAS(ptr noundef %0, ptr noundef @a)
  %1 = load ptr, ptr %n2, align 8
  call void @NOALIAS(ptr noundef %1, ptr noundef @b)
  %2 = load ptr, ptr %n1, align 8
  %3 = load ptr, ptr %n2, align 8
  call void @NOALIAS(ptr noundef %2, ptr noundef %3)
  %4 = load ptr, ptr %n1, align 8
  call void @MUSTALIAS(ptr noundef %4, ptr noundef @c)
  %5 = load ptr, ptr %n2, align 8
  call void @MUSTALIAS(ptr noundef %5, ptr noundef @d)
  %6 = load ptr, ptr %o1, align 8
  call void @MAYALIAS(ptr noundef %6, ptr noundef @a)
  %7 = load ptr, ptr %o2, align 8
  call void @MAYALIAS(ptr noundef %7, ptr noundef @b)
  %8 = load ptr, ptr %n1, align 8
  store i32 1, ptr %8, align 4
  %9 = load ptr, ptr %n2, align 8
  store i32 2, ptr %9, align 4
  %10 = load i32, ptr @c, align 4
  %cmp = icmp eq i32 %10, 1
  br i1 %cmp, label %land.lhs.true, label %land.end

land.lhs.true:                                    ; preds = %entry
  %11 = load i32, ptr @d, align 4
  %cmp2 = icmp eq i32 %11, 2
  br i1 %cmp2, label %land.lhs.true3, label %land.end

land.lhs.true3:                                   ; preds = %land.lhs.true
  %12 = load ptr, ptr %o1, align 8
  %13 = load i32, ptr %12, align 4
  %cmp4 = icmp eq i32 %13, 0
  br i1 %cmp4, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %land.lhs.true3
  %14 = load ptr, ptr %o2, align 8
  %15 = load i32, ptr %14, align 4
  %cmp5 = icmp eq i32 %15, 0
  br label %land.end

land.end:                                         ; preds = %land.rhs, %land.lhs.true3, %land.lhs.true, %entry
  %16 = phi i1 [ false, %land.lhs.true3 ], [ false, %land.lhs.true ], [ false, %entry ], [ %cmp5, %land.rhs ]
  %17 = zext i1 %16 to i64
  %cond = select i1 %16, i32 0, i32 1
  ret i32 %cond
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @swap_in(ptr noundef %slot, ptr noundef %v, ptr noundef %prev) #0 {
entry:
  %slot.addr = alloca ptr, align 8
  %v.addr = alloca ptr, align 8
  %prev.addr = alloca ptr, align 8
  store ptr %slot, ptr %slot.addr, align 8
  store ptr %v, ptr %v.addr, align 8
  store ptr %prev, ptr %prev.addr, align 8
  %0 = load ptr, ptr %slot.addr, align 8
  %1 = load ptr, ptr %0, align 8
  %2 = load ptr, ptr %prev.addr, align 8
  store ptr %1, ptr %2, align 8
  %3 = load ptr, ptr %v.addr, align 8
  %4 = load ptr, ptr %slot.addr, align 8
  store ptr %3, ptr %4, align 8
  %5 = load ptr, ptr %slot.addr, align 8
  %6 = load ptr, ptr %5, align 8
  ret ptr %6
}

declare void @NOALIAS(ptr noundef, ptr noundef) #1

declare void @MUSTALIAS(ptr noundef, ptr noundef) #1

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
