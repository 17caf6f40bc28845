; ModuleID = 'call-queries.ll'
source_filename = "clobber/call-queries: for call queries any Mod or Ref overlap is a clobber (5, rule 2)"

; Function Attrs: memory(read)
declare void @ro() #0

; Function Attrs: memory(argmem: read)
declare void @argr(ptr) #1

; Function Attrs: memory(argmem: write)
declare void @argw(ptr) #2

declare void @unk()

define void @ro_after_volatile(ptr noalias %p, ptr noalias %q) {
entry:
  store i32 1, ptr %p, align 4
  %a = load volatile i32, ptr %q, align 4
  call void @ro()
  call void @argr(ptr %p)
  ret void
}

define void @argmem(ptr noalias %p, ptr noalias %q) {
entry:
  store i32 1, ptr %p, align 4
  store i32 2, ptr %q, align 4
  call void @argr(ptr %p)
  call void @argr(ptr %q)
  call void @argw(ptr %q)
  call void @argr(ptr %p)
  %l = load i32, ptr %p, align 4
  %m = load i32, ptr %q, align 4
  ret void
}

define void @local_not_escaped(ptr %p) {
entry:
  %a = alloca i32, align 4
  store i32 1, ptr %a, align 4
  call void @ro()
  call void @unk()
  %l = load i32, ptr %a, align 4
  ret void
}

attributes #0 = { memory(read) }
attributes #1 = { memory(argmem: read) }
attributes #2 = { memory(argmem: write) }
