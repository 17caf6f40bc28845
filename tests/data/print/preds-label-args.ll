; ModuleID = 'preds-label-args.ll'
source_filename = "print/preds-label-args: a label argument of an inline asm call is no predecessor edge; of a callbr it is one more"

define void @f(ptr %p) {
entry:
  store i32 0, ptr %p, align 4
  call void asm sideeffect "brl ${0:l}", "X,~{memory}"(label %x)
  br label %a

a:                                                ; preds = %entry
  callbr void asm "", "X,!i"(label %x)
          to label %b [label %x]

b:                                                ; preds = %a
  %v = load i32, ptr %p, align 4
  br label %x

x:                                                ; preds = %b, %a, %a
  call void asm sideeffect "brl ${0:l}", "X,~{memory}"(label %x)
  ret void
}
