target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@handlers = internal global [2 x ptr] [ptr @h0, ptr @h1], align 16
@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4
@c = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %r = alloca ptr, align 8
  %and = and i32 %argc, 1
  %idxprom = sext i32 %and to i64
  %arrayidx = getelementptr inbounds [2 x ptr], ptr @handlers, i64 0, i64 %idxprom
  %0 = load ptr, ptr %arrayidx, align 8
  call void %0(ptr noundef %r)
  %1 = load ptr, ptr %r, align 8
  call void @MAYALIAS(ptr noundef %1, ptr noundef @a)
  %2 = load ptr, ptr %r, align 8
  call void @MAYALIAS(ptr noundef %2, ptr noundef @b)
  %3 = load ptr, ptr %r, align 8
  call void @NOALIAS(ptr noundef %3, ptr noundef @c)
  ret i32 0
}

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

declare void @NOALIAS(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind uwtable
define internal void @h0(ptr noundef %o) #0 {
entry:
  store ptr @a, ptr %o, align 8
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal void @h1(ptr noundef %o) #0 {
entry:
  store ptr @b, ptr %o, align 8
  ret void
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
