; CS-ONLY
; CS-DEPTH: 5
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4
@c = dso_local global i32 0, align 4
@calls = internal global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  %r1 = alloca ptr, align 8
  %r2 = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  %call = call ptr @f5(ptr noundef @a)
  store ptr %call, ptr %r1, align 8
  %call1 = call ptr @f5(ptr noundef @b)
  store ptr %call1, ptr %r2, align 8
  %0 = load ptr, ptr %r1, align 8
  %tobool = icmp ne ptr %0, null
  br i1 %tobool, label %lor.lhs.false, label %if.then

lor.lhs.false:                                    ; preds = %entry
  %1 = load ptr, ptr %r2, align 8
  %tobool2 = icmp ne ptr %1, null
  br i1 %tobool2, label %if.end, label %if.then

if.then:                                          ; preds = %lor.lhs.false, %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  %2 = load ptr, ptr %r1, align 8
  store i32 1, ptr %2, align 4
  %3 = load ptr, ptr %r2, align 8
  store i32 2, ptr %3, align 4
  %4 = load ptr, ptr %r1, align 8
  call void @MAYALIAS(ptr noundef %4, ptr noundef @a)
  %5 = load ptr, ptr %r2, align 8
  call void @MAYALIAS(ptr noundef %5, ptr noundef @b)
  %6 = load ptr, ptr %r1, align 8
  call void @NOALIAS(ptr noundef %6, ptr noundef @c)
  %7 = load ptr, ptr %r1, align 8
  %8 = load ptr, ptr %r2, align 8
  call void @NOALIAS(ptr noundef %7, ptr noundef %8)
  %9 = load i32, ptr @calls, align 4
  %cmp = icmp eq i32 %9, 64
  br i1 %cmp, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %if.end
  %10 = load i32, ptr @a, align 4
  %11 = load i32, ptr @b, align 4
  %add = add nsw i32 %10, %11
  %cmp3 = icmp eq i32 %add, 3
  br label %land.end

land.end:                                         ; preds = %land.rhs, %if.end
  %12 = phi i1 [ false, %if.end ], [ %cmp3, %land.rhs ]
  %13 = zext i1 %12 to i64
  %cond = select i1 %12, i32 0, i32 1
  store i32 %cond, ptr %retval, align 4
  br label %return

return:                                           ; preds = %land.end, %if.then
  %14 = load i32, ptr %retval, align 4
  ret i32 %14
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @f5(ptr noundef %p) #0 {
entry:
  %p.addr = alloca ptr, align 8
  %x = alloca ptr, align 8
  %y = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  %call = call ptr @f4(ptr noundef %0)
  store ptr %call, ptr %x, align 8
  %1 = load ptr, ptr %p.addr, align 8
  %call1 = call ptr @f4(ptr noundef %1)
  store ptr %call1, ptr %y, align 8
  %2 = load ptr, ptr %x, align 8
  %3 = load ptr, ptr %y, align 8
  %cmp = icmp eq ptr %2, %3
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %4 = load ptr, ptr %x, align 8
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %4, %cond.true ], [ null, %cond.false ]
  ret ptr %cond
}

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

declare void @NOALIAS(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind uwtable
define internal ptr @f4(ptr noundef %p) #0 {
entry:
  %p.addr = alloca ptr, align 8
  %x = alloca ptr, align 8
  %y = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  %call = call ptr @f3(ptr noundef %0)
  store ptr %call, ptr %x, align 8
  %1 = load ptr, ptr %p.addr, align 8
  %call1 = call ptr @f3(ptr noundef %1)
  store ptr %call1, ptr %y, align 8
  %2 = load ptr, ptr %x, align 8
  %3 = load ptr, ptr %y, align 8
  %cmp = icmp eq ptr %2, %3
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %4 = load ptr, ptr %x, align 8
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %4, %cond.true ], [ null, %cond.false ]
  ret ptr %cond
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @f3(ptr noundef %p) #0 {
entry:
  %p.addr = alloca ptr, align 8
  %x = alloca ptr, align 8
  %y = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  %call = call ptr @f2(ptr noundef %0)
  store ptr %call, ptr %x, align 8
  %1 = load ptr, ptr %p.addr, align 8
  %call1 = call ptr @f2(ptr noundef %1)
  store ptr %call1, ptr %y, align 8
  %2 = load ptr, ptr %x, align 8
  %3 = load ptr, ptr %y, align 8
  %cmp = icmp eq ptr %2, %3
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %4 = load ptr, ptr %x, align 8
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %4, %cond.true ], [ null, %cond.false ]
  ret ptr %cond
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @f2(ptr noundef %p) #0 {
entry:
  %p.addr = alloca ptr, align 8
  %x = alloca ptr, align 8
  %y = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  %call = call ptr @f1(ptr noundef %0)
  store ptr %call, ptr %x, align 8
  %1 = load ptr, ptr %p.addr, align 8
  %call1 = call ptr @f1(ptr noundef %1)
  store ptr %call1, ptr %y, align 8
  %2 = load ptr, ptr %x, align 8
  %3 = load ptr, ptr %y, align 8
  %cmp = icmp eq ptr %2, %3
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %4 = load ptr, ptr %x, align 8
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %4, %cond.true ], [ null, %cond.false ]
  ret ptr %cond
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @f1(ptr noundef %p) #0 {
entry:
  %p.addr = alloca ptr, align 8
  %x = alloca ptr, align 8
  %y = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  %call = call ptr @leaf(ptr noundef %0)
  store ptr %call, ptr %x, align 8
  %1 = load ptr, ptr %p.addr, align 8
  %call1 = call ptr @leaf(ptr noundef %1)
  store ptr %call1, ptr %y, align 8
  %2 = load ptr, ptr %x, align 8
  %3 = load ptr, ptr %y, align 8
  %cmp = icmp eq ptr %2, %3
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %4 = load ptr, ptr %x, align 8
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %4, %cond.true ], [ null, %cond.false ]
  ret ptr %cond
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @leaf(ptr noundef %p) #0 {
entry:
  %p.addr = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load i32, ptr @calls, align 4
  %inc = add nsw i32 %0, 1
  store i32 %inc, ptr @calls, align 4
  %1 = load ptr, ptr %p.addr, align 8
  ret ptr %1
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
