; ModuleID = 'p04-no-pruning.ll'
source_filename = "pitfalls/p04: no liveness pruning and no trivial-phi removal at construction"

define void @p04(ptr %p, i1 %c) {
entry:
  store i32 0, ptr %p, align 4
  br label %h

h:                                                ; preds = %h, %entry
  br i1 %c, label %h, label %x

x:                                                ; preds = %h
  br i1 %c, label %y, label %z

y:                                                ; preds = %x
  store i32 1, ptr %p, align 4
  br label %z

z:                                                ; preds = %y, %x
  ret void
}
