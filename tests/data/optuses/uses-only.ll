; ModuleID = 'uses-only.ll'
source_filename = "optuses/uses-only: print<memoryssa> optimizes MemoryUses only, Defs never show -> (7, pitfall 11)"

define void @defs(ptr noalias %p, ptr noalias %q) {
entry:
  store i32 0, ptr %p, align 4
  store i32 1, ptr %q, align 4
  store i32 2, ptr %p, align 4
  %a = load i32, ptr %q, align 4
  store i32 3, ptr %q, align 4
  %b = load i32, ptr %p, align 4
  ret void
}
