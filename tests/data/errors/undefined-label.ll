define void @f(ptr %p) {
entry:
  br label %nowhere
}
