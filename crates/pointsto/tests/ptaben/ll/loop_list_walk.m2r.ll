target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.N = type { ptr, ptr }

@x = dso_local global i32 0, align 4
@y = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %i.0 = phi i32 [ 0, %entry ], [ %inc, %for.inc ]
  %head.0 = phi ptr [ null, %entry ], [ %call, %for.inc ]
  %cmp = icmp slt i32 %i.0, 3
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %call = call noalias ptr @malloc(i64 noundef 16) #3
  %v = getelementptr inbounds %struct.N, ptr %call, i32 0, i32 1
  store ptr @x, ptr %v, align 8
  %next = getelementptr inbounds %struct.N, ptr %call, i32 0, i32 0
  store ptr %head.0, ptr %next, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %inc = add nsw i32 %i.0, 1
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  br label %for.cond1

for.cond1:                                        ; preds = %for.inc4, %for.end
  %last.0 = phi ptr [ null, %for.end ], [ %0, %for.inc4 ]
  %p.0 = phi ptr [ %head.0, %for.end ], [ %1, %for.inc4 ]
  %tobool = icmp ne ptr %p.0, null
  br i1 %tobool, label %for.body2, label %for.end6

for.body2:                                        ; preds = %for.cond1
  %v3 = getelementptr inbounds %struct.N, ptr %p.0, i32 0, i32 1
  %0 = load ptr, ptr %v3, align 8
  br label %for.inc4

for.inc4:                                         ; preds = %for.body2
  %next5 = getelementptr inbounds %struct.N, ptr %p.0, i32 0, i32 0
  %1 = load ptr, ptr %next5, align 8
  br label %for.cond1, !llvm.loop !8

for.end6:                                         ; preds = %for.cond1
  call void @MAYALIAS(ptr noundef %last.0, ptr noundef @x)
  call void @NOALIAS(ptr noundef %last.0, ptr noundef @y)
  ret i32 0
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

declare void @MAYALIAS(ptr noundef, ptr noundef) #2

declare void @NOALIAS(ptr noundef, ptr noundef) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
