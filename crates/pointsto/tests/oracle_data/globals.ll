; ModuleID = '<stdin>'
source_filename = "globals.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S = type { i32, i32, i64 }

@a_obj = dso_local global i32 0, align 4
@pa = dso_local global ptr @a_obj, align 8
@b_obj = dso_local global i32 0, align 4
@pb = dso_local global ptr @b_obj, align 8
@heap1 = dso_local global ptr null, align 8
@heap2 = dso_local global ptr null, align 8
@s_obj = dso_local global %struct.S zeroinitializer, align 8
@ps = dso_local global ptr @s_obj, align 8

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @two_globals() #0 {
entry:
  %0 = load ptr, ptr @pa, align 8
  %1 = load ptr, ptr @pb, align 8
  store i32 1, ptr %0, align 4
  store i32 2, ptr %1, align 4
  %2 = load i32, ptr %0, align 4
  ret i32 %2
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @init_heap() #0 {
entry:
  %call = call ptr @malloc(i64 noundef 4) #2
  store ptr %call, ptr @heap1, align 8
  %call1 = call ptr @malloc(i64 noundef 4) #2
  store ptr %call1, ptr @heap2, align 8
  ret void
}

; Function Attrs: allocsize(0)
declare ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @two_heaps() #0 {
entry:
  %0 = load ptr, ptr @heap1, align 8
  %1 = load ptr, ptr @heap2, align 8
  store i32 1, ptr %0, align 4
  store i32 2, ptr %1, align 4
  %2 = load i32, ptr %0, align 4
  ret i32 %2
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @fields() #0 {
entry:
  %0 = load ptr, ptr @ps, align 8
  %1 = load ptr, ptr @pb, align 8
  %x = getelementptr inbounds %struct.S, ptr %0, i32 0, i32 0
  store i32 1, ptr %x, align 8
  %y = getelementptr inbounds %struct.S, ptr %0, i32 0, i32 1
  store i32 2, ptr %y, align 4
  store i32 3, ptr %1, align 4
  %x1 = getelementptr inbounds %struct.S, ptr %0, i32 0, i32 0
  %2 = load i32, ptr %x1, align 8
  ret i32 %2
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  call void @init_heap()
  %call = call i32 @two_globals()
  %call1 = call i32 @two_heaps()
  %add = add nsw i32 %call, %call1
  %call2 = call i32 @fields()
  %add3 = add nsw i32 %add, %call2
  ret i32 %add3
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
