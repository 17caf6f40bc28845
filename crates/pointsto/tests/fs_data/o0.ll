; ModuleID = 'su.c'
source_filename = "su.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S = type { ptr, ptr }

@g1 = dso_local global i32 0, align 4
@gp = dso_local global ptr null, align 8
@g2 = dso_local global i32 0, align 4
@fp = dso_local global ptr null, align 8
@s = dso_local global %struct.S zeroinitializer, align 8
@g3 = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @inc(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = add nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @dec(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sub nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  store ptr @g1, ptr @gp, align 8
  store ptr @g2, ptr @gp, align 8
  %10 = load ptr, ptr @gp, align 8
  store ptr %10, ptr %6, align 8
  %11 = load ptr, ptr %6, align 8
  store i32 3, ptr %11, align 4
  store ptr @dec, ptr @fp, align 8
  store ptr @inc, ptr @fp, align 8
  %12 = load ptr, ptr @fp, align 8
  %13 = load i32, ptr %4, align 4
  %14 = call i32 %12(i32 noundef %13)
  store i32 %14, ptr %7, align 4
  store ptr @g1, ptr @s, align 8
  store ptr @g3, ptr getelementptr inbounds (%struct.S, ptr @s, i32 0, i32 1), align 8
  %15 = load i32, ptr %4, align 4
  %16 = icmp sgt i32 %15, 2
  br i1 %16, label %17, label %18

17:                                               ; preds = %2
  store ptr @g3, ptr @gp, align 8
  br label %18

18:                                               ; preds = %17, %2
  %19 = load ptr, ptr @gp, align 8
  store ptr %19, ptr %8, align 8
  %20 = load ptr, ptr getelementptr inbounds (%struct.S, ptr @s, i32 0, i32 1), align 8
  store ptr %20, ptr %9, align 8
  %21 = load ptr, ptr %8, align 8
  %22 = load i32, ptr %21, align 4
  %23 = load ptr, ptr %9, align 8
  %24 = load i32, ptr %23, align 4
  %25 = add nsw i32 %22, %24
  %26 = load i32, ptr %7, align 4
  %27 = add nsw i32 %25, %26
  ret i32 %27
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
