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
  %call = call ptr @f5(ptr noundef @a)
  %call1 = call ptr @f5(ptr noundef @b)
  %tobool = icmp ne ptr %call, null
  br i1 %tobool, label %lor.lhs.false, label %if.then

lor.lhs.false:                                    ; preds = %entry
  %tobool2 = icmp ne ptr %call1, null
  br i1 %tobool2, label %if.end, label %if.then

if.then:                                          ; preds = %lor.lhs.false, %entry
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  store i32 1, ptr %call, align 4
  store i32 2, ptr %call1, align 4
  call void @MAYALIAS(ptr noundef %call, ptr noundef @a)
  call void @MAYALIAS(ptr noundef %call1, ptr noundef @b)
  call void @NOALIAS(ptr noundef %call, ptr noundef @c)
  call void @NOALIAS(ptr noundef %call, ptr noundef %call1)
  %0 = load i32, ptr @calls, align 4
  %cmp = icmp eq i32 %0, 64
  br i1 %cmp, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %if.end
  %1 = load i32, ptr @a, align 4
  %2 = load i32, ptr @b, align 4
  %add = add nsw i32 %1, %2
  %cmp3 = icmp eq i32 %add, 3
  br label %land.end

land.end:                                         ; preds = %land.rhs, %if.end
  %3 = phi i1 [ false, %if.end ], [ %cmp3, %land.rhs ]
  %4 = zext i1 %3 to i64
  %cond = select i1 %3, i32 0, i32 1
  br label %return

return:                                           ; preds = %land.end, %if.then
  %retval.0 = phi i32 [ %cond, %land.end ], [ 1, %if.then ]
  ret i32 %retval.0
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @f5(ptr noundef %p) #0 {
entry:
  %call = call ptr @f4(ptr noundef %p)
  %call1 = call ptr @f4(ptr noundef %p)
  %cmp = icmp eq ptr %call, %call1
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %call, %cond.true ], [ null, %cond.false ]
  ret ptr %cond
}

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

declare void @NOALIAS(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind uwtable
define internal ptr @f4(ptr noundef %p) #0 {
entry:
  %call = call ptr @f3(ptr noundef %p)
  %call1 = call ptr @f3(ptr noundef %p)
  %cmp = icmp eq ptr %call, %call1
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %call, %cond.true ], [ null, %cond.false ]
  ret ptr %cond
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @f3(ptr noundef %p) #0 {
entry:
  %call = call ptr @f2(ptr noundef %p)
  %call1 = call ptr @f2(ptr noundef %p)
  %cmp = icmp eq ptr %call, %call1
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %call, %cond.true ], [ null, %cond.false ]
  ret ptr %cond
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @f2(ptr noundef %p) #0 {
entry:
  %call = call ptr @f1(ptr noundef %p)
  %call1 = call ptr @f1(ptr noundef %p)
  %cmp = icmp eq ptr %call, %call1
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %call, %cond.true ], [ null, %cond.false ]
  ret ptr %cond
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @f1(ptr noundef %p) #0 {
entry:
  %call = call ptr @leaf(ptr noundef %p)
  %call1 = call ptr @leaf(ptr noundef %p)
  %cmp = icmp eq ptr %call, %call1
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %call, %cond.true ], [ null, %cond.false ]
  ret ptr %cond
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @leaf(ptr noundef %p) #0 {
entry:
  %0 = load i32, ptr @calls, align 4
  %inc = add nsw i32 %0, 1
  store i32 %inc, ptr @calls, align 4
  ret ptr %p
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
