; CS-ONLY
; CS-DEPTH: 2
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Out = type { i32, %struct.In }
%struct.In = type { ptr }

@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  %o1 = alloca %struct.Out, align 8
  %o2 = alloca %struct.Out, align 8
  %x = alloca ptr, align 8
  %y = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  %tag = getelementptr inbounds %struct.Out, ptr %o1, i32 0, i32 0
  store i32 1, ptr %tag, align 8
  %tag1 = getelementptr inbounds %struct.Out, ptr %o2, i32 0, i32 0
  store i32 2, ptr %tag1, align 8
  call void @out_set(ptr noundef %o1, ptr noundef @a)
  call void @out_set(ptr noundef %o2, ptr noundef @b)
  %call = call ptr @out_get(ptr noundef %o1)
  store ptr %call, ptr %x, align 8
  %call2 = call ptr @out_get(ptr noundef %o2)
  store ptr %call2, ptr %y, align 8
  %0 = load ptr, ptr %x, align 8
  store i32 1, ptr %0, align 4
  %1 = load ptr, ptr %y, align 8
  store i32 2, ptr %1, align 4
  %2 = load ptr, ptr %x, align 8
  %3 = load ptr, ptr %y, align 8
  call void @NOALIAS(ptr noundef %2, ptr noundef %3)
  %4 = load ptr, ptr %x, align 8
  call void @MAYALIAS(ptr noundef %4, ptr noundef @a)
  %5 = load ptr, ptr %y, align 8
  %in = getelementptr inbounds %struct.Out, ptr %o2, i32 0, i32 1
  %f = getelementptr inbounds %struct.In, ptr %in, i32 0, i32 0
  %6 = load ptr, ptr %f, align 8
  call void @MAYALIAS(ptr noundef %5, ptr noundef %6)
  %7 = load ptr, ptr %y, align 8
  call void @NOALIAS(ptr noundef %7, ptr noundef @a)
  %8 = load i32, ptr @a, align 4
  %9 = load i32, ptr @b, align 4
  %add = add nsw i32 %8, %9
  %cmp = icmp eq i32 %add, 3
  %10 = zext i1 %cmp to i64
  %cond = select i1 %cmp, i32 0, i32 1
  ret i32 %cond
}

; Function Attrs: noinline nounwind uwtable
define internal void @out_set(ptr noundef %o, ptr noundef %v) #0 {
entry:
  %o.addr = alloca ptr, align 8
  %v.addr = alloca ptr, align 8
  store ptr %o, ptr %o.addr, align 8
  store ptr %v, ptr %v.addr, align 8
  %0 = load ptr, ptr %o.addr, align 8
  %in = getelementptr inbounds %struct.Out, ptr %0, i32 0, i32 1
  %1 = load ptr, ptr %v.addr, align 8
  call void @set(ptr noundef %in, ptr noundef %1)
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @out_get(ptr noundef %o) #0 {
entry:
  %o.addr = alloca ptr, align 8
  store ptr %o, ptr %o.addr, align 8
  %0 = load ptr, ptr %o.addr, align 8
  %in = getelementptr inbounds %struct.Out, ptr %0, i32 0, i32 1
  %call = call ptr @get(ptr noundef %in)
  ret ptr %call
}

declare void @NOALIAS(ptr noundef, ptr noundef) #1

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind uwtable
define internal void @set(ptr noundef %s, ptr noundef %v) #0 {
entry:
  %s.addr = alloca ptr, align 8
  %v.addr = alloca ptr, align 8
  store ptr %s, ptr %s.addr, align 8
  store ptr %v, ptr %v.addr, align 8
  %0 = load ptr, ptr %v.addr, align 8
  %1 = load ptr, ptr %s.addr, align 8
  %f = getelementptr inbounds %struct.In, ptr %1, i32 0, i32 0
  store ptr %0, ptr %f, align 8
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @get(ptr noundef %s) #0 {
entry:
  %s.addr = alloca ptr, align 8
  store ptr %s, ptr %s.addr, align 8
  %0 = load ptr, ptr %s.addr, align 8
  %f = getelementptr inbounds %struct.In, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %f, align 8
  ret ptr %1
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
