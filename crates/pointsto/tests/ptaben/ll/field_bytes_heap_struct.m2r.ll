target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S = type { ptr, ptr, i64, ptr }

@x = dso_local global i32 0, align 4
@y = dso_local global i32 0, align 4
@z = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local void @fill(ptr noundef %s) #0 {
entry:
  %a = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 0
  store ptr @x, ptr %a, align 8
  %b = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 1
  store ptr @y, ptr %b, align 8
  %c = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 3
  store ptr @z, ptr %c, align 8
  ret void
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %call = call noalias ptr @malloc(i64 noundef 32) #3
  call void @fill(ptr noundef %call)
  %a = getelementptr inbounds %struct.S, ptr %call, i32 0, i32 0
  %0 = load ptr, ptr %a, align 8
  %b = getelementptr inbounds %struct.S, ptr %call, i32 0, i32 1
  %1 = load ptr, ptr %b, align 8
  %c = getelementptr inbounds %struct.S, ptr %call, i32 0, i32 3
  %2 = load ptr, ptr %c, align 8
  call void @NOALIAS(ptr noundef %0, ptr noundef %1)
  call void @NOALIAS(ptr noundef %0, ptr noundef %2)
  %a1 = getelementptr inbounds %struct.S, ptr %call, i32 0, i32 0
  %b2 = getelementptr inbounds %struct.S, ptr %call, i32 0, i32 1
  call void @NOALIAS(ptr noundef %a1, ptr noundef %b2)
  call void @MAYALIAS(ptr noundef %0, ptr noundef @x)
  call void @MAYALIAS(ptr noundef %2, ptr noundef @z)
  %3 = load i32, ptr %0, align 4
  %4 = load i32, ptr %1, align 4
  %add = add nsw i32 %3, %4
  %5 = load i32, ptr %2, align 4
  %add3 = add nsw i32 %add, %5
  ret i32 %add3
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

declare void @NOALIAS(ptr noundef, ptr noundef) #2

declare void @MAYALIAS(ptr noundef, ptr noundef) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
