; NEEDS-SSA
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.slot = type { ptr }

@x = dso_local global i32 0, align 4
@table = dso_local global [2 x %union.slot] zeroinitializer, align 16

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %r = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load ptr, ptr %argv.addr, align 8
  store ptr @x, ptr @table, align 16
  store ptr @fn, ptr getelementptr inbounds ([2 x %union.slot], ptr @table, i64 0, i64 1), align 8
  %1 = load i32, ptr %argc.addr, align 4
  %sub = sub nsw i32 %1, 1
  %call = call i32 @read_slot(i32 noundef %sub)
  store i32 %call, ptr %r, align 4
  %2 = load i32, ptr %argc.addr, align 4
  call void @call_slot(i32 noundef %2)
  %3 = load i32, ptr %r, align 4
  %4 = load i32, ptr %argc.addr, align 4
  %sub1 = sub nsw i32 %4, 1
  %5 = load i32, ptr %argc.addr, align 4
  %cmp = icmp sgt i32 %5, 2
  %conv = zext i1 %cmp to i32
  %call2 = call i32 @maybe_read(i32 noundef %sub1, i32 noundef %conv)
  %add = add nsw i32 %3, %call2
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
  %i.addr = alloca i32, align 4
  %p = alloca ptr, align 8
  %v = alloca i32, align 4
  store i32 %i, ptr %i.addr, align 4
  %0 = load i32, ptr %i.addr, align 4
  %idxprom = sext i32 %0 to i64
  %arrayidx = getelementptr inbounds [2 x %union.slot], ptr @table, i64 0, i64 %idxprom
  %1 = load ptr, ptr %arrayidx, align 8
  store ptr %1, ptr %p, align 8
  %2 = load ptr, ptr %p, align 8
  %3 = load i32, ptr %2, align 4
  store i32 %3, ptr %v, align 4
  %4 = load ptr, ptr %p, align 8
  call void @NOALIAS(ptr noundef %4, ptr noundef @fn)
  %5 = load ptr, ptr %p, align 8
  call void @MAYALIAS(ptr noundef %5, ptr noundef @x)
  %6 = load i32, ptr %v, align 4
  ret i32 %6
}

; Function Attrs: noinline nounwind uwtable
define internal void @call_slot(i32 noundef %i) #0 {
entry:
  %i.addr = alloca i32, align 4
  %f = alloca ptr, align 8
  store i32 %i, ptr %i.addr, align 4
  %0 = load i32, ptr %i.addr, align 4
  %idxprom = sext i32 %0 to i64
  %arrayidx = getelementptr inbounds [2 x %union.slot], ptr @table, i64 0, i64 %idxprom
  %1 = load ptr, ptr %arrayidx, align 8
  store ptr %1, ptr %f, align 8
  %2 = load ptr, ptr %f, align 8
  call void %2()
  %3 = load ptr, ptr %f, align 8
  call void @NOALIAS(ptr noundef %3, ptr noundef @x)
  %4 = load ptr, ptr %f, align 8
  call void @MAYALIAS(ptr noundef %4, ptr noundef @fn)
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @maybe_read(i32 noundef %i, i32 noundef %c) #0 {
entry:
  %retval = alloca i32, align 4
  %i.addr = alloca i32, align 4
  %c.addr = alloca i32, align 4
  %p = alloca ptr, align 8
  store i32 %i, ptr %i.addr, align 4
  store i32 %c, ptr %c.addr, align 4
  %0 = load i32, ptr %i.addr, align 4
  %idxprom = sext i32 %0 to i64
  %arrayidx = getelementptr inbounds [2 x %union.slot], ptr @table, i64 0, i64 %idxprom
  %1 = load ptr, ptr %arrayidx, align 8
  store ptr %1, ptr %p, align 8
  %2 = load i32, ptr %c.addr, align 4
  %tobool = icmp ne i32 %2, 0
  br i1 %tobool, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %3 = load ptr, ptr %p, align 8
  %4 = load i32, ptr %3, align 4
  store i32 %4, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %5 = load ptr, ptr %p, align 8
  call void @MAYALIAS(ptr noundef %5, ptr noundef @fn)
  %6 = load ptr, ptr %p, align 8
  call void @MAYALIAS(ptr noundef %6, ptr noundef @x)
  store i32 0, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %7 = load i32, ptr %retval, align 4
  ret i32 %7
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
