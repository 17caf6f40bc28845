define void @f(ptr %p) {
entry:
  store i32 1, ptr %p, align 4
  ret void
}
ÿþ garbage after a valid function
