; CS-ONLY
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Cell = type { ptr }

@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %call = call noalias ptr @malloc(i64 noundef 8) #4
  %call1 = call noalias ptr @malloc(i64 noundef 8) #4
  %tobool = icmp ne ptr %call, null
  br i1 %tobool, label %lor.lhs.false, label %if.then

lor.lhs.false:                                    ; preds = %entry
  %tobool2 = icmp ne ptr %call1, null
  br i1 %tobool2, label %if.end, label %if.then

if.then:                                          ; preds = %lor.lhs.false, %entry
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  call void @cell_set(ptr noundef %call, ptr noundef @a)
  call void @cell_set(ptr noundef %call1, ptr noundef @b)
  %call3 = call ptr @cell_get(ptr noundef %call)
  %call4 = call ptr @cell_get(ptr noundef %call1)
  store i32 1, ptr %call3, align 4
  store i32 2, ptr %call4, align 4
  call void @NOALIAS(ptr noundef %call3, ptr noundef %call4)
  call void @NOALIAS(ptr noundef %call, ptr noundef %call1)
  call void @MAYALIAS(ptr noundef %call3, ptr noundef @a)
  %v = getelementptr inbounds %struct.Cell, ptr %call1, i32 0, i32 0
  %0 = load ptr, ptr %v, align 8
  call void @MAYALIAS(ptr noundef %call4, ptr noundef %0)
  call void @free(ptr noundef %call) #5
  call void @free(ptr noundef %call1) #5
  %1 = load i32, ptr @a, align 4
  %2 = load i32, ptr @b, align 4
  %add = add nsw i32 %1, %2
  %cmp = icmp eq i32 %add, 3
  %3 = zext i1 %cmp to i64
  %cond = select i1 %cmp, i32 0, i32 1
  br label %return

return:                                           ; preds = %if.end, %if.then
  %retval.0 = phi i32 [ %cond, %if.end ], [ 1, %if.then ]
  ret i32 %retval.0
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind uwtable
define internal void @cell_set(ptr noundef %c, ptr noundef %v) #0 {
entry:
  %v1 = getelementptr inbounds %struct.Cell, ptr %c, i32 0, i32 0
  store ptr %v, ptr %v1, align 8
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @cell_get(ptr noundef %c) #0 {
entry:
  %v = getelementptr inbounds %struct.Cell, ptr %c, i32 0, i32 0
  %0 = load ptr, ptr %v, align 8
  ret ptr %0
}

declare void @NOALIAS(ptr noundef, ptr noundef) #2

declare void @MAYALIAS(ptr noundef, ptr noundef) #2

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
