define void @f() {
entry:
  %x = add i32 1, 2
  %x = add i32 3, 4
  ret void
}
