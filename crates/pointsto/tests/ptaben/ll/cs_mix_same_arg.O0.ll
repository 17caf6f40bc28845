; CS-ONLY
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  %r1 = alloca ptr, align 8
  %r2 = alloca ptr, align 8
  %r3 = alloca ptr, align 8
  %h = alloca ptr, align 8
  %s1 = alloca ptr, align 8
  %s2 = alloca ptr, align 8
  %r = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  %call = call ptr @id(ptr noundef @a)
  store ptr %call, ptr %r1, align 8
  %call1 = call ptr @id(ptr noundef @a)
  store ptr %call1, ptr %r2, align 8
  %call2 = call ptr @id(ptr noundef @b)
  store ptr %call2, ptr %r3, align 8
  %call3 = call noalias ptr @malloc(i64 noundef 4) #4
  store ptr %call3, ptr %h, align 8
  %0 = load ptr, ptr %h, align 8
  %tobool = icmp ne ptr %0, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %1 = load ptr, ptr %h, align 8
  %call4 = call ptr @id(ptr noundef %1)
  store ptr %call4, ptr %s1, align 8
  %2 = load ptr, ptr %h, align 8
  %call5 = call ptr @id(ptr noundef %2)
  store ptr %call5, ptr %s2, align 8
  %3 = load ptr, ptr %r1, align 8
  store i32 1, ptr %3, align 4
  %4 = load ptr, ptr %r2, align 8
  %5 = load i32, ptr %4, align 4
  %add = add nsw i32 %5, 1
  store i32 %add, ptr %4, align 4
  %6 = load ptr, ptr %r3, align 8
  store i32 5, ptr %6, align 4
  %7 = load ptr, ptr %s1, align 8
  store i32 7, ptr %7, align 4
  %8 = load ptr, ptr %s2, align 8
  %9 = load i32, ptr %8, align 4
  %add6 = add nsw i32 %9, 1
  store i32 %add6, ptr %8, align 4
  %10 = load ptr, ptr %r1, align 8
  %11 = load ptr, ptr %r2, align 8
  call void @MAYALIAS(ptr noundef %10, ptr noundef %11)
  %12 = load ptr, ptr %r1, align 8
  %13 = load ptr, ptr %r2, align 8
  call void @MUSTALIAS(ptr noundef %12, ptr noundef %13)
  %14 = load ptr, ptr %r2, align 8
  call void @MUSTALIAS(ptr noundef %14, ptr noundef @a)
  %15 = load ptr, ptr %r1, align 8
  %16 = load ptr, ptr %r3, align 8
  call void @NOALIAS(ptr noundef %15, ptr noundef %16)
  %17 = load ptr, ptr %r2, align 8
  %18 = load ptr, ptr %r3, align 8
  call void @NOALIAS(ptr noundef %17, ptr noundef %18)
  %19 = load ptr, ptr %s1, align 8
  %20 = load ptr, ptr %s2, align 8
  call void @MAYALIAS(ptr noundef %19, ptr noundef %20)
  %21 = load ptr, ptr %s1, align 8
  %22 = load ptr, ptr %r1, align 8
  call void @NOALIAS(ptr noundef %21, ptr noundef %22)
  %23 = load ptr, ptr %s2, align 8
  %24 = load ptr, ptr %r3, align 8
  call void @NOALIAS(ptr noundef %23, ptr noundef %24)
  %25 = load i32, ptr @a, align 4
  %cmp = icmp eq i32 %25, 2
  br i1 %cmp, label %land.lhs.true, label %land.end

land.lhs.true:                                    ; preds = %if.end
  %26 = load i32, ptr @b, align 4
  %cmp7 = icmp eq i32 %26, 5
  br i1 %cmp7, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %land.lhs.true
  %27 = load ptr, ptr %h, align 8
  %28 = load i32, ptr %27, align 4
  %cmp8 = icmp eq i32 %28, 8
  br label %land.end

land.end:                                         ; preds = %land.rhs, %land.lhs.true, %if.end
  %29 = phi i1 [ false, %land.lhs.true ], [ false, %if.end ], [ %cmp8, %land.rhs ]
  %30 = zext i1 %29 to i64
  %cond = select i1 %29, i32 0, i32 1
  store i32 %cond, ptr %r, align 4
  %31 = load ptr, ptr %h, align 8
  call void @free(ptr noundef %31) #5
  %32 = load i32, ptr %r, align 4
  store i32 %32, ptr %retval, align 4
  br label %return

return:                                           ; preds = %land.end, %if.then
  %33 = load i32, ptr %retval, align 4
  ret i32 %33
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @id(ptr noundef %p) #0 {
entry:
  %p.addr = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  ret ptr %0
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

declare void @MAYALIAS(ptr noundef, ptr noundef) #2

declare void @MUSTALIAS(ptr noundef, ptr noundef) #2

declare void @NOALIAS(ptr noundef, ptr noundef) #2

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
