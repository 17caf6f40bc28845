target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@stdout = external global ptr, align 8
@stderr = external global ptr, align 8
@x = dso_local global i32 0, align 4
@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  %out = alloca ptr, align 8
  %err = alloca ptr, align 8
  %again = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  %0 = load ptr, ptr @stdout, align 8
  store ptr %0, ptr %out, align 8
  %1 = load ptr, ptr @stderr, align 8
  store ptr %1, ptr %err, align 8
  %2 = load ptr, ptr %out, align 8
  call void @NOALIAS(ptr noundef %2, ptr noundef @x)
  %3 = load ptr, ptr %out, align 8
  %4 = load ptr, ptr %err, align 8
  call void @NOALIAS(ptr noundef %3, ptr noundef %4)
  %5 = load ptr, ptr @stdout, align 8
  store ptr %5, ptr %again, align 8
  %6 = load ptr, ptr %out, align 8
  %7 = load ptr, ptr %again, align 8
  call void @MAYALIAS(ptr noundef %6, ptr noundef %7)
  %8 = load ptr, ptr %out, align 8
  %9 = load i32, ptr @x, align 4
  %call = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %8, ptr noundef @.str, i32 noundef %9) #3
  ret i32 0
}

declare void @NOALIAS(ptr noundef, ptr noundef) #1

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

; Function Attrs: nounwind
declare i32 @fprintf(ptr noundef, ptr noundef, ...) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
