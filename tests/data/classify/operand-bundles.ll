; ModuleID = 'operand-bundles.ll'
source_filename = "classify/operand-bundles: operand bundles widen a call's memory effects (3.4)"

; Function Attrs: memory(none)
declare void @rn() #0

; Function Attrs: memory(read)
declare void @ro() #1

declare void @llvm.experimental.guard(i1, ...)

define void @bundles(ptr %p, i1 %c) {
entry:
  store i32 1, ptr %p, align 4
  call void @rn() [ "deopt"(i32 0) ]
  call void @rn() [ "unknown"(ptr %p) ]
  call void @ro() [ "deopt"() ]
  call void (i1, ...) @llvm.experimental.guard(i1 %c) [ "deopt"() ]
  %l = load i32, ptr %p, align 4
  ret void
}

attributes #0 = { memory(none) }
attributes #1 = { memory(read) }
