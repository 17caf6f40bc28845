target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.slot = type { ptr }

@x = dso_local global i32 0, align 4
@table = dso_local global [2 x %union.slot] zeroinitializer, align 16

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  store ptr @x, ptr @table, align 16
  store ptr @fn, ptr getelementptr inbounds ([2 x %union.slot], ptr @table, i64 0, i64 1), align 8
  %sub = sub nsw i32 %argc, 1
  %call = call i32 @read_slot(i32 noundef %sub)
  call void @call_slot(i32 noundef %argc)
  %sub1 = sub nsw i32 %argc, 1
  %cmp = icmp sgt i32 %argc, 2
  %conv = zext i1 %cmp to i32
  %call2 = call i32 @maybe_read(i32 noundef %sub1, i32 noundef %conv)
  %add = add nsw i32 %call, %call2
  ret i32 %add
}

; Function Attrs: noinline nounwind uwtable
define internal void @fn() #0 {
entry:
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @read_slot(i32 noundef %i) #0 {
entry:
  %idxprom = sext i32 %i to i64
  %arrayidx = getelementptr inbounds [2 x %union.slot], ptr @table, i64 0, i64 %idxprom
  %0 = load ptr, ptr %arrayidx, align 8
  %1 = load i32, ptr %0, align 4
  call void @NOALIAS(ptr noundef %0, ptr noundef @fn)
  call void @MAYALIAS(ptr noundef %0, ptr noundef @x)
  ret i32 %1
}

; Function Attrs: noinline nounwind uwtable
define internal void @call_slot(i32 noundef %i) #0 {
entry:
  %idxprom = sext i32 %i to i64
  %arrayidx = getelementptr inbounds [2 x %union.slot], ptr @table, i64 0, i64 %idxprom
  %0 = load ptr, ptr %arrayidx, align 8
  call void %0()
  call void @NOALIAS(ptr noundef %0, ptr noundef @x)
  call void @MAYALIAS(ptr noundef %0, ptr noundef @fn)
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @maybe_read(i32 noundef %i, i32 noundef %c) #0 {
entry:
  %idxprom = sext i32 %i to i64
  %arrayidx = getelementptr inbounds [2 x %union.slot], ptr @table, i64 0, i64 %idxprom
  %0 = load ptr, ptr %arrayidx, align 8
  %tobool = icmp ne i32 %c, 0
  br i1 %tobool, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %1 = load i32, ptr %0, align 4
  br label %return

if.end:                                           ; preds = %entry
  call void @MAYALIAS(ptr noundef %0, ptr noundef @fn)
  call void @MAYALIAS(ptr noundef %0, ptr noundef @x)
  br label %return

return:                                           ; preds = %if.end, %if.then
  %retval.0 = phi i32 [ %1, %if.then ], [ 0, %if.end ]
  ret i32 %retval.0
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
