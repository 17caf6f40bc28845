target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.db = type { i32 }

@builtin = internal constant [3 x ptr] [ptr @ext_a, ptr @ext_b, ptr @ext_c], align 16
@the_db = internal global %struct.db zeroinitializer, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @open_all(ptr noundef %d, i32 noundef %n) #0 {
entry:
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %rc.0 = phi i32 [ 0, %entry ], [ %add, %for.inc ]
  %i.0 = phi i32 [ 0, %entry ], [ %inc, %for.inc ]
  %cmp = icmp ult i32 %i.0, %n
  br i1 %cmp, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %for.cond
  %conv = zext i32 %i.0 to i64
  %cmp1 = icmp ult i64 %conv, 3
  br label %land.end

land.end:                                         ; preds = %land.rhs, %for.cond
  %0 = phi i1 [ false, %for.cond ], [ %cmp1, %land.rhs ]
  br i1 %0, label %for.body, label %for.end

for.body:                                         ; preds = %land.end
  %idxprom = zext i32 %i.0 to i64
  %arrayidx = getelementptr inbounds [3 x ptr], ptr @builtin, i64 0, i64 %idxprom
  %1 = load ptr, ptr %arrayidx, align 8
  call void @MAYALIAS(ptr noundef %1, ptr noundef @ext_a)
  %idxprom3 = zext i32 %i.0 to i64
  %arrayidx4 = getelementptr inbounds [3 x ptr], ptr @builtin, i64 0, i64 %idxprom3
  %2 = load ptr, ptr %arrayidx4, align 8
  call void @MAYALIAS(ptr noundef %2, ptr noundef @ext_c)
  %idxprom5 = zext i32 %i.0 to i64
  %arrayidx6 = getelementptr inbounds [3 x ptr], ptr @builtin, i64 0, i64 %idxprom5
  %3 = load ptr, ptr %arrayidx6, align 8
  %call = call i32 %3(ptr noundef %d)
  %add = add nsw i32 %rc.0, %call
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %inc = add i32 %i.0, 1
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %land.end
  ret i32 %rc.0
}

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind uwtable
define internal i32 @ext_a(ptr noundef %d) #0 {
entry:
  %n = getelementptr inbounds %struct.db, ptr %d, i32 0, i32 0
  %0 = load i32, ptr %n, align 4
  ret i32 %0
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @ext_c(ptr noundef %d) #0 {
entry:
  %n = getelementptr inbounds %struct.db, ptr %d, i32 0, i32 0
  %0 = load i32, ptr %n, align 4
  %add = add nsw i32 %0, 2
  ret i32 %add
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %other = alloca %struct.db, align 4
  call void @llvm.memset.p0.i64(ptr align 4 %other, i8 0, i64 4, i1 false)
  call void @NOALIAS(ptr noundef @the_db, ptr noundef %other)
  %add = add i32 %argc, 2
  %call = call i32 @open_all(ptr noundef @the_db, i32 noundef %add)
  %call1 = call i32 @open_all(ptr noundef %other, i32 noundef %argc)
  %add2 = add nsw i32 %call, %call1
  ret i32 %add2
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare void @NOALIAS(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind uwtable
define internal i32 @ext_b(ptr noundef %d) #0 {
entry:
  %n = getelementptr inbounds %struct.db, ptr %d, i32 0, i32 0
  %0 = load i32, ptr %n, align 4
  %add = add nsw i32 %0, 1
  ret i32 %add
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
