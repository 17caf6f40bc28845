; CS-ONLY
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %call = call ptr @id(ptr noundef @a)
  %call1 = call ptr @id(ptr noundef @a)
  %call2 = call ptr @id(ptr noundef @b)
  %call3 = call noalias ptr @malloc(i64 noundef 4) #4
  %tobool = icmp ne ptr %call3, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  br label %return

if.end:                                           ; preds = %entry
  %call4 = call ptr @id(ptr noundef %call3)
  %call5 = call ptr @id(ptr noundef %call3)
  store i32 1, ptr %call, align 4
  %0 = load i32, ptr %call1, align 4
  %add = add nsw i32 %0, 1
  store i32 %add, ptr %call1, align 4
  store i32 5, ptr %call2, align 4
  store i32 7, ptr %call4, align 4
  %1 = load i32, ptr %call5, align 4
  %add6 = add nsw i32 %1, 1
  store i32 %add6, ptr %call5, align 4
  call void @MAYALIAS(ptr noundef %call, ptr noundef %call1)
  call void @MUSTALIAS(ptr noundef %call, ptr noundef %call1)
  call void @MUSTALIAS(ptr noundef %call1, ptr noundef @a)
  call void @NOALIAS(ptr noundef %call, ptr noundef %call2)
  call void @NOALIAS(ptr noundef %call1, ptr noundef %call2)
  call void @MAYALIAS(ptr noundef %call4, ptr noundef %call5)
  call void @NOALIAS(ptr noundef %call4, ptr noundef %call)
  call void @NOALIAS(ptr noundef %call5, ptr noundef %call2)
  %2 = load i32, ptr @a, align 4
  %cmp = icmp eq i32 %2, 2
  br i1 %cmp, label %land.lhs.true, label %land.end

land.lhs.true:                                    ; preds = %if.end
  %3 = load i32, ptr @b, align 4
  %cmp7 = icmp eq i32 %3, 5
  br i1 %cmp7, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %land.lhs.true
  %4 = load i32, ptr %call3, align 4
  %cmp8 = icmp eq i32 %4, 8
  br label %land.end

land.end:                                         ; preds = %land.rhs, %land.lhs.true, %if.end
  %5 = phi i1 [ false, %land.lhs.true ], [ false, %if.end ], [ %cmp8, %land.rhs ]
  %6 = zext i1 %5 to i64
  %cond = select i1 %5, i32 0, i32 1
  call void @free(ptr noundef %call3) #5
  br label %return

return:                                           ; preds = %land.end, %if.then
  %retval.0 = phi i32 [ %cond, %land.end ], [ 1, %if.then ]
  ret i32 %retval.0
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @id(ptr noundef %p) #0 {
entry:
  ret ptr %p
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

declare void @MAYALIAS(ptr noundef, ptr noundef) #2

declare void @MUSTALIAS(ptr noundef, ptr noundef) #2

declare void @NOALIAS(ptr noundef, ptr noundef) #2

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
