; ModuleID = 'p01-phi-ids.ll'
source_filename = "pitfalls/p01: phi IDs come after all Def IDs, in IDF discovery order (deepest level first, then larger preorder)"

define void @p01(ptr %p, i1 %c, i1 %d) {
entry:
  br i1 %c, label %x, label %y

x:                                                ; preds = %entry
  br i1 %d, label %x1, label %x2

x1:                                               ; preds = %x
  store i32 1, ptr %p, align 4
  br label %xj

x2:                                               ; preds = %x
  store i32 2, ptr %p, align 4
  br label %xj

xj:                                               ; preds = %x2, %x1
  br label %j

y:                                                ; preds = %entry
  br i1 %d, label %y1, label %y2

y1:                                               ; preds = %y
  store i32 3, ptr %p, align 4
  br label %yj

y2:                                               ; preds = %y
  br label %yj

yj:                                               ; preds = %y2, %y1
  br label %j

j:                                                ; preds = %yj, %xj
  %v = load i32, ptr %p, align 4
  ret void
}
