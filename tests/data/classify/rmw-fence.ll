; ModuleID = 'rmw-fence.ll'
source_filename = "classify/rmw-fence: fences, cmpxchg and atomicrmw are always MemoryDefs (3.2)"

define void @rmw(ptr noalias %p, ptr noalias %q, i32 %v) {
entry:
  fence acquire
  fence release
  fence acq_rel
  fence seq_cst
  fence syncscope("singlethread") seq_cst
  %x0 = cmpxchg ptr %q, i32 0, i32 %v monotonic monotonic, align 4
  %l0 = load i32, ptr %p, align 4
  %x1 = cmpxchg weak volatile ptr %q, i32 0, i32 %v seq_cst acquire, align 4
  %l1 = load i32, ptr %p, align 4
  %r0 = atomicrmw add ptr %q, i32 1 monotonic, align 4
  %l2 = load i32, ptr %p, align 4
  %r1 = atomicrmw xchg ptr %q, i32 %v acq_rel, align 4
  %l3 = load i32, ptr %p, align 4
  %r2 = atomicrmw volatile umax ptr %q, i32 %v syncscope("singlethread") seq_cst, align 4
  %r3 = atomicrmw fadd ptr %q, float 1.000000e+00 monotonic, align 4
  %l4 = load i32, ptr %q, align 4
  ret void
}

define void @fence_only(ptr %p) {
entry:
  %a = load i32, ptr %p, align 4
  fence seq_cst
  %b = load i32, ptr %p, align 4
  fence seq_cst
  ret void
}
