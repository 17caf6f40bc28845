; ModuleID = 'irreducible.ll'
source_filename = "construct/irreducible: an irreducible cycle entered at two blocks"

define void @irr(ptr %p, i1 %c, i1 %d) {
entry:
  br i1 %c, label %a, label %b

a:                                                ; preds = %b, %entry
  store i32 1, ptr %p, align 4
  br i1 %d, label %b, label %x

b:                                                ; preds = %a, %entry
  %v = load i32, ptr %p, align 4
  store i32 2, ptr %p, align 4
  br i1 %d, label %a, label %x

x:                                                ; preds = %b, %a
  %w = load i32, ptr %p, align 4
  ret void
}
