; ModuleID = 'loads-stores.ll'
source_filename = "classify/loads-stores: plain, volatile and atomic loads and stores (3.2)"

define void @loads_stores(ptr %p, i32 %v) {
entry:
  %l0 = load i32, ptr %p, align 4
  %l1 = load volatile i32, ptr %p, align 4
  %l2 = load atomic i32, ptr %p unordered, align 4
  %l3 = load atomic i32, ptr %p monotonic, align 4
  %l4 = load atomic i32, ptr %p acquire, align 4
  %l5 = load atomic i32, ptr %p seq_cst, align 4
  %l6 = load atomic volatile i32, ptr %p unordered, align 4
  %l7 = load atomic i32, ptr %p syncscope("singlethread") acquire, align 4
  store i32 %v, ptr %p, align 4
  store volatile i32 %v, ptr %p, align 4
  store atomic i32 %v, ptr %p unordered, align 4
  store atomic i32 %v, ptr %p monotonic, align 4
  store atomic i32 %v, ptr %p release, align 4
  store atomic i32 %v, ptr %p seq_cst, align 4
  store atomic volatile i32 %v, ptr %p syncscope("singlethread") unordered, align 4
  %l8 = load i32, ptr %p, align 4
  %l9 = load atomic i32, ptr %p unordered, align 4
  ret void
}

define i64 @types(ptr %p, ptr %q) {
entry:
  %a = load i8, ptr %p, align 1
  %b = load <4 x i32>, ptr %q, align 16
  store <4 x i32> %b, ptr %p, align 16
  %c = load { i32, i64 }, ptr %q, align 8
  store { i32, i64 } %c, ptr %q, align 8
  %d = load [3 x i16], ptr %p, align 2
  %e = load double, ptr %q, align 8
  %f = load ptr, ptr %p, align 8
  %g = load i64, ptr %f, align 8
  ret i64 %g
}
