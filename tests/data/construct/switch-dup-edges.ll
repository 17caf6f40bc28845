; ModuleID = 'switch-dup-edges.ll'
source_filename = "construct/switch-dup-edges: one phi entry per CFG edge, duplicates included (4.7)"

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
  %v = load i32, ptr %p, align 4
  ret void
}

define void @loop_dups(ptr %p, i32 %x, i1 %c) {
entry:
  store i32 0, ptr %p, align 4
  br label %head

head:                                             ; preds = %body, %body, %head, %head, %head, %entry
  %v = load i32, ptr %p, align 4
  store i32 %v, ptr %p, align 4
  switch i32 %v, label %exit [
    i32 1, label %head
    i32 2, label %head
    i32 3, label %body
    i32 4, label %head
  ]

body:                                             ; preds = %head
  br i1 %c, label %head, label %head

exit:                                             ; preds = %head
  ret void
}
