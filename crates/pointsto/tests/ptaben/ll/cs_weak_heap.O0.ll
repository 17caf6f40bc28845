; FS-ONLY
; CS-ONLY
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S = type { ptr }

@old = dso_local global i32 0, align 4
@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4
@z = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  %h = alloca [2 x ptr], align 16
  %i = alloca i32, align 4
  %one = alloca ptr, align 8
  %r = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4
  %cmp = icmp slt i32 %0, 2
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %call = call noalias ptr @malloc(i64 noundef 8) #4
  %1 = load i32, ptr %i, align 4
  %idxprom = sext i32 %1 to i64
  %arrayidx = getelementptr inbounds [2 x ptr], ptr %h, i64 0, i64 %idxprom
  store ptr %call, ptr %arrayidx, align 8
  %2 = load i32, ptr %i, align 4
  %idxprom1 = sext i32 %2 to i64
  %arrayidx2 = getelementptr inbounds [2 x ptr], ptr %h, i64 0, i64 %idxprom1
  %3 = load ptr, ptr %arrayidx2, align 8
  %tobool = icmp ne ptr %3, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %for.body
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %for.body
  %4 = load i32, ptr %i, align 4
  %idxprom3 = sext i32 %4 to i64
  %arrayidx4 = getelementptr inbounds [2 x ptr], ptr %h, i64 0, i64 %idxprom3
  %5 = load ptr, ptr %arrayidx4, align 8
  %f = getelementptr inbounds %struct.S, ptr %5, i32 0, i32 0
  store ptr @old, ptr %f, align 8
  br label %for.inc

for.inc:                                          ; preds = %if.end
  %6 = load i32, ptr %i, align 4
  %inc = add nsw i32 %6, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %arrayidx5 = getelementptr inbounds [2 x ptr], ptr %h, i64 0, i64 0
  %7 = load ptr, ptr %arrayidx5, align 16
  call void @set(ptr noundef %7, ptr noundef @a)
  %call6 = call noalias ptr @malloc(i64 noundef 8) #4
  store ptr %call6, ptr %one, align 8
  %8 = load ptr, ptr %one, align 8
  %tobool7 = icmp ne ptr %8, null
  br i1 %tobool7, label %if.end9, label %if.then8

if.then8:                                         ; preds = %for.end
  store i32 1, ptr %retval, align 4
  br label %return

if.end9:                                          ; preds = %for.end
  %9 = load ptr, ptr %one, align 8
  %f10 = getelementptr inbounds %struct.S, ptr %9, i32 0, i32 0
  store ptr @old, ptr %f10, align 8
  %10 = load ptr, ptr %one, align 8
  call void @set(ptr noundef %10, ptr noundef @b)
  %arrayidx11 = getelementptr inbounds [2 x ptr], ptr %h, i64 0, i64 0
  %11 = load ptr, ptr %arrayidx11, align 16
  %f12 = getelementptr inbounds %struct.S, ptr %11, i32 0, i32 0
  %12 = load ptr, ptr %f12, align 8
  store i32 1, ptr %12, align 4
  %arrayidx13 = getelementptr inbounds [2 x ptr], ptr %h, i64 0, i64 1
  %13 = load ptr, ptr %arrayidx13, align 8
  %f14 = getelementptr inbounds %struct.S, ptr %13, i32 0, i32 0
  %14 = load ptr, ptr %f14, align 8
  store i32 2, ptr %14, align 4
  %15 = load ptr, ptr %one, align 8
  %f15 = getelementptr inbounds %struct.S, ptr %15, i32 0, i32 0
  %16 = load ptr, ptr %f15, align 8
  store i32 3, ptr %16, align 4
  %arrayidx16 = getelementptr inbounds [2 x ptr], ptr %h, i64 0, i64 1
  %17 = load ptr, ptr %arrayidx16, align 8
  %f17 = getelementptr inbounds %struct.S, ptr %17, i32 0, i32 0
  %18 = load ptr, ptr %f17, align 8
  call void @MAYALIAS(ptr noundef %18, ptr noundef @old)
  %arrayidx18 = getelementptr inbounds [2 x ptr], ptr %h, i64 0, i64 0
  %19 = load ptr, ptr %arrayidx18, align 16
  %f19 = getelementptr inbounds %struct.S, ptr %19, i32 0, i32 0
  %20 = load ptr, ptr %f19, align 8
  call void @MAYALIAS(ptr noundef %20, ptr noundef @a)
  %21 = load ptr, ptr %one, align 8
  %f20 = getelementptr inbounds %struct.S, ptr %21, i32 0, i32 0
  %22 = load ptr, ptr %f20, align 8
  call void @MAYALIAS(ptr noundef %22, ptr noundef @b)
  %23 = load ptr, ptr %one, align 8
  %f21 = getelementptr inbounds %struct.S, ptr %23, i32 0, i32 0
  %24 = load ptr, ptr %f21, align 8
  call void @NOALIAS(ptr noundef %24, ptr noundef @z)
  %25 = load ptr, ptr %one, align 8
  %f22 = getelementptr inbounds %struct.S, ptr %25, i32 0, i32 0
  %26 = load ptr, ptr %f22, align 8
  call void @NOALIAS(ptr noundef %26, ptr noundef @old)
  %27 = load i32, ptr @a, align 4
  %cmp23 = icmp eq i32 %27, 1
  br i1 %cmp23, label %land.lhs.true, label %land.end

land.lhs.true:                                    ; preds = %if.end9
  %28 = load i32, ptr @old, align 4
  %cmp24 = icmp eq i32 %28, 2
  br i1 %cmp24, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %land.lhs.true
  %29 = load i32, ptr @b, align 4
  %cmp25 = icmp eq i32 %29, 3
  br label %land.end

land.end:                                         ; preds = %land.rhs, %land.lhs.true, %if.end9
  %30 = phi i1 [ false, %land.lhs.true ], [ false, %if.end9 ], [ %cmp25, %land.rhs ]
  %31 = zext i1 %30 to i64
  %cond = select i1 %30, i32 0, i32 1
  store i32 %cond, ptr %r, align 4
  %arrayidx26 = getelementptr inbounds [2 x ptr], ptr %h, i64 0, i64 0
  %32 = load ptr, ptr %arrayidx26, align 16
  call void @free(ptr noundef %32) #5
  %arrayidx27 = getelementptr inbounds [2 x ptr], ptr %h, i64 0, i64 1
  %33 = load ptr, ptr %arrayidx27, align 8
  call void @free(ptr noundef %33) #5
  %34 = load ptr, ptr %one, align 8
  call void @free(ptr noundef %34) #5
  %35 = load i32, ptr %r, align 4
  store i32 %35, ptr %retval, align 4
  br label %return

return:                                           ; preds = %land.end, %if.then8, %if.then
  %36 = load i32, ptr %retval, align 4
  ret i32 %36
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

declare void @MAYALIAS(ptr noundef, ptr noundef) #2

declare void @NOALIAS(ptr noundef, ptr noundef) #2

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
