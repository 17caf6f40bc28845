; FS-ONLY
; CS-ONLY
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S = type { ptr }

@old = dso_local global i32 0, align 4
@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4
@c = dso_local global i32 0, align 4
@z = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %l = alloca [2 x ptr], align 16
  %call = call noalias ptr @malloc(i64 noundef 8) #5
  %tobool = icmp ne ptr %call, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  br label %return

if.end:                                           ; preds = %entry
  %f = getelementptr inbounds %struct.S, ptr %call, i32 0, i32 0
  store ptr @old, ptr %f, align 8
  call void @set(ptr noundef %call, ptr noundef @a)
  %call1 = call ptr @make_once()
  call void @set(ptr noundef %call1, ptr noundef @b)
  %call2 = call ptr @fresh()
  %call3 = call ptr @fresh()
  call void @set(ptr noundef %call2, ptr noundef @c)
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %if.end
  %i.0 = phi i32 [ 0, %if.end ], [ %inc, %for.inc ]
  %cmp = icmp slt i32 %i.0, 2
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %call4 = call noalias ptr @malloc(i64 noundef 8) #5
  %idxprom = sext i32 %i.0 to i64
  %arrayidx = getelementptr inbounds [2 x ptr], ptr %l, i64 0, i64 %idxprom
  store ptr %call4, ptr %arrayidx, align 8
  %idxprom5 = sext i32 %i.0 to i64
  %arrayidx6 = getelementptr inbounds [2 x ptr], ptr %l, i64 0, i64 %idxprom5
  %0 = load ptr, ptr %arrayidx6, align 8
  %tobool7 = icmp ne ptr %0, null
  br i1 %tobool7, label %if.end9, label %if.then8

if.then8:                                         ; preds = %for.body
  br label %return

if.end9:                                          ; preds = %for.body
  %idxprom10 = sext i32 %i.0 to i64
  %arrayidx11 = getelementptr inbounds [2 x ptr], ptr %l, i64 0, i64 %idxprom10
  %1 = load ptr, ptr %arrayidx11, align 8
  %f12 = getelementptr inbounds %struct.S, ptr %1, i32 0, i32 0
  store ptr @old, ptr %f12, align 8
  br label %for.inc

for.inc:                                          ; preds = %if.end9
  %inc = add nsw i32 %i.0, 1
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %arrayidx13 = getelementptr inbounds [2 x ptr], ptr %l, i64 0, i64 1
  %2 = load ptr, ptr %arrayidx13, align 8
  call void @set(ptr noundef %2, ptr noundef @a)
  %f14 = getelementptr inbounds %struct.S, ptr %call, i32 0, i32 0
  %3 = load ptr, ptr %f14, align 8
  store i32 1, ptr %3, align 4
  %f15 = getelementptr inbounds %struct.S, ptr %call1, i32 0, i32 0
  %4 = load ptr, ptr %f15, align 8
  store i32 2, ptr %4, align 4
  %f16 = getelementptr inbounds %struct.S, ptr %call2, i32 0, i32 0
  %5 = load ptr, ptr %f16, align 8
  store i32 3, ptr %5, align 4
  %f17 = getelementptr inbounds %struct.S, ptr %call3, i32 0, i32 0
  %6 = load ptr, ptr %f17, align 8
  store i32 4, ptr %6, align 4
  %arrayidx18 = getelementptr inbounds [2 x ptr], ptr %l, i64 0, i64 0
  %7 = load ptr, ptr %arrayidx18, align 16
  %f19 = getelementptr inbounds %struct.S, ptr %7, i32 0, i32 0
  %8 = load ptr, ptr %f19, align 8
  %9 = load i32, ptr %8, align 4
  %add = add nsw i32 %9, 1
  store i32 %add, ptr %8, align 4
  %f20 = getelementptr inbounds %struct.S, ptr %call, i32 0, i32 0
  %10 = load ptr, ptr %f20, align 8
  call void @NOALIAS(ptr noundef %10, ptr noundef @old)
  %f21 = getelementptr inbounds %struct.S, ptr %call, i32 0, i32 0
  %11 = load ptr, ptr %f21, align 8
  call void @MAYALIAS(ptr noundef %11, ptr noundef @a)
  %f22 = getelementptr inbounds %struct.S, ptr %call1, i32 0, i32 0
  %12 = load ptr, ptr %f22, align 8
  call void @NOALIAS(ptr noundef %12, ptr noundef @old)
  %f23 = getelementptr inbounds %struct.S, ptr %call1, i32 0, i32 0
  %13 = load ptr, ptr %f23, align 8
  call void @MAYALIAS(ptr noundef %13, ptr noundef @b)
  %f24 = getelementptr inbounds %struct.S, ptr %call3, i32 0, i32 0
  %14 = load ptr, ptr %f24, align 8
  call void @MAYALIAS(ptr noundef %14, ptr noundef @old)
  %f25 = getelementptr inbounds %struct.S, ptr %call2, i32 0, i32 0
  %15 = load ptr, ptr %f25, align 8
  call void @MAYALIAS(ptr noundef %15, ptr noundef @c)
  %arrayidx26 = getelementptr inbounds [2 x ptr], ptr %l, i64 0, i64 0
  %16 = load ptr, ptr %arrayidx26, align 16
  %f27 = getelementptr inbounds %struct.S, ptr %16, i32 0, i32 0
  %17 = load ptr, ptr %f27, align 8
  call void @MAYALIAS(ptr noundef %17, ptr noundef @old)
  %arrayidx28 = getelementptr inbounds [2 x ptr], ptr %l, i64 0, i64 1
  %18 = load ptr, ptr %arrayidx28, align 8
  %f29 = getelementptr inbounds %struct.S, ptr %18, i32 0, i32 0
  %19 = load ptr, ptr %f29, align 8
  call void @MAYALIAS(ptr noundef %19, ptr noundef @a)
  %f30 = getelementptr inbounds %struct.S, ptr %call1, i32 0, i32 0
  %20 = load ptr, ptr %f30, align 8
  call void @NOALIAS(ptr noundef %20, ptr noundef @z)
  %21 = load i32, ptr @a, align 4
  %cmp31 = icmp eq i32 %21, 1
  br i1 %cmp31, label %land.lhs.true, label %land.end

