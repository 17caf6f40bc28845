target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Node = type { ptr, ptr }

@x = dso_local global i32 0, align 4
@y = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  %n = alloca ptr, align 8
  %m = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  %call = call noalias ptr @malloc(i64 noundef 16) #3
  store ptr %call, ptr %n, align 8
  %call1 = call noalias ptr @malloc(i64 noundef 16) #3
  store ptr %call1, ptr %m, align 8
  %0 = load ptr, ptr %n, align 8
  %val = getelementptr inbounds %struct.Node, ptr %0, i32 0, i32 0
  store ptr @x, ptr %val, align 8
  %1 = load ptr, ptr %m, align 8
  %2 = load ptr, ptr %n, align 8
  %next = getelementptr inbounds %struct.Node, ptr %2, i32 0, i32 1
  store ptr %1, ptr %next, align 8
  %3 = load ptr, ptr %m, align 8
  %val2 = getelementptr inbounds %struct.Node, ptr %3, i32 0, i32 0
  store ptr @y, ptr %val2, align 8
  %4 = load ptr, ptr %m, align 8
  %next3 = getelementptr inbounds %struct.Node, ptr %4, i32 0, i32 1
  store ptr null, ptr %next3, align 8
  %5 = load ptr, ptr %n, align 8
  %val4 = getelementptr inbounds %struct.Node, ptr %5, i32 0, i32 0
  %6 = load ptr, ptr %val4, align 8
  call void @MAYALIAS(ptr noundef %6, ptr noundef @x)
  %7 = load ptr, ptr %n, align 8
  %val5 = getelementptr inbounds %struct.Node, ptr %7, i32 0, i32 0
  %8 = load ptr, ptr %val5, align 8
  %9 = load ptr, ptr %m, align 8
  %val6 = getelementptr inbounds %struct.Node, ptr %9, i32 0, i32 0
  %10 = load ptr, ptr %val6, align 8
  call void @NOALIAS(ptr noundef %8, ptr noundef %10)
  %11 = load ptr, ptr %n, align 8
  %next7 = getelementptr inbounds %struct.Node, ptr %11, i32 0, i32 1
  %12 = load ptr, ptr %next7, align 8
  %13 = load ptr, ptr %m, align 8
  call void @MAYALIAS(ptr noundef %12, ptr noundef %13)
  %14 = load ptr, ptr %n, align 8
  %val8 = getelementptr inbounds %struct.Node, ptr %14, i32 0, i32 0
  %15 = load ptr, ptr %n, align 8
  %next9 = getelementptr inbounds %struct.Node, ptr %15, i32 0, i32 1
  call void @NOALIAS(ptr noundef %val8, ptr noundef %next9)
  %16 = load ptr, ptr %n, align 8
  %17 = load ptr, ptr %m, align 8
  call void @NOALIAS(ptr noundef %16, ptr noundef %17)
  ret i32 0
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

declare void @MAYALIAS(ptr noundef, ptr noundef) #2

declare void @NOALIAS(ptr noundef, ptr noundef) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
