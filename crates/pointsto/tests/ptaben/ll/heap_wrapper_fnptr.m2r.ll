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
  %call = call ptr @dbMalloc(i32 noundef 8)
  %call1 = call ptr @dbMalloc(i32 noundef 8)
  %col = getelementptr inbounds %struct.Table, ptr %call, i32 0, i32 0
  store ptr @x, ptr %col, align 8
  %col2 = getelementptr inbounds %struct.Table, ptr %call1, i32 0, i32 0
  store ptr @y, ptr %col2, align 8
  call void @NOALIAS(ptr noundef %call, ptr noundef %call1)
  %col3 = getelementptr inbounds %struct.Table, ptr %call, i32 0, i32 0
  %0 = load ptr, ptr %col3, align 8
  %col4 = getelementptr inbounds %struct.Table, ptr %call1, i32 0, i32 0
  %1 = load ptr, ptr %col4, align 8
  call void @NOALIAS(ptr noundef %0, ptr noundef %1)
  %col5 = getelementptr inbounds %struct.Table, ptr %call, i32 0, i32 0
  %2 = load ptr, ptr %col5, align 8
  call void @MAYALIAS(ptr noundef %2, ptr noundef @x)
  %3 = load ptr, ptr getelementptr inbounds (%struct.Methods, ptr @methods, i32 0, i32 1), align 8
  call void %3(ptr noundef %call)
  %4 = load ptr, ptr getelementptr inbounds (%struct.Methods, ptr @methods, i32 0, i32 1), align 8
  call void %4(ptr noundef %call1)
  ret i32 0
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @dbMalloc(i32 noundef %n) #0 {
entry:
  %0 = load ptr, ptr @methods, align 8
  %call = call ptr %0(i32 noundef %n)
  ret ptr %call
}

declare void @NOALIAS(ptr noundef, ptr noundef) #1

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind uwtable
define internal ptr @memMalloc(i32 noundef %n) #0 {
entry:
  %add = add nsw i32 %n, 8
  %conv = sext i32 %add to i64
  %call = call noalias ptr @malloc(i64 noundef %conv) #4
  %tobool = icmp ne ptr %call, null
  br i1 %tobool, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %conv1 = sext i32 %n to i64
  %arrayidx = getelementptr inbounds i64, ptr %call, i64 0
  store i64 %conv1, ptr %arrayidx, align 8
  %incdec.ptr = getelementptr inbounds i64, ptr %call, i32 1
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %p.0 = phi ptr [ %incdec.ptr, %if.then ], [ %call, %entry ]
  ret ptr %p.0
}

; Function Attrs: noinline nounwind uwtable
define internal void @memFree(ptr noundef %p) #0 {
entry:
  %add.ptr = getelementptr inbounds i64, ptr %p, i64 -1
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
