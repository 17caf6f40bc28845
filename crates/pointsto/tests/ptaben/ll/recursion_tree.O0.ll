target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.T = type { ptr, ptr, ptr }

@y = dso_local global i32 0, align 4
@x = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  %root = alloca ptr, align 8
  %kid = alloca ptr, align 8
  %d = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  %call = call noalias ptr @malloc(i64 noundef 24) #3
  store ptr %call, ptr %root, align 8
  %call1 = call noalias ptr @malloc(i64 noundef 24) #3
  store ptr %call1, ptr %kid, align 8
  %0 = load ptr, ptr %kid, align 8
  %1 = load ptr, ptr %root, align 8
  %l = getelementptr inbounds %struct.T, ptr %1, i32 0, i32 0
  store ptr %0, ptr %l, align 8
  %2 = load ptr, ptr %root, align 8
  %r = getelementptr inbounds %struct.T, ptr %2, i32 0, i32 1
  store ptr null, ptr %r, align 8
  %3 = load ptr, ptr %root, align 8
  %data = getelementptr inbounds %struct.T, ptr %3, i32 0, i32 2
  store ptr @y, ptr %data, align 8
  %4 = load ptr, ptr %kid, align 8
  %l2 = getelementptr inbounds %struct.T, ptr %4, i32 0, i32 0
  store ptr null, ptr %l2, align 8
  %5 = load ptr, ptr %kid, align 8
  %r3 = getelementptr inbounds %struct.T, ptr %5, i32 0, i32 1
  store ptr null, ptr %r3, align 8
  %6 = load ptr, ptr %kid, align 8
  %data4 = getelementptr inbounds %struct.T, ptr %6, i32 0, i32 2
  store ptr @x, ptr %data4, align 8
  %7 = load ptr, ptr %root, align 8
  %call5 = call ptr @leftmost(ptr noundef %7)
  store ptr %call5, ptr %d, align 8
  %8 = load ptr, ptr %d, align 8
  call void @MAYALIAS(ptr noundef %8, ptr noundef @x)
  %9 = load ptr, ptr %d, align 8
  call void @MAYALIAS(ptr noundef %9, ptr noundef @y)
  %10 = load ptr, ptr %root, align 8
  %11 = load ptr, ptr %kid, align 8
  call void @NOALIAS(ptr noundef %10, ptr noundef %11)
  ret i32 0
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind uwtable
define internal ptr @leftmost(ptr noundef %t) #0 {
entry:
  %t.addr = alloca ptr, align 8
  store ptr %t, ptr %t.addr, align 8
  %0 = load ptr, ptr %t.addr, align 8
  %l = getelementptr inbounds %struct.T, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %l, align 8
  %tobool = icmp ne ptr %1, null
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %2 = load ptr, ptr %t.addr, align 8
  %l1 = getelementptr inbounds %struct.T, ptr %2, i32 0, i32 0
  %3 = load ptr, ptr %l1, align 8
  %call = call ptr @leftmost(ptr noundef %3)
  br label %cond.end

cond.false:                                       ; preds = %entry
  %4 = load ptr, ptr %t.addr, align 8
  %data = getelementptr inbounds %struct.T, ptr %4, i32 0, i32 2
  %5 = load ptr, ptr %data, align 8
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %call, %cond.true ], [ %5, %cond.false ]
  ret ptr %cond
}

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
