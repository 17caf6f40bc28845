define void @f(ptr %p) {
entry:
  store wibble 1, ptr %p, align 4
  ret void
}
