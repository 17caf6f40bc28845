; ModuleID = 'su0.ll'
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
  %2 = add nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @dec(i32 noundef %0) #0 {
  %2 = sub nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 {
  store ptr @g1, ptr @gp, align 8
  store ptr @g2, ptr @gp, align 8
  %3 = load ptr, ptr @gp, align 8
  store i32 3, ptr %3, align 4
  store ptr @dec, ptr @fp, align 8
  store ptr @inc, ptr @fp, align 8
  %4 = load ptr, ptr @fp, align 8
  %5 = call i32 %4(i32 noundef %0)
  store ptr @g1, ptr @s, align 8
  store ptr @g3, ptr getelementptr inbounds (%struct.S, ptr @s, i32 0, i32 1), align 8
  %6 = icmp sgt i32 %0, 2
  br i1 %6, label %7, label %8

7:                                                ; preds = %2
  store ptr @g3, ptr @gp, align 8
  br label %8

8:                                                ; preds = %7, %2
  %9 = load ptr, ptr @gp, align 8
  %10 = load ptr, ptr getelementptr inbounds (%struct.S, ptr @s, i32 0, i32 1), align 8
  %11 = load i32, ptr %9, align 4
  %12 = load i32, ptr %10, align 4
  %13 = add nsw i32 %11, %12
  %14 = add nsw i32 %13, %5
  ret i32 %14
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
