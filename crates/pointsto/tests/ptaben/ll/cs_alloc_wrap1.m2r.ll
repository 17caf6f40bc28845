target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.T = type { ptr }

@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4
@c = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %call = call ptr @my_malloc(i64 noundef 8)
  %call1 = call ptr @my_malloc(i64 noundef 8)
  %call2 = call ptr @my_malloc(i64 noundef 8)
  %p = getelementptr inbounds %struct.T, ptr %call, i32 0, i32 0
  store ptr @a, ptr %p, align 8
  %p3 = getelementptr inbounds %struct.T, ptr %call1, i32 0, i32 0
  store ptr @b, ptr %p3, align 8
  %p4 = getelementptr inbounds %struct.T, ptr %call2, i32 0, i32 0
  store ptr @c, ptr %p4, align 8
  %cmp = icmp sgt i32 %argc, 1
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %call, %cond.true ], [ %call1, %cond.false ]
  call void @NOALIAS(ptr noundef %call, ptr noundef %call1)
  call void @NOALIAS(ptr noundef %call1, ptr noundef %call2)
  %p5 = getelementptr inbounds %struct.T, ptr %call, i32 0, i32 0
  %0 = load ptr, ptr %p5, align 8
  %p6 = getelementptr inbounds %struct.T, ptr %call1, i32 0, i32 0
  %1 = load ptr, ptr %p6, align 8
  call void @NOALIAS(ptr noundef %0, ptr noundef %1)
  %p7 = getelementptr inbounds %struct.T, ptr %call2, i32 0, i32 0
  %2 = load ptr, ptr %p7, align 8
  call void @NOALIAS(ptr noundef %2, ptr noundef @a)
  call void @MAYALIAS(ptr noundef %cond, ptr noundef %call)
  call void @MAYALIAS(ptr noundef %cond, ptr noundef %call1)
  %p8 = getelementptr inbounds %struct.T, ptr %cond, i32 0, i32 0
  %3 = load ptr, ptr %p8, align 8
  call void @MAYALIAS(ptr noundef %3, ptr noundef @b)
  %p9 = getelementptr inbounds %struct.T, ptr %cond, i32 0, i32 0
  %4 = load ptr, ptr %p9, align 8
  store i32 1, ptr %4, align 4
  call void @free(ptr noundef %call) #5
  call void @free(ptr noundef %call1) #5
  call void @free(ptr noundef %call2) #5
  %5 = load i32, ptr @a, align 4
  %6 = load i32, ptr @b, align 4
  %add = add nsw i32 %5, %6
  %cmp10 = icmp eq i32 %add, 1
  %7 = zext i1 %cmp10 to i64
  %cond11 = select i1 %cmp10, i32 0, i32 1
  ret i32 %cond11
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @my_malloc(i64 noundef %n) #0 {
entry:
  %call = call noalias ptr @malloc(i64 noundef %n) #6
  %tobool = icmp ne ptr %call, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  call void @abort() #7
  unreachable

if.end:                                           ; preds = %entry
  ret ptr %call
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
