target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S = type { ptr, ptr }

@x = dso_local global i32 0, align 4
@tab = dso_local global [8 x %struct.S] zeroinitializer, align 16
@y = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %i = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load i32, ptr %argc.addr, align 4
  %and = and i32 %0, 7
  store i32 %and, ptr %i, align 4
  %1 = load i32, ptr %i, align 4
  %idxprom = sext i32 %1 to i64
  %arrayidx = getelementptr inbounds [8 x %struct.S], ptr @tab, i64 0, i64 %idxprom
  %p = getelementptr inbounds %struct.S, ptr %arrayidx, i32 0, i32 0
  store ptr @x, ptr %p, align 16
  store ptr @y, ptr getelementptr inbounds (%struct.S, ptr getelementptr inbounds ([8 x %struct.S], ptr @tab, i64 0, i64 3), i32 0, i32 1), align 8
  %2 = load ptr, ptr getelementptr inbounds ([8 x %struct.S], ptr @tab, i64 0, i64 5), align 16
  call void @MAYALIAS(ptr noundef %2, ptr noundef @x)
  %3 = load i32, ptr %i, align 4
  %idxprom1 = sext i32 %3 to i64
  %arrayidx2 = getelementptr inbounds [8 x %struct.S], ptr @tab, i64 0, i64 %idxprom1
  %q = getelementptr inbounds %struct.S, ptr %arrayidx2, i32 0, i32 1
  %4 = load ptr, ptr %q, align 8
  call void @MAYALIAS(ptr noundef %4, ptr noundef @y)
  %5 = load i32, ptr %i, align 4
  %idxprom3 = sext i32 %5 to i64
  %arrayidx4 = getelementptr inbounds [8 x %struct.S], ptr @tab, i64 0, i64 %idxprom3
  %p5 = getelementptr inbounds %struct.S, ptr %arrayidx4, i32 0, i32 0
  %6 = load ptr, ptr %p5, align 16
  %7 = load i32, ptr %i, align 4
  %idxprom6 = sext i32 %7 to i64
  %arrayidx7 = getelementptr inbounds [8 x %struct.S], ptr @tab, i64 0, i64 %idxprom6
  %q8 = getelementptr inbounds %struct.S, ptr %arrayidx7, i32 0, i32 1
  %8 = load ptr, ptr %q8, align 8
  call void @NOALIAS(ptr noundef %6, ptr noundef %8)
  %9 = load i32, ptr %i, align 4
  %idxprom9 = sext i32 %9 to i64
  %arrayidx10 = getelementptr inbounds [8 x %struct.S], ptr @tab, i64 0, i64 %idxprom9
  %p11 = getelementptr inbounds %struct.S, ptr %arrayidx10, i32 0, i32 0
  call void @NOALIAS(ptr noundef %p11, ptr noundef getelementptr inbounds (%struct.S, ptr getelementptr inbounds ([8 x %struct.S], ptr @tab, i64 0, i64 2), i32 0, i32 1))
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
