target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4
@grid = dso_local global [3 x [5 x ptr]] zeroinitializer, align 16
@y = dso_local global i32 0, align 4
@other = dso_local global [3 x ptr] zeroinitializer, align 16

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load i32, ptr %argc.addr, align 4
  %rem = srem i32 %0, 3
  store i32 %rem, ptr %i, align 4
  %1 = load i32, ptr %argc.addr, align 4
  %rem1 = srem i32 %1, 5
  store i32 %rem1, ptr %j, align 4
  %2 = load i32, ptr %i, align 4
  %idxprom = sext i32 %2 to i64
  %arrayidx = getelementptr inbounds [3 x [5 x ptr]], ptr @grid, i64 0, i64 %idxprom
  %3 = load i32, ptr %j, align 4
  %idxprom2 = sext i32 %3 to i64
  %arrayidx3 = getelementptr inbounds [5 x ptr], ptr %arrayidx, i64 0, i64 %idxprom2
  store ptr @x, ptr %arrayidx3, align 8
  store ptr @y, ptr @other, align 16
  %4 = load ptr, ptr getelementptr inbounds ([5 x ptr], ptr getelementptr inbounds ([3 x [5 x ptr]], ptr @grid, i64 0, i64 1), i64 0, i64 4), align 8
  call void @MAYALIAS(ptr noundef %4, ptr noundef @x)
  %5 = load i32, ptr %i, align 4
  %idxprom4 = sext i32 %5 to i64
  %arrayidx5 = getelementptr inbounds [3 x [5 x ptr]], ptr @grid, i64 0, i64 %idxprom4
  %6 = load i32, ptr %j, align 4
  %idxprom6 = sext i32 %6 to i64
  %arrayidx7 = getelementptr inbounds [5 x ptr], ptr %arrayidx5, i64 0, i64 %idxprom6
  %7 = load ptr, ptr %arrayidx7, align 8
  %8 = load i32, ptr %i, align 4
  %idxprom8 = sext i32 %8 to i64
  %arrayidx9 = getelementptr inbounds [3 x ptr], ptr @other, i64 0, i64 %idxprom8
  %9 = load ptr, ptr %arrayidx9, align 8
  call void @NOALIAS(ptr noundef %7, ptr noundef %9)
  call void @NOALIAS(ptr noundef @grid, ptr noundef @other)
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
