; ModuleID = 'eh.cpp'
source_filename = "eh.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor7 = type { ptr, ptr, [8 x i8] }
%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%struct.Guard = type { i8 }

$"??_R0?AUE@@@8" = comdat any

$"??_R0H@8" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUE@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".?AUE@@\00" }, comdat
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @"?f@@YAHH@Z"(i32 noundef %0) local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %2 = alloca %struct.Guard, align 1
  %3 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %2) #4
  invoke void @"?may_throw@@YAXH@Z"(i32 noundef %0)
          to label %12 unwind label %4

4:                                                ; preds = %1
  %5 = catchswitch within none [label %6, label %10] unwind label %20

6:                                                ; preds = %4
  %7 = catchpad within %5 [ptr @"??_R0?AUE@@@8", i32 8, ptr %3]
  %8 = load ptr, ptr %3, align 8
  %9 = load i32, ptr %8, align 4
  catchret from %7 to label %18

10:                                               ; preds = %4
  %11 = catchpad within %5 [ptr null, i32 64, ptr null]
  catchret from %11 to label %18

12:                                               ; preds = %1
  %13 = add nsw i32 %0, 1
  invoke void @"?may_throw@@YAXH@Z"(i32 noundef %13)
          to label %18 unwind label %14

14:                                               ; preds = %12
  %15 = catchswitch within none [label %16] unwind label %20

16:                                               ; preds = %14
  %17 = catchpad within %15 [ptr @"??_R0H@8", i32 0, ptr null]
  invoke void @_CxxThrowException(ptr null, ptr null) #5 [ "funclet"(token %17) ]
          to label %22 unwind label %20

18:                                               ; preds = %12, %6, %10
  %19 = phi i32 [ -1, %10 ], [ %9, %6 ], [ 0, %12 ]
  call void @"??1Guard@@QEAA@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %2) #4
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %2) #4
  ret i32 %19

20:                                               ; preds = %16, %14, %4
  %21 = cleanuppad within none []
  call void @"??1Guard@@QEAA@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %2) #4 [ "funclet"(token %21) ]
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %2) #4
  cleanupret from %21 unwind to caller

22:                                               ; preds = %16
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare dso_local void @"?may_throw@@YAXH@Z"(i32 noundef) local_unnamed_addr #2

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local void @_CxxThrowException(ptr, ptr) local_unnamed_addr

; Function Attrs: nounwind
declare dso_local void @"??1Guard@@QEAA@XZ"(ptr noundef nonnull align 1 dereferenceable(1)) unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
