; CS-ONLY
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Vec = type { i32, [4 x ptr] }

@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4
@c = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %v1 = alloca %struct.Vec, align 8
  %v2 = alloca %struct.Vec, align 8
  %n = getelementptr inbounds %struct.Vec, ptr %v1, i32 0, i32 0
  store i32 2, ptr %n, align 8
  %n1 = getelementptr inbounds %struct.Vec, ptr %v2, i32 0, i32 0
  store i32 1, ptr %n1, align 8
  call void @put(ptr noundef %v1, i32 noundef 0, ptr noundef @a)
  call void @put(ptr noundef %v1, i32 noundef 1, ptr noundef @b)
  call void @put(ptr noundef %v2, i32 noundef 0, ptr noundef @c)
  %call = call ptr @at(ptr noundef %v1, i32 noundef 1)
  %call2 = call ptr @at(ptr noundef %v2, i32 noundef 0)
  store i32 1, ptr %call, align 4
  store i32 2, ptr %call2, align 4
  call void @NOALIAS(ptr noundef %call, ptr noundef %call2)
  call void @MAYALIAS(ptr noundef %call, ptr noundef @b)
  call void @MAYALIAS(ptr noundef %call2, ptr noundef @c)
  call void @NOALIAS(ptr noundef %call2, ptr noundef @a)
  %0 = load i32, ptr @b, align 4
  %cmp = icmp eq i32 %0, 1
  br i1 %cmp, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %entry
  %1 = load i32, ptr @c, align 4
  %cmp3 = icmp eq i32 %1, 2
  br label %land.end

land.end:                                         ; preds = %land.rhs, %entry
  %2 = phi i1 [ false, %entry ], [ %cmp3, %land.rhs ]
  %3 = zext i1 %2 to i64
  %cond = select i1 %2, i32 0, i32 1
  ret i32 %cond
}

; Function Attrs: noinline nounwind uwtable
define internal void @put(ptr noundef %v, i32 noundef %i, ptr noundef %p) #0 {
entry:
  %slot = getelementptr inbounds %struct.Vec, ptr %v, i32 0, i32 1
  %idxprom = sext i32 %i to i64
  %arrayidx = getelementptr inbounds [4 x ptr], ptr %slot, i64 0, i64 %idxprom
  store ptr %p, ptr %arrayidx, align 8
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @at(ptr noundef %v, i32 noundef %i) #0 {
entry:
  %slot = getelementptr inbounds %struct.Vec, ptr %v, i32 0, i32 1
  %idxprom = sext i32 %i to i64
  %arrayidx = getelementptr inbounds [4 x ptr], ptr %slot, i64 0, i64 %idxprom
  %0 = load ptr, ptr %arrayidx, align 8
  ret ptr %0
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
