target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4
@g = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @grow(ptr noundef %p, i64 noundef %n) #0 {
entry:
  %p.addr = alloca ptr, align 8
  %n.addr = alloca i64, align 8
  store ptr %p, ptr %p.addr, align 8
  store i64 %n, ptr %n.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  %1 = load i64, ptr %n.addr, align 8
  %call = call ptr @realloc(ptr noundef %0, i64 noundef %1) #4
  ret ptr %call
}

; Function Attrs: nounwind allocsize(1)
declare ptr @realloc(ptr noundef, i64 noundef) #1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %v = alloca ptr, align 8
  %w = alloca ptr, align 8
  %slots = alloca [2 x ptr], align 16
  %q = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load ptr, ptr %argv.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef 16) #5
  store ptr %call, ptr %v, align 8
  %1 = load ptr, ptr %v, align 8
  %arrayidx = getelementptr inbounds ptr, ptr %1, i64 0
  store ptr @x, ptr %arrayidx, align 8
  %2 = load ptr, ptr %v, align 8
  %call1 = call ptr @realloc(ptr noundef %2, i64 noundef 32) #4
  store ptr %call1, ptr %w, align 8
  %3 = load ptr, ptr %w, align 8
  %4 = load ptr, ptr %v, align 8
  call void @NOALIAS(ptr noundef %3, ptr noundef %4)
  %5 = load ptr, ptr %w, align 8
  %arrayidx2 = getelementptr inbounds ptr, ptr %5, i64 0
  %6 = load ptr, ptr %arrayidx2, align 8
  call void @MAYALIAS(ptr noundef %6, ptr noundef @x)
  %call3 = call noalias ptr @malloc(i64 noundef 16) #5
  %arrayidx4 = getelementptr inbounds [2 x ptr], ptr %slots, i64 0, i64 0
  store ptr %call3, ptr %arrayidx4, align 16
  %arrayidx5 = getelementptr inbounds [2 x ptr], ptr %slots, i64 0, i64 1
  store ptr @g, ptr %arrayidx5, align 8
  %arrayidx6 = getelementptr inbounds [2 x ptr], ptr %slots, i64 0, i64 0
  %7 = load ptr, ptr %arrayidx6, align 16
  store ptr @x, ptr %7, align 8
  %8 = load i32, ptr %argc.addr, align 4
  %and = and i32 %8, 0
  %idxprom = sext i32 %and to i64
  %arrayidx7 = getelementptr inbounds [2 x ptr], ptr %slots, i64 0, i64 %idxprom
  %9 = load ptr, ptr %arrayidx7, align 8
  %call8 = call ptr @grow(ptr noundef %9, i64 noundef 32)
  store ptr %call8, ptr %q, align 8
  %10 = load i32, ptr %argc.addr, align 4
  %and9 = and i32 %10, 1
  %idxprom10 = sext i32 %and9 to i64
  %arrayidx11 = getelementptr inbounds [2 x ptr], ptr %slots, i64 0, i64 %idxprom10
  %11 = load ptr, ptr %arrayidx11, align 8
  call void @MAYALIAS(ptr noundef %11, ptr noundef @g)
  %12 = load ptr, ptr %q, align 8
  call void @NOALIAS(ptr noundef %12, ptr noundef @g)
  %13 = load ptr, ptr %q, align 8
  %arrayidx12 = getelementptr inbounds ptr, ptr %13, i64 0
  %14 = load ptr, ptr %arrayidx12, align 8
  call void @MAYALIAS(ptr noundef %14, ptr noundef @x)
  ret i32 0
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #2

declare void @NOALIAS(ptr noundef, ptr noundef) #3

declare void @MAYALIAS(ptr noundef, ptr noundef) #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(1) }
attributes #5 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
