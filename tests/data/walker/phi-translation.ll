; ModuleID = 'phi-translation.ll'
source_filename = "walker/phi-translation: the query pointer is translated through IR phis per predecessor (6.4 t8)"

define i32 @pt2(ptr noalias %a, ptr noalias %b, i1 %c) {
entry:
  store i32 0, ptr %a, align 4
  store i32 1, ptr %b, align 4
  br i1 %c, label %l, label %r

l:                                                ; preds = %entry
  store i32 2, ptr %b, align 4
  br label %j

r:                                                ; preds = %entry
  store i32 3, ptr %a, align 4
  br label %j

j:                                                ; preds = %r, %l
  %p = phi ptr [ %a, %l ], [ %b, %r ]
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define i32 @gep_translate(ptr noalias %a, ptr noalias %b, i1 %c) {
entry:
  %a4 = getelementptr inbounds i8, ptr %a, i64 4
  %b4 = getelementptr inbounds i8, ptr %b, i64 4
  store i32 0, ptr %a4, align 4
  store i32 1, ptr %b4, align 4
  br i1 %c, label %l, label %r

l:                                                ; preds = %entry
  store i32 2, ptr %b, align 4
  br label %j

r:                                                ; preds = %entry
  store i32 3, ptr %a, align 4
  br label %j

j:                                                ; preds = %r, %l
  %p = phi ptr [ %a, %l ], [ %b, %r ]
  %p4 = getelementptr inbounds i8, ptr %p, i64 4
  %v = load i32, ptr %p4, align 4
  ret i32 %v
}

define i32 @loop_phi_ptr(ptr noalias %a, ptr noalias %b, i32 %n) {
entry:
  store i32 7, ptr %b, align 4
  br label %h

h:                                                ; preds = %h, %entry
  %p = phi ptr [ %a, %entry ], [ %p.next, %h ]
  %i = phi i32 [ 0, %entry ], [ %i.next, %h ]
  %v = load i32, ptr %p, align 4
  store i32 %i, ptr %p, align 4
  %p.next = getelementptr inbounds i32, ptr %p, i64 1
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %h, label %e

e:                                                ; preds = %h
  %w = load i32, ptr %b, align 4
  ret i32 %w
}
