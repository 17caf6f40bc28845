; ModuleID = 'va-arg.ll'
source_filename = "clobber/va-arg: va_arg clobbers by aliasing with its pointer operand"

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #0

define i32 @v(ptr noalias %p, ...) {
entry:
  %ap = alloca ptr, align 8
  store i32 1, ptr %p, align 4
  call void @llvm.va_start.p0(ptr %ap)
  %a = va_arg ptr %ap, i32
  %l = load i32, ptr %p, align 4
  %m = load ptr, ptr %ap, align 8
  ret i32 %l
}

attributes #0 = { nocallback nofree nosync nounwind willreturn }
