; ModuleID = 'loop-variance.ll'
source_filename = "walker/loop-variance: a loop-variant pointer's size is widened to unknown when a walk crosses a phi (6.4, pitfall 15)"

define void @variant(ptr noalias %base, i64 %n) {
entry:
  br label %h

h:                                                ; preds = %h, %entry
  %i = phi i64 [ 0, %entry ], [ %i.next, %h ]
  %p = getelementptr inbounds i32, ptr %base, i64 %i
  %p1 = getelementptr inbounds i32, ptr %p, i64 1
  %v = load i32, ptr %p, align 4
  store i32 %v, ptr %p1, align 4
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %h, label %e

e:                                                ; preds = %h
  ret void
}

define void @invariant_gep(ptr noalias %base, i64 %n) {
entry:
  %p = getelementptr inbounds i32, ptr %base, i64 2
  %p1 = getelementptr inbounds i32, ptr %base, i64 3
  br label %h

h:                                                ; preds = %h, %entry
  %i = phi i64 [ 0, %entry ], [ %i.next, %h ]
  %v = load i32, ptr %p, align 4
  store i32 %v, ptr %p1, align 4
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %h, label %e

e:                                                ; preds = %h
  ret void
}

define void @diamond_variant(ptr noalias %base, i64 %k, i1 %c) {
entry:
  br i1 %c, label %x, label %y

x:                                                ; preds = %entry
  %q = getelementptr inbounds i32, ptr %base, i64 %k
  %q1 = getelementptr inbounds i32, ptr %q, i64 1
  store i32 1, ptr %q1, align 4
  br label %j

y:                                                ; preds = %entry
  br label %j

j:                                                ; preds = %y, %x
  %v = load i32, ptr %base, align 4
  ret void
}
