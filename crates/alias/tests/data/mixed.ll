declare void @f(ptr)
declare ptr @malloc(i64)
define void @t(ptr %a, ptr noalias %b, i64 %i) {
  %x = alloca [10 x i32]
  %y = alloca i32
  %g1 = getelementptr inbounds [10 x i32], ptr %x, i64 0, i64 1
  %g2 = getelementptr inbounds [10 x i32], ptr %x, i64 0, i64 %i
  %m = call ptr @malloc(i64 8)
  store i32 0, ptr %g1
  store i32 0, ptr %g2
  %l = load i32, ptr %a
  store i32 1, ptr %y
  call void @f(ptr %x)
  %l2 = load i64, ptr %x
  store i8 1, ptr %b
  store i8 1, ptr %m
  ret void
}
