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
  %h = alloca [2 x ptr], align 16
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %i.0 = phi i32 [ 0, %entry ], [ %inc, %for.inc ]
  %cmp = icmp slt i32 %i.0, 2
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %call = call noalias ptr @malloc(i64 noundef 8) #4
  %idxprom = sext i32 %i.0 to i64
  %arrayidx = getelementptr inbounds [2 x ptr], ptr %h, i64 0, i64 %idxprom
  store ptr %call, ptr %arrayidx, align 8
  %idxprom1 = sext i32 %i.0 to i64
  %arrayidx2 = getelementptr inbounds [2 x ptr], ptr %h, i64 0, i64 %idxprom1
  %0 = load ptr, ptr %arrayidx2, align 8
  %tobool = icmp ne ptr %0, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %for.body
  br label %return

if.end:                                           ; preds = %for.body
  %idxprom3 = sext i32 %i.0 to i64
  %arrayidx4 = getelementptr inbounds [2 x ptr], ptr %h, i64 0, i64 %idxprom3
  %1 = load ptr, ptr %arrayidx4, align 8
  %f = getelementptr inbounds %struct.S, ptr %1, i32 0, i32 0
  store ptr @old, ptr %f, align 8
  br label %for.inc

for.inc:                                          ; preds = %if.end
  %inc = add nsw i32 %i.0, 1
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %arrayidx5 = getelementptr inbounds [2 x ptr], ptr %h, i64 0, i64 0
  %2 = load ptr, ptr %arrayidx5, align 16
  call void @set(ptr noundef %2, ptr noundef @a)
  %call6 = call noalias ptr @malloc(i64 noundef 8) #4
  %tobool7 = icmp ne ptr %call6, null
  br i1 %tobool7, label %if.end9, label %if.then8

if.then8:                                         ; preds = %for.end
  br label %return

if.end9:                                          ; preds = %for.end
  %f10 = getelementptr inbounds %struct.S, ptr %call6, i32 0, i32 0
  store ptr @old, ptr %f10, align 8
  call void @set(ptr noundef %call6, ptr noundef @b)
  %arrayidx11 = getelementptr inbounds [2 x ptr], ptr %h, i64 0, i64 0
  %3 = load ptr, ptr %arrayidx11, align 16
  %f12 = getelementptr inbounds %struct.S, ptr %3, i32 0, i32 0
  %4 = load ptr, ptr %f12, align 8
  store i32 1, ptr %4, align 4
  %arrayidx13 = getelementptr inbounds [2 x ptr], ptr %h, i64 0, i64 1
  %5 = load ptr, ptr %arrayidx13, align 8
  %f14 = getelementptr inbounds %struct.S, ptr %5, i32 0, i32 0
  %6 = load ptr, ptr %f14, align 8
  store i32 2, ptr %6, align 4
  %f15 = getelementptr inbounds %struct.S, ptr %call6, i32 0, i32 0
  %7 = load ptr, ptr %f15, align 8
  store i32 3, ptr %7, align 4
  %arrayidx16 = getelementptr inbounds [2 x ptr], ptr %h, i64 0, i64 1
  %8 = load ptr, ptr %arrayidx16, align 8
  %f17 = getelementptr inbounds %struct.S, ptr %8, i32 0, i32 0
  %9 = load ptr, ptr %f17, align 8
  call void @MAYALIAS(ptr noundef %9, ptr noundef @old)
  %arrayidx18 = getelementptr inbounds [2 x ptr], ptr %h, i64 0, i64 0
  %10 = load ptr, ptr %arrayidx18, align 16
  %f19 = getelementptr inbounds %struct.S, ptr %10, i32 0, i32 0
  %11 = load ptr, ptr %f19, align 8
  call void @MAYALIAS(ptr noundef %11, ptr noundef @a)
  %f20 = getelementptr inbounds %struct.S, ptr %call6, i32 0, i32 0
  %12 = load ptr, ptr %f20, align 8
  call void @MAYALIAS(ptr noundef %12, ptr noundef @b)
  %f21 = getelementptr inbounds %struct.S, ptr %call6, i32 0, i32 0
  %13 = load ptr, ptr %f21, align 8
  call void @NOALIAS(ptr noundef %13, ptr noundef @z)
  %f22 = getelementptr inbounds %struct.S, ptr %call6, i32 0, i32 0
  %14 = load ptr, ptr %f22, align 8
  call void @NOALIAS(ptr noundef %14, ptr noundef @old)
  %15 = load i32, ptr @a, align 4
  %cmp23 = icmp eq i32 %15, 1
  br i1 %cmp23, label %land.lhs.true, label %land.end

land.lhs.true:                                    ; preds = %if.end9
  %16 = load i32, ptr @old, align 4
  %cmp24 = icmp eq i32 %16, 2
  br i1 %cmp24, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %land.lhs.true
  %17 = load i32, ptr @b, align 4
  %cmp25 = icmp eq i32 %17, 3
  br label %land.end

land.end:                                         ; preds = %land.rhs, %land.lhs.true, %if.end9
  %18 = phi i1 [ false, %land.lhs.true ], [ false, %if.end9 ], [ %cmp25, %land.rhs ]
  %19 = zext i1 %18 to i64
  %cond = select i1 %18, i32 0, i32 1
  %arrayidx26 = getelementptr inbounds [2 x ptr], ptr %h, i64 0, i64 0
  %20 = load ptr, ptr %arrayidx26, align 16
  call void @free(ptr noundef %20) #5
  %arrayidx27 = getelementptr inbounds [2 x ptr], ptr %h, i64 0, i64 1
  %21 = load ptr, ptr %arrayidx27, align 8
  call void @free(ptr noundef %21) #5
  call void @free(ptr noundef %call6) #5
  br label %return

return:                                           ; preds = %land.end, %if.then8, %if.then
  %retval.0 = phi i32 [ 1, %if.then ], [ %cond, %land.end ], [ 1, %if.then8 ]
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
