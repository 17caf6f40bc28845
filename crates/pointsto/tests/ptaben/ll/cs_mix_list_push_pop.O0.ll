; CS-ONLY
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.List = type { ptr, i32 }
%struct.Node = type { ptr, ptr }

@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  %l1 = alloca %struct.List, align 8
  %l2 = alloca %struct.List, align 8
  %x = alloca ptr, align 8
  %y = alloca ptr, align 8
  %r = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %l1, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %l2, i8 0, i64 16, i1 false)
  call void @push(ptr noundef %l1, ptr noundef @a)
  call void @push(ptr noundef %l2, ptr noundef @b)
  %call = call ptr @top(ptr noundef %l1)
  store ptr %call, ptr %x, align 8
  %call1 = call ptr @top(ptr noundef %l2)
  store ptr %call1, ptr %y, align 8
  %0 = load ptr, ptr %x, align 8
  store i32 1, ptr %0, align 4
  %1 = load ptr, ptr %y, align 8
  store i32 2, ptr %1, align 4
  %2 = load ptr, ptr %x, align 8
  %3 = load ptr, ptr %y, align 8
  call void @NOALIAS(ptr noundef %2, ptr noundef %3)
  %head = getelementptr inbounds %struct.List, ptr %l1, i32 0, i32 0
  %4 = load ptr, ptr %head, align 8
  %head2 = getelementptr inbounds %struct.List, ptr %l2, i32 0, i32 0
  %5 = load ptr, ptr %head2, align 8
  call void @NOALIAS(ptr noundef %4, ptr noundef %5)
  %6 = load ptr, ptr %x, align 8
  call void @MAYALIAS(ptr noundef %6, ptr noundef @a)
  %7 = load ptr, ptr %y, align 8
  call void @MAYALIAS(ptr noundef %7, ptr noundef @b)
  %len = getelementptr inbounds %struct.List, ptr %l1, i32 0, i32 1
  %8 = load i32, ptr %len, align 8
  %len3 = getelementptr inbounds %struct.List, ptr %l2, i32 0, i32 1
  %9 = load i32, ptr %len3, align 8
  %add = add nsw i32 %8, %9
  %cmp = icmp eq i32 %add, 2
  br i1 %cmp, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %entry
  %10 = load i32, ptr @a, align 4
  %11 = load i32, ptr @b, align 4
  %add4 = add nsw i32 %10, %11
  %cmp5 = icmp eq i32 %add4, 3
  br label %land.end

land.end:                                         ; preds = %land.rhs, %entry
  %12 = phi i1 [ false, %entry ], [ %cmp5, %land.rhs ]
  %13 = zext i1 %12 to i64
  %cond = select i1 %12, i32 0, i32 1
  store i32 %cond, ptr %r, align 4
  call void @clear(ptr noundef %l1)
  call void @clear(ptr noundef %l2)
  %14 = load i32, ptr %r, align 4
  ret i32 %14
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind uwtable
define internal void @push(ptr noundef %l, ptr noundef %v) #0 {
entry:
  %l.addr = alloca ptr, align 8
  %v.addr = alloca ptr, align 8
  %n = alloca ptr, align 8
  store ptr %l, ptr %l.addr, align 8
  store ptr %v, ptr %v.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef 16) #6
  store ptr %call, ptr %n, align 8
  %0 = load ptr, ptr %n, align 8
  %tobool = icmp ne ptr %0, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  call void @abort() #7
  unreachable

if.end:                                           ; preds = %entry
  %1 = load ptr, ptr %v.addr, align 8
  %2 = load ptr, ptr %n, align 8
  %v1 = getelementptr inbounds %struct.Node, ptr %2, i32 0, i32 0
  store ptr %1, ptr %v1, align 8
  %3 = load ptr, ptr %l.addr, align 8
  %head = getelementptr inbounds %struct.List, ptr %3, i32 0, i32 0
  %4 = load ptr, ptr %head, align 8
  %5 = load ptr, ptr %n, align 8
  %next = getelementptr inbounds %struct.Node, ptr %5, i32 0, i32 1
  store ptr %4, ptr %next, align 8
  %6 = load ptr, ptr %n, align 8
  %7 = load ptr, ptr %l.addr, align 8
  %head2 = getelementptr inbounds %struct.List, ptr %7, i32 0, i32 0
  store ptr %6, ptr %head2, align 8
  %8 = load ptr, ptr %l.addr, align 8
  %len = getelementptr inbounds %struct.List, ptr %8, i32 0, i32 1
  %9 = load i32, ptr %len, align 8
  %inc = add nsw i32 %9, 1
  store i32 %inc, ptr %len, align 8
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @top(ptr noundef %l) #0 {
entry:
  %l.addr = alloca ptr, align 8
  store ptr %l, ptr %l.addr, align 8
  %0 = load ptr, ptr %l.addr, align 8
  %head = getelementptr inbounds %struct.List, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %head, align 8
  %v = getelementptr inbounds %struct.Node, ptr %1, i32 0, i32 0
  %2 = load ptr, ptr %v, align 8
  ret ptr %2
}

declare void @NOALIAS(ptr noundef, ptr noundef) #2

declare void @MAYALIAS(ptr noundef, ptr noundef) #2

; Function Attrs: noinline nounwind uwtable
define internal void @clear(ptr noundef %l) #0 {
entry:
  %l.addr = alloca ptr, align 8
  %n = alloca ptr, align 8
  store ptr %l, ptr %l.addr, align 8
  br label %while.cond

while.cond:                                       ; preds = %while.body, %entry
  %0 = load ptr, ptr %l.addr, align 8
  %head = getelementptr inbounds %struct.List, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %head, align 8
  %tobool = icmp ne ptr %1, null
  br i1 %tobool, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  %2 = load ptr, ptr %l.addr, align 8
  %head1 = getelementptr inbounds %struct.List, ptr %2, i32 0, i32 0
  %3 = load ptr, ptr %head1, align 8
  store ptr %3, ptr %n, align 8
  %4 = load ptr, ptr %n, align 8
  %next = getelementptr inbounds %struct.Node, ptr %4, i32 0, i32 1
  %5 = load ptr, ptr %next, align 8
  %6 = load ptr, ptr %l.addr, align 8
  %head2 = getelementptr inbounds %struct.List, ptr %6, i32 0, i32 0
  store ptr %5, ptr %head2, align 8
  %7 = load ptr, ptr %n, align 8
  call void @free(ptr noundef %7) #8
  br label %while.cond, !llvm.loop !6

while.end:                                        ; preds = %while.cond
  ret void
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #3

; Function Attrs: noreturn nounwind
declare void @abort() #4

; Function Attrs: nounwind
declare void @free(ptr noundef) #5

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { noreturn nounwind }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
