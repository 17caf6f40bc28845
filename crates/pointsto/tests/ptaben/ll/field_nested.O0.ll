target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Out = type { ptr, %struct.In, ptr }
%struct.In = type { ptr, ptr }

@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4
@c = dso_local global i32 0, align 4
@d = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  %o = alloca %struct.Out, align 8
  %ip = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  %h = getelementptr inbounds %struct.Out, ptr %o, i32 0, i32 0
  store ptr @a, ptr %h, align 8
  %in = getelementptr inbounds %struct.Out, ptr %o, i32 0, i32 1
  %p = getelementptr inbounds %struct.In, ptr %in, i32 0, i32 0
  store ptr @b, ptr %p, align 8
  %in1 = getelementptr inbounds %struct.Out, ptr %o, i32 0, i32 1
  %q = getelementptr inbounds %struct.In, ptr %in1, i32 0, i32 1
  store ptr @c, ptr %q, align 8
  %t = getelementptr inbounds %struct.Out, ptr %o, i32 0, i32 2
  store ptr @d, ptr %t, align 8
  %in2 = getelementptr inbounds %struct.Out, ptr %o, i32 0, i32 1
  store ptr %in2, ptr %ip, align 8
  %0 = load ptr, ptr %ip, align 8
  %p3 = getelementptr inbounds %struct.In, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %p3, align 8
  call void @MAYALIAS(ptr noundef %1, ptr noundef @b)
  %2 = load ptr, ptr %ip, align 8
  %p4 = getelementptr inbounds %struct.In, ptr %2, i32 0, i32 0
  %3 = load ptr, ptr %p4, align 8
  %in5 = getelementptr inbounds %struct.Out, ptr %o, i32 0, i32 1
  %q6 = getelementptr inbounds %struct.In, ptr %in5, i32 0, i32 1
  %4 = load ptr, ptr %q6, align 8
  call void @NOALIAS(ptr noundef %3, ptr noundef %4)
  %5 = load ptr, ptr %ip, align 8
  %q7 = getelementptr inbounds %struct.In, ptr %5, i32 0, i32 1
  %6 = load ptr, ptr %q7, align 8
  %t8 = getelementptr inbounds %struct.Out, ptr %o, i32 0, i32 2
  %7 = load ptr, ptr %t8, align 8
  call void @NOALIAS(ptr noundef %6, ptr noundef %7)
  %h9 = getelementptr inbounds %struct.Out, ptr %o, i32 0, i32 0
  %8 = load ptr, ptr %h9, align 8
  %9 = load ptr, ptr %ip, align 8
  %p10 = getelementptr inbounds %struct.In, ptr %9, i32 0, i32 0
  %10 = load ptr, ptr %p10, align 8
  call void @NOALIAS(ptr noundef %8, ptr noundef %10)
  %11 = load ptr, ptr %ip, align 8
  %q11 = getelementptr inbounds %struct.In, ptr %11, i32 0, i32 1
  %in12 = getelementptr inbounds %struct.Out, ptr %o, i32 0, i32 1
  %q13 = getelementptr inbounds %struct.In, ptr %in12, i32 0, i32 1
  call void @MAYALIAS(ptr noundef %q11, ptr noundef %q13)
  %h14 = getelementptr inbounds %struct.Out, ptr %o, i32 0, i32 0
  %t15 = getelementptr inbounds %struct.Out, ptr %o, i32 0, i32 2
  call void @NOALIAS(ptr noundef %h14, ptr noundef %t15)
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
