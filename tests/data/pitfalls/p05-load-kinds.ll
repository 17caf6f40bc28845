; ModuleID = 'p05-load-kinds.ll'
source_filename = "pitfalls/p05: volatile and monotonic-or-stronger loads are Defs, unordered atomic loads are Uses, every store is a Def"

define void @p05(ptr %p) {
entry:
  %a = load atomic i64, ptr %p unordered, align 8
  %b = load volatile i8, ptr %p, align 1
  %c = load atomic i64, ptr %p monotonic, align 8
  store atomic i64 0, ptr %p unordered, align 8
  %d = load i64, ptr %p, align 8
  ret void
}
