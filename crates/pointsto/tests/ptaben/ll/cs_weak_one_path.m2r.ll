target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@old1 = dso_local global i32 0, align 4
@old2 = dso_local global i32 0, align 4
@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4
@z = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %p = alloca ptr, align 8
  %q = alloca ptr, align 8
  store ptr @old1, ptr %p, align 8
  store ptr @old2, ptr %q, align 8
  %cmp = icmp sgt i32 %argc, 1
  %conv = zext i1 %cmp to i32
  call void @maybe_set(ptr noundef %p, ptr noundef @a, i32 noundef %conv)
  %cmp1 = icmp sgt i32 %argc, 2
  %conv2 = zext i1 %cmp1 to i32
  call void @maybe_set(ptr noundef %q, ptr noundef @b, i32 noundef %conv2)
  %0 = load ptr, ptr %p, align 8
  store i32 1, ptr %0, align 4
  %1 = load ptr, ptr %q, align 8
  store i32 2, ptr %1, align 4
  %2 = load ptr, ptr %p, align 8
  call void @MAYALIAS(ptr noundef %2, ptr noundef @old1)
  %3 = load ptr, ptr %p, align 8
  call void @MAYALIAS(ptr noundef %3, ptr noundef @a)
  %4 = load ptr, ptr %q, align 8
  call void @MAYALIAS(ptr noundef %4, ptr noundef @old2)
  %5 = load ptr, ptr %q, align 8
  call void @MAYALIAS(ptr noundef %5, ptr noundef @b)
  %6 = load ptr, ptr %p, align 8
  call void @NOALIAS(ptr noundef %6, ptr noundef @z)
  %7 = load ptr, ptr %q, align 8
  call void @NOALIAS(ptr noundef %7, ptr noundef @z)
  %8 = load i32, ptr @z, align 4
  %cmp3 = icmp eq i32 %8, 0
  %9 = zext i1 %cmp3 to i64
  %cond = select i1 %cmp3, i32 0, i32 1
  ret i32 %cond
}

; Function Attrs: noinline nounwind uwtable
define internal void @maybe_set(ptr noundef %k, ptr noundef %v, i32 noundef %flag) #0 {
entry:
  %tobool = icmp ne i32 %flag, 0
  br i1 %tobool, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store ptr %v, ptr %k, align 8
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

declare void @NOALIAS(ptr noundef, ptr noundef) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
