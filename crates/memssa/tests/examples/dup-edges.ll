; ModuleID = 'dup-edges.ll'
source_filename = "dup-edges.ll"

define void @h(ptr %p, i32 %x) {
entry:
  switch i32 %x, label %d [
    i32 0, label %a
    i32 1, label %a
    i32 2, label %d
  ]

a:                                                ; preds = %entry, %entry
  store i32 1, ptr %p, align 4
  br label %d

d:                                                ; preds = %a, %entry, %entry
  ret void
}
