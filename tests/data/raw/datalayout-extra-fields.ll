target datalayout = "e-p:64:64:64:64:9-i64:64:64:7-f80:128:128:n8:16:32:64-a:0:64:3"

define i64 @f(ptr %p, ptr %q) {
  %a = alloca { i64, x86_fp80 }
  store i64 0, ptr %a
  %f = getelementptr i8, ptr %a, i64 16
  store x86_fp80 0xK00000000000000000000, ptr %f
  %v = load i64, ptr %a
  store i64 1, ptr %p
  %w = load i64, ptr %q
  ret i64 %v
}
