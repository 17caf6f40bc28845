; CS-ONLY
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.T = type { ptr, ptr, ptr }

@a2 = dso_local global i32 0, align 4
@__const.main.leaf = private unnamed_addr constant %struct.T { ptr null, ptr null, ptr @a2 }, align 8
@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4
@__const.main.other = private unnamed_addr constant %struct.T { ptr null, ptr null, ptr @b }, align 8
@seen_a = internal global ptr null, align 8
@seen_b = internal global ptr null, align 8
@c = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %leaf = alloca %struct.T, align 8
  %root = alloca %struct.T, align 8
  %other = alloca %struct.T, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %leaf, ptr align 8 @__const.main.leaf, i64 24, i1 false)
  %l = getelementptr inbounds %struct.T, ptr %root, i32 0, i32 0
  store ptr %leaf, ptr %l, align 8
  %r = getelementptr inbounds %struct.T, ptr %root, i32 0, i32 1
  store ptr null, ptr %r, align 8
  %v = getelementptr inbounds %struct.T, ptr %root, i32 0, i32 2
  store ptr @a, ptr %v, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %other, ptr align 8 @__const.main.other, i64 24, i1 false)
  call void @visit(ptr noundef %root, ptr noundef @rec_a)
  call void @visit(ptr noundef %other, ptr noundef @rec_b)
  %0 = load ptr, ptr @seen_a, align 8
  store i32 1, ptr %0, align 4
  %1 = load ptr, ptr @seen_b, align 8
  store i32 2, ptr %1, align 4
  %2 = load ptr, ptr @seen_a, align 8
  call void @MAYALIAS(ptr noundef %2, ptr noundef @a2)
  %3 = load ptr, ptr @seen_b, align 8
  call void @MAYALIAS(ptr noundef %3, ptr noundef @b)
  %4 = load ptr, ptr @seen_a, align 8
  call void @NOALIAS(ptr noundef %4, ptr noundef @c)
  %5 = load ptr, ptr @seen_a, align 8
  %6 = load ptr, ptr @seen_b, align 8
  call void @NOALIAS(ptr noundef %5, ptr noundef %6)
  %7 = load i32, ptr @a2, align 4
  %cmp = icmp eq i32 %7, 1
  br i1 %cmp, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %entry
  %8 = load i32, ptr @b, align 4
  %cmp1 = icmp eq i32 %8, 2
  br label %land.end

land.end:                                         ; preds = %land.rhs, %entry
  %9 = phi i1 [ false, %entry ], [ %cmp1, %land.rhs ]
  %10 = zext i1 %9 to i64
  %cond = select i1 %9, i32 0, i32 1
  ret i32 %cond
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind uwtable
define internal void @visit(ptr noundef %t, ptr noundef %f) #0 {
entry:
  %tobool = icmp ne ptr %t, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  br label %return

if.end:                                           ; preds = %entry
  %v = getelementptr inbounds %struct.T, ptr %t, i32 0, i32 2
  %0 = load ptr, ptr %v, align 8
  call void %f(ptr noundef %0)
  %l = getelementptr inbounds %struct.T, ptr %t, i32 0, i32 0
  %1 = load ptr, ptr %l, align 8
  call void @visit(ptr noundef %1, ptr noundef %f)
  %r = getelementptr inbounds %struct.T, ptr %t, i32 0, i32 1
  %2 = load ptr, ptr %r, align 8
  call void @visit(ptr noundef %2, ptr noundef %f)
  br label %return

return:                                           ; preds = %if.end, %if.then
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal void @rec_a(ptr noundef %v) #0 {
entry:
  store ptr %v, ptr @seen_a, align 8
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal void @rec_b(ptr noundef %v) #0 {
entry:
  store ptr %v, ptr @seen_b, align 8
  ret void
}

declare void @MAYALIAS(ptr noundef, ptr noundef) #2

declare void @NOALIAS(ptr noundef, ptr noundef) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
