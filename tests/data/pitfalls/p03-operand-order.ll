; ModuleID = 'p03-operand-order.ll'
source_filename = "pitfalls/p03: phi operand order is dominator-tree preorder of predecessors (CFG DFS child order), one entry per edge"

define void @p03(ptr %p, i32 %x, i1 %c) {
entry:
  br i1 %c, label %late, label %early

early:                                            ; preds = %entry
  switch i32 %x, label %j [
    i32 0, label %m
    i32 1, label %j
  ]

m:                                                ; preds = %early
  store i32 1, ptr %p, align 4
  br label %j

late:                                             ; preds = %entry
  store i32 2, ptr %p, align 4
  br i1 %c, label %j, label %j

j:                                                ; preds = %late, %late, %m, %early, %early
  %v = load i32, ptr %p, align 4
  ret void
}
