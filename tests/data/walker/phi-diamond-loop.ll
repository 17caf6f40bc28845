; ModuleID = 'phi-diamond-loop.ll'
source_filename = "walker/phi-diamond-loop: phi optimization through a diamond and a loop (7.3 t5, 8.4)"

define i32 @diamond(ptr noalias %p, ptr noalias %q, i1 %c) {
entry:
  store i32 0, ptr %p, align 4
  br i1 %c, label %a, label %b

a:                                                ; preds = %entry
  store i32 1, ptr %q, align 4
  br label %j

b:                                                ; preds = %entry
  store i32 2, ptr %q, align 4
  br label %j

j:                                                ; preds = %b, %a
  %v = load i32, ptr %p, align 4
  %w = load i32, ptr %q, align 4
  %s = add i32 %v, %w
  ret i32 %s
}

define void @loop(ptr noalias %p, ptr noalias %q, i32 %n) {
entry:
  store i32 0, ptr %p, align 4
  br label %h

h:                                                ; preds = %h, %entry
  %i = phi i32 [ 0, %entry ], [ %i.next, %h ]
  %v = load i32, ptr %p, align 4
  store i32 %i, ptr %q, align 4
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %h, label %e

e:                                                ; preds = %h
  %w = load i32, ptr %q, align 4
  %x = load i32, ptr %p, align 4
  ret void
}
