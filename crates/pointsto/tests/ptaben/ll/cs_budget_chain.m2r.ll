; CS-ONLY
; CS-DEPTH: 6
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4
@c = dso_local global i32 0, align 4
@d = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %call = call ptr @l6(ptr noundef @a)
  %call1 = call ptr @l6(ptr noundef @b)
  %call2 = call ptr @l3(ptr noundef @c)
  store i32 1, ptr %call, align 4
  store i32 2, ptr %call1, align 4
  store i32 3, ptr %call2, align 4
  call void @MAYALIAS(ptr noundef %call, ptr noundef @a)
  call void @MAYALIAS(ptr noundef %call1, ptr noundef @b)
  call void @MAYALIAS(ptr noundef %call2, ptr noundef @c)
  call void @NOALIAS(ptr noundef %call, ptr noundef @d)
  call void @NOALIAS(ptr noundef %call2, ptr noundef @d)
  call void @NOALIAS(ptr noundef %call, ptr noundef %call1)
  call void @NOALIAS(ptr noundef %call, ptr noundef %call2)
  %0 = load i32, ptr @a, align 4
  %1 = load i32, ptr @b, align 4
  %add = add nsw i32 %0, %1
  %2 = load i32, ptr @c, align 4
  %add3 = add nsw i32 %add, %2
  %cmp = icmp eq i32 %add3, 6
  %3 = zext i1 %cmp to i64
  %cond = select i1 %cmp, i32 0, i32 1
  ret i32 %cond
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @l6(ptr noundef %p) #0 {
entry:
  %call = call ptr @l5(ptr noundef %p)
  ret ptr %call
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @l3(ptr noundef %p) #0 {
entry:
  %call = call ptr @l2(ptr noundef %p)
  ret ptr %call
}

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

declare void @NOALIAS(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind uwtable
define internal ptr @l5(ptr noundef %p) #0 {
entry:
  %call = call ptr @l4(ptr noundef %p)
  ret ptr %call
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @l4(ptr noundef %p) #0 {
entry:
  %call = call ptr @l3(ptr noundef %p)
  ret ptr %call
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @l2(ptr noundef %p) #0 {
entry:
  %call = call ptr @l1(ptr noundef %p)
  ret ptr %call
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @l1(ptr noundef %p) #0 {
entry:
  ret ptr %p
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
