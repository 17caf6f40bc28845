; CS-ONLY
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Cell = type { i32, ptr }

@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %call = call ptr @cell_new()
  %call1 = call ptr @cell_new()
  call void @cell_put(ptr noundef %call, ptr noundef @a)
  call void @cell_put(ptr noundef %call1, ptr noundef @b)
  %call2 = call ptr @cell_peek(ptr noundef %call)
  %call3 = call ptr @cell_peek(ptr noundef %call1)
  store i32 1, ptr %call2, align 4
  store i32 2, ptr %call3, align 4
  call void @NOALIAS(ptr noundef %call, ptr noundef %call1)
  call void @NOALIAS(ptr noundef %call2, ptr noundef %call3)
  call void @MAYALIAS(ptr noundef %call2, ptr noundef @a)
  call void @MAYALIAS(ptr noundef %call3, ptr noundef @b)
  %count = getelementptr inbounds %struct.Cell, ptr %call, i32 0, i32 0
  %0 = load i32, ptr %count, align 8
  %count4 = getelementptr inbounds %struct.Cell, ptr %call1, i32 0, i32 0
  %1 = load i32, ptr %count4, align 8
  %add = add nsw i32 %0, %1
  %cmp = icmp eq i32 %add, 2
  %2 = zext i1 %cmp to i64
  %cond = select i1 %cmp, i32 0, i32 1
  call void @free(ptr noundef %call) #5
  call void @free(ptr noundef %call1) #5
  ret i32 %cond
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @cell_new() #0 {
entry:
  %call = call noalias ptr @malloc(i64 noundef 16) #6
  %tobool = icmp ne ptr %call, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  call void @abort() #7
  unreachable

if.end:                                           ; preds = %entry
  %count = getelementptr inbounds %struct.Cell, ptr %call, i32 0, i32 0
  store i32 0, ptr %count, align 8
  ret ptr %call
}

; Function Attrs: noinline nounwind uwtable
define internal void @cell_put(ptr noundef %c, ptr noundef %v) #0 {
entry:
  %v1 = getelementptr inbounds %struct.Cell, ptr %c, i32 0, i32 1
  store ptr %v, ptr %v1, align 8
  %count = getelementptr inbounds %struct.Cell, ptr %c, i32 0, i32 0
  %0 = load i32, ptr %count, align 8
  %inc = add nsw i32 %0, 1
  store i32 %inc, ptr %count, align 8
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @cell_peek(ptr noundef %c) #0 {
entry:
  %v = getelementptr inbounds %struct.Cell, ptr %c, i32 0, i32 1
  %0 = load ptr, ptr %v, align 8
  ret ptr %0
}

declare void @NOALIAS(ptr noundef, ptr noundef) #1

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

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
