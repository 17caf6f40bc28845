; ModuleID = '<stdin>'
source_filename = "library.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@priv1 = internal global ptr @g1, align 8
@priv2 = internal global ptr @g2, align 8
@g1 = dso_local global i32 0, align 4
@g2 = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @params(ptr noundef %x, ptr noundef %y) #0 {
entry:
  store i32 1, ptr %x, align 4
  store i32 2, ptr %y, align 4
  %0 = load i32, ptr %x, align 4
  ret i32 %0
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @privates() #0 {
entry:
  %0 = load ptr, ptr @priv1, align 8
  %1 = load ptr, ptr @priv2, align 8
  store i32 1, ptr %0, align 4
  store i32 2, ptr %1, align 4
  %2 = load i32, ptr %0, align 4
  ret i32 %2
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
