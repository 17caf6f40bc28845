; ModuleID = 'index-width.ll'
source_filename = "index-width: p:64:64:64:32 (index 32 bits) and p1/p3 specs"
target datalayout = "e-p:64:64:64:32-p1:64:64:64:64-p2:32:32:32:16"

declare void @use(ptr)

define i32 @wrap_is_base(ptr %p) {
  store i32 0, ptr %p, align 4
  %g = getelementptr i8, ptr %p, i64 4294967296
  store i32 1, ptr %g, align 4
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define i32 @wrap_negative(ptr %p) {
  %m4 = getelementptr i8, ptr %p, i64 -4
  store i32 0, ptr %m4, align 4
  store i32 5, ptr %p, align 4
  %g = getelementptr i8, ptr %p, i64 4294967295
  store i8 1, ptr %g, align 1
  %a = load i32, ptr %p, align 4
  %b = load i32, ptr %m4, align 4
  %s = add i32 %a, %b
  ret i32 %s
}

define i32 @wrap_scaled(ptr %p) {
  store i32 0, ptr %p, align 4
  %g = getelementptr [2 x i32], ptr %p, i64 536870912, i64 0
  store i32 1, ptr %g, align 4
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define i32 @own_spec_no_wrap(ptr addrspace(1) %p) {
  store i32 0, ptr addrspace(1) %p, align 4
  %g = getelementptr i8, ptr addrspace(1) %p, i64 4294967296
  store i32 1, ptr addrspace(1) %g, align 4
  %v = load i32, ptr addrspace(1) %p, align 4
  ret i32 %v
}

define i32 @default_spec_wraps(ptr addrspace(3) %p) {
  store i32 0, ptr addrspace(3) %p, align 4
  %g = getelementptr i8, ptr addrspace(3) %p, i64 4294967296
  store i32 1, ptr addrspace(3) %g, align 4
  %v = load i32, ptr addrspace(3) %p, align 4
  ret i32 %v
}

define i32 @index16(ptr addrspace(2) %p) {
  store i32 0, ptr addrspace(2) %p, align 4
  %g = getelementptr i8, ptr addrspace(2) %p, i32 65536
  store i32 1, ptr addrspace(2) %g, align 4
  %v = load i32, ptr addrspace(2) %p, align 4
  %h = getelementptr i8, ptr addrspace(2) %p, i32 65540
  store i32 2, ptr addrspace(2) %h, align 4
  %w = load i32, ptr addrspace(2) %p, align 4
  %s = add i32 %v, %w
  ret i32 %s
}

define i32 @wrap_var_plus_const(ptr %p, i64 %i) {
  %a = getelementptr i32, ptr %p, i64 %i
  store i32 0, ptr %a, align 4
  %j = add i64 %i, 1073741824
  %b = getelementptr i32, ptr %p, i64 %j
  store i32 1, ptr %b, align 4
  %v = load i32, ptr %a, align 4
  ret i32 %v
}

define i32 @wrap_into_alloca() {
  %a = alloca [8 x i8], align 4
  call void @use(ptr %a)
  %h = getelementptr i8, ptr %a, i64 4
  store i32 0, ptr %h, align 4
  %g = getelementptr i8, ptr %a, i64 4294967300
  store i32 1, ptr %g, align 4
  %v = load i32, ptr %h, align 4
  ret i32 %v
}
