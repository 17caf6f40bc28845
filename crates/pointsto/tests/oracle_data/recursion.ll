; ModuleID = '<stdin>'
source_filename = "recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @walk(i32 noundef %n) #0 {
entry:
  %x = alloca i32, align 4
  call void @set(ptr noundef %x, i32 noundef %n)
  %cmp = icmp sgt i32 %n, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %sub = sub nsw i32 %n, 1
  %call = call i32 @walk(i32 noundef %sub)
  %0 = load i32, ptr %x, align 4
  br label %return

if.end:                                           ; preds = %entry
  br label %return

return:                                           ; preds = %if.end, %if.then
  %retval.0 = phi i32 [ %0, %if.then ], [ 0, %if.end ]
  ret i32 %retval.0
}

; Function Attrs: noinline nounwind uwtable
define internal void @set(ptr noundef %p, i32 noundef %v) #0 {
entry:
  store i32 %v, ptr %p, align 4
  ret void
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @walk_passed(i32 noundef %n, ptr noundef %up) #0 {
entry:
  %x = alloca i32, align 4
  call void @set(ptr noundef %x, i32 noundef %n)
  %cmp = icmp sgt i32 %n, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %sub = sub nsw i32 %n, 1
  %call = call i32 @walk_passed(i32 noundef %sub, ptr noundef %x)
  %0 = load i32, ptr %x, align 4
  %1 = load i32, ptr %up, align 4
  %add = add nsw i32 %0, %1
  br label %return

if.end:                                           ; preds = %entry
  br label %return

return:                                           ; preds = %if.end, %if.then
  %retval.0 = phi i32 [ %add, %if.then ], [ 0, %if.end ]
  ret i32 %retval.0
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
