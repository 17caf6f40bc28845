target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S = type { ptr, [3 x i64], ptr }

@x = dso_local global i32 0, align 4
@y = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  %s = alloca %struct.S, align 8
  %t = alloca %struct.S, align 8
  store i32 0, ptr %retval, align 4
  %a = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 0
  store ptr @x, ptr %a, align 8
  %b = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 2
  store ptr @y, ptr %b, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %t, ptr align 8 %s, i64 40, i1 false)
  %a1 = getelementptr inbounds %struct.S, ptr %t, i32 0, i32 0
  %0 = load ptr, ptr %a1, align 8
  call void @MAYALIAS(ptr noundef %0, ptr noundef @x)
  %b2 = getelementptr inbounds %struct.S, ptr %t, i32 0, i32 2
  %1 = load ptr, ptr %b2, align 8
  call void @MAYALIAS(ptr noundef %1, ptr noundef @y)
  %a3 = getelementptr inbounds %struct.S, ptr %t, i32 0, i32 0
  %2 = load ptr, ptr %a3, align 8
  %b4 = getelementptr inbounds %struct.S, ptr %t, i32 0, i32 2
  %3 = load ptr, ptr %b4, align 8
  call void @NOALIAS(ptr noundef %2, ptr noundef %3)
  call void @NOALIAS(ptr noundef %t, ptr noundef %s)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

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
