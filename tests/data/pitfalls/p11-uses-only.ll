; ModuleID = 'p11-uses-only.ll'
source_filename = "pitfalls/p11: print<memoryssa> optimizes only Uses; Defs show -> only after the walker"

declare void @unk()

define void @p11(ptr noalias %p, ptr noalias %q) {
entry:
  store i32 0, ptr %p, align 4
  store i32 1, ptr %q, align 4
  call void @unk()
  store i32 2, ptr %q, align 4
  %v = load i32, ptr %p, align 4
  ret void
}
