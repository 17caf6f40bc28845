; CS-ONLY
; CS-DEPTH: 3
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Node = type { ptr, ptr }

@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4
@c = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %call = call ptr @mk3(ptr noundef @a)
  %call1 = call ptr @mk3(ptr noundef @b)
  %v = getelementptr inbounds %struct.Node, ptr %call, i32 0, i32 0
  %0 = load ptr, ptr %v, align 8
  store i32 1, ptr %0, align 4
  %v2 = getelementptr inbounds %struct.Node, ptr %call1, i32 0, i32 0
  %1 = load ptr, ptr %v2, align 8
  store i32 2, ptr %1, align 4
  %self = getelementptr inbounds %struct.Node, ptr %call, i32 0, i32 1
  %2 = load ptr, ptr %self, align 8
  call void @MAYALIAS(ptr noundef %call, ptr noundef %2)
  %self3 = getelementptr inbounds %struct.Node, ptr %call1, i32 0, i32 1
  %3 = load ptr, ptr %self3, align 8
  %v4 = getelementptr inbounds %struct.Node, ptr %3, i32 0, i32 0
  %4 = load ptr, ptr %v4, align 8
  call void @MAYALIAS(ptr noundef %4, ptr noundef @b)
  %v5 = getelementptr inbounds %struct.Node, ptr %call, i32 0, i32 0
  %5 = load ptr, ptr %v5, align 8
  call void @NOALIAS(ptr noundef %5, ptr noundef @c)
  call void @NOALIAS(ptr noundef %call, ptr noundef %call1)
  %v6 = getelementptr inbounds %struct.Node, ptr %call, i32 0, i32 0
  %6 = load ptr, ptr %v6, align 8
  %v7 = getelementptr inbounds %struct.Node, ptr %call1, i32 0, i32 0
  %7 = load ptr, ptr %v7, align 8
  call void @NOALIAS(ptr noundef %6, ptr noundef %7)
  call void @free(ptr noundef %call) #5
  call void @free(ptr noundef %call1) #5
  %8 = load i32, ptr @a, align 4
  %9 = load i32, ptr @b, align 4
  %add = add nsw i32 %8, %9
  %cmp = icmp eq i32 %add, 3
  %10 = zext i1 %cmp to i64
  %cond = select i1 %cmp, i32 0, i32 1
  ret i32 %cond
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @mk3(ptr noundef %v) #0 {
entry:
  %call = call ptr @mk2(ptr noundef %v)
  ret ptr %call
}

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

declare void @NOALIAS(ptr noundef, ptr noundef) #1

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

; Function Attrs: noinline nounwind uwtable
define internal ptr @mk2(ptr noundef %v) #0 {
entry:
  %call = call ptr @mk(ptr noundef %v)
  ret ptr %call
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @mk(ptr noundef %v) #0 {
entry:
  %call = call noalias ptr @malloc(i64 noundef 16) #6
  %tobool = icmp ne ptr %call, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  call void @abort() #7
  unreachable

if.end:                                           ; preds = %entry
  %v1 = getelementptr inbounds %struct.Node, ptr %call, i32 0, i32 0
  store ptr %v, ptr %v1, align 8
  %self = getelementptr inbounds %struct.Node, ptr %call, i32 0, i32 1
  store ptr %call, ptr %self, align 8
  ret ptr %call
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #3

; Function Attrs: noreturn nounwind
declare void @abort() #4

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
