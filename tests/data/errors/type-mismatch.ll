define void @f(ptr %p) {
entry:
  store i64 1, i32 %p, align 4
  ret void
}
