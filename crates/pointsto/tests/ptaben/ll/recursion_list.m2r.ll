target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.N = type { ptr, ptr }

@x = dso_local global i32 0, align 4
@y = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %call = call ptr @build(i32 noundef 3)
  %next = getelementptr inbounds %struct.N, ptr %call, i32 0, i32 0
  %0 = load ptr, ptr %next, align 8
  call void @MAYALIAS(ptr noundef %call, ptr noundef %0)
  %next1 = getelementptr inbounds %struct.N, ptr %call, i32 0, i32 0
  %1 = load ptr, ptr %next1, align 8
  %v = getelementptr inbounds %struct.N, ptr %1, i32 0, i32 1
  %2 = load ptr, ptr %v, align 8
  call void @MAYALIAS(ptr noundef %2, ptr noundef @x)
  %v2 = getelementptr inbounds %struct.N, ptr %call, i32 0, i32 1
  %3 = load ptr, ptr %v2, align 8
  call void @NOALIAS(ptr noundef %3, ptr noundef @y)
  ret i32 0
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @build(i32 noundef %n) #0 {
entry:
  %cmp = icmp eq i32 %n, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  br label %return

if.end:                                           ; preds = %entry
  %call = call noalias ptr @malloc(i64 noundef 16) #3
  %v = getelementptr inbounds %struct.N, ptr %call, i32 0, i32 1
  store ptr @x, ptr %v, align 8
  %sub = sub nsw i32 %n, 1
  %call1 = call ptr @build(i32 noundef %sub)
  %next = getelementptr inbounds %struct.N, ptr %call, i32 0, i32 0
  store ptr %call1, ptr %next, align 8
  br label %return

return:                                           ; preds = %if.end, %if.then
  %retval.0 = phi ptr [ null, %if.then ], [ %call, %if.end ]
  ret ptr %retval.0
}

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

declare void @NOALIAS(ptr noundef, ptr noundef) #1

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