land.lhs.true:                                    ; preds = %for.end
  %22 = load i32, ptr @b, align 4
  %cmp32 = icmp eq i32 %22, 2
  br i1 %cmp32, label %land.lhs.true33, label %land.end

land.lhs.true33:                                  ; preds = %land.lhs.true
  %23 = load i32, ptr @c, align 4
  %cmp34 = icmp eq i32 %23, 3
  br i1 %cmp34, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %land.lhs.true33
  %24 = load i32, ptr @old, align 4
  %cmp35 = icmp eq i32 %24, 5
  br label %land.end

land.end:                                         ; preds = %land.rhs, %land.lhs.true33, %land.lhs.true, %for.end
  %25 = phi i1 [ false, %land.lhs.true33 ], [ false, %land.lhs.true ], [ false, %for.end ], [ %cmp35, %land.rhs ]
  %26 = zext i1 %25 to i64
  %cond = select i1 %25, i32 0, i32 1
  call void @free(ptr noundef %call) #6
  call void @free(ptr noundef %call1) #6
  call void @free(ptr noundef %call2) #6
  call void @free(ptr noundef %call3) #6
  %arrayidx36 = getelementptr inbounds [2 x ptr], ptr %l, i64 0, i64 0
  %27 = load ptr, ptr %arrayidx36, align 16
  call void @free(ptr noundef %27) #6
  %arrayidx37 = getelementptr inbounds [2 x ptr], ptr %l, i64 0, i64 1
  %28 = load ptr, ptr %arrayidx37, align 8
  call void @free(ptr noundef %28) #6
  br label %return

return:                                           ; preds = %land.end, %if.then8, %if.then
  %retval.0 = phi i32 [ 1, %if.then8 ], [ %cond, %land.end ], [ 1, %if.then ]
  ret i32 %retval.0
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind uwtable
define internal void @set(ptr noundef %s, ptr noundef %v) #0 {
entry:
  %f = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 0
  store ptr %v, ptr %f, align 8
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @make_once() #0 {
entry:
  %call = call noalias ptr @malloc(i64 noundef 8) #5
  %tobool = icmp ne ptr %call, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  call void @abort() #7
  unreachable

if.end:                                           ; preds = %entry
  %f = getelementptr inbounds %struct.S, ptr %call, i32 0, i32 0
  store ptr @old, ptr %f, align 8
  ret ptr %call
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @fresh() #0 {
entry:
  %call = call noalias ptr @malloc(i64 noundef 8) #5
  %tobool = icmp ne ptr %call, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  call void @abort() #7
  unreachable

if.end:                                           ; preds = %entry
  %f = getelementptr inbounds %struct.S, ptr %call, i32 0, i32 0
  store ptr @old, ptr %f, align 8
  ret ptr %call
}

declare void @NOALIAS(ptr noundef, ptr noundef) #2

declare void @MAYALIAS(ptr noundef, ptr noundef) #2

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

; Function Attrs: noreturn nounwind
declare void @abort() #4

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
