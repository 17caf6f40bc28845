; CS-ONLY
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.N = type { ptr, ptr }

@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4
@c = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %call = call ptr @build(i32 noundef 2, ptr noundef @a)
  %call1 = call ptr @build(i32 noundef 2, ptr noundef @b)
  %next = getelementptr inbounds %struct.N, ptr %call, i32 0, i32 0
  %0 = load ptr, ptr %next, align 8
  %v = getelementptr inbounds %struct.N, ptr %0, i32 0, i32 1
  %1 = load ptr, ptr %v, align 8
  store i32 1, ptr %1, align 4
  %v2 = getelementptr inbounds %struct.N, ptr %call1, i32 0, i32 1
  %2 = load ptr, ptr %v2, align 8
  store i32 2, ptr %2, align 4
  %v3 = getelementptr inbounds %struct.N, ptr %call, i32 0, i32 1
  %3 = load ptr, ptr %v3, align 8
  call void @MAYALIAS(ptr noundef %3, ptr noundef @a)
  %v4 = getelementptr inbounds %struct.N, ptr %call, i32 0, i32 1
  %4 = load ptr, ptr %v4, align 8
  %next5 = getelementptr inbounds %struct.N, ptr %call, i32 0, i32 0
  %5 = load ptr, ptr %next5, align 8
  %v6 = getelementptr inbounds %struct.N, ptr %5, i32 0, i32 1
  %6 = load ptr, ptr %v6, align 8
  call void @MAYALIAS(ptr noundef %4, ptr noundef %6)
  %next7 = getelementptr inbounds %struct.N, ptr %call1, i32 0, i32 0
  %7 = load ptr, ptr %next7, align 8
  %v8 = getelementptr inbounds %struct.N, ptr %7, i32 0, i32 1
  %8 = load ptr, ptr %v8, align 8
  call void @MAYALIAS(ptr noundef %8, ptr noundef @b)
  %v9 = getelementptr inbounds %struct.N, ptr %call, i32 0, i32 1
  %9 = load ptr, ptr %v9, align 8
  call void @NOALIAS(ptr noundef %9, ptr noundef @c)
  call void @NOALIAS(ptr noundef %call, ptr noundef %call1)
  %v10 = getelementptr inbounds %struct.N, ptr %call, i32 0, i32 1
  %10 = load ptr, ptr %v10, align 8
  %v11 = getelementptr inbounds %struct.N, ptr %call1, i32 0, i32 1
  %11 = load ptr, ptr %v11, align 8
  call void @NOALIAS(ptr noundef %10, ptr noundef %11)
  call void @drop(ptr noundef %call)
  call void @drop(ptr noundef %call1)
  %12 = load i32, ptr @a, align 4
  %13 = load i32, ptr @b, align 4
  %add = add nsw i32 %12, %13
  %cmp = icmp eq i32 %add, 3
  %14 = zext i1 %cmp to i64
  %cond = select i1 %cmp, i32 0, i32 1
  ret i32 %cond
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @build(i32 noundef %n, ptr noundef %v) #0 {
entry:
  %cmp = icmp eq i32 %n, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  br label %return

if.end:                                           ; preds = %entry
  %call = call noalias ptr @malloc(i64 noundef 16) #5
  %tobool = icmp ne ptr %call, null
  br i1 %tobool, label %if.end2, label %if.then1

if.then1:                                         ; preds = %if.end
  call void @abort() #6
  unreachable

if.end2:                                          ; preds = %if.end
  %v3 = getelementptr inbounds %struct.N, ptr %call, i32 0, i32 1
  store ptr %v, ptr %v3, align 8
  %sub = sub nsw i32 %n, 1
  %call4 = call ptr @build(i32 noundef %sub, ptr noundef %v)
  %next = getelementptr inbounds %struct.N, ptr %call, i32 0, i32 0
  store ptr %call4, ptr %next, align 8
  br label %return

return:                                           ; preds = %if.end2, %if.then
  %retval.0 = phi ptr [ null, %if.then ], [ %call, %if.end2 ]
  ret ptr %retval.0
}

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

declare void @NOALIAS(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind uwtable
define internal void @drop(ptr noundef %l) #0 {
entry:
  %tobool = icmp ne ptr %l, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  br label %return

if.end:                                           ; preds = %entry
  %next = getelementptr inbounds %struct.N, ptr %l, i32 0, i32 0
  %0 = load ptr, ptr %next, align 8
  call void @drop(ptr noundef %0)
  call void @free(ptr noundef %l) #7
  br label %return

return:                                           ; preds = %if.end, %if.then
  ret void
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #2

; Function Attrs: noreturn nounwind
declare void @abort() #3

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { noreturn nounwind }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
