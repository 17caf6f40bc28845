@g = private constant [4 x i32] zeroinitializer
@a = alias [4 x i32], getelementptr (i8, ptr @g, i64 4)
@b = alias i32, bitcast (ptr @g to ptr)
@c = alias i32, inttoptr (i64 4096 to ptr)
@i = ifunc void (), bitcast (ptr @resolver to ptr)

define ptr @resolver() {
  ret ptr null
}

define i32 @f(ptr %p) {
  store i32 0, ptr %p
  %v = load i32, ptr @a
  store i32 1, ptr @b
  %w = load i32, ptr @g
  ret i32 %v
}
