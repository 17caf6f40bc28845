; ModuleID = 'html-points-to.ll'
source_filename = "print/html-points-to: loads through pointers LLVM's alias analysis cannot separate and Andersen's sets can (memssa html's alias modes)"

@a = internal global i32 0
@b = internal global i32 0
@pa = internal global ptr @a
@pb = internal global ptr @b

define internal i32 @f(i32 %n) {
entry:
  %p = load ptr, ptr @pa, align 8
  %q = load ptr, ptr @pb, align 8
  store i32 1, ptr %p, align 4
  br label %loop

loop:                                             ; preds = %loop, %entry
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  store i32 %i, ptr %q, align 4
  %v = load i32, ptr %p, align 4
  %i1 = add i32 %i, %v
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit

exit:                                             ; preds = %loop
  %w = load i32, ptr %p, align 4
  ret i32 %w
}

define i32 @main() {
entry:
  %r = call i32 @f(i32 10)
  ret i32 %r
}
