; ModuleID = 'limit-phi.ll'
source_filename = "walker/limit-phi: diamond where each arm stores the other pointer (7.3 t13)"

define i32 @t13(ptr noalias %p, ptr noalias %q, i1 %c) {
entry:
  br i1 %c, label %a, label %b

a:                                                ; preds = %entry
  store i32 1, ptr %q, align 4
  br label %j

b:                                                ; preds = %entry
  store i32 2, ptr %q, align 4
  br label %j

j:                                                ; preds = %b, %a
  %v = load i32, ptr %p, align 4
  ret i32 %v
}
