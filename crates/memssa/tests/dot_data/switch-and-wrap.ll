; ModuleID = 'switch-and-wrap.ll'
source_filename = "switch-and-wrap.ll"

@str = private unnamed_addr constant [12 x i8] c"a;b|c{d}<e>\00", align 1
@g = global i32 0, align 4

declare void @use(ptr, i64, i64, i64, i64, i64, i64, i64, i64)

define i32 @f(i8 %k, ptr %p, ptr %q) {
entry:
  store i32 1, ptr %p, align 4
  switch i8 %k, label %other [
    i8 -1, label %neg
    i8 127, label %pos
    i8 0, label %pos
  ]

neg:                                              ; preds = %entry
  call void @use(ptr @str, i64 1111111111, i64 2222222222, i64 3333333333, i64 4444444444, i64 5555555555, i64 6666666666, i64 7777777777, i64 8888888888)
  br label %join

pos:                                              ; preds = %entry, %entry
  %v = load i32, ptr %q, align 4
  br i1 true, label %join, label %other

other:                                            ; preds = %pos, %entry
  br label %join

join:                                             ; preds = %other, %pos, %neg
  %r = phi i32 [ 0, %neg ], [ %v, %pos ], [ 2, %other ]
  %w = load i32, ptr @g, align 4
  ret i32 %w
}
