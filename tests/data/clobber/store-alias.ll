; ModuleID = 'store-alias.ll'
source_filename = "clobber/store-alias: a store clobbers a load iff they may alias (5, rule 4)"

define void @stores(ptr %p, ptr noalias %q, i64 %i) {
entry:
  store i64 0, ptr %p, align 8
  %p4 = getelementptr inbounds i8, ptr %p, i64 4
  store i32 1, ptr %p4, align 4
  %p8 = getelementptr inbounds i8, ptr %p, i64 8
  store i32 2, ptr %p8, align 4
  store i32 3, ptr %q, align 4
  %a = load i32, ptr %p, align 4
  %b = load i64, ptr %p, align 8
  %c = load i16, ptr %p4, align 2
  %pi = getelementptr inbounds i32, ptr %p, i64 %i
  %d = load i32, ptr %pi, align 4
  %e = load i32, ptr %q, align 4
  %p2 = getelementptr inbounds i8, ptr %p, i64 2
  %f = load i32, ptr %p2, align 4
  ret void
}
