define i32 @f(ptr %p) {
entry:
  %v = load i32, ptr %q, align 4
  ret i32 %v
}
