; ModuleID = '<stdin>'
source_filename = "calls.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local global i32 0, align 4
@gp = dso_local global ptr @a, align 8
@b = dso_local global i32 0, align 4
@fp = dso_local global ptr @get_a, align 8

; Function Attrs: noinline nounwind uwtable
define dso_local void @set_a() #0 {
entry:
  store i32 1, ptr @a, align 4
  ret void
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @set_a_deep() #0 {
entry:
  call void @set_a()
  ret void
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @get_a() #0 {
entry:
  %0 = load i32, ptr @a, align 4
  ret i32 %0
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @set_via(ptr noundef %p) #0 {
entry:
  store i32 7, ptr %p, align 4
  ret void
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @rec(i32 noundef %n) #0 {
entry:
  %tobool = icmp ne i32 %n, 0
  br i1 %tobool, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 %n, ptr @a, align 4
  %sub = sub nsw i32 %n, 1
  call void @rec(i32 noundef %sub)
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @call_writes_a() #0 {
entry:
  store i32 5, ptr @b, align 4
  call void @set_a()
  %0 = load i32, ptr @b, align 4
  ret i32 %0
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @call_writes_a_deep() #0 {
entry:
  store i32 5, ptr @b, align 4
  call void @set_a_deep()
  %0 = load i32, ptr @b, align 4
  ret i32 %0
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @call_reads_a() #0 {
entry:
  store i32 5, ptr @a, align 4
  %call = call i32 @get_a()
  %0 = load i32, ptr @a, align 4
  ret i32 %0
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @call_writes_arg() #0 {
entry:
  %x = alloca i32, align 4
  store i32 1, ptr %x, align 4
  store i32 2, ptr @b, align 4
  call void @set_via(ptr noundef %x)
  %0 = load i32, ptr @b, align 4
  %1 = load i32, ptr %x, align 4
  %add = add nsw i32 %0, %1
  ret i32 %add
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @recursive() #0 {
entry:
  store i32 5, ptr @b, align 4
  call void @rec(i32 noundef 3)
  %0 = load i32, ptr @b, align 4
  ret i32 %0
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @call_unknown() #0 {
entry:
  store i32 5, ptr @b, align 4
  call void @ext2()
  %0 = load i32, ptr @b, align 4
  ret i32 %0
}

declare void @ext2() #1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @escaped() #0 {
entry:
  %p = alloca ptr, align 8
  call void @ext(ptr noundef %p)
  %0 = load ptr, ptr @gp, align 8
  store i32 1, ptr %0, align 4
  %1 = load ptr, ptr %p, align 8
  store i32 2, ptr %1, align 4
  %2 = load i32, ptr %0, align 4
  ret i32 %2
}

declare void @ext(ptr noundef) #1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @indirect() #0 {
entry:
  store i32 3, ptr @b, align 4
  %0 = load ptr, ptr @fp, align 8
  %call = call i32 %0()
  %1 = load i32, ptr @b, align 4
  ret i32 %1
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %call = call i32 @call_writes_a()
  %call1 = call i32 @call_writes_a_deep()
  %add = add nsw i32 %call, %call1
  %call2 = call i32 @call_reads_a()
  %add3 = add nsw i32 %add, %call2
  %call4 = call i32 @call_writes_arg()
  %add5 = add nsw i32 %add3, %call4
  %call6 = call i32 @recursive()
  %add7 = add nsw i32 %add5, %call6
  %call8 = call i32 @call_unknown()
  %add9 = add nsw i32 %add7, %call8
  %call10 = call i32 @escaped()
  %add11 = add nsw i32 %add9, %call10
  %call12 = call i32 @indirect()
  %add13 = add nsw i32 %add11, %call12
  ret i32 %add13
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
