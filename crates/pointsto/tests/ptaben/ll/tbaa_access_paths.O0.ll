target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Pair = type { ptr, ptr }
%struct.A = type { ptr }
%struct.B = type { ptr }
%struct.Head = type { ptr }
%struct.Outer = type { i64, %struct.A }

@x = dso_local global i32 0, align 4
@y = dso_local global i32 0, align 4
@z = dso_local global i32 0, align 4
@__const.main.pair = private unnamed_addr constant %struct.Pair { ptr @z, ptr @x }, align 8

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @read_a(ptr noundef %pa) #0 {
entry:
  %pa.addr = alloca ptr, align 8
  store ptr %pa, ptr %pa.addr, align 8
  %0 = load ptr, ptr %pa.addr, align 8
  %p = getelementptr inbounds %struct.A, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %p, align 8
  ret ptr %1
}

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @read_b(ptr noundef %u) #0 {
entry:
  %u.addr = alloca ptr, align 8
  store ptr %u, ptr %u.addr, align 8
  %0 = load ptr, ptr %u.addr, align 8
  %q = getelementptr inbounds %struct.B, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %q, align 8
  ret ptr %1
}

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @read_head(ptr noundef %h) #0 {
entry:
  %h.addr = alloca ptr, align 8
  store ptr %h, ptr %h.addr, align 8
  %0 = load ptr, ptr %h.addr, align 8
  %first = getelementptr inbounds %struct.Head, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %first, align 8
  ret ptr %1
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  %o = alloca ptr, align 8
  %u = alloca ptr, align 8
  %pair = alloca %struct.Pair, align 8
  %raw = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  %call = call noalias ptr @malloc(i64 noundef 16) #4
  store ptr %call, ptr %o, align 8
  %0 = load ptr, ptr %o, align 8
  %a = getelementptr inbounds %struct.Outer, ptr %0, i32 0, i32 1
  %p = getelementptr inbounds %struct.A, ptr %a, i32 0, i32 0
  store ptr @x, ptr %p, align 8
  %1 = load ptr, ptr %o, align 8
  %a1 = getelementptr inbounds %struct.Outer, ptr %1, i32 0, i32 1
  %call2 = call ptr @read_a(ptr noundef %a1)
  call void @MAYALIAS(ptr noundef %call2, ptr noundef @x)
  %call3 = call noalias ptr @malloc(i64 noundef 8) #4
  store ptr %call3, ptr %u, align 8
  %2 = load ptr, ptr %u, align 8
  %p4 = getelementptr inbounds %struct.A, ptr %2, i32 0, i32 0
  store ptr @y, ptr %p4, align 8
  %3 = load ptr, ptr %u, align 8
  %call5 = call ptr @read_b(ptr noundef %3)
  call void @MAYALIAS(ptr noundef %call5, ptr noundef @y)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %pair, ptr align 8 @__const.main.pair, i64 16, i1 false)
  %call6 = call noalias ptr @malloc(i64 noundef 16) #4
  store ptr %call6, ptr %raw, align 8
  %4 = load ptr, ptr %raw, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4, ptr align 8 %pair, i64 16, i1 false)
  %5 = load ptr, ptr %raw, align 8
  %call7 = call ptr @read_head(ptr noundef %5)
  call void @MAYALIAS(ptr noundef %call7, ptr noundef @z)
  ret i32 0
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

declare void @MAYALIAS(ptr noundef, ptr noundef) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
