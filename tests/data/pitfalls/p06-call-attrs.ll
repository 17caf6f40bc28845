; ModuleID = 'p06-call-attrs.ll'
source_filename = "pitfalls/p06: call classification depends on memory attributes of callee and call site"

declare void @f()

; Function Attrs: memory(read)
declare void @g() #0

; Function Attrs: memory(argmem: read)
declare void @h(ptr) #1

define void @p06(ptr %p) {
entry:
  call void @f() #0
  call void @g()
  call void @h(ptr %p)
  call void @f() #2
  call void @g() #3
  %v = load i32, ptr %p, align 4
  ret void
}

attributes #0 = { memory(read) }
attributes #1 = { memory(argmem: read) }
attributes #2 = { memory(none) }
attributes #3 = { memory(argmem: write) }
