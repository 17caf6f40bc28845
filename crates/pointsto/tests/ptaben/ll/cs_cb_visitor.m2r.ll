; CS-ONLY
; CS-DEPTH: 2
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a1 = dso_local global i32 0, align 4
@a2 = dso_local global i32 0, align 4
@b1 = dso_local global i32 0, align 4
@b2 = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %arr1 = alloca [2 x ptr], align 16
  %arr2 = alloca [2 x ptr], align 16
  %last1 = alloca ptr, align 8
  %last2 = alloca ptr, align 8
  %arrayidx = getelementptr inbounds [2 x ptr], ptr %arr1, i64 0, i64 0
  store ptr @a1, ptr %arrayidx, align 16
  %arrayidx1 = getelementptr inbounds [2 x ptr], ptr %arr1, i64 0, i64 1
  store ptr @a2, ptr %arrayidx1, align 8
  %arrayidx2 = getelementptr inbounds [2 x ptr], ptr %arr2, i64 0, i64 0
  store ptr @b1, ptr %arrayidx2, align 16
  %arrayidx3 = getelementptr inbounds [2 x ptr], ptr %arr2, i64 0, i64 1
  store ptr @b2, ptr %arrayidx3, align 8
  %arraydecay = getelementptr inbounds [2 x ptr], ptr %arr1, i64 0, i64 0
  call void @for_each(ptr noundef %arraydecay, i32 noundef 2, ptr noundef @remember, ptr noundef %last1)
  %arraydecay4 = getelementptr inbounds [2 x ptr], ptr %arr2, i64 0, i64 0
  call void @for_each(ptr noundef %arraydecay4, i32 noundef 2, ptr noundef @remember, ptr noundef %last2)
  %0 = load ptr, ptr %last1, align 8
  store i32 1, ptr %0, align 4
  %1 = load ptr, ptr %last2, align 8
  store i32 2, ptr %1, align 4
  %2 = load ptr, ptr %last1, align 8
  %3 = load ptr, ptr %last2, align 8
  call void @NOALIAS(ptr noundef %2, ptr noundef %3)
  %4 = load ptr, ptr %last1, align 8
  call void @MAYALIAS(ptr noundef %4, ptr noundef @a2)
  %5 = load ptr, ptr %last2, align 8
  call void @MAYALIAS(ptr noundef %5, ptr noundef @b2)
  %6 = load ptr, ptr %last1, align 8
  call void @NOALIAS(ptr noundef %6, ptr noundef @b1)
  %7 = load ptr, ptr %last2, align 8
  call void @NOALIAS(ptr noundef %7, ptr noundef @a2)
  %8 = load i32, ptr @a2, align 4
  %cmp = icmp eq i32 %8, 1
  br i1 %cmp, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %entry
  %9 = load i32, ptr @b2, align 4
  %cmp5 = icmp eq i32 %9, 2
  br label %land.end

land.end:                                         ; preds = %land.rhs, %entry
  %10 = phi i1 [ false, %entry ], [ %cmp5, %land.rhs ]
  %11 = zext i1 %10 to i64
  %cond = select i1 %10, i32 0, i32 1
  ret i32 %cond
}

; Function Attrs: noinline nounwind uwtable
define internal void @for_each(ptr noundef %arr, i32 noundef %n, ptr noundef %cb, ptr noundef %acc) #0 {
entry:
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %i.0 = phi i32 [ 0, %entry ], [ %inc, %for.inc ]
  %cmp = icmp slt i32 %i.0, %n
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %idxprom = sext i32 %i.0 to i64
  %arrayidx = getelementptr inbounds ptr, ptr %arr, i64 %idxprom
  %0 = load ptr, ptr %arrayidx, align 8
  call void %cb(ptr noundef %0, ptr noundef %acc)
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %inc = add nsw i32 %i.0, 1
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal void @remember(ptr noundef %e, ptr noundef %acc) #0 {
entry:
  store ptr %e, ptr %acc, align 8
  ret void
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
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
