; CS-ONLY
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4
@c = dso_local global i32 0, align 4
@d = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %cmp = icmp sgt i32 %argc, 1
  %conv = zext i1 %cmp to i32
  %call = call ptr @choose(i32 noundef %conv, ptr noundef @a, ptr noundef @b)
  %cmp1 = icmp sgt i32 %argc, 2
  %conv2 = zext i1 %cmp1 to i32
  %call3 = call ptr @choose(i32 noundef %conv2, ptr noundef @c, ptr noundef @d)
  store i32 1, ptr %call, align 4
  store i32 2, ptr %call3, align 4
  call void @NOALIAS(ptr noundef %call, ptr noundef %call3)
  call void @MAYALIAS(ptr noundef %call, ptr noundef @a)
  call void @MAYALIAS(ptr noundef %call, ptr noundef @b)
  call void @MAYALIAS(ptr noundef %call3, ptr noundef @d)
  call void @NOALIAS(ptr noundef %call, ptr noundef @c)
  call void @NOALIAS(ptr noundef %call3, ptr noundef @b)
  %0 = load i32, ptr @a, align 4
  %1 = load i32, ptr @b, align 4
  %add = add nsw i32 %0, %1
  %2 = load i32, ptr @c, align 4
  %add4 = add nsw i32 %add, %2
  %3 = load i32, ptr @d, align 4
  %add5 = add nsw i32 %add4, %3
  %cmp6 = icmp eq i32 %add5, 3
  %4 = zext i1 %cmp6 to i64
  %cond = select i1 %cmp6, i32 0, i32 1
  ret i32 %cond
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @choose(i32 noundef %flag, ptr noundef %p, ptr noundef %q) #0 {
entry:
  %tobool = icmp ne i32 %flag, 0
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %p, %cond.true ], [ %q, %cond.false ]
  ret ptr %cond
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
