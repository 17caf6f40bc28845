; ModuleID = 'load-load-order.ll'
source_filename = "clobber/load-load-order: load-vs-load clobbering is an ordering test without aliasing (5, rule 3)"

define void @vol(ptr noalias %p, ptr noalias %q) {
entry:
  %a = load volatile i32, ptr %p, align 4
  %b = load volatile i32, ptr %q, align 4
  %c = load i32, ptr %q, align 4
  ret void
}

define void @acq(ptr noalias %p, ptr noalias %q) {
entry:
  %a = load atomic i32, ptr %p acquire, align 4
  %b = load i32, ptr %q, align 4
  ret void
}

define void @mono(ptr noalias %p, ptr noalias %q) {
entry:
  %a = load atomic i32, ptr %p monotonic, align 4
  %b = load atomic i32, ptr %q monotonic, align 4
  %c = load i32, ptr %q, align 4
  %d = load atomic i32, ptr %q unordered, align 4
  ret void
}

define void @seqcst_query(ptr noalias %p, ptr noalias %q) {
entry:
  %a = load atomic i32, ptr %p monotonic, align 4
  %b = load atomic i32, ptr %q seq_cst, align 4
  %c = load i32, ptr %p, align 4
  ret void
}

define void @same_ptr(ptr %p) {
entry:
  %a = load atomic i32, ptr %p monotonic, align 4
  %b = load i32, ptr %p, align 4
  ret void
}
