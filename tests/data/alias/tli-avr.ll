; ModuleID = 'tli-avr.ll'
source_filename = "alias/tli-avr: library functions on AVR: C int is 16 bits (memchr), an allocation function's size is i32 or i64 (_Znwm(i16) is none)"
target datalayout = "e-P1-p:16:8-i8:8-i16:8-i32:8-i64:8-f32:8-f64:8-n8-a:8"
target triple = "avr"

@p = global ptr null

; Function Attrs: memory(argmem: read)
declare ptr @memchr(ptr, i16, i16) addrspace(1) #0

; Function Attrs: nobuiltin
declare noalias ptr @_Znwm(i16) addrspace(1) #1

; Function Attrs: nobuiltin
declare noalias ptr @_Znwj(i32) addrspace(1) #1

define void @memchr_int16(ptr %b) addrspace(1) {
  %a = alloca [16 x i8], align 1
  %a8 = getelementptr i8, ptr %a, i16 8
  store i32 0, ptr %a8, align 1
  %r = call addrspace(1) ptr @memchr(ptr %a, i16 0, i16 4)
  ret void
}

define void @new_size_i16() addrspace(1) {
  %call = call addrspace(1) ptr @_Znwm(i16 1) #2
  store ptr %call, ptr @p, align 1
  ret void
}

define void @new_j_i32() addrspace(1) {
  %call = call addrspace(1) ptr @_Znwj(i32 1) #2
  store ptr %call, ptr @p, align 1
  ret void
}

attributes #0 = { memory(argmem: read) }
attributes #1 = { nobuiltin }
attributes #2 = { builtin }
