; CS-ONLY
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Cell = type { ptr, ptr }

@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4
@c = dso_local global i32 0, align 4
@d = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %call = call ptr @cons(ptr noundef @a, ptr noundef null)
  %call1 = call ptr @cons(ptr noundef @b, ptr noundef %call)
  %call2 = call ptr @cons(ptr noundef @c, ptr noundef null)
  %call3 = call ptr @cons(ptr noundef @d, ptr noundef %call2)
  %next = getelementptr inbounds %struct.Cell, ptr %call1, i32 0, i32 1
  %0 = load ptr, ptr %next, align 8
  %v = getelementptr inbounds %struct.Cell, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %v, align 8
  store i32 1, ptr %1, align 4
  %next4 = getelementptr inbounds %struct.Cell, ptr %call3, i32 0, i32 1
  %2 = load ptr, ptr %next4, align 8
  %v5 = getelementptr inbounds %struct.Cell, ptr %2, i32 0, i32 0
  %3 = load ptr, ptr %v5, align 8
  store i32 2, ptr %3, align 4
  %next6 = getelementptr inbounds %struct.Cell, ptr %call1, i32 0, i32 1
  %4 = load ptr, ptr %next6, align 8
  call void @MAYALIAS(ptr noundef %4, ptr noundef %call)
  %next7 = getelementptr inbounds %struct.Cell, ptr %call3, i32 0, i32 1
  %5 = load ptr, ptr %next7, align 8
  %v8 = getelementptr inbounds %struct.Cell, ptr %5, i32 0, i32 0
  %6 = load ptr, ptr %v8, align 8
  call void @MAYALIAS(ptr noundef %6, ptr noundef @c)
  call void @NOALIAS(ptr noundef %call, ptr noundef %call2)
  call void @NOALIAS(ptr noundef %call1, ptr noundef %call)
  %next9 = getelementptr inbounds %struct.Cell, ptr %call1, i32 0, i32 1
  %7 = load ptr, ptr %next9, align 8
  call void @NOALIAS(ptr noundef %7, ptr noundef %call2)
  %v10 = getelementptr inbounds %struct.Cell, ptr %call1, i32 0, i32 0
  %8 = load ptr, ptr %v10, align 8
  %v11 = getelementptr inbounds %struct.Cell, ptr %call3, i32 0, i32 0
  %9 = load ptr, ptr %v11, align 8
  call void @NOALIAS(ptr noundef %8, ptr noundef %9)
  %next12 = getelementptr inbounds %struct.Cell, ptr %call1, i32 0, i32 1
  %10 = load ptr, ptr %next12, align 8
  %v13 = getelementptr inbounds %struct.Cell, ptr %10, i32 0, i32 0
  %11 = load ptr, ptr %v13, align 8
  call void @NOALIAS(ptr noundef %11, ptr noundef @c)
  call void @free(ptr noundef %call) #5
  call void @free(ptr noundef %call1) #5
  call void @free(ptr noundef %call2) #5
  call void @free(ptr noundef %call3) #5
  %12 = load i32, ptr @a, align 4
  %cmp = icmp eq i32 %12, 1
  br i1 %cmp, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %entry
  %13 = load i32, ptr @c, align 4
  %cmp14 = icmp eq i32 %13, 2
  br label %land.end

land.end:                                         ; preds = %land.rhs, %entry
  %14 = phi i1 [ false, %entry ], [ %cmp14, %land.rhs ]
  %15 = zext i1 %14 to i64
  %cond = select i1 %14, i32 0, i32 1
  ret i32 %cond
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @cons(ptr noundef %v, ptr noundef %next) #0 {
entry:
  %call = call noalias ptr @malloc(i64 noundef 16) #6
  %tobool = icmp ne ptr %call, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  call void @abort() #7
  unreachable

if.end:                                           ; preds = %entry
  %v1 = getelementptr inbounds %struct.Cell, ptr %call, i32 0, i32 0
  store ptr %v, ptr %v1, align 8
  %next2 = getelementptr inbounds %struct.Cell, ptr %call, i32 0, i32 1
  store ptr %next, ptr %next2, align 8
  ret ptr %call
}

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

declare void @NOALIAS(ptr noundef, ptr noundef) #1

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
