; ModuleID = 'calls.ll'
source_filename = "calls.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@g = global i32 0
@c = constant [8 x i8] zeroinitializer

declare void @unk(ptr)

; Function Attrs: memory(read)
declare void @ro(ptr) #0

; Function Attrs: memory(argmem: readwrite)
declare void @argmem(ptr, ptr) #1

; Function Attrs: memory(argmem: readwrite)
declare void @argro(ptr readonly, ptr writeonly) #1

; Function Attrs: memory(none)
declare void @none() #2

; Function Attrs: memory(inaccessiblemem: readwrite)
declare void @inacc() #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #6

; Function Attrs: memory(argmem: readwrite)
declare ptr @strcpy(ptr noalias returned writeonly, ptr noalias nocapture readonly) #1

declare ptr @_Znwm(i64)

define void @calls(ptr %p, ptr %q, i64 %n) {
  %a = alloca [16 x i8], align 1
  %b = alloca [16 x i8], align 1
  %a8 = getelementptr inbounds i8, ptr %a, i64 8
  store i32 0, ptr %a, align 4
  store i32 1, ptr %a8, align 4
  store i32 2, ptr %b, align 4
  store i32 3, ptr %p, align 4
  store i32 4, ptr %q, align 4
  store i32 5, ptr @g, align 4
  %v = load i8, ptr @c, align 1
  call void @unk(ptr %b)
  call void @ro(ptr %p)
  call void @argmem(ptr %a, ptr %q)
  call void @argro(ptr %a, ptr %p)
  call void @none()
  call void @inacc()
  call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr %p, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr %a8, ptr %q, i64 %n, i1 false)
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 4, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr %a)
  %r = call ptr @strcpy(ptr %a, ptr %q)
  tail call void @unk(ptr %p)
  %nw = call ptr @_Znwm(i64 8)
  store i64 6, ptr %nw, align 8
  ret void
}

attributes #0 = { memory(read) }
attributes #1 = { memory(argmem: readwrite) }
attributes #2 = { memory(none) }
attributes #3 = { memory(inaccessiblemem: readwrite) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
