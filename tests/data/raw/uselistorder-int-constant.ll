; A use-list order of an integer constant, at module level and in a body:
; the constant is read with the type written before it (i5 here), not as
; a pointer.
define void @f(ptr %p) {
  store i5 7, ptr %p
  %x = load i5, ptr %p
  %y = add i5 %x, 7
  store i5 %y, ptr %p
  ret void
  uselistorder i5 7, { 1, 0 }
}

define void @g(ptr %p) {
  store i5 7, ptr %p
  ret void
}

uselistorder i5 7, { 1, 0, 2 }
