; CS-ONLY
; CS-DEPTH: 2
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Req = type { ptr, ptr }

@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %p1 = alloca ptr, align 8
  %p2 = alloca ptr, align 8
  call void @submit(ptr noundef %p1, ptr noundef @a)
  call void @submit(ptr noundef %p2, ptr noundef @b)
  %0 = load ptr, ptr %p1, align 8
  store i32 7, ptr %0, align 4
  %1 = load ptr, ptr %p2, align 8
  store i32 8, ptr %1, align 4
  %2 = load ptr, ptr %p1, align 8
  %3 = load ptr, ptr %p2, align 8
  call void @NOALIAS(ptr noundef %2, ptr noundef %3)
  %4 = load ptr, ptr %p1, align 8
  call void @MAYALIAS(ptr noundef %4, ptr noundef @a)
  %5 = load ptr, ptr %p2, align 8
  call void @MAYALIAS(ptr noundef %5, ptr noundef @b)
  %6 = load ptr, ptr %p2, align 8
  call void @NOALIAS(ptr noundef %6, ptr noundef @a)
  %7 = load i32, ptr @a, align 4
  %cmp = icmp eq i32 %7, 7
  br i1 %cmp, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %entry
  %8 = load i32, ptr @b, align 4
  %cmp1 = icmp eq i32 %8, 8
  br label %land.end

land.end:                                         ; preds = %land.rhs, %entry
  %9 = phi i1 [ false, %entry ], [ %cmp1, %land.rhs ]
  %10 = zext i1 %9 to i64
  %cond = select i1 %9, i32 0, i32 1
  ret i32 %cond
}

; Function Attrs: noinline nounwind uwtable
define internal void @submit(ptr noundef %out, ptr noundef %in) #0 {
entry:
  %r = alloca %struct.Req, align 8
  %out1 = getelementptr inbounds %struct.Req, ptr %r, i32 0, i32 0
  store ptr %out, ptr %out1, align 8
  %in2 = getelementptr inbounds %struct.Req, ptr %r, i32 0, i32 1
  store ptr %in, ptr %in2, align 8
  call void @handle(ptr noundef %r)
  ret void
}

declare void @NOALIAS(ptr noundef, ptr noundef) #1

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind uwtable
define internal void @handle(ptr noundef %r) #0 {
entry:
  %in = getelementptr inbounds %struct.Req, ptr %r, i32 0, i32 1
  %0 = load ptr, ptr %in, align 8
  %out = getelementptr inbounds %struct.Req, ptr %r, i32 0, i32 0
  %1 = load ptr, ptr %out, align 8
  store ptr %0, ptr %1, align 8
  ret void
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
