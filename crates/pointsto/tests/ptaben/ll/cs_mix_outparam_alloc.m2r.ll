; CS-ONLY
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@g = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %p = alloca ptr, align 8
  %q = alloca ptr, align 8
  call void @make(ptr noundef %p, i32 noundef 1)
  call void @make(ptr noundef %q, i32 noundef 2)
  %0 = load ptr, ptr %p, align 8
  %1 = load i32, ptr %0, align 4
  %add = add nsw i32 %1, 10
  store i32 %add, ptr %0, align 4
  %2 = load ptr, ptr %q, align 8
  %3 = load i32, ptr %2, align 4
  %add1 = add nsw i32 %3, 20
  store i32 %add1, ptr %2, align 4
  %4 = load ptr, ptr %p, align 8
  %5 = load ptr, ptr %q, align 8
  call void @NOALIAS(ptr noundef %4, ptr noundef %5)
  %6 = load ptr, ptr %p, align 8
  call void @NOALIAS(ptr noundef %6, ptr noundef @g)
  %7 = load ptr, ptr %p, align 8
  %8 = load ptr, ptr %p, align 8
  call void @MAYALIAS(ptr noundef %7, ptr noundef %8)
  %9 = load ptr, ptr %p, align 8
  %10 = load i32, ptr %9, align 4
  %cmp = icmp eq i32 %10, 11
  br i1 %cmp, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %entry
  %11 = load ptr, ptr %q, align 8
  %12 = load i32, ptr %11, align 4
  %cmp2 = icmp eq i32 %12, 22
  br label %land.end

land.end:                                         ; preds = %land.rhs, %entry
  %13 = phi i1 [ false, %entry ], [ %cmp2, %land.rhs ]
  %14 = zext i1 %13 to i64
  %cond = select i1 %13, i32 0, i32 1
  %15 = load ptr, ptr %p, align 8
  call void @free(ptr noundef %15) #5
  %16 = load ptr, ptr %q, align 8
  call void @free(ptr noundef %16) #5
  ret i32 %cond
}

; Function Attrs: noinline nounwind uwtable
define internal void @make(ptr noundef %out, i32 noundef %init) #0 {
entry:
  %call = call noalias ptr @malloc(i64 noundef 4) #6
  %tobool = icmp ne ptr %call, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  call void @abort() #7
  unreachable

if.end:                                           ; preds = %entry
  store i32 %init, ptr %call, align 4
  store ptr %call, ptr %out, align 8
  ret void
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
