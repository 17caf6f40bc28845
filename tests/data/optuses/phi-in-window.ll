; ModuleID = 'phi-in-window.ll'
source_filename = "optuses/phi-in-window: a phi on the version stack hands the query to the walker (7.1)"

define void @f(ptr noalias %p, ptr noalias %q, ptr noalias %r, i1 %c) {
entry:
  store i32 0, ptr %p, align 4
  store i32 0, ptr %r, align 4
  br i1 %c, label %a, label %b

a:                                                ; preds = %entry
  store i32 1, ptr %q, align 4
  br label %j

b:                                                ; preds = %entry
  store i32 2, ptr %q, align 4
  br label %j

j:                                                ; preds = %b, %a
  store i32 3, ptr %q, align 4
  %v = load i32, ptr %p, align 4
  %w = load i32, ptr %r, align 4
  %x = load i32, ptr %q, align 4
  br i1 %c, label %k, label %m

k:                                                ; preds = %j
  store i32 4, ptr %q, align 4
  %y = load i32, ptr %p, align 4
  br label %m

m:                                                ; preds = %k, %j
  %z = load i32, ptr %p, align 4
  ret void
}
