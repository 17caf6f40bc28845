; ModuleID = 'index-width-20.ll'
source_filename = "index-width-20: p:32:32:32:20"
target datalayout = "e-p:32:32:32:20"

define i32 @wrap20(ptr %p) {
  store i32 0, ptr %p, align 4
  %g = getelementptr i8, ptr %p, i32 1048576
  store i32 1, ptr %g, align 4
  %v = load i32, ptr %p, align 4
  %h = getelementptr i8, ptr %p, i32 1048580
  store i32 2, ptr %h, align 4
  %w = load i32, ptr %p, align 4
  %s = add i32 %v, %w
  ret i32 %s
}

define i32 @wrap20_negative(ptr %p) {
  %a = getelementptr i8, ptr %p, i32 -4
  store i32 0, ptr %a, align 4
  %b = getelementptr i8, ptr %p, i32 1048572
  store i32 1, ptr %b, align 4
  %v = load i32, ptr %a, align 4
  ret i32 %v
}

define i32 @wrap20_var(ptr %p, i32 %i) {
  %a = getelementptr i32, ptr %p, i32 %i
  store i32 0, ptr %a, align 4
  %j = add i32 %i, 262144
  %b = getelementptr i32, ptr %p, i32 %j
  store i32 1, ptr %b, align 4
  %v = load i32, ptr %a, align 4
  %k = add i32 %i, 131072
  %c = getelementptr i32, ptr %p, i32 %k
  store i32 2, ptr %c, align 4
  %w = load i32, ptr %a, align 4
  %s = add i32 %v, %w
  ret i32 %s
}

define i32 @wrap20_chain(ptr %p) {
  store i32 0, ptr %p, align 4
  %a = getelementptr i8, ptr %p, i32 524288
  %b = getelementptr i8, ptr %a, i32 524288
  store i32 1, ptr %b, align 4
  %v = load i32, ptr %p, align 4
  ret i32 %v
}
