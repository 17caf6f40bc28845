; ModuleID = 'gep-xor-index.ll'
source_filename = "regress/gep-xor-index: p[x] and p[x ^ 1] never overlap (from sqlite3 vdbeMergeEngineStep -O2)"

define i32 @xor_index(ptr %p, i32 %x) {
entry:
  %ix = zext i32 %x to i64
  %a = getelementptr i32, ptr %p, i64 %ix
  store i32 0, ptr %a, align 4
  %y = xor i32 %x, 1
  %iy = zext i32 %y to i64
  %b = getelementptr i32, ptr %p, i64 %iy
  %v = load i32, ptr %b, align 4
  ret i32 %v
}
