; FS-ONLY
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S = type { ptr, ptr }

@x = dso_local global i32 0, align 4
@z = dso_local global i32 0, align 4
@y = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %s = alloca %struct.S, align 8
  %p = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 0
  store ptr @x, ptr %p, align 8
  %q = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 1
  store ptr @z, ptr %q, align 8
  %p1 = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 0
  %0 = load ptr, ptr %p1, align 8
  call void @NOALIAS(ptr noundef %0, ptr noundef @y)
  %p2 = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 0
  store ptr @y, ptr %p2, align 8
  %p3 = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 0
  %1 = load ptr, ptr %p3, align 8
  call void @MAYALIAS(ptr noundef %1, ptr noundef @y)
  %p4 = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 0
  %2 = load ptr, ptr %p4, align 8
  call void @NOALIAS(ptr noundef %2, ptr noundef @x)
  %q5 = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 1
  %3 = load ptr, ptr %q5, align 8
  call void @NOALIAS(ptr noundef %3, ptr noundef @y)
  ret i32 0
}

declare void @NOALIAS(ptr noundef, ptr noundef) #1

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
