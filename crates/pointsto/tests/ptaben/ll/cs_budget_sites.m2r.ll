; CS-ONLY
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@g0 = dso_local global i32 0, align 4
@g1 = dso_local global i32 0, align 4
@g2 = dso_local global i32 0, align 4
@g3 = dso_local global i32 0, align 4
@g4 = dso_local global i32 0, align 4
@g5 = dso_local global i32 0, align 4
@g6 = dso_local global i32 0, align 4
@g7 = dso_local global i32 0, align 4
@g8 = dso_local global i32 0, align 4
@g9 = dso_local global i32 0, align 4
@g10 = dso_local global i32 0, align 4
@g11 = dso_local global i32 0, align 4
@g12 = dso_local global i32 0, align 4
@g13 = dso_local global i32 0, align 4
@g14 = dso_local global i32 0, align 4
@g15 = dso_local global i32 0, align 4
@g16 = dso_local global i32 0, align 4
@g17 = dso_local global i32 0, align 4
@g18 = dso_local global i32 0, align 4
@g19 = dso_local global i32 0, align 4
@g20 = dso_local global i32 0, align 4
@g21 = dso_local global i32 0, align 4
@g22 = dso_local global i32 0, align 4
@g23 = dso_local global i32 0, align 4
@unused = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %call = call ptr @pass(ptr noundef @g0)
  %call1 = call ptr @pass(ptr noundef @g1)
  %call2 = call ptr @pass(ptr noundef @g2)
  %call3 = call ptr @pass(ptr noundef @g3)
  %call4 = call ptr @pass(ptr noundef @g4)
  %call5 = call ptr @pass(ptr noundef @g5)
  %call6 = call ptr @pass(ptr noundef @g6)
  %call7 = call ptr @pass(ptr noundef @g7)
  %call8 = call ptr @pass(ptr noundef @g8)
  %call9 = call ptr @pass(ptr noundef @g9)
  %call10 = call ptr @pass(ptr noundef @g10)
  %call11 = call ptr @pass(ptr noundef @g11)
  %call12 = call ptr @pass(ptr noundef @g12)
  %call13 = call ptr @pass(ptr noundef @g13)
  %call14 = call ptr @pass(ptr noundef @g14)
  %call15 = call ptr @pass(ptr noundef @g15)
  %call16 = call ptr @pass(ptr noundef @g16)
  %call17 = call ptr @pass(ptr noundef @g17)
  %call18 = call ptr @pass(ptr noundef @g18)
  %call19 = call ptr @pass(ptr noundef @g19)
  %call20 = call ptr @pass(ptr noundef @g20)
  %call21 = call ptr @pass(ptr noundef @g21)
  %call22 = call ptr @pass(ptr noundef @g22)
  %call23 = call ptr @pass(ptr noundef @g23)
  store i32 1, ptr %call, align 4
  store i32 2, ptr %call1, align 4
  store i32 3, ptr %call2, align 4
  store i32 4, ptr %call3, align 4
  store i32 5, ptr %call4, align 4
  store i32 6, ptr %call5, align 4
  store i32 7, ptr %call6, align 4
  store i32 8, ptr %call7, align 4
  store i32 9, ptr %call8, align 4
  store i32 10, ptr %call9, align 4
  store i32 11, ptr %call10, align 4
  store i32 12, ptr %call11, align 4
  store i32 13, ptr %call12, align 4
  store i32 14, ptr %call13, align 4
  store i32 15, ptr %call14, align 4
  store i32 16, ptr %call15, align 4
  store i32 17, ptr %call16, align 4
  store i32 18, ptr %call17, align 4
  store i32 19, ptr %call18, align 4
  store i32 20, ptr %call19, align 4
  store i32 21, ptr %call20, align 4
  store i32 22, ptr %call21, align 4
  store i32 23, ptr %call22, align 4
  store i32 24, ptr %call23, align 4
  call void @MAYALIAS(ptr noundef %call, ptr noundef @g0)
  call void @MAYALIAS(ptr noundef %call1, ptr noundef @g1)
  call void @MAYALIAS(ptr noundef %call2, ptr noundef @g2)
  call void @MAYALIAS(ptr noundef %call3, ptr noundef @g3)
  call void @MAYALIAS(ptr noundef %call4, ptr noundef @g4)
  call void @MAYALIAS(ptr noundef %call5, ptr noundef @g5)
  call void @MAYALIAS(ptr noundef %call6, ptr noundef @g6)
  call void @MAYALIAS(ptr noundef %call7, ptr noundef @g7)
  call void @MAYALIAS(ptr noundef %call8, ptr noundef @g8)
  call void @MAYALIAS(ptr noundef %call9, ptr noundef @g9)
  call void @MAYALIAS(ptr noundef %call10, ptr noundef @g10)
  call void @MAYALIAS(ptr noundef %call11, ptr noundef @g11)
  call void @MAYALIAS(ptr noundef %call12, ptr noundef @g12)
  call void @MAYALIAS(ptr noundef %call13, ptr noundef @g13)
  call void @MAYALIAS(ptr noundef %call14, ptr noundef @g14)
  call void @MAYALIAS(ptr noundef %call15, ptr noundef @g15)
  call void @MAYALIAS(ptr noundef %call16, ptr noundef @g16)
  call void @MAYALIAS(ptr noundef %call17, ptr noundef @g17)
  call void @MAYALIAS(ptr noundef %call18, ptr noundef @g18)
  call void @MAYALIAS(ptr noundef %call19, ptr noundef @g19)
  call void @MAYALIAS(ptr noundef %call20, ptr noundef @g20)
  call void @MAYALIAS(ptr noundef %call21, ptr noundef @g21)
  call void @MAYALIAS(ptr noundef %call22, ptr noundef @g22)
  call void @MAYALIAS(ptr noundef %call23, ptr noundef @g23)
  call void @NOALIAS(ptr noundef %call, ptr noundef @unused)
  call void @NOALIAS(ptr noundef %call23, ptr noundef @unused)
  call void @NOALIAS(ptr noundef %call, ptr noundef %call23)
  call void @NOALIAS(ptr noundef %call5, ptr noundef %call6)
  %0 = load i32, ptr @g0, align 4
  %1 = load i32, ptr @g23, align 4
  %add = add nsw i32 %0, %1
  %cmp = icmp eq i32 %add, 25
  %2 = zext i1 %cmp to i64
  %cond = select i1 %cmp, i32 0, i32 1
  ret i32 %cond
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @pass(ptr noundef %p) #0 {
entry:
  ret ptr %p
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
