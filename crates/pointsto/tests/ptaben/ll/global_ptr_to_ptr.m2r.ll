target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4
@p1 = dso_local global ptr @x, align 8
@y = dso_local global i32 0, align 4
@p2 = dso_local global ptr @y, align 8
@pp = dso_local global ptr null, align 8

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %cmp = icmp sgt i32 %argc, 1
  %0 = zext i1 %cmp to i64
  %cond = select i1 %cmp, ptr @p1, ptr @p2
  store ptr %cond, ptr @pp, align 8
  %1 = load ptr, ptr @pp, align 8
  %2 = load ptr, ptr %1, align 8
  call void @MAYALIAS(ptr noundef %2, ptr noundef @x)
  %3 = load ptr, ptr @pp, align 8
  %4 = load ptr, ptr %3, align 8
  call void @MAYALIAS(ptr noundef %4, ptr noundef @y)
  %5 = load ptr, ptr @p1, align 8
  %6 = load ptr, ptr @p2, align 8
  call void @NOALIAS(ptr noundef %5, ptr noundef %6)
  %7 = load ptr, ptr @pp, align 8
  call void @MAYALIAS(ptr noundef %7, ptr noundef @p1)
  ret i32 0
}

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

declare void @NOALIAS(ptr noundef, ptr noundef) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
