target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S = type { ptr, ptr }

@arr = dso_local global [16 x %struct.S] zeroinitializer, align 16
@x = dso_local global i32 0, align 4
@y = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  %s = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store ptr @arr, ptr %s, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load ptr, ptr %s, align 8
  %cmp = icmp ult ptr %0, getelementptr inbounds (%struct.S, ptr @arr, i64 16)
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = load ptr, ptr %s, align 8
  %a = getelementptr inbounds %struct.S, ptr %1, i32 0, i32 0
  store ptr @x, ptr %a, align 8
  %2 = load ptr, ptr %s, align 8
  %b = getelementptr inbounds %struct.S, ptr %2, i32 0, i32 1
  store ptr @y, ptr %b, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %3 = load ptr, ptr %s, align 8
  %incdec.ptr = getelementptr inbounds %struct.S, ptr %3, i32 1
  store ptr %incdec.ptr, ptr %s, align 8
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %4 = load ptr, ptr getelementptr inbounds ([16 x %struct.S], ptr @arr, i64 0, i64 4), align 16
  call void @MAYALIAS(ptr noundef %4, ptr noundef @x)
  %5 = load ptr, ptr getelementptr inbounds ([16 x %struct.S], ptr @arr, i64 0, i64 4), align 16
  %6 = load ptr, ptr getelementptr inbounds (%struct.S, ptr getelementptr inbounds ([16 x %struct.S], ptr @arr, i64 0, i64 4), i32 0, i32 1), align 8
  call void @NOALIAS(ptr noundef %5, ptr noundef %6)
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
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
