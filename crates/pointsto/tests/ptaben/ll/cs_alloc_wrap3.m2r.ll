target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.T = type { ptr, ptr }

@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4
@c = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %call = call ptr @new_buf()
  %call1 = call ptr @new_buf()
  %call2 = call ptr @xmalloc(i64 noundef 16)
  %p = getelementptr inbounds %struct.T, ptr %call, i32 0, i32 0
  store ptr @a, ptr %p, align 8
  %p3 = getelementptr inbounds %struct.T, ptr %call1, i32 0, i32 0
  store ptr @b, ptr %p3, align 8
  %p4 = getelementptr inbounds %struct.T, ptr %call2, i32 0, i32 0
  store ptr @c, ptr %p4, align 8
  %p5 = getelementptr inbounds %struct.T, ptr %call, i32 0, i32 0
  %0 = load ptr, ptr %p5, align 8
  %q = getelementptr inbounds %struct.T, ptr %call2, i32 0, i32 1
  store ptr %0, ptr %q, align 8
  %p6 = getelementptr inbounds %struct.T, ptr %call1, i32 0, i32 0
  %1 = load ptr, ptr %p6, align 8
  %q7 = getelementptr inbounds %struct.T, ptr %call, i32 0, i32 1
  store ptr %1, ptr %q7, align 8
  call void @NOALIAS(ptr noundef %call, ptr noundef %call1)
  call void @NOALIAS(ptr noundef %call1, ptr noundef %call2)
  %p8 = getelementptr inbounds %struct.T, ptr %call, i32 0, i32 0
  %2 = load ptr, ptr %p8, align 8
  %p9 = getelementptr inbounds %struct.T, ptr %call1, i32 0, i32 0
  %3 = load ptr, ptr %p9, align 8
  call void @NOALIAS(ptr noundef %2, ptr noundef %3)
  %q10 = getelementptr inbounds %struct.T, ptr %call, i32 0, i32 1
  %4 = load ptr, ptr %q10, align 8
  %q11 = getelementptr inbounds %struct.T, ptr %call2, i32 0, i32 1
  %5 = load ptr, ptr %q11, align 8
  call void @NOALIAS(ptr noundef %4, ptr noundef %5)
  %q12 = getelementptr inbounds %struct.T, ptr %call2, i32 0, i32 1
  %6 = load ptr, ptr %q12, align 8
  call void @MAYALIAS(ptr noundef %6, ptr noundef @a)
  %q13 = getelementptr inbounds %struct.T, ptr %call, i32 0, i32 1
  %7 = load ptr, ptr %q13, align 8
  call void @MAYALIAS(ptr noundef %7, ptr noundef @b)
  %p14 = getelementptr inbounds %struct.T, ptr %call2, i32 0, i32 0
  %8 = load ptr, ptr %p14, align 8
  call void @MAYALIAS(ptr noundef %8, ptr noundef @c)
  %q15 = getelementptr inbounds %struct.T, ptr %call2, i32 0, i32 1
  %9 = load ptr, ptr %q15, align 8
  store i32 1, ptr %9, align 4
  %q16 = getelementptr inbounds %struct.T, ptr %call, i32 0, i32 1
  %10 = load ptr, ptr %q16, align 8
  store i32 2, ptr %10, align 4
  %p17 = getelementptr inbounds %struct.T, ptr %call2, i32 0, i32 0
  %11 = load ptr, ptr %p17, align 8
  store i32 3, ptr %11, align 4
  call void @free(ptr noundef %call) #6
  call void @free(ptr noundef %call1) #6
  call void @free(ptr noundef %call2) #6
  %12 = load i32, ptr @a, align 4
  %cmp = icmp eq i32 %12, 1
  br i1 %cmp, label %land.lhs.true, label %land.end

land.lhs.true:                                    ; preds = %entry
  %13 = load i32, ptr @b, align 4
  %cmp18 = icmp eq i32 %13, 2
  br i1 %cmp18, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %land.lhs.true
  %14 = load i32, ptr @c, align 4
  %cmp19 = icmp eq i32 %14, 3
  br label %land.end

land.end:                                         ; preds = %land.rhs, %land.lhs.true, %entry
  %15 = phi i1 [ false, %land.lhs.true ], [ false, %entry ], [ %cmp19, %land.rhs ]
  %16 = zext i1 %15 to i64
  %cond = select i1 %15, i32 0, i32 1
  ret i32 %cond
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @new_buf() #0 {
entry:
  %call = call ptr @xcalloc(i64 noundef 1, i64 noundef 16)
  ret ptr %call
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @xmalloc(i64 noundef %n) #0 {
entry:
  %call = call ptr @my_malloc(i64 noundef %n)
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

; Function Attrs: noinline nounwind uwtable
define internal ptr @xcalloc(i64 noundef %n, i64 noundef %sz) #0 {
entry:
  %call = call ptr @my_calloc(i64 noundef %n, i64 noundef %sz)
  %tobool = icmp ne ptr %call, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  call void @abort() #7
  unreachable

if.end:                                           ; preds = %entry
  ret ptr %call
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @my_calloc(i64 noundef %n, i64 noundef %sz) #0 {
entry:
  %call = call noalias ptr @calloc(i64 noundef %n, i64 noundef %sz) #8
  ret ptr %call
}

; Function Attrs: noreturn nounwind
declare void @abort() #3

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #4

; Function Attrs: noinline nounwind uwtable
define internal ptr @my_malloc(i64 noundef %n) #0 {
entry:
  %call = call noalias ptr @malloc(i64 noundef %n) #9
  ret ptr %call
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #5

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }
attributes #8 = { nounwind allocsize(0,1) }
attributes #9 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
