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
  %l1 = alloca %struct.List, align 8
  %l2 = alloca %struct.List, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %l1, i8 0, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %l2, i8 0, i64 16, i1 false)
  call void @push(ptr noundef %l1, ptr noundef @a)
  call void @push(ptr noundef %l2, ptr noundef @b)
  %call = call ptr @top(ptr noundef %l1)
  %call1 = call ptr @top(ptr noundef %l2)
  store i32 1, ptr %call, align 4
  store i32 2, ptr %call1, align 4
  call void @NOALIAS(ptr noundef %call, ptr noundef %call1)
  %head = getelementptr inbounds %struct.List, ptr %l1, i32 0, i32 0
  %0 = load ptr, ptr %head, align 8
  %head2 = getelementptr inbounds %struct.List, ptr %l2, i32 0, i32 0
  %1 = load ptr, ptr %head2, align 8
  call void @NOALIAS(ptr noundef %0, ptr noundef %1)
  call void @MAYALIAS(ptr noundef %call, ptr noundef @a)
  call void @MAYALIAS(ptr noundef %call1, ptr noundef @b)
  %len = getelementptr inbounds %struct.List, ptr %l1, i32 0, i32 1
  %2 = load i32, ptr %len, align 8
  %len3 = getelementptr inbounds %struct.List, ptr %l2, i32 0, i32 1
  %3 = load i32, ptr %len3, align 8
  %add = add nsw i32 %2, %3
  %cmp = icmp eq i32 %add, 2
  br i1 %cmp, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %entry
  %4 = load i32, ptr @a, align 4
  %5 = load i32, ptr @b, align 4
  %add4 = add nsw i32 %4, %5
  %cmp5 = icmp eq i32 %add4, 3
  br label %land.end

land.end:                                         ; preds = %land.rhs, %entry
  %6 = phi i1 [ false, %entry ], [ %cmp5, %land.rhs ]
  %7 = zext i1 %6 to i64
  %cond = select i1 %6, i32 0, i32 1
  call void @clear(ptr noundef %l1)
  call void @clear(ptr noundef %l2)
  ret i32 %cond
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind uwtable
define internal void @push(ptr noundef %l, ptr noundef %v) #0 {
entry:
  %call = call noalias ptr @malloc(i64 noundef 16) #6
  %tobool = icmp ne ptr %call, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  call void @abort() #7
  unreachable

if.end:                                           ; preds = %entry
  %v1 = getelementptr inbounds %struct.Node, ptr %call, i32 0, i32 0
  store ptr %v, ptr %v1, align 8
  %head = getelementptr inbounds %struct.List, ptr %l, i32 0, i32 0
  %0 = load ptr, ptr %head, align 8
  %next = getelementptr inbounds %struct.Node, ptr %call, i32 0, i32 1
  store ptr %0, ptr %next, align 8
  %head2 = getelementptr inbounds %struct.List, ptr %l, i32 0, i32 0
  store ptr %call, ptr %head2, align 8
  %len = getelementptr inbounds %struct.List, ptr %l, i32 0, i32 1
  %1 = load i32, ptr %len, align 8
  %inc = add nsw i32 %1, 1
  store i32 %inc, ptr %len, align 8
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @top(ptr noundef %l) #0 {
entry:
  %head = getelementptr inbounds %struct.List, ptr %l, i32 0, i32 0
  %0 = load ptr, ptr %head, align 8
  %v = getelementptr inbounds %struct.Node, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %v, align 8
  ret ptr %1
}

declare void @NOALIAS(ptr noundef, ptr noundef) #2

declare void @MAYALIAS(ptr noundef, ptr noundef) #2

; Function Attrs: noinline nounwind uwtable
define internal void @clear(ptr noundef %l) #0 {
entry:
  br label %while.cond

while.cond:                                       ; preds = %while.body, %entry
  %head = getelementptr inbounds %struct.List, ptr %l, i32 0, i32 0
  %0 = load ptr, ptr %head, align 8
  %tobool = icmp ne ptr %0, null
  br i1 %tobool, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  %head1 = getelementptr inbounds %struct.List, ptr %l, i32 0, i32 0
  %1 = load ptr, ptr %head1, align 8
  %next = getelementptr inbounds %struct.Node, ptr %1, i32 0, i32 1
  %2 = load ptr, ptr %next, align 8
  %head2 = getelementptr inbounds %struct.List, ptr %l, i32 0, i32 0
  store ptr %2, ptr %head2, align 8
  call void @free(ptr noundef %1) #8
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
