; FS-ONLY
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4
@g = dso_local global ptr @x, align 8
@h = dso_local global ptr null, align 8
@y = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @read_h() #0 {
entry:
  %0 = load ptr, ptr @h, align 8
  ret ptr %0
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %0 = load ptr, ptr @g, align 8
  call void @MAYALIAS(ptr noundef %0, ptr noundef @x)
  call void @NOALIAS(ptr noundef %0, ptr noundef @y)
  %call = call ptr @read_h()
  call void @NOALIAS(ptr noundef %call, ptr noundef @y)
  store ptr @y, ptr @g, align 8
  store ptr @y, ptr @h, align 8
  %1 = load ptr, ptr @g, align 8
  call void @MAYALIAS(ptr noundef %1, ptr noundef @y)
  %2 = load i32, ptr %0, align 4
  %cmp = icmp ne ptr %call, null
  %conv = zext i1 %cmp to i32
  %add = add nsw i32 %2, %conv
  ret i32 %add
}

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

declare void @NOALIAS(ptr noundef, ptr noundef) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
