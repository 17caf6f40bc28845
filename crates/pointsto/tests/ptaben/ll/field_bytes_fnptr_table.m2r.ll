target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.reg = type { ptr, ptr }

@table = internal constant [3 x %struct.reg] [%struct.reg { ptr @.str, ptr @fa }, %struct.reg { ptr @.str.1, ptr @fb }, %struct.reg zeroinitializer], align 16
@.str = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"b\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @call_all(ptr noundef %r) #0 {
entry:
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %s.0 = phi i32 [ 0, %entry ], [ %add, %for.inc ]
  %r.addr.0 = phi ptr [ %r, %entry ], [ %incdec.ptr, %for.inc ]
  %name = getelementptr inbounds %struct.reg, ptr %r.addr.0, i32 0, i32 0
  %0 = load ptr, ptr %name, align 8
  %tobool = icmp ne ptr %0, null
  br i1 %tobool, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %func = getelementptr inbounds %struct.reg, ptr %r.addr.0, i32 0, i32 1
  %1 = load ptr, ptr %func, align 8
  call void @MAYALIAS(ptr noundef %1, ptr noundef @fa)
  %func1 = getelementptr inbounds %struct.reg, ptr %r.addr.0, i32 0, i32 1
  %2 = load ptr, ptr %func1, align 8
  call void @MAYALIAS(ptr noundef %2, ptr noundef @fb)
  %func2 = getelementptr inbounds %struct.reg, ptr %r.addr.0, i32 0, i32 1
  %3 = load ptr, ptr %func2, align 8
  %name3 = getelementptr inbounds %struct.reg, ptr %r.addr.0, i32 0, i32 0
  %4 = load ptr, ptr %name3, align 8
  call void @NOALIAS(ptr noundef %3, ptr noundef %4)
  %func4 = getelementptr inbounds %struct.reg, ptr %r.addr.0, i32 0, i32 1
  %5 = load ptr, ptr %func4, align 8
  %call = call i32 %5()
  %add = add nsw i32 %s.0, %call
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %incdec.ptr = getelementptr inbounds %struct.reg, ptr %r.addr.0, i32 1
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  ret i32 %s.0
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
