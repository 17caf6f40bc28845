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
  %retval = alloca i32, align 4
  %r0 = alloca ptr, align 8
  %r1 = alloca ptr, align 8
  %r2 = alloca ptr, align 8
  %r3 = alloca ptr, align 8
  %r4 = alloca ptr, align 8
  %r5 = alloca ptr, align 8
  %r6 = alloca ptr, align 8
  %r7 = alloca ptr, align 8
  %r8 = alloca ptr, align 8
  %r9 = alloca ptr, align 8
  %r10 = alloca ptr, align 8
  %r11 = alloca ptr, align 8
  %r12 = alloca ptr, align 8
  %r13 = alloca ptr, align 8
  %r14 = alloca ptr, align 8
  %r15 = alloca ptr, align 8
  %r16 = alloca ptr, align 8
  %r17 = alloca ptr, align 8
  %r18 = alloca ptr, align 8
  %r19 = alloca ptr, align 8
  %r20 = alloca ptr, align 8
  %r21 = alloca ptr, align 8
  %r22 = alloca ptr, align 8
  %r23 = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  %call = call ptr @pass(ptr noundef @g0)
  store ptr %call, ptr %r0, align 8
  %call1 = call ptr @pass(ptr noundef @g1)
  store ptr %call1, ptr %r1, align 8
  %call2 = call ptr @pass(ptr noundef @g2)
  store ptr %call2, ptr %r2, align 8
  %call3 = call ptr @pass(ptr noundef @g3)
  store ptr %call3, ptr %r3, align 8
  %call4 = call ptr @pass(ptr noundef @g4)
  store ptr %call4, ptr %r4, align 8
  %call5 = call ptr @pass(ptr noundef @g5)
  store ptr %call5, ptr %r5, align 8
  %call6 = call ptr @pass(ptr noundef @g6)
  store ptr %call6, ptr %r6, align 8
  %call7 = call ptr @pass(ptr noundef @g7)
  store ptr %call7, ptr %r7, align 8
  %call8 = call ptr @pass(ptr noundef @g8)
  store ptr %call8, ptr %r8, align 8
  %call9 = call ptr @pass(ptr noundef @g9)
  store ptr %call9, ptr %r9, align 8
  %call10 = call ptr @pass(ptr noundef @g10)
  store ptr %call10, ptr %r10, align 8
  %call11 = call ptr @pass(ptr noundef @g11)
  store ptr %call11, ptr %r11, align 8
  %call12 = call ptr @pass(ptr noundef @g12)
  store ptr %call12, ptr %r12, align 8
  %call13 = call ptr @pass(ptr noundef @g13)
  store ptr %call13, ptr %r13, align 8
  %call14 = call ptr @pass(ptr noundef @g14)
  store ptr %call14, ptr %r14, align 8
  %call15 = call ptr @pass(ptr noundef @g15)
  store ptr %call15, ptr %r15, align 8
  %call16 = call ptr @pass(ptr noundef @g16)
  store ptr %call16, ptr %r16, align 8
  %call17 = call ptr @pass(ptr noundef @g17)
  store ptr %call17, ptr %r17, align 8
  %call18 = call ptr @pass(ptr noundef @g18)
  store ptr %call18, ptr %r18, align 8
  %call19 = call ptr @pass(ptr noundef @g19)
  store ptr %call19, ptr %r19, align 8
  %call20 = call ptr @pass(ptr noundef @g20)
  store ptr %call20, ptr %r20, align 8
  %call21 = call ptr @pass(ptr noundef @g21)
  store ptr %call21, ptr %r21, align 8
  %call22 = call ptr @pass(ptr noundef @g22)
  store ptr %call22, ptr %r22, align 8
  %call23 = call ptr @pass(ptr noundef @g23)
  store ptr %call23, ptr %r23, align 8
  %0 = load ptr, ptr %r0, align 8
  store i32 1, ptr %0, align 4
  %1 = load ptr, ptr %r1, align 8
  store i32 2, ptr %1, align 4
  %2 = load ptr, ptr %r2, align 8
  store i32 3, ptr %2, align 4
  %3 = load ptr, ptr %r3, align 8
  store i32 4, ptr %3, align 4
  %4 = load ptr, ptr %r4, align 8
  store i32 5, ptr %4, align 4
  %5 = load ptr, ptr %r5, align 8
  store i32 6, ptr %5, align 4
  %6 = load ptr, ptr %r6, align 8
  store i32 7, ptr %6, align 4
  %7 = load ptr, ptr %r7, align 8
  store i32 8, ptr %7, align 4
  %8 = load ptr, ptr %r8, align 8
  store i32 9, ptr %8, align 4
  %9 = load ptr, ptr %r9, align 8
  store i32 10, ptr %9, align 4
  %10 = load ptr, ptr %r10, align 8
  store i32 11, ptr %10, align 4
  %11 = load ptr, ptr %r11, align 8
  store i32 12, ptr %11, align 4
  %12 = load ptr, ptr %r12, align 8
  store i32 13, ptr %12, align 4
  %13 = load ptr, ptr %r13, align 8
  store i32 14, ptr %13, align 4
  %14 = load ptr, ptr %r14, align 8
  store i32 15, ptr %14, align 4
  %15 = load ptr, ptr %r15, align 8
  store i32 16, ptr %15, align 4
  %16 = load ptr, ptr %r16, align 8
  store i32 17, ptr %16, align 4
  %17 = load ptr, ptr %r17, align 8
  store i32 18, ptr %17, align 4
  %18 = load ptr, ptr %r18, align 8
  store i32 19, ptr %18, align 4
  %19 = load ptr, ptr %r19, align 8
  store i32 20, ptr %19, align 4
  %20 = load ptr, ptr %r20, align 8
  store i32 21, ptr %20, align 4
  %21 = load ptr, ptr %r21, align 8
  store i32 22, ptr %21, align 4
  %22 = load ptr, ptr %r22, align 8
  store i32 23, ptr %22, align 4
  %23 = load ptr, ptr %r23, align 8
  store i32 24, ptr %23, align 4
  %24 = load ptr, ptr %r0, align 8
  call void @MAYALIAS(ptr noundef %24, ptr noundef @g0)
  %25 = load ptr, ptr %r1, align 8
  call void @MAYALIAS(ptr noundef %25, ptr noundef @g1)
  %26 = load ptr, ptr %r2, align 8
  call void @MAYALIAS(ptr noundef %26, ptr noundef @g2)
  %27 = load ptr, ptr %r3, align 8
  call void @MAYALIAS(ptr noundef %27, ptr noundef @g3)
  %28 = load ptr, ptr %r4, align 8
  call void @MAYALIAS(ptr noundef %28, ptr noundef @g4)
  %29 = load ptr, ptr %r5, align 8
  call void @MAYALIAS(ptr noundef %29, ptr noundef @g5)
  %30 = load ptr, ptr %r6, align 8
  call void @MAYALIAS(ptr noundef %30, ptr noundef @g6)
  %31 = load ptr, ptr %r7, align 8
  call void @MAYALIAS(ptr noundef %31, ptr noundef @g7)
  %32 = load ptr, ptr %r8, align 8
  call void @MAYALIAS(ptr noundef %32, ptr noundef @g8)
  %33 = load ptr, ptr %r9, align 8
  call void @MAYALIAS(ptr noundef %33, ptr noundef @g9)
  %34 = load ptr, ptr %r10, align 8
  call void @MAYALIAS(ptr noundef %34, ptr noundef @g10)
  %35 = load ptr, ptr %r11, align 8
  call void @MAYALIAS(ptr noundef %35, ptr noundef @g11)
  %36 = load ptr, ptr %r12, align 8
  call void @MAYALIAS(ptr noundef %36, ptr noundef @g12)
  %37 = load ptr, ptr %r13, align 8
  call void @MAYALIAS(ptr noundef %37, ptr noundef @g13)
  %38 = load ptr, ptr %r14, align 8
  call void @MAYALIAS(ptr noundef %38, ptr noundef @g14)
  %39 = load ptr, ptr %r15, align 8
  call void @MAYALIAS(ptr noundef %39, ptr noundef @g15)
  %40 = load ptr, ptr %r16, align 8
  call void @MAYALIAS(ptr noundef %40, ptr noundef @g16)
  %41 = load ptr, ptr %r17, align 8
  call void @MAYALIAS(ptr noundef %41, ptr noundef @g17)
  %42 = load ptr, ptr %r18, align 8
  call void @MAYALIAS(ptr noundef %42, ptr noundef @g18)
  %43 = load ptr, ptr %r19, align 8
  call void @MAYALIAS(ptr noundef %43, ptr noundef @g19)
  %44 = load ptr, ptr %r20, align 8
  call void @MAYALIAS(ptr noundef %44, ptr noundef @g20)
  %45 = load ptr, ptr %r21, align 8
  call void @MAYALIAS(ptr noundef %45, ptr noundef @g21)
  %46 = load ptr, ptr %r22, align 8
  call void @MAYALIAS(ptr noundef %46, ptr noundef @g22)
  %47 = load ptr, ptr %r23, align 8
  call void @MAYALIAS(ptr noundef %47, ptr noundef @g23)
  %48 = load ptr, ptr %r0, align 8
  call void @NOALIAS(ptr noundef %48, ptr noundef @unused)
  %49 = load ptr, ptr %r23, align 8
  call void @NOALIAS(ptr noundef %49, ptr noundef @unused)
  %50 = load ptr, ptr %r0, align 8
  %51 = load ptr, ptr %r23, align 8
  call void @NOALIAS(ptr noundef %50, ptr noundef %51)
  %52 = load ptr, ptr %r5, align 8
  %53 = load ptr, ptr %r6, align 8
  call void @NOALIAS(ptr noundef %52, ptr noundef %53)
  %54 = load i32, ptr @g0, align 4
  %55 = load i32, ptr @g23, align 4
  %add = add nsw i32 %54, %55
  %cmp = icmp eq i32 %add, 25
  %56 = zext i1 %cmp to i64
  %cond = select i1 %cmp, i32 0, i32 1
  ret i32 %cond
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @pass(ptr noundef %p) #0 {
entry:
  %p.addr = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  ret ptr %0
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
