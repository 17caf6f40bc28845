; ModuleID = 'va-arg.ll'
source_filename = "classify/va-arg: va_arg is a MemoryDef; va_start/va_end intrinsics are MemoryDefs"

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #0

define i32 @sum(i32 %n, ...) {
entry:
  %ap = alloca ptr, align 8
  %ap2 = alloca ptr, align 8
  %acc = alloca i32, align 4
  store i32 0, ptr %acc, align 4
  call void @llvm.va_start.p0(ptr %ap)
  %a = va_arg ptr %ap, i32
  %b = va_arg ptr %ap, i32
  call void @llvm.va_copy.p0(ptr %ap2, ptr %ap)
  %c = va_arg ptr %ap2, i32
  call void @llvm.va_end.p0(ptr %ap2)
  call void @llvm.va_end.p0(ptr %ap)
  %s0 = load i32, ptr %acc, align 4
  %s1 = add i32 %a, %b
  %s2 = add i32 %s1, %c
  %s3 = add i32 %s2, %s0
  ret i32 %s3
}

attributes #0 = { nocallback nofree nosync nounwind willreturn }
