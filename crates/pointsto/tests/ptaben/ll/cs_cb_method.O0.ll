; CS-ONLY
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Obj = type { ptr, ptr }

@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  %o1 = alloca %struct.Obj, align 8
  %o2 = alloca %struct.Obj, align 8
  %x = alloca ptr, align 8
  %y = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  %data = getelementptr inbounds %struct.Obj, ptr %o1, i32 0, i32 0
  store ptr @a, ptr %data, align 8
  %get = getelementptr inbounds %struct.Obj, ptr %o1, i32 0, i32 1
  store ptr @get_data, ptr %get, align 8
  %data1 = getelementptr inbounds %struct.Obj, ptr %o2, i32 0, i32 0
  store ptr @b, ptr %data1, align 8
  %get2 = getelementptr inbounds %struct.Obj, ptr %o2, i32 0, i32 1
  store ptr @get_data, ptr %get2, align 8
  %get3 = getelementptr inbounds %struct.Obj, ptr %o1, i32 0, i32 1
  %0 = load ptr, ptr %get3, align 8
  %call = call ptr %0(ptr noundef %o1)
  store ptr %call, ptr %x, align 8
  %get4 = getelementptr inbounds %struct.Obj, ptr %o2, i32 0, i32 1
  %1 = load ptr, ptr %get4, align 8
  %call5 = call ptr %1(ptr noundef %o2)
  store ptr %call5, ptr %y, align 8
  %2 = load ptr, ptr %x, align 8
  store i32 1, ptr %2, align 4
  %3 = load ptr, ptr %y, align 8
  store i32 2, ptr %3, align 4
  %4 = load ptr, ptr %x, align 8
  %5 = load ptr, ptr %y, align 8
  call void @NOALIAS(ptr noundef %4, ptr noundef %5)
  %6 = load ptr, ptr %x, align 8
  call void @MAYALIAS(ptr noundef %6, ptr noundef @a)
  %7 = load ptr, ptr %y, align 8
  call void @MUSTALIAS(ptr noundef %7, ptr noundef @b)
  %8 = load i32, ptr @a, align 4
  %9 = load i32, ptr @b, align 4
  %add = add nsw i32 %8, %9
  %cmp = icmp eq i32 %add, 3
  %10 = zext i1 %cmp to i64
  %cond = select i1 %cmp, i32 0, i32 1
  ret i32 %cond
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @get_data(ptr noundef %o) #0 {
entry:
  %o.addr = alloca ptr, align 8
  store ptr %o, ptr %o.addr, align 8
  %0 = load ptr, ptr %o.addr, align 8
  %data = getelementptr inbounds %struct.Obj, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %data, align 8
  ret ptr %1
}

declare void @NOALIAS(ptr noundef, ptr noundef) #1

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

declare void @MUSTALIAS(ptr noundef, ptr noundef) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
