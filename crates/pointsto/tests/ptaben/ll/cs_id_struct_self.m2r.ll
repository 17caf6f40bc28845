; CS-ONLY
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.P = type { ptr, ptr }

@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4
@c = dso_local global i32 0, align 4
@d = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %p1 = alloca %struct.P, align 8
  %p2 = alloca %struct.P, align 8
  %l = getelementptr inbounds %struct.P, ptr %p1, i32 0, i32 0
  store ptr @a, ptr %l, align 8
  %r = getelementptr inbounds %struct.P, ptr %p1, i32 0, i32 1
  store ptr @b, ptr %r, align 8
  %l1 = getelementptr inbounds %struct.P, ptr %p2, i32 0, i32 0
  store ptr @c, ptr %l1, align 8
  %r2 = getelementptr inbounds %struct.P, ptr %p2, i32 0, i32 1
  store ptr @d, ptr %r2, align 8
  %call = call ptr @self(ptr noundef %p1)
  %call3 = call ptr @self(ptr noundef %p2)
  call void @NOALIAS(ptr noundef %call, ptr noundef %call3)
  %l4 = getelementptr inbounds %struct.P, ptr %call, i32 0, i32 0
  %l5 = getelementptr inbounds %struct.P, ptr %call3, i32 0, i32 0
  call void @NOALIAS(ptr noundef %l4, ptr noundef %l5)
  %l6 = getelementptr inbounds %struct.P, ptr %call, i32 0, i32 0
  %0 = load ptr, ptr %l6, align 8
  %l7 = getelementptr inbounds %struct.P, ptr %call3, i32 0, i32 0
  %1 = load ptr, ptr %l7, align 8
  call void @NOALIAS(ptr noundef %0, ptr noundef %1)
  %r8 = getelementptr inbounds %struct.P, ptr %call, i32 0, i32 1
  %2 = load ptr, ptr %r8, align 8
  call void @MAYALIAS(ptr noundef %2, ptr noundef @b)
  %r9 = getelementptr inbounds %struct.P, ptr %call, i32 0, i32 1
  %r10 = getelementptr inbounds %struct.P, ptr %p1, i32 0, i32 1
  call void @MAYALIAS(ptr noundef %r9, ptr noundef %r10)
  %r11 = getelementptr inbounds %struct.P, ptr %call3, i32 0, i32 1
  %3 = load ptr, ptr %r11, align 8
  call void @NOALIAS(ptr noundef %3, ptr noundef @b)
  %l12 = getelementptr inbounds %struct.P, ptr %call, i32 0, i32 0
  %4 = load ptr, ptr %l12, align 8
  store i32 1, ptr %4, align 4
  %l13 = getelementptr inbounds %struct.P, ptr %call3, i32 0, i32 0
  %5 = load ptr, ptr %l13, align 8
  store i32 2, ptr %5, align 4
  %r14 = getelementptr inbounds %struct.P, ptr %call, i32 0, i32 1
  %6 = load ptr, ptr %r14, align 8
  store i32 3, ptr %6, align 4
  %7 = load i32, ptr @a, align 4
  %cmp = icmp eq i32 %7, 1
  br i1 %cmp, label %land.lhs.true, label %land.end

land.lhs.true:                                    ; preds = %entry
  %8 = load i32, ptr @c, align 4
  %cmp15 = icmp eq i32 %8, 2
  br i1 %cmp15, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %land.lhs.true
  %9 = load i32, ptr @b, align 4
  %cmp16 = icmp eq i32 %9, 3
  br label %land.end

land.end:                                         ; preds = %land.rhs, %land.lhs.true, %entry
  %10 = phi i1 [ false, %land.lhs.true ], [ false, %entry ], [ %cmp16, %land.rhs ]
  %11 = zext i1 %10 to i64
  %cond = select i1 %10, i32 0, i32 1
  ret i32 %cond
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @self(ptr noundef %p) #0 {
entry:
  ret ptr %p
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
