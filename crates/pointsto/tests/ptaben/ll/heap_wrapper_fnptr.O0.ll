target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Methods = type { ptr, ptr }
%struct.Table = type { ptr }

@x = dso_local global i32 0, align 4
@y = dso_local global i32 0, align 4
@methods = internal global %struct.Methods { ptr @memMalloc, ptr @memFree }, align 8

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  %t = alloca ptr, align 8
  %u = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  %call = call ptr @dbMalloc(i32 noundef 8)
  store ptr %call, ptr %t, align 8
  %call1 = call ptr @dbMalloc(i32 noundef 8)
  store ptr %call1, ptr %u, align 8
  %0 = load ptr, ptr %t, align 8
  %col = getelementptr inbounds %struct.Table, ptr %0, i32 0, i32 0
  store ptr @x, ptr %col, align 8
  %1 = load ptr, ptr %u, align 8
  %col2 = getelementptr inbounds %struct.Table, ptr %1, i32 0, i32 0
  store ptr @y, ptr %col2, align 8
  %2 = load ptr, ptr %t, align 8
  %3 = load ptr, ptr %u, align 8
  call void @NOALIAS(ptr noundef %2, ptr noundef %3)
  %4 = load ptr, ptr %t, align 8
  %col3 = getelementptr inbounds %struct.Table, ptr %4, i32 0, i32 0
  %5 = load ptr, ptr %col3, align 8
  %6 = load ptr, ptr %u, align 8
  %col4 = getelementptr inbounds %struct.Table, ptr %6, i32 0, i32 0
  %7 = load ptr, ptr %col4, align 8
  call void @NOALIAS(ptr noundef %5, ptr noundef %7)
  %8 = load ptr, ptr %t, align 8
  %col5 = getelementptr inbounds %struct.Table, ptr %8, i32 0, i32 0
  %9 = load ptr, ptr %col5, align 8
  call void @MAYALIAS(ptr noundef %9, ptr noundef @x)
  %10 = load ptr, ptr getelementptr inbounds (%struct.Methods, ptr @methods, i32 0, i32 1), align 8
  %11 = load ptr, ptr %t, align 8
  call void %10(ptr noundef %11)
  %12 = load ptr, ptr getelementptr inbounds (%struct.Methods, ptr @methods, i32 0, i32 1), align 8
  %13 = load ptr, ptr %u, align 8
  call void %12(ptr noundef %13)
  ret i32 0
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @dbMalloc(i32 noundef %n) #0 {
entry:
  %n.addr = alloca i32, align 4
  store i32 %n, ptr %n.addr, align 4
  %0 = load ptr, ptr @methods, align 8
  %1 = load i32, ptr %n.addr, align 4
  %call = call ptr %0(i32 noundef %1)
  ret ptr %call
}

declare void @NOALIAS(ptr noundef, ptr noundef) #1

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind uwtable
define internal ptr @memMalloc(i32 noundef %n) #0 {
entry:
  %n.addr = alloca i32, align 4
  %p = alloca ptr, align 8
  store i32 %n, ptr %n.addr, align 4
  %0 = load i32, ptr %n.addr, align 4
  %add = add nsw i32 %0, 8
  %conv = sext i32 %add to i64
  %call = call noalias ptr @malloc(i64 noundef %conv) #4
  store ptr %call, ptr %p, align 8
  %1 = load ptr, ptr %p, align 8
  %tobool = icmp ne ptr %1, null
  br i1 %tobool, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %2 = load i32, ptr %n.addr, align 4
  %conv1 = sext i32 %2 to i64
  %3 = load ptr, ptr %p, align 8
  %arrayidx = getelementptr inbounds i64, ptr %3, i64 0
  store i64 %conv1, ptr %arrayidx, align 8
  %4 = load ptr, ptr %p, align 8
  %incdec.ptr = getelementptr inbounds i64, ptr %4, i32 1
  store ptr %incdec.ptr, ptr %p, align 8
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %5 = load ptr, ptr %p, align 8
  ret ptr %5
}

; Function Attrs: noinline nounwind uwtable
define internal void @memFree(ptr noundef %p) #0 {
entry:
  %p.addr = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  %add.ptr = getelementptr inbounds i64, ptr %0, i64 -1
  call void @free(ptr noundef %add.ptr) #5
  ret void
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #2

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
