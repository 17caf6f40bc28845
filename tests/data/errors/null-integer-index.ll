define ptr @f(ptr %p) {
  %q = getelementptr i8, ptr %p, i64 null
  ret ptr %q
}
