define void @f(ptr %p, i1 %c) {
entry:
  br i1 %c, label %c, label %entry
}
