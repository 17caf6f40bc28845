; ModuleID = 'call-argmem.ll'
source_filename = "alias/call-argmem: memory(argmem: ...) calls clobber only through their pointer arguments"

; Function Attrs: memory(argmem: write)
declare void @w(ptr) #0

; Function Attrs: memory(argmem: readwrite)
declare void @rw(ptr, ptr) #1

; Function Attrs: memory(read)
declare void @ro() #2

; Function Attrs: memory(inaccessiblemem: readwrite)
declare void @inacc() #3

; Function Attrs: memory(argmem: write, inaccessiblemem: readwrite)
declare void @nocap_w(ptr nocapture) #4

define void @am(ptr noalias %p, ptr noalias %q, ptr noalias %r) {
entry:
  call void @w(ptr %p)
  %a = load i32, ptr %q, align 4
  %b = load i32, ptr %p, align 4
  call void @rw(ptr %q, ptr %r)
  %c = load i32, ptr %p, align 4
  %d = load i32, ptr %r, align 4
  call void @ro()
  call void @inacc()
  %e = load i32, ptr %q, align 4
  call void @nocap_w(ptr %r)
  %f = load i32, ptr %q, align 4
  %g = load i32, ptr %r, align 4
  ret void
}

attributes #0 = { memory(argmem: write) }
attributes #1 = { memory(argmem: readwrite) }
attributes #2 = { memory(read) }
attributes #3 = { memory(inaccessiblemem: readwrite) }
attributes #4 = { memory(argmem: write, inaccessiblemem: readwrite) }
