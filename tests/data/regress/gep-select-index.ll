; ModuleID = 'gep-select-index.ll'
source_filename = "regress/gep-select-index: indices select(c,1,0) and select(c,0,1) always differ (from lua str_pack -O2, walker)"

declare ptr @get(ptr, i64)

define void @select_index(ptr %L, i1 %c) {
entry:
  %buf = call ptr @get(ptr %L, i64 8)
  %i = select i1 %c, i32 1, i32 0
  %ii = sext i32 %i to i64
  %a = getelementptr i8, ptr %buf, i64 %ii
  store i8 0, ptr %a, align 1
  %j = select i1 %c, i32 0, i32 1
  %jj = sext i32 %j to i64
  %b = getelementptr i8, ptr %buf, i64 %jj
  store i8 0, ptr %b, align 1
  %v = load i8, ptr %a, align 1
  ret void
}
