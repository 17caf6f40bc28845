; ModuleID = 'loops.ll'
source_filename = "construct/loops: nested loops, self loops and several back edges"

define void @nest(ptr %p, ptr %q, i32 %n) {
entry:
  br label %outer

outer:                                            ; preds = %outer.latch, %entry
  %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
  store i32 %i, ptr %p, align 4
  br label %inner

inner:                                            ; preds = %inner, %outer
  %j = phi i32 [ 0, %outer ], [ %j.next, %inner ]
  %v = load i32, ptr %q, align 4
  store i32 %v, ptr %q, align 4
  %j.next = add i32 %j, 1
  %jc = icmp slt i32 %j.next, %n
  br i1 %jc, label %inner, label %outer.latch

outer.latch:                                      ; preds = %inner
  %w = load i32, ptr %p, align 4
  %i.next = add i32 %i, 1
  %ic = icmp slt i32 %i.next, %n
  br i1 %ic, label %outer, label %exit

exit:                                             ; preds = %outer.latch
  %z = load i32, ptr %q, align 4
  ret void
}

define void @self(ptr %p, i1 %c) {
entry:
  br label %s

s:                                                ; preds = %s, %entry
  %v = load i32, ptr %p, align 4
  store i32 %v, ptr %p, align 4
  br i1 %c, label %s, label %e

e:                                                ; preds = %s
  ret void
}

define void @multi_latch(ptr %p, i32 %x) {
entry:
  br label %h

h:                                                ; preds = %l2, %l1, %entry
  %v = load i32, ptr %p, align 4
  switch i32 %x, label %e [
    i32 0, label %l1
    i32 1, label %l2
  ]

l1:                                               ; preds = %h
  store i32 1, ptr %p, align 4
  br label %h

l2:                                               ; preds = %h
  br label %h

e:                                                ; preds = %h
  ret void
}

define void @no_store_loop(ptr %p, i1 %c) {
entry:
  store i32 1, ptr %p, align 4
  br label %h

h:                                                ; preds = %h, %entry
  %v = load i32, ptr %p, align 4
  br i1 %c, label %h, label %e

e:                                                ; preds = %h
  ret void
}
