; Calling conventions written as `cc N`, `ccN`, `ccc` and keywords, on
; calls, an invoke and function headers: opt-19 prints a convention by its
; keyword when it has one, else as `ccN`, and C (also `cc 1024`: LLVM keeps
; the id in 10 bits) as nothing.
declare void @f(ptr)
declare cc 9 void @cold(ptr)
declare ccc void @c(ptr)
declare cc11 void @hipe(ptr)
declare i32 @__gxx_personality_v0(...)

define cc 8 void @fast(ptr %p) {
  store i32 0, ptr %p
  ret void
}

define void @calls(ptr %p) personality ptr @__gxx_personality_v0 {
entry:
  call cc 8 void @fast(ptr %p)
  call fastcc void @fast(ptr %p)
  call cc 9 void @cold(ptr %p)
  call ccc void @c(ptr %p)
  call cc 0 void @f(ptr %p)
  call cc 1024 void @f(ptr %p)
  call cc 1025 void @f(ptr %p)
  call cc 4294967295 void @f(ptr %p)
  call cc11 void @hipe(ptr %p)
  call cc 64 void @f(ptr %p)
  call x86_stdcallcc void @f(ptr %p)
  call cc 91 void @f(ptr %p)
  tail call cc 18 void @f(ptr %p)
  %v = load i32, ptr %p
  invoke cc 16 void @f(ptr %p) to label %ok unwind label %lp

ok:
  store i32 %v, ptr %p
  ret void

lp:
  %l = landingpad { ptr, i32 } cleanup
  ret void
}
