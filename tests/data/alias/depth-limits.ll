; ModuleID = 'depth-limits.ll'
source_filename = "depth-limits"

declare i64 @get()

define i32 @neq_md3(ptr %p, i64 %x0) {
  %r = call i64 @get(), !range !0
  %z = add i64 %r, 0
  %x1 = add nuw nsw i64 %x0, %z
  %x2 = add nuw nsw i64 %x1, %z
  %x3 = add nuw nsw i64 %x2, %z
  %a = getelementptr i32, ptr %p, i64 %x2
  store i32 0, ptr %a, align 4
  %b = getelementptr i32, ptr %p, i64 %x3
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @neq_md4(ptr %p, i64 %x0) {
  %r = call i64 @get(), !range !0
  %z = add i64 %r, 0
  %x1 = add nuw nsw i64 %x0, %z
  %x2 = add nuw nsw i64 %x1, %z
  %x3 = add nuw nsw i64 %x2, %z
  %x4 = add nuw nsw i64 %x3, %z
  %a = getelementptr i32, ptr %p, i64 %x3
  store i32 0, ptr %a, align 4
  %b = getelementptr i32, ptr %p, i64 %x4
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @neq_md5(ptr %p, i64 %x0) {
  %r = call i64 @get(), !range !0
  %z = add i64 %r, 0
  %x1 = add nuw nsw i64 %x0, %z
  %x2 = add nuw nsw i64 %x1, %z
  %x3 = add nuw nsw i64 %x2, %z
  %x4 = add nuw nsw i64 %x3, %z
  %x5 = add nuw nsw i64 %x4, %z
  %a = getelementptr i32, ptr %p, i64 %x4
  store i32 0, ptr %a, align 4
  %b = getelementptr i32, ptr %p, i64 %x5
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @neq_md6(ptr %p, i64 %x0) {
  %r = call i64 @get(), !range !0
  %z = add i64 %r, 0
  %x1 = add nuw nsw i64 %x0, %z
  %x2 = add nuw nsw i64 %x1, %z
  %x3 = add nuw nsw i64 %x2, %z
  %x4 = add nuw nsw i64 %x3, %z
  %x5 = add nuw nsw i64 %x4, %z
  %x6 = add nuw nsw i64 %x5, %z
  %a = getelementptr i32, ptr %p, i64 %x5
  store i32 0, ptr %a, align 4
  %b = getelementptr i32, ptr %p, i64 %x6
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @neq_md7(ptr %p, i64 %x0) {
  %r = call i64 @get(), !range !0
  %z = add i64 %r, 0
  %x1 = add nuw nsw i64 %x0, %z
  %x2 = add nuw nsw i64 %x1, %z
  %x3 = add nuw nsw i64 %x2, %z
  %x4 = add nuw nsw i64 %x3, %z
  %x5 = add nuw nsw i64 %x4, %z
  %x6 = add nuw nsw i64 %x5, %z
  %x7 = add nuw nsw i64 %x6, %z
  %a = getelementptr i32, ptr %p, i64 %x6
  store i32 0, ptr %a, align 4
  %b = getelementptr i32, ptr %p, i64 %x7
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @neq_md8(ptr %p, i64 %x0) {
  %r = call i64 @get(), !range !0
  %z = add i64 %r, 0
  %x1 = add nuw nsw i64 %x0, %z
  %x2 = add nuw nsw i64 %x1, %z
  %x3 = add nuw nsw i64 %x2, %z
  %x4 = add nuw nsw i64 %x3, %z
  %x5 = add nuw nsw i64 %x4, %z
  %x6 = add nuw nsw i64 %x5, %z
  %x7 = add nuw nsw i64 %x6, %z
  %x8 = add nuw nsw i64 %x7, %z
  %a = getelementptr i32, ptr %p, i64 %x7
  store i32 0, ptr %a, align 4
  %b = getelementptr i32, ptr %p, i64 %x8
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @neq_call_range3(ptr %p, i64 %x0) {
  %z = call range(i64 1, 16) i64 @get()
  %x1 = add nuw nsw i64 %x0, %z
  %x2 = add nuw nsw i64 %x1, %z
  %x3 = add nuw nsw i64 %x2, %z
  %a = getelementptr i32, ptr %p, i64 %x2
  store i32 0, ptr %a, align 4
  %b = getelementptr i32, ptr %p, i64 %x3
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @neq_call_range4(ptr %p, i64 %x0) {
  %z = call range(i64 1, 16) i64 @get()
  %x1 = add nuw nsw i64 %x0, %z
  %x2 = add nuw nsw i64 %x1, %z
  %x3 = add nuw nsw i64 %x2, %z
  %x4 = add nuw nsw i64 %x3, %z
  %a = getelementptr i32, ptr %p, i64 %x3
  store i32 0, ptr %a, align 4
  %b = getelementptr i32, ptr %p, i64 %x4
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @neq_call_range5(ptr %p, i64 %x0) {
  %z = call range(i64 1, 16) i64 @get()
  %x1 = add nuw nsw i64 %x0, %z
  %x2 = add nuw nsw i64 %x1, %z
  %x3 = add nuw nsw i64 %x2, %z
  %x4 = add nuw nsw i64 %x3, %z
  %x5 = add nuw nsw i64 %x4, %z
  %a = getelementptr i32, ptr %p, i64 %x4
  store i32 0, ptr %a, align 4
  %b = getelementptr i32, ptr %p, i64 %x5
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @neq_call_range6(ptr %p, i64 %x0) {
  %z = call range(i64 1, 16) i64 @get()
  %x1 = add nuw nsw i64 %x0, %z
  %x2 = add nuw nsw i64 %x1, %z
  %x3 = add nuw nsw i64 %x2, %z
  %x4 = add nuw nsw i64 %x3, %z
  %x5 = add nuw nsw i64 %x4, %z
  %x6 = add nuw nsw i64 %x5, %z
  %a = getelementptr i32, ptr %p, i64 %x5
  store i32 0, ptr %a, align 4
  %b = getelementptr i32, ptr %p, i64 %x6
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @neq_call_range7(ptr %p, i64 %x0) {
  %z = call range(i64 1, 16) i64 @get()
  %x1 = add nuw nsw i64 %x0, %z
  %x2 = add nuw nsw i64 %x1, %z
  %x3 = add nuw nsw i64 %x2, %z
  %x4 = add nuw nsw i64 %x3, %z
  %x5 = add nuw nsw i64 %x4, %z
  %x6 = add nuw nsw i64 %x5, %z
  %x7 = add nuw nsw i64 %x6, %z
  %a = getelementptr i32, ptr %p, i64 %x6
  store i32 0, ptr %a, align 4
  %b = getelementptr i32, ptr %p, i64 %x7
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @neq_call_range8(ptr %p, i64 %x0) {
  %z = call range(i64 1, 16) i64 @get()
  %x1 = add nuw nsw i64 %x0, %z
  %x2 = add nuw nsw i64 %x1, %z
  %x3 = add nuw nsw i64 %x2, %z
  %x4 = add nuw nsw i64 %x3, %z
  %x5 = add nuw nsw i64 %x4, %z
  %x6 = add nuw nsw i64 %x5, %z
  %x7 = add nuw nsw i64 %x6, %z
  %x8 = add nuw nsw i64 %x7, %z
  %a = getelementptr i32, ptr %p, i64 %x7
  store i32 0, ptr %a, align 4
  %b = getelementptr i32, ptr %p, i64 %x8
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @neq_arg_range3(ptr %p, i64 %x0, i64 range(i64 1, 16) %z) {
  %x1 = add nuw nsw i64 %x0, %z
  %x2 = add nuw nsw i64 %x1, %z
  %x3 = add nuw nsw i64 %x2, %z
  %a = getelementptr i32, ptr %p, i64 %x2
  store i32 0, ptr %a, align 4
  %b = getelementptr i32, ptr %p, i64 %x3
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @neq_arg_range4(ptr %p, i64 %x0, i64 range(i64 1, 16) %z) {
  %x1 = add nuw nsw i64 %x0, %z
  %x2 = add nuw nsw i64 %x1, %z
  %x3 = add nuw nsw i64 %x2, %z
  %x4 = add nuw nsw i64 %x3, %z
  %a = getelementptr i32, ptr %p, i64 %x3
  store i32 0, ptr %a, align 4
  %b = getelementptr i32, ptr %p, i64 %x4
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @neq_arg_range5(ptr %p, i64 %x0, i64 range(i64 1, 16) %z) {
  %x1 = add nuw nsw i64 %x0, %z
  %x2 = add nuw nsw i64 %x1, %z
  %x3 = add nuw nsw i64 %x2, %z
  %x4 = add nuw nsw i64 %x3, %z
  %x5 = add nuw nsw i64 %x4, %z
  %a = getelementptr i32, ptr %p, i64 %x4
  store i32 0, ptr %a, align 4
  %b = getelementptr i32, ptr %p, i64 %x5
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @neq_arg_range6(ptr %p, i64 %x0, i64 range(i64 1, 16) %z) {
  %x1 = add nuw nsw i64 %x0, %z
  %x2 = add nuw nsw i64 %x1, %z
  %x3 = add nuw nsw i64 %x2, %z
  %x4 = add nuw nsw i64 %x3, %z
  %x5 = add nuw nsw i64 %x4, %z
  %x6 = add nuw nsw i64 %x5, %z
  %a = getelementptr i32, ptr %p, i64 %x5
  store i32 0, ptr %a, align 4
  %b = getelementptr i32, ptr %p, i64 %x6
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @neq_arg_range7(ptr %p, i64 %x0, i64 range(i64 1, 16) %z) {
  %x1 = add nuw nsw i64 %x0, %z
  %x2 = add nuw nsw i64 %x1, %z
  %x3 = add nuw nsw i64 %x2, %z
  %x4 = add nuw nsw i64 %x3, %z
  %x5 = add nuw nsw i64 %x4, %z
  %x6 = add nuw nsw i64 %x5, %z
  %x7 = add nuw nsw i64 %x6, %z
  %a = getelementptr i32, ptr %p, i64 %x6
  store i32 0, ptr %a, align 4
  %b = getelementptr i32, ptr %p, i64 %x7
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @neq_arg_range8(ptr %p, i64 %x0, i64 range(i64 1, 16) %z) {
  %x1 = add nuw nsw i64 %x0, %z
  %x2 = add nuw nsw i64 %x1, %z
  %x3 = add nuw nsw i64 %x2, %z
  %x4 = add nuw nsw i64 %x3, %z
  %x5 = add nuw nsw i64 %x4, %z
  %x6 = add nuw nsw i64 %x5, %z
  %x7 = add nuw nsw i64 %x6, %z
  %x8 = add nuw nsw i64 %x7, %z
  %a = getelementptr i32, ptr %p, i64 %x7
  store i32 0, ptr %a, align 4
  %b = getelementptr i32, ptr %p, i64 %x8
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @neq_load_range3(ptr %p, i64 %x0) {
  %z = load i64, ptr %p, align 8, !range !0
  %x1 = add nuw nsw i64 %x0, %z
  %x2 = add nuw nsw i64 %x1, %z
  %x3 = add nuw nsw i64 %x2, %z
  %a = getelementptr i32, ptr %p, i64 %x2
  store i32 0, ptr %a, align 4
  %b = getelementptr i32, ptr %p, i64 %x3
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @neq_load_range4(ptr %p, i64 %x0) {
  %z = load i64, ptr %p, align 8, !range !0
  %x1 = add nuw nsw i64 %x0, %z
  %x2 = add nuw nsw i64 %x1, %z
  %x3 = add nuw nsw i64 %x2, %z
  %x4 = add nuw nsw i64 %x3, %z
  %a = getelementptr i32, ptr %p, i64 %x3
  store i32 0, ptr %a, align 4
  %b = getelementptr i32, ptr %p, i64 %x4
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @neq_load_range5(ptr %p, i64 %x0) {
  %z = load i64, ptr %p, align 8, !range !0
  %x1 = add nuw nsw i64 %x0, %z
  %x2 = add nuw nsw i64 %x1, %z
  %x3 = add nuw nsw i64 %x2, %z
  %x4 = add nuw nsw i64 %x3, %z
  %x5 = add nuw nsw i64 %x4, %z
  %a = getelementptr i32, ptr %p, i64 %x4
  store i32 0, ptr %a, align 4
  %b = getelementptr i32, ptr %p, i64 %x5
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @neq_load_range6(ptr %p, i64 %x0) {
  %z = load i64, ptr %p, align 8, !range !0
  %x1 = add nuw nsw i64 %x0, %z
  %x2 = add nuw nsw i64 %x1, %z
  %x3 = add nuw nsw i64 %x2, %z
  %x4 = add nuw nsw i64 %x3, %z
  %x5 = add nuw nsw i64 %x4, %z
  %x6 = add nuw nsw i64 %x5, %z
  %a = getelementptr i32, ptr %p, i64 %x5
  store i32 0, ptr %a, align 4
  %b = getelementptr i32, ptr %p, i64 %x6
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @neq_load_range7(ptr %p, i64 %x0) {
  %z = load i64, ptr %p, align 8, !range !0
  %x1 = add nuw nsw i64 %x0, %z
  %x2 = add nuw nsw i64 %x1, %z
  %x3 = add nuw nsw i64 %x2, %z
  %x4 = add nuw nsw i64 %x3, %z
  %x5 = add nuw nsw i64 %x4, %z
  %x6 = add nuw nsw i64 %x5, %z
  %x7 = add nuw nsw i64 %x6, %z
  %a = getelementptr i32, ptr %p, i64 %x6
  store i32 0, ptr %a, align 4
  %b = getelementptr i32, ptr %p, i64 %x7
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @neq_load_range8(ptr %p, i64 %x0) {
  %z = load i64, ptr %p, align 8, !range !0
  %x1 = add nuw nsw i64 %x0, %z
  %x2 = add nuw nsw i64 %x1, %z
  %x3 = add nuw nsw i64 %x2, %z
  %x4 = add nuw nsw i64 %x3, %z
  %x5 = add nuw nsw i64 %x4, %z
  %x6 = add nuw nsw i64 %x5, %z
  %x7 = add nuw nsw i64 %x6, %z
  %x8 = add nuw nsw i64 %x7, %z
  %a = getelementptr i32, ptr %p, i64 %x7
  store i32 0, ptr %a, align 4
  %b = getelementptr i32, ptr %p, i64 %x8
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @neq_or_one3(ptr %p, i64 %x0) {
  %q = call i64 @get()
  %z = or i64 %q, 1
  %x1 = add nuw nsw i64 %x0, %z
  %x2 = add nuw nsw i64 %x1, %z
  %x3 = add nuw nsw i64 %x2, %z
  %a = getelementptr i32, ptr %p, i64 %x2
  store i32 0, ptr %a, align 4
  %b = getelementptr i32, ptr %p, i64 %x3
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @neq_or_one4(ptr %p, i64 %x0) {
  %q = call i64 @get()
  %z = or i64 %q, 1
  %x1 = add nuw nsw i64 %x0, %z
  %x2 = add nuw nsw i64 %x1, %z
  %x3 = add nuw nsw i64 %x2, %z
  %x4 = add nuw nsw i64 %x3, %z
  %a = getelementptr i32, ptr %p, i64 %x3
  store i32 0, ptr %a, align 4
  %b = getelementptr i32, ptr %p, i64 %x4
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @neq_or_one5(ptr %p, i64 %x0) {
  %q = call i64 @get()
  %z = or i64 %q, 1
  %x1 = add nuw nsw i64 %x0, %z
  %x2 = add nuw nsw i64 %x1, %z
  %x3 = add nuw nsw i64 %x2, %z
  %x4 = add nuw nsw i64 %x3, %z
  %x5 = add nuw nsw i64 %x4, %z
  %a = getelementptr i32, ptr %p, i64 %x4
  store i32 0, ptr %a, align 4
  %b = getelementptr i32, ptr %p, i64 %x5
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @neq_or_one6(ptr %p, i64 %x0) {
  %q = call i64 @get()
  %z = or i64 %q, 1
  %x1 = add nuw nsw i64 %x0, %z
  %x2 = add nuw nsw i64 %x1, %z
  %x3 = add nuw nsw i64 %x2, %z
  %x4 = add nuw nsw i64 %x3, %z
  %x5 = add nuw nsw i64 %x4, %z
  %x6 = add nuw nsw i64 %x5, %z
  %a = getelementptr i32, ptr %p, i64 %x5
  store i32 0, ptr %a, align 4
  %b = getelementptr i32, ptr %p, i64 %x6
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @neq_or_one7(ptr %p, i64 %x0) {
  %q = call i64 @get()
  %z = or i64 %q, 1
  %x1 = add nuw nsw i64 %x0, %z
  %x2 = add nuw nsw i64 %x1, %z
  %x3 = add nuw nsw i64 %x2, %z
  %x4 = add nuw nsw i64 %x3, %z
  %x5 = add nuw nsw i64 %x4, %z
  %x6 = add nuw nsw i64 %x5, %z
  %x7 = add nuw nsw i64 %x6, %z
  %a = getelementptr i32, ptr %p, i64 %x6
  store i32 0, ptr %a, align 4
  %b = getelementptr i32, ptr %p, i64 %x7
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @neq_or_one8(ptr %p, i64 %x0) {
  %q = call i64 @get()
  %z = or i64 %q, 1
  %x1 = add nuw nsw i64 %x0, %z
  %x2 = add nuw nsw i64 %x1, %z
  %x3 = add nuw nsw i64 %x2, %z
  %x4 = add nuw nsw i64 %x3, %z
  %x5 = add nuw nsw i64 %x4, %z
  %x6 = add nuw nsw i64 %x5, %z
  %x7 = add nuw nsw i64 %x6, %z
  %x8 = add nuw nsw i64 %x7, %z
  %a = getelementptr i32, ptr %p, i64 %x7
  store i32 0, ptr %a, align 4
  %b = getelementptr i32, ptr %p, i64 %x8
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @neq_add_args3(ptr %p, i64 %x0, i64 range(i64 1, 16) %u, i64 range(i64 1, 16) %w) {
  %z = add i64 %u, %w
  %x1 = add nsw i64 %x0, %z
  %x2 = add nsw i64 %x1, %z
  %x3 = add nsw i64 %x2, %z
  %a = getelementptr i32, ptr %p, i64 %x2
  store i32 0, ptr %a, align 4
  %b = getelementptr i32, ptr %p, i64 %x3
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @neq_add_args4(ptr %p, i64 %x0, i64 range(i64 1, 16) %u, i64 range(i64 1, 16) %w) {
  %z = add i64 %u, %w
  %x1 = add nsw i64 %x0, %z
  %x2 = add nsw i64 %x1, %z
  %x3 = add nsw i64 %x2, %z
  %x4 = add nsw i64 %x3, %z
  %a = getelementptr i32, ptr %p, i64 %x3
  store i32 0, ptr %a, align 4
  %b = getelementptr i32, ptr %p, i64 %x4
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @neq_add_args5(ptr %p, i64 %x0, i64 range(i64 1, 16) %u, i64 range(i64 1, 16) %w) {
  %z = add i64 %u, %w
  %x1 = add nsw i64 %x0, %z
  %x2 = add nsw i64 %x1, %z
  %x3 = add nsw i64 %x2, %z
  %x4 = add nsw i64 %x3, %z
  %x5 = add nsw i64 %x4, %z
  %a = getelementptr i32, ptr %p, i64 %x4
  store i32 0, ptr %a, align 4
  %b = getelementptr i32, ptr %p, i64 %x5
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @neq_add_args6(ptr %p, i64 %x0, i64 range(i64 1, 16) %u, i64 range(i64 1, 16) %w) {
  %z = add i64 %u, %w
  %x1 = add nsw i64 %x0, %z
  %x2 = add nsw i64 %x1, %z
  %x3 = add nsw i64 %x2, %z
  %x4 = add nsw i64 %x3, %z
  %x5 = add nsw i64 %x4, %z
  %x6 = add nsw i64 %x5, %z
  %a = getelementptr i32, ptr %p, i64 %x5
  store i32 0, ptr %a, align 4
  %b = getelementptr i32, ptr %p, i64 %x6
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @neq_add_args7(ptr %p, i64 %x0, i64 range(i64 1, 16) %u, i64 range(i64 1, 16) %w) {
  %z = add i64 %u, %w
  %x1 = add nsw i64 %x0, %z
  %x2 = add nsw i64 %x1, %z
  %x3 = add nsw i64 %x2, %z
  %x4 = add nsw i64 %x3, %z
  %x5 = add nsw i64 %x4, %z
  %x6 = add nsw i64 %x5, %z
  %x7 = add nsw i64 %x6, %z
  %a = getelementptr i32, ptr %p, i64 %x6
  store i32 0, ptr %a, align 4
  %b = getelementptr i32, ptr %p, i64 %x7
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @neq_add_args8(ptr %p, i64 %x0, i64 range(i64 1, 16) %u, i64 range(i64 1, 16) %w) {
  %z = add i64 %u, %w
  %x1 = add nsw i64 %x0, %z
  %x2 = add nsw i64 %x1, %z
  %x3 = add nsw i64 %x2, %z
  %x4 = add nsw i64 %x3, %z
  %x5 = add nsw i64 %x4, %z
  %x6 = add nsw i64 %x5, %z
  %x7 = add nsw i64 %x6, %z
  %x8 = add nsw i64 %x7, %z
  %a = getelementptr i32, ptr %p, i64 %x7
  store i32 0, ptr %a, align 4
  %b = getelementptr i32, ptr %p, i64 %x8
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @linear3(ptr %p, i64 %x0) {
  %x1 = add nsw i64 %x0, 1
  %x2 = add nsw i64 %x1, 1
  %x3 = add nsw i64 %x2, 1
  %a = getelementptr i32, ptr %p, i64 %x0
  store i32 0, ptr %a, align 4
  %b = getelementptr i32, ptr %p, i64 %x3
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @linear4(ptr %p, i64 %x0) {
  %x1 = add nsw i64 %x0, 1
  %x2 = add nsw i64 %x1, 1
  %x3 = add nsw i64 %x2, 1
  %x4 = add nsw i64 %x3, 1
  %a = getelementptr i32, ptr %p, i64 %x0
  store i32 0, ptr %a, align 4
  %b = getelementptr i32, ptr %p, i64 %x4
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @linear5(ptr %p, i64 %x0) {
  %x1 = add nsw i64 %x0, 1
  %x2 = add nsw i64 %x1, 1
  %x3 = add nsw i64 %x2, 1
  %x4 = add nsw i64 %x3, 1
  %x5 = add nsw i64 %x4, 1
  %a = getelementptr i32, ptr %p, i64 %x0
  store i32 0, ptr %a, align 4
  %b = getelementptr i32, ptr %p, i64 %x5
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @linear6(ptr %p, i64 %x0) {
  %x1 = add nsw i64 %x0, 1
  %x2 = add nsw i64 %x1, 1
  %x3 = add nsw i64 %x2, 1
  %x4 = add nsw i64 %x3, 1
  %x5 = add nsw i64 %x4, 1
  %x6 = add nsw i64 %x5, 1
  %a = getelementptr i32, ptr %p, i64 %x0
  store i32 0, ptr %a, align 4
  %b = getelementptr i32, ptr %p, i64 %x6
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @linear7(ptr %p, i64 %x0) {
  %x1 = add nsw i64 %x0, 1
  %x2 = add nsw i64 %x1, 1
  %x3 = add nsw i64 %x2, 1
  %x4 = add nsw i64 %x3, 1
  %x5 = add nsw i64 %x4, 1
  %x6 = add nsw i64 %x5, 1
  %x7 = add nsw i64 %x6, 1
  %a = getelementptr i32, ptr %p, i64 %x0
  store i32 0, ptr %a, align 4
  %b = getelementptr i32, ptr %p, i64 %x7
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @linear8(ptr %p, i64 %x0) {
  %x1 = add nsw i64 %x0, 1
  %x2 = add nsw i64 %x1, 1
  %x3 = add nsw i64 %x2, 1
  %x4 = add nsw i64 %x3, 1
  %x5 = add nsw i64 %x4, 1
  %x6 = add nsw i64 %x5, 1
  %x7 = add nsw i64 %x6, 1
  %x8 = add nsw i64 %x7, 1
  %a = getelementptr i32, ptr %p, i64 %x0
  store i32 0, ptr %a, align 4
  %b = getelementptr i32, ptr %p, i64 %x8
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @known_bits3(ptr %p, i64 %a) {
  %k0 = and i64 %a, 15
  %k1 = xor i64 %k0, 0
  %k2 = xor i64 %k1, 0
  %k3 = xor i64 %k2, 0
  %s = getelementptr i32, ptr %p, i64 16
  store i32 0, ptr %s, align 4
  %b = getelementptr i32, ptr %p, i64 %k3
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @known_bits4(ptr %p, i64 %a) {
  %k0 = and i64 %a, 15
  %k1 = xor i64 %k0, 0
  %k2 = xor i64 %k1, 0
  %k3 = xor i64 %k2, 0
  %k4 = xor i64 %k3, 0
  %s = getelementptr i32, ptr %p, i64 16
  store i32 0, ptr %s, align 4
  %b = getelementptr i32, ptr %p, i64 %k4
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @known_bits5(ptr %p, i64 %a) {
  %k0 = and i64 %a, 15
  %k1 = xor i64 %k0, 0
  %k2 = xor i64 %k1, 0
  %k3 = xor i64 %k2, 0
  %k4 = xor i64 %k3, 0
  %k5 = xor i64 %k4, 0
  %s = getelementptr i32, ptr %p, i64 16
  store i32 0, ptr %s, align 4
  %b = getelementptr i32, ptr %p, i64 %k5
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @known_bits6(ptr %p, i64 %a) {
  %k0 = and i64 %a, 15
  %k1 = xor i64 %k0, 0
  %k2 = xor i64 %k1, 0
  %k3 = xor i64 %k2, 0
  %k4 = xor i64 %k3, 0
  %k5 = xor i64 %k4, 0
  %k6 = xor i64 %k5, 0
  %s = getelementptr i32, ptr %p, i64 16
  store i32 0, ptr %s, align 4
  %b = getelementptr i32, ptr %p, i64 %k6
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @known_bits7(ptr %p, i64 %a) {
  %k0 = and i64 %a, 15
  %k1 = xor i64 %k0, 0
  %k2 = xor i64 %k1, 0
  %k3 = xor i64 %k2, 0
  %k4 = xor i64 %k3, 0
  %k5 = xor i64 %k4, 0
  %k6 = xor i64 %k5, 0
  %k7 = xor i64 %k6, 0
  %s = getelementptr i32, ptr %p, i64 16
  store i32 0, ptr %s, align 4
  %b = getelementptr i32, ptr %p, i64 %k7
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @known_bits8(ptr %p, i64 %a) {
  %k0 = and i64 %a, 15
  %k1 = xor i64 %k0, 0
  %k2 = xor i64 %k1, 0
  %k3 = xor i64 %k2, 0
  %k4 = xor i64 %k3, 0
  %k5 = xor i64 %k4, 0
  %k6 = xor i64 %k5, 0
  %k7 = xor i64 %k6, 0
  %k8 = xor i64 %k7, 0
  %s = getelementptr i32, ptr %p, i64 16
  store i32 0, ptr %s, align 4
  %b = getelementptr i32, ptr %p, i64 %k8
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @non_zero3(ptr %p, i32 %a, i32 %c) {
  %s0 = or i32 %a, 1
  %s1 = shl nuw i32 %s0, %c
  %s2 = shl nuw i32 %s1, %c
  %s3 = shl nuw i32 %s2, %c
  store i32 0, ptr %p, align 4
  %b = getelementptr i32, ptr %p, i32 %s3
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @non_zero4(ptr %p, i32 %a, i32 %c) {
  %s0 = or i32 %a, 1
  %s1 = shl nuw i32 %s0, %c
  %s2 = shl nuw i32 %s1, %c
  %s3 = shl nuw i32 %s2, %c
  %s4 = shl nuw i32 %s3, %c
  store i32 0, ptr %p, align 4
  %b = getelementptr i32, ptr %p, i32 %s4
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @non_zero5(ptr %p, i32 %a, i32 %c) {
  %s0 = or i32 %a, 1
  %s1 = shl nuw i32 %s0, %c
  %s2 = shl nuw i32 %s1, %c
  %s3 = shl nuw i32 %s2, %c
  %s4 = shl nuw i32 %s3, %c
  %s5 = shl nuw i32 %s4, %c
  store i32 0, ptr %p, align 4
  %b = getelementptr i32, ptr %p, i32 %s5
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @non_zero6(ptr %p, i32 %a, i32 %c) {
  %s0 = or i32 %a, 1
  %s1 = shl nuw i32 %s0, %c
  %s2 = shl nuw i32 %s1, %c
  %s3 = shl nuw i32 %s2, %c
  %s4 = shl nuw i32 %s3, %c
  %s5 = shl nuw i32 %s4, %c
  %s6 = shl nuw i32 %s5, %c
  store i32 0, ptr %p, align 4
  %b = getelementptr i32, ptr %p, i32 %s6
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @non_zero7(ptr %p, i32 %a, i32 %c) {
  %s0 = or i32 %a, 1
  %s1 = shl nuw i32 %s0, %c
  %s2 = shl nuw i32 %s1, %c
  %s3 = shl nuw i32 %s2, %c
  %s4 = shl nuw i32 %s3, %c
  %s5 = shl nuw i32 %s4, %c
  %s6 = shl nuw i32 %s5, %c
  %s7 = shl nuw i32 %s6, %c
  store i32 0, ptr %p, align 4
  %b = getelementptr i32, ptr %p, i32 %s7
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @non_zero8(ptr %p, i32 %a, i32 %c) {
  %s0 = or i32 %a, 1
  %s1 = shl nuw i32 %s0, %c
  %s2 = shl nuw i32 %s1, %c
  %s3 = shl nuw i32 %s2, %c
  %s4 = shl nuw i32 %s3, %c
  %s5 = shl nuw i32 %s4, %c
  %s6 = shl nuw i32 %s5, %c
  %s7 = shl nuw i32 %s6, %c
  %s8 = shl nuw i32 %s7, %c
  store i32 0, ptr %p, align 4
  %b = getelementptr i32, ptr %p, i32 %s8
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @select_range3(ptr %p, i1 %c) {
  %t1 = select i1 %c, i64 0, i64 1
  %t2 = select i1 %c, i64 %t1, i64 2
  %t3 = select i1 %c, i64 %t2, i64 3
  %s = getelementptr i32, ptr %p, i64 8
  store i32 0, ptr %s, align 4
  %b = getelementptr i32, ptr %p, i64 %t3
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @select_range4(ptr %p, i1 %c) {
  %t1 = select i1 %c, i64 0, i64 1
  %t2 = select i1 %c, i64 %t1, i64 2
  %t3 = select i1 %c, i64 %t2, i64 3
  %t4 = select i1 %c, i64 %t3, i64 0
  %s = getelementptr i32, ptr %p, i64 8
  store i32 0, ptr %s, align 4
  %b = getelementptr i32, ptr %p, i64 %t4
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @select_range5(ptr %p, i1 %c) {
  %t1 = select i1 %c, i64 0, i64 1
  %t2 = select i1 %c, i64 %t1, i64 2
  %t3 = select i1 %c, i64 %t2, i64 3
  %t4 = select i1 %c, i64 %t3, i64 0
  %t5 = select i1 %c, i64 %t4, i64 1
  %s = getelementptr i32, ptr %p, i64 8
  store i32 0, ptr %s, align 4
  %b = getelementptr i32, ptr %p, i64 %t5
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @select_range6(ptr %p, i1 %c) {
  %t1 = select i1 %c, i64 0, i64 1
  %t2 = select i1 %c, i64 %t1, i64 2
  %t3 = select i1 %c, i64 %t2, i64 3
  %t4 = select i1 %c, i64 %t3, i64 0
  %t5 = select i1 %c, i64 %t4, i64 1
  %t6 = select i1 %c, i64 %t5, i64 2
  %s = getelementptr i32, ptr %p, i64 8
  store i32 0, ptr %s, align 4
  %b = getelementptr i32, ptr %p, i64 %t6
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @select_range7(ptr %p, i1 %c) {
  %t1 = select i1 %c, i64 0, i64 1
  %t2 = select i1 %c, i64 %t1, i64 2
  %t3 = select i1 %c, i64 %t2, i64 3
  %t4 = select i1 %c, i64 %t3, i64 0
  %t5 = select i1 %c, i64 %t4, i64 1
  %t6 = select i1 %c, i64 %t5, i64 2
  %t7 = select i1 %c, i64 %t6, i64 3
  %s = getelementptr i32, ptr %p, i64 8
  store i32 0, ptr %s, align 4
  %b = getelementptr i32, ptr %p, i64 %t7
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @select_range8(ptr %p, i1 %c) {
  %t1 = select i1 %c, i64 0, i64 1
  %t2 = select i1 %c, i64 %t1, i64 2
  %t3 = select i1 %c, i64 %t2, i64 3
  %t4 = select i1 %c, i64 %t3, i64 0
  %t5 = select i1 %c, i64 %t4, i64 1
  %t6 = select i1 %c, i64 %t5, i64 2
  %t7 = select i1 %c, i64 %t6, i64 3
  %t8 = select i1 %c, i64 %t7, i64 0
  %s = getelementptr i32, ptr %p, i64 8
  store i32 0, ptr %s, align 4
  %b = getelementptr i32, ptr %p, i64 %t8
  %v = load i32, ptr %b, align 4
  ret i32 %v
}

define i32 @non_zero_phi2(ptr %p, i32 %a, i32 %b, i32 %c, i1 %f) {
entry:
  br i1 %f, label %l, label %r

l:                                                ; preds = %entry
  %la = or i32 %a, 1
  br label %j

r:                                                ; preds = %entry
  %rb = or i32 %b, 2
  br label %j

j:                                                ; preds = %r, %l
  %s0 = phi i32 [ %la, %l ], [ %rb, %r ]
  %s1 = shl nuw i32 %s0, %c
  %s2 = shl nuw i32 %s1, %c
  store i32 0, ptr %p, align 4
  %g = getelementptr i32, ptr %p, i32 %s2
  %v = load i32, ptr %g, align 4
  ret i32 %v
}

define i32 @non_zero_phi3(ptr %p, i32 %a, i32 %b, i32 %c, i1 %f) {
entry:
  br i1 %f, label %l, label %r

l:                                                ; preds = %entry
  %la = or i32 %a, 1
  br label %j

r:                                                ; preds = %entry
  %rb = or i32 %b, 2
  br label %j

j:                                                ; preds = %r, %l
  %s0 = phi i32 [ %la, %l ], [ %rb, %r ]
  %s1 = shl nuw i32 %s0, %c
  %s2 = shl nuw i32 %s1, %c
  %s3 = shl nuw i32 %s2, %c
  store i32 0, ptr %p, align 4
  %g = getelementptr i32, ptr %p, i32 %s3
  %v = load i32, ptr %g, align 4
  ret i32 %v
}

define i32 @non_zero_phi4(ptr %p, i32 %a, i32 %b, i32 %c, i1 %f) {
entry:
  br i1 %f, label %l, label %r

l:                                                ; preds = %entry
  %la = or i32 %a, 1
  br label %j

r:                                                ; preds = %entry
  %rb = or i32 %b, 2
  br label %j

j:                                                ; preds = %r, %l
  %s0 = phi i32 [ %la, %l ], [ %rb, %r ]
  %s1 = shl nuw i32 %s0, %c
  %s2 = shl nuw i32 %s1, %c
  %s3 = shl nuw i32 %s2, %c
  %s4 = shl nuw i32 %s3, %c
  store i32 0, ptr %p, align 4
  %g = getelementptr i32, ptr %p, i32 %s4
  %v = load i32, ptr %g, align 4
  ret i32 %v
}

define i32 @non_zero_phi5(ptr %p, i32 %a, i32 %b, i32 %c, i1 %f) {
entry:
  br i1 %f, label %l, label %r

l:                                                ; preds = %entry
  %la = or i32 %a, 1
  br label %j

r:                                                ; preds = %entry
  %rb = or i32 %b, 2
  br label %j

j:                                                ; preds = %r, %l
  %s0 = phi i32 [ %la, %l ], [ %rb, %r ]
  %s1 = shl nuw i32 %s0, %c
  %s2 = shl nuw i32 %s1, %c
  %s3 = shl nuw i32 %s2, %c
  %s4 = shl nuw i32 %s3, %c
  %s5 = shl nuw i32 %s4, %c
  store i32 0, ptr %p, align 4
  %g = getelementptr i32, ptr %p, i32 %s5
  %v = load i32, ptr %g, align 4
  ret i32 %v
}

define i32 @non_zero_phi6(ptr %p, i32 %a, i32 %b, i32 %c, i1 %f) {
entry:
  br i1 %f, label %l, label %r

l:                                                ; preds = %entry
  %la = or i32 %a, 1
  br label %j

r:                                                ; preds = %entry
  %rb = or i32 %b, 2
  br label %j

j:                                                ; preds = %r, %l
  %s0 = phi i32 [ %la, %l ], [ %rb, %r ]
  %s1 = shl nuw i32 %s0, %c
  %s2 = shl nuw i32 %s1, %c
  %s3 = shl nuw i32 %s2, %c
  %s4 = shl nuw i32 %s3, %c
  %s5 = shl nuw i32 %s4, %c
  %s6 = shl nuw i32 %s5, %c
  store i32 0, ptr %p, align 4
  %g = getelementptr i32, ptr %p, i32 %s6
  %v = load i32, ptr %g, align 4
  ret i32 %v
}

define i32 @non_zero_phi7(ptr %p, i32 %a, i32 %b, i32 %c, i1 %f) {
entry:
  br i1 %f, label %l, label %r

l:                                                ; preds = %entry
  %la = or i32 %a, 1
  br label %j

r:                                                ; preds = %entry
  %rb = or i32 %b, 2
  br label %j

j:                                                ; preds = %r, %l
  %s0 = phi i32 [ %la, %l ], [ %rb, %r ]
  %s1 = shl nuw i32 %s0, %c
  %s2 = shl nuw i32 %s1, %c
  %s3 = shl nuw i32 %s2, %c
  %s4 = shl nuw i32 %s3, %c
  %s5 = shl nuw i32 %s4, %c
  %s6 = shl nuw i32 %s5, %c
  %s7 = shl nuw i32 %s6, %c
  store i32 0, ptr %p, align 4
  %g = getelementptr i32, ptr %p, i32 %s7
  %v = load i32, ptr %g, align 4
  ret i32 %v
}

!0 = !{i64 1, i64 16}
