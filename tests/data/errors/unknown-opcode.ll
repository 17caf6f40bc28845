define void @f(ptr %p) {
entry:
  %x = frobnicate i32 1, 2
  ret void
}
