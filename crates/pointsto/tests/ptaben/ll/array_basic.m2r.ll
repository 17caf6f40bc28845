target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4
@y = dso_local global i32 0, align 4
@z = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %arr = alloca [4 x ptr], align 16
  %arrayidx = getelementptr inbounds [4 x ptr], ptr %arr, i64 0, i64 0
  store ptr @x, ptr %arrayidx, align 16
  %arrayidx1 = getelementptr inbounds [4 x ptr], ptr %arr, i64 0, i64 2
  store ptr @y, ptr %arrayidx1, align 16
  %and = and i32 %argc, 3
  %idxprom = sext i32 %and to i64
  %arrayidx2 = getelementptr inbounds [4 x ptr], ptr %arr, i64 0, i64 %idxprom
  %0 = load ptr, ptr %arrayidx2, align 8
  call void @MAYALIAS(ptr noundef %0, ptr noundef @x)
  %idxprom3 = sext i32 %and to i64
  %arrayidx4 = getelementptr inbounds [4 x ptr], ptr %arr, i64 0, i64 %idxprom3
  %1 = load ptr, ptr %arrayidx4, align 8
  call void @MAYALIAS(ptr noundef %1, ptr noundef @y)
  %arrayidx5 = getelementptr inbounds [4 x ptr], ptr %arr, i64 0, i64 2
  %2 = load ptr, ptr %arrayidx5, align 16
  call void @MAYALIAS(ptr noundef %2, ptr noundef @y)
  %idxprom6 = sext i32 %and to i64
  %arrayidx7 = getelementptr inbounds [4 x ptr], ptr %arr, i64 0, i64 %idxprom6
  %3 = load ptr, ptr %arrayidx7, align 8
  call void @NOALIAS(ptr noundef %3, ptr noundef @z)
  %arrayidx8 = getelementptr inbounds [4 x ptr], ptr %arr, i64 0, i64 0
  %idxprom9 = sext i32 %and to i64
  %arrayidx10 = getelementptr inbounds [4 x ptr], ptr %arr, i64 0, i64 %idxprom9
  call void @MAYALIAS(ptr noundef %arrayidx8, ptr noundef %arrayidx10)
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
