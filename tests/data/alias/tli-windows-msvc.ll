; ModuleID = 'tli-windows-msvc.ll'
source_filename = "alias/tli-windows-msvc: library functions by target triple (TargetLibraryInfo): operator new (MSVC with the \\01 escape, Itanium, nothrow), __kmpc_alloc_shared, memccpy, bcmp, __memcpy_chk, memset_pattern16 on i686-pc-windows-msvc"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc"

@p = global ptr null

; Function Attrs: nobuiltin
declare noalias ptr @"\01??2@YAPAXI@Z"(i32) #0

; Function Attrs: nobuiltin
declare noalias ptr @"??2@YAPEAX_K@Z"(i64) #0

; Function Attrs: nobuiltin
declare noalias ptr @_Znwm(i64) #0

; Function Attrs: nobuiltin
declare noalias ptr @_Znwj(i32) #0

; Function Attrs: nobuiltin
declare noalias ptr @_ZnwmRKSt9nothrow_t(i64, ptr) #0

declare noalias ptr @__kmpc_alloc_shared(i64)

; Function Attrs: memory(argmem: readwrite)
declare ptr @memccpy(ptr, ptr, i32, i64) #1

; Function Attrs: memory(argmem: read)
declare i32 @bcmp(ptr, ptr, i64) #2

; Function Attrs: memory(argmem: readwrite)
declare ptr @__memcpy_chk(ptr, ptr, i64, i64) #1

; Function Attrs: memory(argmem: readwrite)
declare void @memset_pattern16(ptr, ptr, i64) #1

define void @new_msvc_escaped() {
  %call = call ptr @"\01??2@YAPAXI@Z"(i32 1) #3
  store ptr %call, ptr @p, align 4
  ret void
}

define void @new_msvc_longlong() {
  %call = call ptr @"??2@YAPEAX_K@Z"(i64 1) #3
  store ptr %call, ptr @p, align 4
  ret void
}

define void @new_itanium_m() {
  %call = call ptr @_Znwm(i64 1) #3
  store ptr %call, ptr @p, align 4
  ret void
}

define void @new_itanium_j() {
  %call = call ptr @_Znwj(i32 1) #3
  store ptr %call, ptr @p, align 4
  ret void
}

define void @new_nothrow() {
  %call = call ptr @_ZnwmRKSt9nothrow_t(i64 1, ptr null) #3
  store ptr %call, ptr @p, align 4
  ret void
}

define void @kmpc_alloc_shared() {
  %call = call ptr @__kmpc_alloc_shared(i64 1)
  store ptr %call, ptr @p, align 4
  ret void
}

define void @memccpy_size(ptr %b) {
  %a = alloca [16 x i8], align 1
  %a8 = getelementptr i8, ptr %a, i64 8
  store i32 0, ptr %a8, align 4
  %r = call ptr @memccpy(ptr %a, ptr %b, i32 0, i64 4)
  %v = load i32, ptr %a8, align 4
  ret void
}

define void @bcmp_size(ptr %b) {
  %a = alloca [16 x i8], align 1
  %a8 = getelementptr i8, ptr %a, i64 8
  store i32 0, ptr %a8, align 4
  %r = call i32 @bcmp(ptr %a, ptr %b, i64 4)
  ret void
}

define void @memcpy_chk_size(ptr %b) {
  %a = alloca [16 x i8], align 1
  %a8 = getelementptr i8, ptr %a, i64 8
  store i32 0, ptr %a8, align 4
  %r = call ptr @__memcpy_chk(ptr %a, ptr %b, i64 4, i64 16)
  %v = load i32, ptr %a8, align 4
  ret void
}

define void @memset_pattern16_size(ptr %b) {
  %a = alloca [16 x i8], align 1
  %a8 = getelementptr i8, ptr %a, i64 8
  store i32 0, ptr %a8, align 4
  call void @memset_pattern16(ptr %a, ptr %b, i64 4)
  %v = load i32, ptr %a8, align 4
  ret void
}

attributes #0 = { nobuiltin }
attributes #1 = { memory(argmem: readwrite) }
attributes #2 = { memory(argmem: read) }
attributes #3 = { builtin }
