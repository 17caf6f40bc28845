; CS-ONLY
; CS-DEPTH: 2
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %p = alloca ptr, align 8
  %q = alloca ptr, align 8
  store ptr null, ptr %p, align 8
  store ptr null, ptr %q, align 8
  call void @fetch(ptr noundef %p, ptr noundef @a)
  call void @fetch(ptr noundef %q, ptr noundef @b)
  %0 = load ptr, ptr %p, align 8
  %tobool = icmp ne ptr %0, null
  br i1 %tobool, label %lor.lhs.false, label %if.then

lor.lhs.false:                                    ; preds = %entry
  %1 = load ptr, ptr %q, align 8
  %tobool1 = icmp ne ptr %1, null
  br i1 %tobool1, label %if.end, label %if.then

if.then:                                          ; preds = %lor.lhs.false, %entry
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  %2 = load ptr, ptr %p, align 8
  store i32 1, ptr %2, align 4
  %3 = load ptr, ptr %q, align 8
  store i32 2, ptr %3, align 4
  %4 = load ptr, ptr %p, align 8
  %5 = load ptr, ptr %q, align 8
  call void @NOALIAS(ptr noundef %4, ptr noundef %5)
  %6 = load ptr, ptr %p, align 8
  call void @MAYALIAS(ptr noundef %6, ptr noundef @a)
  %7 = load ptr, ptr %q, align 8
  call void @MAYALIAS(ptr noundef %7, ptr noundef @b)
  %8 = load ptr, ptr %p, align 8
  call void @NOALIAS(ptr noundef %8, ptr noundef @b)
  %9 = load i32, ptr @a, align 4
  %10 = load i32, ptr @b, align 4
  %add = add nsw i32 %9, %10
  %cmp = icmp eq i32 %add, 3
  %11 = zext i1 %cmp to i64
  %cond = select i1 %cmp, i32 0, i32 1
  br label %return

return:                                           ; preds = %if.end, %if.then
  %retval.0 = phi i32 [ %cond, %if.end ], [ 1, %if.then ]
  ret i32 %retval.0
}

; Function Attrs: noinline nounwind uwtable
define internal void @fetch(ptr noundef %out, ptr noundef %v) #0 {
entry:
  %tobool = icmp ne ptr %v, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  br label %return

if.end:                                           ; preds = %entry
  call void @get(ptr noundef %out, ptr noundef %v)
  br label %return

return:                                           ; preds = %if.end, %if.then
  ret void
}

declare void @NOALIAS(ptr noundef, ptr noundef) #1

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind uwtable
define internal void @get(ptr noundef %out, ptr noundef %v) #0 {
entry:
  store ptr %v, ptr %out, align 8
  ret void
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
