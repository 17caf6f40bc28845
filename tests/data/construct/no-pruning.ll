; ModuleID = 'no-pruning.ll'
source_filename = "construct/no-pruning: phis are placed without liveness pruning or trivial-phi removal (4.3)"

define void @dead_phi(ptr %p, i1 %c) {
entry:
  br i1 %c, label %a, label %b

a:                                                ; preds = %entry
  store i32 1, ptr %p, align 4
  br label %j

b:                                                ; preds = %entry
  br label %j

j:                                                ; preds = %b, %a
  ret void
}

define void @trivial_phi(ptr %p, i1 %c) {
entry:
  store i32 1, ptr %p, align 4
  br i1 %c, label %a, label %b

a:                                                ; preds = %entry
  br label %j

b:                                                ; preds = %entry
  br label %j

j:                                                ; preds = %b, %a
  br i1 %c, label %k, label %m

k:                                                ; preds = %j
  store i32 2, ptr %p, align 4
  br label %m

m:                                                ; preds = %k, %j
  %v = load i32, ptr %p, align 4
  ret void
}
