define i32 @f(ptr %p) {
  %4294967297 = load i32, ptr %p
  store i32 %1, ptr %p
  %8589934594 = load i32, ptr %p
  ret i32 %2
}
@4294967296 = global i32 0
define void @4294967297(ptr %p) {
  store i32 1, ptr @0
  %v = load i32, ptr %p
  ret void
}
