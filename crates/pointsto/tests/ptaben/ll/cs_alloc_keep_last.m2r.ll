target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@last = internal global ptr null, align 8
@g = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %call = call ptr @alloc_int(i32 noundef 1)
  %0 = load ptr, ptr @last, align 8
  call void @MAYALIAS(ptr noundef %0, ptr noundef %call)
  %call1 = call ptr @alloc_int(i32 noundef 2)
  %1 = load ptr, ptr @last, align 8
  call void @MAYALIAS(ptr noundef %1, ptr noundef %call1)
  %2 = load ptr, ptr @last, align 8
  call void @NOALIAS(ptr noundef %2, ptr noundef @g)
  call void @EXPECTEDFAIL_NOALIAS(ptr noundef %call, ptr noundef %call1)
  %3 = load i32, ptr %call, align 4
  %4 = load ptr, ptr @last, align 8
  %5 = load i32, ptr %4, align 4
  %add = add nsw i32 %5, %3
  store i32 %add, ptr %4, align 4
  %6 = load i32, ptr %call1, align 4
  %cmp = icmp eq i32 %6, 3
  %7 = zext i1 %cmp to i64
  %cond = select i1 %cmp, i32 0, i32 1
  call void @free(ptr noundef %call) #5
  call void @free(ptr noundef %call1) #5
  ret i32 %cond
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @alloc_int(i32 noundef %init) #0 {
entry:
  %call = call noalias ptr @malloc(i64 noundef 4) #6
  %tobool = icmp ne ptr %call, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  call void @abort() #7
  unreachable

if.end:                                           ; preds = %entry
  store i32 %init, ptr %call, align 4
  store ptr %call, ptr @last, align 8
  ret ptr %call
}

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

declare void @NOALIAS(ptr noundef, ptr noundef) #1

declare void @EXPECTEDFAIL_NOALIAS(ptr noundef, ptr noundef) #1

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
