; ModuleID = 'phi-operand-order.ll'
source_filename = "construct/phi-operand-order: phi operands follow dominator-tree preorder of predecessors, not layout or preds order (4.4)"

define void @order(ptr %p, i32 %x) {
entry:
  switch i32 %x, label %z [
    i32 0, label %c
    i32 1, label %b
    i32 2, label %a
  ]

a:                                                ; preds = %entry
  store i32 1, ptr %p, align 4
  br label %j

z:                                                ; preds = %entry
  store i32 0, ptr %p, align 4
  br label %j

b:                                                ; preds = %entry
  store i32 2, ptr %p, align 4
  br label %j

c:                                                ; preds = %entry
  br label %j

j:                                                ; preds = %c, %b, %z, %a
  %v = load i32, ptr %p, align 4
  ret void
}

define void @nested(ptr %p, i1 %c, i1 %d) {
entry:
  br i1 %c, label %l, label %r

r:                                                ; preds = %entry
  br i1 %d, label %r2, label %r1

r1:                                               ; preds = %r
  store i32 1, ptr %p, align 4
  br label %j

r2:                                               ; preds = %r
  store i32 2, ptr %p, align 4
  br label %j

l:                                                ; preds = %entry
  br label %j

j:                                                ; preds = %l, %r2, %r1
  %v = load i32, ptr %p, align 4
  ret void
}
