define void @f(ptr %p, i1 %c) {
  store i32 1, ptr %p
  br i1 %c, label %1, label %2
  store i32 2, ptr %p
  br label %2
  %v = load i32, ptr %p
  ret void
}

define void @g(ptr %p, i1 %c) {
entry:
  br i1 %c, label %0, label %1
  store i32 3, ptr %p
  br label %1
  %v = load i32, ptr %p
  ret void
}
