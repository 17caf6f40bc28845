; ModuleID = 'kinds.ll'
source_filename = "kinds.ll"

declare void @unk()

; Function Attrs: memory(none)
declare void @rn() #0

; Function Attrs: memory(read)
declare void @ro() #1

; Function Attrs: memory(write)
declare void @wo() #2

; Function Attrs: memory(argmem: read)
declare void @am() #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #6

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

define void @kinds(ptr %p, ptr %q, i1 %c, ptr %va) {
entry:
  %a = alloca i32, align 4
  %l0 = load i32, ptr %p, align 4
  %l1 = load volatile i32, ptr %p, align 4
  %l2 = load atomic i32, ptr %p unordered, align 4
  %l3 = load atomic i32, ptr %p monotonic, align 4
  %l4 = load atomic i32, ptr %p acquire, align 4
  store i32 1, ptr %p, align 4
  store volatile i32 1, ptr %p, align 4
  store atomic i32 1, ptr %p unordered, align 4
  store atomic i32 1, ptr %p release, align 4
  fence seq_cst
  %x = cmpxchg ptr %p, i32 0, i32 1 monotonic monotonic, align 4
  %y = atomicrmw add ptr %p, i32 1 monotonic, align 4
  %v = va_arg ptr %va, i32
  call void @unk()
  call void @rn()
  call void @ro()
  call void @wo()
  call void @am()
  call void @ro() #0
  call void @unk() #1
  call void @llvm.assume(i1 %c)
  call void @llvm.lifetime.start.p0(i64 4, ptr %a)
  %s = call float @llvm.sqrt.f32(float 1.000000e+00)
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %q, i64 4, i1 false)
  call void @rn() [ "deopt"() ]
  call void @rn() [ "foo"() ]
  call void asm sideeffect "", ""()
  call void asm "", ""() #1
  ret void
}

attributes #0 = { memory(none) }
attributes #1 = { memory(read) }
attributes #2 = { memory(write) }
attributes #3 = { memory(argmem: read) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
