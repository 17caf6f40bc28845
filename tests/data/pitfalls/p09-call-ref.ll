; ModuleID = 'p09-call-ref.ll'
source_filename = "pitfalls/p09: a call query is clobbered by Ref overlap too; load-vs-load is an ordering test"

; Function Attrs: memory(argmem: read)
declare void @ro(ptr) #0

define void @p09(ptr noalias %p, ptr noalias %q) {
entry:
  store i32 0, ptr %q, align 4
  %v = load volatile i32, ptr %p, align 4
  call void @ro(ptr %p)
  call void @ro(ptr %q)
  %w = load volatile i32, ptr %q, align 4
  %x = load atomic i32, ptr %q seq_cst, align 4
  ret void
}

attributes #0 = { memory(argmem: read) }
