@s = global [4 x i8] c"abc

define void @f() {
  ret void
}
