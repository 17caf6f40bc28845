; ModuleID = 'nested-phis.ll'
source_filename = "walker/nested-phis: optimization continues through a chain of phis"

define i32 @np(ptr noalias %p, ptr noalias %q, i1 %c, i1 %d) {
entry:
  store i32 0, ptr %p, align 4
  br i1 %c, label %a, label %b

a:                                                ; preds = %entry
  store i32 1, ptr %q, align 4
  br label %j1

b:                                                ; preds = %entry
  br label %j1

j1:                                               ; preds = %b, %a
  br i1 %d, label %x, label %y

x:                                                ; preds = %j1
  store i32 2, ptr %q, align 4
  br label %j2

y:                                                ; preds = %j1
  br i1 %c, label %y2, label %j2

y2:                                               ; preds = %y
  store i32 3, ptr %q, align 4
  br label %j2

j2:                                               ; preds = %y2, %y, %x
  %v = load i32, ptr %p, align 4
  %w = load i32, ptr %q, align 4
  ret i32 %v
}

define i32 @loop_in_diamond(ptr noalias %p, ptr noalias %q, i1 %c, i32 %n) {
entry:
  store i32 0, ptr %p, align 4
  br i1 %c, label %l, label %j

l:                                                ; preds = %l, %entry
  %i = phi i32 [ 0, %entry ], [ %i.next, %l ]
  store i32 %i, ptr %q, align 4
  %i.next = add i32 %i, 1
  %cc = icmp slt i32 %i.next, %n
  br i1 %cc, label %l, label %j

j:                                                ; preds = %l, %entry
  %v = load i32, ptr %p, align 4
  ret i32 %v
}
