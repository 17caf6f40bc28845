declare void @callee(ptr)
!named = !{!0}
!0 = !{}
