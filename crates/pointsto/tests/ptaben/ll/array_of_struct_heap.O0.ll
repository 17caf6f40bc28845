target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Op = type { i32, ptr, ptr }

@x = dso_local global i32 0, align 4
@y = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %ops = alloca ptr, align 8
  %n = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %call = call noalias ptr @calloc(i64 noundef 32, i64 noundef 24) #3
  store ptr %call, ptr %ops, align 8
  %0 = load i32, ptr %argc.addr, align 4
  %and = and i32 %0, 31
  store i32 %and, ptr %n, align 4
  %1 = load ptr, ptr %ops, align 8
  %2 = load i32, ptr %n, align 4
  %idxprom = sext i32 %2 to i64
  %arrayidx = getelementptr inbounds %struct.Op, ptr %1, i64 %idxprom
  %p1 = getelementptr inbounds %struct.Op, ptr %arrayidx, i32 0, i32 1
  store ptr @x, ptr %p1, align 8
  %3 = load ptr, ptr %ops, align 8
  %4 = load i32, ptr %n, align 4
  %idxprom1 = sext i32 %4 to i64
  %arrayidx2 = getelementptr inbounds %struct.Op, ptr %3, i64 %idxprom1
  %p2 = getelementptr inbounds %struct.Op, ptr %arrayidx2, i32 0, i32 2
  store ptr @y, ptr %p2, align 8
  %5 = load ptr, ptr %ops, align 8
  %arrayidx3 = getelementptr inbounds %struct.Op, ptr %5, i64 0
  %p14 = getelementptr inbounds %struct.Op, ptr %arrayidx3, i32 0, i32 1
  %6 = load ptr, ptr %p14, align 8
  call void @MAYALIAS(ptr noundef %6, ptr noundef @x)
  %7 = load ptr, ptr %ops, align 8
  %8 = load i32, ptr %n, align 4
  %idxprom5 = sext i32 %8 to i64
  %arrayidx6 = getelementptr inbounds %struct.Op, ptr %7, i64 %idxprom5
  %p27 = getelementptr inbounds %struct.Op, ptr %arrayidx6, i32 0, i32 2
  %9 = load ptr, ptr %p27, align 8
  call void @MAYALIAS(ptr noundef %9, ptr noundef @y)
  %10 = load ptr, ptr %ops, align 8
  %11 = load i32, ptr %n, align 4
  %idxprom8 = sext i32 %11 to i64
  %arrayidx9 = getelementptr inbounds %struct.Op, ptr %10, i64 %idxprom8
  %p110 = getelementptr inbounds %struct.Op, ptr %arrayidx9, i32 0, i32 1
  %12 = load ptr, ptr %p110, align 8
  %13 = load ptr, ptr %ops, align 8
  %14 = load i32, ptr %n, align 4
  %idxprom11 = sext i32 %14 to i64
  %arrayidx12 = getelementptr inbounds %struct.Op, ptr %13, i64 %idxprom11
  %p213 = getelementptr inbounds %struct.Op, ptr %arrayidx12, i32 0, i32 2
  %15 = load ptr, ptr %p213, align 8
  call void @EXPECTEDFAIL_NOALIAS(ptr noundef %12, ptr noundef %15)
  ret i32 0
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #1

declare void @MAYALIAS(ptr noundef, ptr noundef) #2

declare void @EXPECTEDFAIL_NOALIAS(ptr noundef, ptr noundef) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
