; FS-ONLY
; CS-ONLY
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4
@p1 = dso_local global ptr @x, align 8
@y = dso_local global i32 0, align 4
@p2 = dso_local global ptr @y, align 8
@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  %r1 = alloca ptr, align 8
  %r2 = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  %call = call ptr @put(ptr noundef @p1, ptr noundef @a)
  store ptr %call, ptr %r1, align 8
  %call1 = call ptr @put(ptr noundef @p2, ptr noundef @b)
  store ptr %call1, ptr %r2, align 8
  %0 = load ptr, ptr %r1, align 8
  call void @NOALIAS(ptr noundef %0, ptr noundef @x)
  %1 = load ptr, ptr %r2, align 8
  call void @NOALIAS(ptr noundef %1, ptr noundef @y)
  %2 = load ptr, ptr %r1, align 8
  %3 = load ptr, ptr %r2, align 8
  call void @NOALIAS(ptr noundef %2, ptr noundef %3)
  %4 = load ptr, ptr %r1, align 8
  call void @MUSTALIAS(ptr noundef %4, ptr noundef @a)
  %5 = load ptr, ptr %r2, align 8
  call void @MUSTALIAS(ptr noundef %5, ptr noundef @b)
  %6 = load ptr, ptr @p1, align 8
  call void @MAYALIAS(ptr noundef %6, ptr noundef @a)
  %7 = load ptr, ptr %r1, align 8
  store i32 1, ptr %7, align 4
  %8 = load ptr, ptr %r2, align 8
  store i32 2, ptr %8, align 4
  %9 = load i32, ptr @a, align 4
  %cmp = icmp eq i32 %9, 1
  br i1 %cmp, label %land.lhs.true, label %land.end

land.lhs.true:                                    ; preds = %entry
  %10 = load i32, ptr @b, align 4
  %cmp2 = icmp eq i32 %10, 2
  br i1 %cmp2, label %land.lhs.true3, label %land.end

land.lhs.true3:                                   ; preds = %land.lhs.true
  %11 = load i32, ptr @x, align 4
  %cmp4 = icmp eq i32 %11, 0
  br i1 %cmp4, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %land.lhs.true3
  %12 = load i32, ptr @y, align 4
  %cmp5 = icmp eq i32 %12, 0
  br label %land.end

land.end:                                         ; preds = %land.rhs, %land.lhs.true3, %land.lhs.true, %entry
  %13 = phi i1 [ false, %land.lhs.true3 ], [ false, %land.lhs.true ], [ false, %entry ], [ %cmp5, %land.rhs ]
  %14 = zext i1 %13 to i64
  %cond = select i1 %13, i32 0, i32 1
  ret i32 %cond
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @put(ptr noundef %pp, ptr noundef %v) #0 {
entry:
  %pp.addr = alloca ptr, align 8
  %v.addr = alloca ptr, align 8
  store ptr %pp, ptr %pp.addr, align 8
  store ptr %v, ptr %v.addr, align 8
  %0 = load ptr, ptr %v.addr, align 8
  %1 = load ptr, ptr %pp.addr, align 8
  store ptr %0, ptr %1, align 8
  %2 = load ptr, ptr %pp.addr, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr %3
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
