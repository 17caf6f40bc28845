target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.N = type { ptr, ptr }

@x = dso_local global i32 0, align 4
@y = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  %head = alloca ptr, align 8
  %i = alloca i32, align 4
  %n = alloca ptr, align 8
  %last = alloca ptr, align 8
  %p = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store ptr null, ptr %head, align 8
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4
  %cmp = icmp slt i32 %0, 3
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %call = call noalias ptr @malloc(i64 noundef 16) #3
  store ptr %call, ptr %n, align 8
  %1 = load ptr, ptr %n, align 8
  %v = getelementptr inbounds %struct.N, ptr %1, i32 0, i32 1
  store ptr @x, ptr %v, align 8
  %2 = load ptr, ptr %head, align 8
  %3 = load ptr, ptr %n, align 8
  %next = getelementptr inbounds %struct.N, ptr %3, i32 0, i32 0
  store ptr %2, ptr %next, align 8
  %4 = load ptr, ptr %n, align 8
  store ptr %4, ptr %head, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %5 = load i32, ptr %i, align 4
  %inc = add nsw i32 %5, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  store ptr null, ptr %last, align 8
  %6 = load ptr, ptr %head, align 8
  store ptr %6, ptr %p, align 8
  br label %for.cond1

for.cond1:                                        ; preds = %for.inc4, %for.end
  %7 = load ptr, ptr %p, align 8
  %tobool = icmp ne ptr %7, null
  br i1 %tobool, label %for.body2, label %for.end6

for.body2:                                        ; preds = %for.cond1
  %8 = load ptr, ptr %p, align 8
  %v3 = getelementptr inbounds %struct.N, ptr %8, i32 0, i32 1
  %9 = load ptr, ptr %v3, align 8
  store ptr %9, ptr %last, align 8
  br label %for.inc4

for.inc4:                                         ; preds = %for.body2
  %10 = load ptr, ptr %p, align 8
  %next5 = getelementptr inbounds %struct.N, ptr %10, i32 0, i32 0
  %11 = load ptr, ptr %next5, align 8
  store ptr %11, ptr %p, align 8
  br label %for.cond1, !llvm.loop !8

for.end6:                                         ; preds = %for.cond1
  %12 = load ptr, ptr %last, align 8
  call void @MAYALIAS(ptr noundef %12, ptr noundef @x)
  %13 = load ptr, ptr %last, align 8
  call void @NOALIAS(ptr noundef %13, ptr noundef @y)
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
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
