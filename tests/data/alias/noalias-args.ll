; ModuleID = 'noalias-args.ll'
source_filename = "alias/noalias-args: noalias arguments, plain arguments, globals, malloc-like returns"

@g1 = global i32 0
@g2 = global i32 0

declare noalias ptr @malloc(i64)

define void @args(ptr noalias %a, ptr noalias %b, ptr %c, ptr %d) {
entry:
  store i32 1, ptr %a, align 4
  store i32 2, ptr %b, align 4
  store i32 3, ptr %c, align 4
  %x = load i32, ptr %a, align 4
  %y = load i32, ptr %b, align 4
  store i32 4, ptr %d, align 4
  %z = load i32, ptr %c, align 4
  %w = load i32, ptr %a, align 4
  ret void
}

define void @globals(ptr %p) {
entry:
  store i32 1, ptr @g1, align 4
  store i32 2, ptr @g2, align 4
  %x = load i32, ptr @g1, align 4
  store i32 3, ptr %p, align 4
  %y = load i32, ptr @g2, align 4
  ret void
}

define void @heap(ptr %p) {
entry:
  %m = call ptr @malloc(i64 8)
  store i32 1, ptr %m, align 4
  store i32 2, ptr %p, align 4
  %x = load i32, ptr %m, align 4
  ret void
}

define void @byval_sret(ptr noalias sret(i64) %r, ptr byval(i64) %v, ptr %p) {
entry:
  store i64 1, ptr %r, align 8
  store i64 2, ptr %p, align 8
  %x = load i64, ptr %v, align 8
  %y = load i64, ptr %r, align 8
  ret void
}
