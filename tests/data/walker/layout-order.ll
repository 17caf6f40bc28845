; ModuleID = 'layout-order.ll'
source_filename = "walker/layout-order: the walker printer mutates as it prints, so layout order is visible (8.4 t14)"

define void @t14(ptr %p, i1 %c) {
entry:
  store i32 0, ptr %p, align 4
  br label %B

A:                                                ; preds = %B
  %v = load i32, ptr %p, align 4
  ret void

B:                                                ; preds = %entry
  store i32 1, ptr %p, align 4
  br label %A
}

define void @defs_reuse(ptr %p, ptr %q) {
entry:
  store i32 0, ptr %p, align 4
  store i32 1, ptr %q, align 4
  %a = load i32, ptr %p, align 4
  store i32 2, ptr %p, align 4
  %b = load i32, ptr %q, align 4
  ret void
}
