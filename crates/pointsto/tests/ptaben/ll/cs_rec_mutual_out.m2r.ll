; CS-ONLY
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4
@c = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %p = alloca ptr, align 8
  %q = alloca ptr, align 8
  call void @ping(i32 noundef 3, ptr noundef %p, ptr noundef @a)
  call void @pong(i32 noundef 2, ptr noundef %q, ptr noundef @b)
  %0 = load ptr, ptr %p, align 8
  store i32 1, ptr %0, align 4
  %1 = load ptr, ptr %q, align 8
  store i32 2, ptr %1, align 4
  %2 = load ptr, ptr %p, align 8
  call void @MAYALIAS(ptr noundef %2, ptr noundef @a)
  %3 = load ptr, ptr %q, align 8
  call void @MAYALIAS(ptr noundef %3, ptr noundef @b)
  %4 = load ptr, ptr %p, align 8
  call void @NOALIAS(ptr noundef %4, ptr noundef @c)
  %5 = load ptr, ptr %p, align 8
  %6 = load ptr, ptr %q, align 8
  call void @NOALIAS(ptr noundef %5, ptr noundef %6)
  %7 = load i32, ptr @a, align 4
  %8 = load i32, ptr @b, align 4
  %add = add nsw i32 %7, %8
  %cmp = icmp eq i32 %add, 3
  %9 = zext i1 %cmp to i64
  %cond = select i1 %cmp, i32 0, i32 1
  ret i32 %cond
}

; Function Attrs: noinline nounwind uwtable
define internal void @ping(i32 noundef %n, ptr noundef %out, ptr noundef %v) #0 {
entry:
  %cmp = icmp eq i32 %n, 0
  br i1 %cmp, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  store ptr %v, ptr %out, align 8
  br label %if.end

if.else:                                          ; preds = %entry
  %sub = sub nsw i32 %n, 1
  call void @pong(i32 noundef %sub, ptr noundef %out, ptr noundef %v)
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal void @pong(i32 noundef %n, ptr noundef %out, ptr noundef %v) #0 {
entry:
  %cmp = icmp eq i32 %n, 0
  br i1 %cmp, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  store ptr %v, ptr %out, align 8
  br label %if.end

if.else:                                          ; preds = %entry
  %sub = sub nsw i32 %n, 1
  call void @ping(i32 noundef %sub, ptr noundef %out, ptr noundef %v)
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
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
