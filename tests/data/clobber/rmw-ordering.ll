; ModuleID = 'rmw-ordering.ll'
source_filename = "clobber/rmw-ordering: cmpxchg/atomicrmw stronger than monotonic clobber everything, else by aliasing"

define void @rmw(ptr noalias %p, ptr noalias %q) {
entry:
  store i32 0, ptr %p, align 4
  %a = atomicrmw add ptr %q, i32 1 monotonic, align 4
  %l1 = load i32, ptr %p, align 4
  %b = atomicrmw add ptr %q, i32 1 release, align 4
  %l2 = load i32, ptr %p, align 4
  %c = cmpxchg ptr %q, i32 0, i32 1 monotonic monotonic, align 4
  %l3 = load i32, ptr %p, align 4
  %d = cmpxchg ptr %q, i32 0, i32 1 acquire monotonic, align 4
  %l4 = load i32, ptr %p, align 4
  %l5 = load i32, ptr %q, align 4
  store atomic i32 3, ptr %q release, align 4
  %l6 = load i32, ptr %p, align 4
  store atomic i32 3, ptr %q monotonic, align 4
  %l7 = load i32, ptr %p, align 4
  %e = load atomic i32, ptr %q monotonic, align 4
  %l8 = load i32, ptr %p, align 4
  ret void
}
