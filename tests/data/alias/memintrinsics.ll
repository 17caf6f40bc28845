; ModuleID = 'memintrinsics.ll'
source_filename = "alias/memintrinsics: memcpy/memset clobber their destination range only"

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #0

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

define void @mi(ptr noalias %d, ptr noalias %s, i64 %n) {
entry:
  store i32 1, ptr %s, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, i64 8, i1 false)
  %a = load i32, ptr %s, align 4
  %b = load i32, ptr %d, align 4
  %d16 = getelementptr inbounds i8, ptr %d, i64 16
  %c = load i32, ptr %d16, align 4
  call void @llvm.memset.p0.i64(ptr %d16, i8 0, i64 4, i1 false)
  %e = load i32, ptr %d, align 4
  %f = load i32, ptr %d16, align 4
  call void @llvm.memset.p0.i64(ptr %d, i8 0, i64 %n, i1 false)
  %g = load i32, ptr %d16, align 4
  %h = load i32, ptr %s, align 4
  ret void
}

define void @locals() {
entry:
  %a = alloca [16 x i8], align 16
  %b = alloca [16 x i8], align 16
  call void @llvm.memset.p0.i64(ptr %a, i8 1, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr %b, ptr %a, i64 16, i1 false)
  %x = load i8, ptr %a, align 1
  %y = load i8, ptr %b, align 1
  ret void
}

attributes #0 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
