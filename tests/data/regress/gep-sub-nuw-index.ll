; ModuleID = 'gep-sub-nuw-index.ll'
source_filename = "regress/gep-sub-nuw-index: the index (0 -nuw %n) can only be 0, so the store at +32 misses the load at +0 (from sqlite3 pushOntoSorter -O2)"

define ptr @sub_nuw(ptr %p, i64 %n) {
entry:
  %base = getelementptr i8, ptr %p, i64 32
  %neg = sub nuw i64 0, %n
  %slot = getelementptr [0 x ptr], ptr %base, i64 0, i64 %neg
  store ptr null, ptr %slot, align 8
  %v = load ptr, ptr %p, align 8
  ret ptr %v
}
