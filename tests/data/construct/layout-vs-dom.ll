; ModuleID = 'layout-vs-dom.ll'
source_filename = "construct/layout-vs-dom: Def IDs are in layout order even when layout is not dominator order (4.1)"

define void @shuffled(ptr %p, i1 %c) {
entry:
  store i32 0, ptr %p, align 4
  br label %first

last:                                             ; preds = %first, %middle
  store i32 3, ptr %p, align 4
  ret void

middle:                                           ; preds = %first
  store i32 2, ptr %p, align 4
  %m = load i32, ptr %p, align 4
  br label %last

first:                                            ; preds = %entry
  store i32 1, ptr %p, align 4
  br i1 %c, label %middle, label %last
}
