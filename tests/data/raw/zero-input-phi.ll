; A phi without incoming values, in a block without predecessors (opt-19 reads it).
define void @f() {
entry:
  ret void
dead:
  %r = phi i32
  ret void
}
