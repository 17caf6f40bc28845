target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Obj = type { i32, ptr }

@fixed = dso_local global %struct.Obj zeroinitializer, align 8
@next_id = internal global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %call = call ptr @get3()
  %call1 = call ptr @get3()
  store ptr @fixed, ptr getelementptr inbounds (%struct.Obj, ptr @fixed, i32 0, i32 1), align 8
  %self = getelementptr inbounds %struct.Obj, ptr %call, i32 0, i32 1
  %0 = load ptr, ptr %self, align 8
  call void @MAYALIAS(ptr noundef %call, ptr noundef %0)
  %self2 = getelementptr inbounds %struct.Obj, ptr %call1, i32 0, i32 1
  %1 = load ptr, ptr %self2, align 8
  call void @MAYALIAS(ptr noundef %1, ptr noundef %call1)
  %self3 = getelementptr inbounds %struct.Obj, ptr %call, i32 0, i32 1
  %2 = load ptr, ptr %self3, align 8
  call void @NOALIAS(ptr noundef %2, ptr noundef @fixed)
  %3 = load ptr, ptr getelementptr inbounds (%struct.Obj, ptr @fixed, i32 0, i32 1), align 8
  call void @NOALIAS(ptr noundef %3, ptr noundef %call1)
  call void @EXPECTEDFAIL_NOALIAS(ptr noundef %call, ptr noundef %call1)
  %self4 = getelementptr inbounds %struct.Obj, ptr %call, i32 0, i32 1
  %4 = load ptr, ptr %self4, align 8
  %id = getelementptr inbounds %struct.Obj, ptr %4, i32 0, i32 0
  %5 = load i32, ptr %id, align 8
  %cmp = icmp eq i32 %5, 0
  br i1 %cmp, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %entry
  %self5 = getelementptr inbounds %struct.Obj, ptr %call1, i32 0, i32 1
  %6 = load ptr, ptr %self5, align 8
  %id6 = getelementptr inbounds %struct.Obj, ptr %6, i32 0, i32 0
  %7 = load i32, ptr %id6, align 8
  %cmp7 = icmp eq i32 %7, 1
  br label %land.end

land.end:                                         ; preds = %land.rhs, %entry
  %8 = phi i1 [ false, %entry ], [ %cmp7, %land.rhs ]
  %9 = zext i1 %8 to i64
  %cond = select i1 %8, i32 0, i32 1
  call void @free(ptr noundef %call) #5
  call void @free(ptr noundef %call1) #5
  ret i32 %cond
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @get3() #0 {
entry:
  %call = call ptr @get2()
  ret ptr %call
}

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

declare void @NOALIAS(ptr noundef, ptr noundef) #1

declare void @EXPECTEDFAIL_NOALIAS(ptr noundef, ptr noundef) #1

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

; Function Attrs: noinline nounwind uwtable
define internal ptr @get2() #0 {
entry:
  %call = call ptr @get1()
  ret ptr %call
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @get1() #0 {
entry:
  %call = call ptr @raw()
  ret ptr %call
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @raw() #0 {
entry:
  %call = call noalias ptr @malloc(i64 noundef 16) #6
  %tobool = icmp ne ptr %call, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  call void @abort() #7
  unreachable

if.end:                                           ; preds = %entry
  %0 = load i32, ptr @next_id, align 4
  %inc = add nsw i32 %0, 1
  store i32 %inc, ptr @next_id, align 4
  %id = getelementptr inbounds %struct.Obj, ptr %call, i32 0, i32 0
  store i32 %0, ptr %id, align 8
  %self = getelementptr inbounds %struct.Obj, ptr %call, i32 0, i32 1
  store ptr %call, ptr %self, align 8
  ret ptr %call
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #3

; Function Attrs: noreturn nounwind
declare void @abort() #4

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
