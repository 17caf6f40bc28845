target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.reg = type { ptr, ptr }

@table = internal constant [3 x %struct.reg] [%struct.reg { ptr @.str, ptr @fa }, %struct.reg { ptr @.str.1, ptr @fb }, %struct.reg zeroinitializer], align 16
@.str = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"b\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @call_all(ptr noundef %r) #0 {
entry:
  %r.addr = alloca ptr, align 8
  %s = alloca i32, align 4
  store ptr %r, ptr %r.addr, align 8
  store i32 0, ptr %s, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load ptr, ptr %r.addr, align 8
  %name = getelementptr inbounds %struct.reg, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %name, align 8
  %tobool = icmp ne ptr %1, null
  br i1 %tobool, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load ptr, ptr %r.addr, align 8
  %func = getelementptr inbounds %struct.reg, ptr %2, i32 0, i32 1
  %3 = load ptr, ptr %func, align 8
  call void @MAYALIAS(ptr noundef %3, ptr noundef @fa)
  %4 = load ptr, ptr %r.addr, align 8
  %func1 = getelementptr inbounds %struct.reg, ptr %4, i32 0, i32 1
  %5 = load ptr, ptr %func1, align 8
  call void @MAYALIAS(ptr noundef %5, ptr noundef @fb)
  %6 = load ptr, ptr %r.addr, align 8
  %func2 = getelementptr inbounds %struct.reg, ptr %6, i32 0, i32 1
  %7 = load ptr, ptr %func2, align 8
  %8 = load ptr, ptr %r.addr, align 8
  %name3 = getelementptr inbounds %struct.reg, ptr %8, i32 0, i32 0
  %9 = load ptr, ptr %name3, align 8
  call void @NOALIAS(ptr noundef %7, ptr noundef %9)
  %10 = load ptr, ptr %r.addr, align 8
  %func4 = getelementptr inbounds %struct.reg, ptr %10, i32 0, i32 1
  %11 = load ptr, ptr %func4, align 8
  %call = call i32 %11()
  %12 = load i32, ptr %s, align 4
  %add = add nsw i32 %12, %call
  store i32 %add, ptr %s, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %13 = load ptr, ptr %r.addr, align 8
  %incdec.ptr = getelementptr inbounds %struct.reg, ptr %13, i32 1
  store ptr %incdec.ptr, ptr %r.addr, align 8
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %14 = load i32, ptr %s, align 4
  ret i32 %14
}

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind uwtable
define internal i32 @fa() #0 {
entry:
  ret i32 1
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @fb() #0 {
entry:
  ret i32 2
}

declare void @NOALIAS(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  %call = call i32 @call_all(ptr noundef @table)
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
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
