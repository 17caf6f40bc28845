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
  %retval = alloca i32, align 4
  %m = alloca ptr, align 8
  %h = alloca ptr, align 8
  %t1 = alloca ptr, align 8
  %t2 = alloca ptr, align 8
  %l = alloca [2 x ptr], align 16
  %i = alloca i32, align 4
  %r = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  %call = call noalias ptr @malloc(i64 noundef 8) #5
  store ptr %call, ptr %m, align 8
  %0 = load ptr, ptr %m, align 8
  %tobool = icmp ne ptr %0, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %1 = load ptr, ptr %m, align 8
  %f = getelementptr inbounds %struct.S, ptr %1, i32 0, i32 0
  store ptr @old, ptr %f, align 8
  %2 = load ptr, ptr %m, align 8
  call void @set(ptr noundef %2, ptr noundef @a)
  %call1 = call ptr @make_once()
  store ptr %call1, ptr %h, align 8
  %3 = load ptr, ptr %h, align 8
  call void @set(ptr noundef %3, ptr noundef @b)
  %call2 = call ptr @fresh()
  store ptr %call2, ptr %t1, align 8
  %call3 = call ptr @fresh()
  store ptr %call3, ptr %t2, align 8
  %4 = load ptr, ptr %t1, align 8
  call void @set(ptr noundef %4, ptr noundef @c)
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %if.end
  %5 = load i32, ptr %i, align 4
  %cmp = icmp slt i32 %5, 2
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %call4 = call noalias ptr @malloc(i64 noundef 8) #5
  %6 = load i32, ptr %i, align 4
  %idxprom = sext i32 %6 to i64
  %arrayidx = getelementptr inbounds [2 x ptr], ptr %l, i64 0, i64 %idxprom
  store ptr %call4, ptr %arrayidx, align 8
  %7 = load i32, ptr %i, align 4
  %idxprom5 = sext i32 %7 to i64
  %arrayidx6 = getelementptr inbounds [2 x ptr], ptr %l, i64 0, i64 %idxprom5
  %8 = load ptr, ptr %arrayidx6, align 8
  %tobool7 = icmp ne ptr %8, null
  br i1 %tobool7, label %if.end9, label %if.then8

if.then8:                                         ; preds = %for.body
  store i32 1, ptr %retval, align 4
  br label %return

if.end9:                                          ; preds = %for.body
  %9 = load i32, ptr %i, align 4
  %idxprom10 = sext i32 %9 to i64
  %arrayidx11 = getelementptr inbounds [2 x ptr], ptr %l, i64 0, i64 %idxprom10
  %10 = load ptr, ptr %arrayidx11, align 8
  %f12 = getelementptr inbounds %struct.S, ptr %10, i32 0, i32 0
  store ptr @old, ptr %f12, align 8
  br label %for.inc

for.inc:                                          ; preds = %if.end9
  %11 = load i32, ptr %i, align 4
  %inc = add nsw i32 %11, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %arrayidx13 = getelementptr inbounds [2 x ptr], ptr %l, i64 0, i64 1
  %12 = load ptr, ptr %arrayidx13, align 8
  call void @set(ptr noundef %12, ptr noundef @a)
  %13 = load ptr, ptr %m, align 8
  %f14 = getelementptr inbounds %struct.S, ptr %13, i32 0, i32 0
  %14 = load ptr, ptr %f14, align 8
  store i32 1, ptr %14, align 4
  %15 = load ptr, ptr %h, align 8
  %f15 = getelementptr inbounds %struct.S, ptr %15, i32 0, i32 0
  %16 = load ptr, ptr %f15, align 8
  store i32 2, ptr %16, align 4
  %17 = load ptr, ptr %t1, align 8
  %f16 = getelementptr inbounds %struct.S, ptr %17, i32 0, i32 0
  %18 = load ptr, ptr %f16, align 8
  store i32 3, ptr %18, align 4
  %19 = load ptr, ptr %t2, align 8
  %f17 = getelementptr inbounds %struct.S, ptr %19, i32 0, i32 0
  %20 = load ptr, ptr %f17, align 8
  store i32 4, ptr %20, align 4
  %arrayidx18 = getelementptr inbounds [2 x ptr], ptr %l, i64 0, i64 0
  %21 = load ptr, ptr %arrayidx18, align 16
  %f19 = getelementptr inbounds %struct.S, ptr %21, i32 0, i32 0
  %22 = load ptr, ptr %f19, align 8
  %23 = load i32, ptr %22, align 4
  %add = add nsw i32 %23, 1
  store i32 %add, ptr %22, align 4
  %24 = load ptr, ptr %m, align 8
  %f20 = getelementptr inbounds %struct.S, ptr %24, i32 0, i32 0
  %25 = load ptr, ptr %f20, align 8
  call void @NOALIAS(ptr noundef %25, ptr noundef @old)
  %26 = load ptr, ptr %m, align 8
  %f21 = getelementptr inbounds %struct.S, ptr %26, i32 0, i32 0
  %27 = load ptr, ptr %f21, align 8
  call void @MAYALIAS(ptr noundef %27, ptr noundef @a)
  %28 = load ptr, ptr %h, align 8
  %f22 = getelementptr inbounds %struct.S, ptr %28, i32 0, i32 0
  %29 = load ptr, ptr %f22, align 8
  call void @NOALIAS(ptr noundef %29, ptr noundef @old)
  %30 = load ptr, ptr %h, align 8
  %f23 = getelementptr inbounds %struct.S, ptr %30, i32 0, i32 0
  %31 = load ptr, ptr %f23, align 8
  call void @MAYALIAS(ptr noundef %31, ptr noundef @b)
  %32 = load ptr, ptr %t2, align 8
  %f24 = getelementptr inbounds %struct.S, ptr %32, i32 0, i32 0
  %33 = load ptr, ptr %f24, align 8
  call void @MAYALIAS(ptr noundef %33, ptr noundef @old)
  %34 = load ptr, ptr %t1, align 8
  %f25 = getelementptr inbounds %struct.S, ptr %34, i32 0, i32 0
  %35 = load ptr, ptr %f25, align 8
  call void @MAYALIAS(ptr noundef %35, ptr noundef @c)
  %arrayidx26 = getelementptr inbounds [2 x ptr], ptr %l, i64 0, i64 0
  %36 = load ptr, ptr %arrayidx26, align 16
  %f27 = getelementptr inbounds %struct.S, ptr %36, i32 0, i32 0
  %37 = load ptr, ptr %f27, align 8
  call void @MAYALIAS(ptr noundef %37, ptr noundef @old)
  %arrayidx28 = getelementptr inbounds [2 x ptr], ptr %l, i64 0, i64 1
  %38 = load ptr, ptr %arrayidx28, align 8
  %f29 = getelementptr inbounds %struct.S, ptr %38, i32 0, i32 0
  %39 = load ptr, ptr %f29, align 8
  call void @MAYALIAS(ptr noundef %39, ptr noundef @a)
  %40 = load ptr, ptr %h, align 8
  %f30 = getelementptr inbounds %struct.S, ptr %40, i32 0, i32 0
  %41 = load ptr, ptr %f30, align 8
  call void @NOALIAS(ptr noundef %41, ptr noundef @z)
  %42 = load i32, ptr @a, align 4
  %cmp31 = icmp eq i32 %42, 1
  br i1 %cmp31, label %land.lhs.true, label %land.end

