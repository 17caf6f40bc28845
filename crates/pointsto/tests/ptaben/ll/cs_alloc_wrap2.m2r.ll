target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.T = type { ptr }

@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4
@c = dso_local global i32 0, align 4
@allocated = internal global i64 0, align 8

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %call = call ptr @xmalloc(i64 noundef 8)
  %call1 = call ptr @xmalloc(i64 noundef 8)
  %call2 = call ptr @my_malloc(i64 noundef 8)
  %tobool = icmp ne ptr %call2, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  br label %return

if.end:                                           ; preds = %entry
  %p = getelementptr inbounds %struct.T, ptr %call, i32 0, i32 0
  store ptr @a, ptr %p, align 8
  %p3 = getelementptr inbounds %struct.T, ptr %call1, i32 0, i32 0
  store ptr @b, ptr %p3, align 8
  %p4 = getelementptr inbounds %struct.T, ptr %call2, i32 0, i32 0
  store ptr @c, ptr %p4, align 8
  %cmp = icmp sgt i32 %argc, 1
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %if.end
  br label %cond.end

cond.false:                                       ; preds = %if.end
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %call1, %cond.true ], [ %call2, %cond.false ]
  call void @NOALIAS(ptr noundef %call, ptr noundef %call1)
  call void @NOALIAS(ptr noundef %call, ptr noundef %call2)
  %p5 = getelementptr inbounds %struct.T, ptr %call, i32 0, i32 0
  %0 = load ptr, ptr %p5, align 8
  %p6 = getelementptr inbounds %struct.T, ptr %call1, i32 0, i32 0
  %1 = load ptr, ptr %p6, align 8
  call void @NOALIAS(ptr noundef %0, ptr noundef %1)
  %p7 = getelementptr inbounds %struct.T, ptr %call1, i32 0, i32 0
  %2 = load ptr, ptr %p7, align 8
  %p8 = getelementptr inbounds %struct.T, ptr %call2, i32 0, i32 0
  %3 = load ptr, ptr %p8, align 8
  call void @NOALIAS(ptr noundef %2, ptr noundef %3)
  call void @MAYALIAS(ptr noundef %cond, ptr noundef %call2)
  %p9 = getelementptr inbounds %struct.T, ptr %cond, i32 0, i32 0
  %4 = load ptr, ptr %p9, align 8
  call void @MAYALIAS(ptr noundef %4, ptr noundef @b)
  %p10 = getelementptr inbounds %struct.T, ptr %cond, i32 0, i32 0
  %5 = load ptr, ptr %p10, align 8
  store i32 1, ptr %5, align 4
  call void @free(ptr noundef %call) #5
  call void @free(ptr noundef %call1) #5
  call void @free(ptr noundef %call2) #5
  %6 = load i64, ptr @allocated, align 8
  %cmp11 = icmp eq i64 %6, 24
  br i1 %cmp11, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %cond.end
  %7 = load i32, ptr @b, align 4
  %8 = load i32, ptr @c, align 4
  %add = add nsw i32 %7, %8
  %cmp12 = icmp eq i32 %add, 1
  br label %land.end

land.end:                                         ; preds = %land.rhs, %cond.end
  %9 = phi i1 [ false, %cond.end ], [ %cmp12, %land.rhs ]
  %10 = zext i1 %9 to i64
  %cond13 = select i1 %9, i32 0, i32 1
  br label %return

return:                                           ; preds = %land.end, %if.then
  %retval.0 = phi i32 [ %cond13, %land.end ], [ 1, %if.then ]
  ret i32 %retval.0
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @xmalloc(i64 noundef %n) #0 {
entry:
  %call = call ptr @my_malloc(i64 noundef %n)
  %tobool = icmp ne ptr %call, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  call void @abort() #6
  unreachable

if.end:                                           ; preds = %entry
  ret ptr %call
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @my_malloc(i64 noundef %n) #0 {
entry:
  %0 = load i64, ptr @allocated, align 8
  %add = add i64 %0, %n
  store i64 %add, ptr @allocated, align 8
  %call = call noalias ptr @malloc(i64 noundef %n) #7
  ret ptr %call
}

declare void @NOALIAS(ptr noundef, ptr noundef) #1

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

; Function Attrs: noreturn nounwind
declare void @abort() #3

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #4

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }
attributes #7 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
