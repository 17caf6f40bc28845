define void @0(ptr %p) {
  store i32 1, ptr %p
  %v = load i32, ptr %p
  ret void
}
define void @1(ptr %p) {
  call void @0(ptr %p)
  %v = load i32, ptr %p
  ret void
}
define void @named(ptr %p) {
  call void @1(ptr %p)
  ret void
}
