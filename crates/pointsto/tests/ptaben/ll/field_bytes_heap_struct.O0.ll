target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S = type { ptr, ptr, i64, ptr }

@x = dso_local global i32 0, align 4
@y = dso_local global i32 0, align 4
@z = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local void @fill(ptr noundef %s) #0 {
entry:
  %s.addr = alloca ptr, align 8
  store ptr %s, ptr %s.addr, align 8
  %0 = load ptr, ptr %s.addr, align 8
  %a = getelementptr inbounds %struct.S, ptr %0, i32 0, i32 0
  store ptr @x, ptr %a, align 8
  %1 = load ptr, ptr %s.addr, align 8
  %b = getelementptr inbounds %struct.S, ptr %1, i32 0, i32 1
  store ptr @y, ptr %b, align 8
  %2 = load ptr, ptr %s.addr, align 8
  %c = getelementptr inbounds %struct.S, ptr %2, i32 0, i32 3
  store ptr @z, ptr %c, align 8
  ret void
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  %s = alloca ptr, align 8
  %p = alloca ptr, align 8
  %q = alloca ptr, align 8
  %r = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  %call = call noalias ptr @malloc(i64 noundef 32) #3
  store ptr %call, ptr %s, align 8
  %0 = load ptr, ptr %s, align 8
  call void @fill(ptr noundef %0)
  %1 = load ptr, ptr %s, align 8
  %a = getelementptr inbounds %struct.S, ptr %1, i32 0, i32 0
  %2 = load ptr, ptr %a, align 8
  store ptr %2, ptr %p, align 8
  %3 = load ptr, ptr %s, align 8
  %b = getelementptr inbounds %struct.S, ptr %3, i32 0, i32 1
  %4 = load ptr, ptr %b, align 8
  store ptr %4, ptr %q, align 8
  %5 = load ptr, ptr %s, align 8
  %c = getelementptr inbounds %struct.S, ptr %5, i32 0, i32 3
  %6 = load ptr, ptr %c, align 8
  store ptr %6, ptr %r, align 8
  %7 = load ptr, ptr %p, align 8
  %8 = load ptr, ptr %q, align 8
  call void @NOALIAS(ptr noundef %7, ptr noundef %8)
  %9 = load ptr, ptr %p, align 8
  %10 = load ptr, ptr %r, align 8
  call void @NOALIAS(ptr noundef %9, ptr noundef %10)
  %11 = load ptr, ptr %s, align 8
  %a1 = getelementptr inbounds %struct.S, ptr %11, i32 0, i32 0
  %12 = load ptr, ptr %s, align 8
  %b2 = getelementptr inbounds %struct.S, ptr %12, i32 0, i32 1
  call void @NOALIAS(ptr noundef %a1, ptr noundef %b2)
  %13 = load ptr, ptr %p, align 8
  call void @MAYALIAS(ptr noundef %13, ptr noundef @x)
  %14 = load ptr, ptr %r, align 8
  call void @MAYALIAS(ptr noundef %14, ptr noundef @z)
  %15 = load ptr, ptr %p, align 8
  %16 = load i32, ptr %15, align 4
  %17 = load ptr, ptr %q, align 8
  %18 = load i32, ptr %17, align 4
  %add = add nsw i32 %16, %18
  %19 = load ptr, ptr %r, align 8
  %20 = load i32, ptr %19, align 4
  %add3 = add nsw i32 %add, %20
  ret i32 %add3
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

declare void @NOALIAS(ptr noundef, ptr noundef) #2

declare void @MAYALIAS(ptr noundef, ptr noundef) #2

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
