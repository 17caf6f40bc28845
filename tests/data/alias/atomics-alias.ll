; ModuleID = 'atomics-alias.ll'
source_filename = "alias/atomics-alias: atomic and volatile accesses versus aliasing"

define void @aa(ptr noalias %p, ptr noalias %q) {
entry:
  store atomic i32 1, ptr %q unordered, align 4
  %a = load i32, ptr %p, align 4
  store atomic i32 1, ptr %q monotonic, align 4
  %b = load i32, ptr %p, align 4
  store volatile i32 1, ptr %q, align 4
  %c = load i32, ptr %p, align 4
  %d = load volatile i32, ptr %p, align 4
  ret void
}
