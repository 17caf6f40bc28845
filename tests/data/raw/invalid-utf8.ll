; a comment with ÿþ bytes
@s = global [4 x i8] c"ÿþ\00Ã"
@"été" = global i32 0
define void @f(ptr %p) {
  ; À¯ not UTF-8
  store i32 1, ptr %p
  %v = load i32, ptr @"été"
  store i8 2, ptr @s
  ret void
}
