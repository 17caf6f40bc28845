define void @f(ptr %p) {
entry:
  store i32 1, ptr %p, align 4

define void @g() {
entry:
  ret void
}
