; FS-ONLY
; CS-ONLY
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S = type { ptr, ptr }

@old1 = dso_local global i32 0, align 4
@k1 = dso_local global i32 0, align 4
@old2 = dso_local global i32 0, align 4
@k2 = dso_local global i32 0, align 4
@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %s1 = alloca %struct.S, align 8
  %s2 = alloca %struct.S, align 8
  %f = getelementptr inbounds %struct.S, ptr %s1, i32 0, i32 0
  store ptr @old1, ptr %f, align 8
  %keep = getelementptr inbounds %struct.S, ptr %s1, i32 0, i32 1
  store ptr @k1, ptr %keep, align 8
  %f1 = getelementptr inbounds %struct.S, ptr %s2, i32 0, i32 0
  store ptr @old2, ptr %f1, align 8
  %keep2 = getelementptr inbounds %struct.S, ptr %s2, i32 0, i32 1
  store ptr @k2, ptr %keep2, align 8
  %f3 = getelementptr inbounds %struct.S, ptr %s1, i32 0, i32 0
  %0 = load ptr, ptr %f3, align 8
  store i32 1, ptr %0, align 4
  %f4 = getelementptr inbounds %struct.S, ptr %s2, i32 0, i32 0
  %1 = load ptr, ptr %f4, align 8
  store i32 2, ptr %1, align 4
  call void @set_f(ptr noundef %s1, ptr noundef @a)
  call void @set_f(ptr noundef %s2, ptr noundef @b)
  %f5 = getelementptr inbounds %struct.S, ptr %s1, i32 0, i32 0
  %2 = load ptr, ptr %f5, align 8
  store i32 3, ptr %2, align 4
  %f6 = getelementptr inbounds %struct.S, ptr %s2, i32 0, i32 0
  %3 = load ptr, ptr %f6, align 8
  store i32 4, ptr %3, align 4
  %keep7 = getelementptr inbounds %struct.S, ptr %s1, i32 0, i32 1
  %4 = load ptr, ptr %keep7, align 8
  store i32 5, ptr %4, align 4
  %f8 = getelementptr inbounds %struct.S, ptr %s1, i32 0, i32 0
  %5 = load ptr, ptr %f8, align 8
  call void @NOALIAS(ptr noundef %5, ptr noundef @old1)
  %f9 = getelementptr inbounds %struct.S, ptr %s2, i32 0, i32 0
  %6 = load ptr, ptr %f9, align 8
  call void @NOALIAS(ptr noundef %6, ptr noundef @old2)
  %f10 = getelementptr inbounds %struct.S, ptr %s1, i32 0, i32 0
  %7 = load ptr, ptr %f10, align 8
  %f11 = getelementptr inbounds %struct.S, ptr %s2, i32 0, i32 0
  %8 = load ptr, ptr %f11, align 8
  call void @NOALIAS(ptr noundef %7, ptr noundef %8)
  %keep12 = getelementptr inbounds %struct.S, ptr %s1, i32 0, i32 1
  %9 = load ptr, ptr %keep12, align 8
  call void @MAYALIAS(ptr noundef %9, ptr noundef @k1)
  %f13 = getelementptr inbounds %struct.S, ptr %s2, i32 0, i32 0
  %10 = load ptr, ptr %f13, align 8
  call void @MAYALIAS(ptr noundef %10, ptr noundef @b)
  %keep14 = getelementptr inbounds %struct.S, ptr %s1, i32 0, i32 1
  %11 = load ptr, ptr %keep14, align 8
  %f15 = getelementptr inbounds %struct.S, ptr %s1, i32 0, i32 0
  %12 = load ptr, ptr %f15, align 8
  call void @NOALIAS(ptr noundef %11, ptr noundef %12)
  %13 = load i32, ptr @old1, align 4
  %14 = load i32, ptr @old2, align 4
  %add = add nsw i32 %13, %14
  %15 = load i32, ptr @a, align 4
  %add16 = add nsw i32 %add, %15
  %16 = load i32, ptr @b, align 4
  %add17 = add nsw i32 %add16, %16
  %17 = load i32, ptr @k1, align 4
  %add18 = add nsw i32 %add17, %17
  %cmp = icmp eq i32 %add18, 15
  %18 = zext i1 %cmp to i64
  %cond = select i1 %cmp, i32 0, i32 1
  ret i32 %cond
}

; Function Attrs: noinline nounwind uwtable
define internal void @set_f(ptr noundef %s, ptr noundef %v) #0 {
entry:
  %f = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 0
  store ptr %v, ptr %f, align 8
  ret void
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
