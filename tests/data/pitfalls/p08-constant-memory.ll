; ModuleID = 'p08-constant-memory.ll'
source_filename = "pitfalls/p08: constant-memory and invariant.load loads are MemoryUse(liveOnEntry) even without optimization"

@K = constant [4 x i32] [i32 1, i32 2, i32 3, i32 4]

define i32 @p08(ptr %p, i64 %i) {
entry:
  store i32 0, ptr %p, align 4
  %e = getelementptr inbounds [4 x i32], ptr @K, i64 0, i64 %i
  %a = load i32, ptr %e, align 4
  %b = load i32, ptr %p, align 4, !invariant.load !0
  %c = load i32, ptr %p, align 4
  ret i32 %a
}

!0 = !{}
