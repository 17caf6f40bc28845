target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.C = type { ptr, ptr }

@x = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %a = alloca %struct.C, align 8
  %b = alloca %struct.C, align 8
  %p = alloca ptr, align 8
  %i = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %next = getelementptr inbounds %struct.C, ptr %a, i32 0, i32 0
  store ptr %b, ptr %next, align 8
  %next1 = getelementptr inbounds %struct.C, ptr %b, i32 0, i32 0
  store ptr %a, ptr %next1, align 8
  %v = getelementptr inbounds %struct.C, ptr %a, i32 0, i32 1
  store ptr @x, ptr %v, align 8
  %v2 = getelementptr inbounds %struct.C, ptr %b, i32 0, i32 1
  store ptr @x, ptr %v2, align 8
  store ptr %a, ptr %p, align 8
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4
  %1 = load i32, ptr %argc.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load ptr, ptr %p, align 8
  %next3 = getelementptr inbounds %struct.C, ptr %2, i32 0, i32 0
  %3 = load ptr, ptr %next3, align 8
  store ptr %3, ptr %p, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %4 = load i32, ptr %i, align 4
  %inc = add nsw i32 %4, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %5 = load ptr, ptr %p, align 8
  call void @MAYALIAS(ptr noundef %5, ptr noundef %a)
  %6 = load ptr, ptr %p, align 8
  call void @MAYALIAS(ptr noundef %6, ptr noundef %b)
  %7 = load ptr, ptr %p, align 8
  %v4 = getelementptr inbounds %struct.C, ptr %7, i32 0, i32 1
  %8 = load ptr, ptr %v4, align 8
  call void @MAYALIAS(ptr noundef %8, ptr noundef @x)
  ret i32 0
}

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
