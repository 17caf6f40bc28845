target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S = type { ptr, i64, ptr }

@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4
@g = dso_local global %struct.S { ptr @a, i64 3, ptr @b }, align 8
@c = dso_local global i32 0, align 4
@tab = dso_local global [2 x %struct.S] [%struct.S { ptr @c, i64 0, ptr @a }, %struct.S { ptr @c, i64 1, ptr @b }], align 16

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  %0 = load ptr, ptr @g, align 8
  call void @MAYALIAS(ptr noundef %0, ptr noundef @a)
  %1 = load ptr, ptr getelementptr inbounds (%struct.S, ptr @g, i32 0, i32 2), align 8
  call void @MAYALIAS(ptr noundef %1, ptr noundef @b)
  %2 = load ptr, ptr @g, align 8
  %3 = load ptr, ptr getelementptr inbounds (%struct.S, ptr @g, i32 0, i32 2), align 8
  call void @NOALIAS(ptr noundef %2, ptr noundef %3)
  %4 = load ptr, ptr getelementptr inbounds ([2 x %struct.S], ptr @tab, i64 0, i64 1), align 8
  call void @MAYALIAS(ptr noundef %4, ptr noundef @c)
  %5 = load ptr, ptr @tab, align 16
  call void @NOALIAS(ptr noundef %5, ptr noundef @a)
  %6 = load ptr, ptr getelementptr inbounds (%struct.S, ptr @tab, i32 0, i32 2), align 16
  call void @MAYALIAS(ptr noundef %6, ptr noundef @a)
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