land.lhs.true:                                    ; preds = %for.end
  %43 = load i32, ptr @b, align 4
  %cmp32 = icmp eq i32 %43, 2
  br i1 %cmp32, label %land.lhs.true33, label %land.end

land.lhs.true33:                                  ; preds = %land.lhs.true
  %44 = load i32, ptr @c, align 4
  %cmp34 = icmp eq i32 %44, 3
  br i1 %cmp34, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %land.lhs.true33
  %45 = load i32, ptr @old, align 4
  %cmp35 = icmp eq i32 %45, 5
  br label %land.end

land.end:                                         ; preds = %land.rhs, %land.lhs.true33, %land.lhs.true, %for.end
  %46 = phi i1 [ false, %land.lhs.true33 ], [ false, %land.lhs.true ], [ false, %for.end ], [ %cmp35, %land.rhs ]
  %47 = zext i1 %46 to i64
  %cond = select i1 %46, i32 0, i32 1
  store i32 %cond, ptr %r, align 4
  %48 = load ptr, ptr %m, align 8
  call void @free(ptr noundef %48) #6
  %49 = load ptr, ptr %h, align 8
  call void @free(ptr noundef %49) #6
  %50 = load ptr, ptr %t1, align 8
  call void @free(ptr noundef %50) #6
  %51 = load ptr, ptr %t2, align 8
  call void @free(ptr noundef %51) #6
  %arrayidx36 = getelementptr inbounds [2 x ptr], ptr %l, i64 0, i64 0
  %52 = load ptr, ptr %arrayidx36, align 16
  call void @free(ptr noundef %52) #6
  %arrayidx37 = getelementptr inbounds [2 x ptr], ptr %l, i64 0, i64 1
  %53 = load ptr, ptr %arrayidx37, align 8
  call void @free(ptr noundef %53) #6
  %54 = load i32, ptr %r, align 4
  store i32 %54, ptr %retval, align 4
  br label %return

return:                                           ; preds = %land.end, %if.then8, %if.then
  %55 = load i32, ptr %retval, align 4
  ret i32 %55
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind uwtable
define internal void @set(ptr noundef %s, ptr noundef %v) #0 {
entry:
  %s.addr = alloca ptr, align 8
  %v.addr = alloca ptr, align 8
  store ptr %s, ptr %s.addr, align 8
  store ptr %v, ptr %v.addr, align 8
  %0 = load ptr, ptr %v.addr, align 8
  %1 = load ptr, ptr %s.addr, align 8
  %f = getelementptr inbounds %struct.S, ptr %1, i32 0, i32 0
  store ptr %0, ptr %f, align 8
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @make_once() #0 {
entry:
  %s = alloca ptr, align 8
  %call = call noalias ptr @malloc(i64 noundef 8) #5
  store ptr %call, ptr %s, align 8
  %0 = load ptr, ptr %s, align 8
  %tobool = icmp ne ptr %0, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  call void @abort() #7
  unreachable

if.end:                                           ; preds = %entry
  %1 = load ptr, ptr %s, align 8
  %f = getelementptr inbounds %struct.S, ptr %1, i32 0, i32 0
  store ptr @old, ptr %f, align 8
  %2 = load ptr, ptr %s, align 8
  ret ptr %2
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @fresh() #0 {
entry:
  %s = alloca ptr, align 8
  %call = call noalias ptr @malloc(i64 noundef 8) #5
  store ptr %call, ptr %s, align 8
  %0 = load ptr, ptr %s, align 8
  %tobool = icmp ne ptr %0, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  call void @abort() #7
  unreachable

if.end:                                           ; preds = %entry
  %1 = load ptr, ptr %s, align 8
  %f = getelementptr inbounds %struct.S, ptr %1, i32 0, i32 0
  store ptr @old, ptr %f, align 8
  %2 = load ptr, ptr %s, align 8
  ret ptr %2
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
