target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S = type { ptr, [6 x ptr], ptr }

@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4
@c = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %s = alloca %struct.S, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %head = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 0
  store ptr @a, ptr %head, align 8
  %slots = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 1
  %0 = load i32, ptr %argc.addr, align 4
  %rem = srem i32 %0, 6
  %idxprom = sext i32 %rem to i64
  %arrayidx = getelementptr inbounds [6 x ptr], ptr %slots, i64 0, i64 %idxprom
  store ptr @b, ptr %arrayidx, align 8
  %tail = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 2
  store ptr @c, ptr %tail, align 8
  %slots1 = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 1
  %arrayidx2 = getelementptr inbounds [6 x ptr], ptr %slots1, i64 0, i64 0
  %1 = load ptr, ptr %arrayidx2, align 8
  call void @MAYALIAS(ptr noundef %1, ptr noundef @b)
  %slots3 = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 1
  %arrayidx4 = getelementptr inbounds [6 x ptr], ptr %slots3, i64 0, i64 1
  %2 = load ptr, ptr %arrayidx4, align 8
  %head5 = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 0
  %3 = load ptr, ptr %head5, align 8
  call void @NOALIAS(ptr noundef %2, ptr noundef %3)
  %slots6 = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 1
  %arrayidx7 = getelementptr inbounds [6 x ptr], ptr %slots6, i64 0, i64 2
  %4 = load ptr, ptr %arrayidx7, align 8
  %tail8 = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 2
  %5 = load ptr, ptr %tail8, align 8
  call void @NOALIAS(ptr noundef %4, ptr noundef %5)
  %head9 = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 0
  %slots10 = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 1
  %6 = load i32, ptr %argc.addr, align 4
  %rem11 = srem i32 %6, 6
  %idxprom12 = sext i32 %rem11 to i64
  %arrayidx13 = getelementptr inbounds [6 x ptr], ptr %slots10, i64 0, i64 %idxprom12
  call void @NOALIAS(ptr noundef %head9, ptr noundef %arrayidx13)
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
