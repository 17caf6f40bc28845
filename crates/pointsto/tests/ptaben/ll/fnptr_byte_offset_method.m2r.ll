target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.module = type { i32, ptr, ptr }

@mod = internal constant %struct.module { i32 1, ptr @commit, ptr @rollback }, align 8

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @finish(ptr noundef %m, ptr noundef %v, i32 noundef %offset) #0 {
entry:
  %idx.ext = sext i32 %offset to i64
  %add.ptr = getelementptr inbounds i8, ptr %m, i64 %idx.ext
  %0 = load ptr, ptr %add.ptr, align 8
  call void @MAYALIAS(ptr noundef %0, ptr noundef @commit)
  call void @MAYALIAS(ptr noundef %0, ptr noundef @rollback)
  %call = call i32 %0(ptr noundef %v)
  ret i32 %call
}

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind uwtable
define internal i32 @commit(ptr noundef %v) #0 {
entry:
  %cmp = icmp ne ptr %v, null
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @rollback(ptr noundef %v) #0 {
entry:
  %cmp = icmp eq ptr %v, null
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %argc.addr = alloca i32, align 4
  store i32 %argc, ptr %argc.addr, align 4
  %0 = load i32, ptr %argc.addr, align 4
  %cmp = icmp sgt i32 %0, 1
  %1 = zext i1 %cmp to i64
  %cond = select i1 %cmp, i32 16, i32 8
  %call = call i32 @finish(ptr noundef @mod, ptr noundef %argc.addr, i32 noundef %cond)
  ret i32 %call
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
