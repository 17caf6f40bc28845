; ModuleID = 'lifetime-invariant.ll'
source_filename = "clobber/lifetime-invariant: lifetime.* are clobbering Defs, invariant.start/end never clobber (3.3, 5 rule 1)"

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare ptr @llvm.invariant.start.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.invariant.end.p0(ptr, i64 immarg, ptr nocapture) #0

define i32 @life(ptr %p) {
entry:
  %a = alloca [8 x i32], align 4
  %b = alloca i32, align 4
  store i32 5, ptr %p, align 4
  call void @llvm.lifetime.start.p0(i64 32, ptr %a)
  call void @llvm.lifetime.start.p0(i64 4, ptr %b)
  store i32 1, ptr %a, align 4
  %x = load i32, ptr %a, align 4
  %ip = call ptr @llvm.invariant.start.p0(i64 4, ptr %p)
  %y = load i32, ptr %p, align 4
  call void @llvm.invariant.end.p0(ptr %ip, i64 4, ptr %p)
  %z = load i32, ptr %p, align 4
  call void @llvm.lifetime.end.p0(i64 32, ptr %a)
  %w = load i32, ptr %a, align 4
  %v = load i32, ptr %b, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr %b)
  ret i32 %x
}

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
