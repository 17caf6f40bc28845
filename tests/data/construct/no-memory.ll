; ModuleID = 'no-memory.ll'
source_filename = "construct/no-memory: functions without accesses, declarations print nothing, several functions per module"

declare void @decl(ptr)

define i32 @arith(i32 %a, i32 %b) {
entry:
  %s = add i32 %a, %b
  ret i32 %s
}

define void @empty() {
entry:
  ret void
}

define void @only_alloca() {
entry:
  %a = alloca i32, align 4
  %b = getelementptr i8, ptr %a, i64 1
  ret void
}

declare i32 @decl2()

define void @branches_no_mem(i1 %c) {
entry:
  br i1 %c, label %a, label %b

a:                                                ; preds = %entry
  br label %b

b:                                                ; preds = %a, %entry
  ret void
}

define i32 @one_load(ptr %p) {
entry:
  %v = load i32, ptr %p, align 4
  ret i32 %v
}
