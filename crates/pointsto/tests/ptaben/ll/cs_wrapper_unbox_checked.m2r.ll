; CS-ONLY
; CS-DEPTH: 2
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Box = type { ptr }

@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %b1 = alloca %struct.Box, align 8
  %b2 = alloca %struct.Box, align 8
  %v = getelementptr inbounds %struct.Box, ptr %b1, i32 0, i32 0
  store ptr @a, ptr %v, align 8
  %v1 = getelementptr inbounds %struct.Box, ptr %b2, i32 0, i32 0
  store ptr @b, ptr %v1, align 8
  %call = call ptr @unbox_checked(ptr noundef %b1)
  %call2 = call ptr @unbox_checked(ptr noundef %b2)
  %call3 = call ptr @unbox(ptr noundef %b1)
  store i32 1, ptr %call, align 4
  store i32 2, ptr %call2, align 4
  call void @NOALIAS(ptr noundef %call, ptr noundef %call2)
  call void @NOALIAS(ptr noundef %call3, ptr noundef %call2)
  call void @MAYALIAS(ptr noundef %call, ptr noundef %call3)
  call void @MAYALIAS(ptr noundef %call2, ptr noundef @b)
  %0 = load i32, ptr %call3, align 4
  %cmp = icmp eq i32 %0, 1
  %1 = zext i1 %cmp to i64
  %cond = select i1 %cmp, i32 0, i32 1
  ret i32 %cond
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @unbox_checked(ptr noundef %bx) #0 {
entry:
  %v = getelementptr inbounds %struct.Box, ptr %bx, i32 0, i32 0
  %0 = load ptr, ptr %v, align 8
  %tobool = icmp ne ptr %0, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  call void @abort() #3
  unreachable

if.end:                                           ; preds = %entry
  %call = call ptr @unbox(ptr noundef %bx)
  ret ptr %call
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @unbox(ptr noundef %bx) #0 {
entry:
  %v = getelementptr inbounds %struct.Box, ptr %bx, i32 0, i32 0
  %0 = load ptr, ptr %v, align 8
  ret ptr %0
}

declare void @NOALIAS(ptr noundef, ptr noundef) #1

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

; Function Attrs: noreturn nounwind
declare void @abort() #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
