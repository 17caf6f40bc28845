; ModuleID = 'diamond-chain.ll'
source_filename = "construct/diamond-chain: a chain of diamonds, stores on alternating sides"

define void @chain(ptr noalias %p, ptr noalias %q, i1 %c) {
entry:
  store i32 0, ptr %p, align 4
  br i1 %c, label %l1, label %r1

l1:                                               ; preds = %entry
  store i32 1, ptr %p, align 4
  br label %j1

r1:                                               ; preds = %entry
  br label %j1

j1:                                               ; preds = %r1, %l1
  %v1 = load i32, ptr %q, align 4
  br i1 %c, label %l2, label %r2

l2:                                               ; preds = %j1
  br label %j2

r2:                                               ; preds = %j1
  store i32 2, ptr %q, align 4
  br label %j2

j2:                                               ; preds = %r2, %l2
  %v2 = load i32, ptr %p, align 4
  br i1 %c, label %l3, label %r3

l3:                                               ; preds = %j2
  store i32 3, ptr %q, align 4
  br label %j3

r3:                                               ; preds = %j2
  store i32 4, ptr %q, align 4
  br label %j3

j3:                                               ; preds = %r3, %l3
  %v3 = load i32, ptr %p, align 4
  %w3 = load i32, ptr %q, align 4
  br i1 %c, label %l4, label %r4

l4:                                               ; preds = %j3
  br label %j4

r4:                                               ; preds = %j3
  br label %j4

j4:                                               ; preds = %r4, %l4
  %v4 = load i32, ptr %p, align 4
  ret void
}
