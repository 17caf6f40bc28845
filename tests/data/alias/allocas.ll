; ModuleID = 'allocas.ll'
source_filename = "alias/allocas: distinct allocas do not alias each other or arguments"

declare void @unk()

define i32 @allocas(ptr %p) {
entry:
  %a = alloca i32, align 4
  %b = alloca i32, align 4
  %arr = alloca [4 x i32], align 16
  store i32 1, ptr %a, align 4
  store i32 2, ptr %b, align 4
  store i32 3, ptr %p, align 4
  %e1 = getelementptr inbounds [4 x i32], ptr %arr, i64 0, i64 1
  store i32 4, ptr %e1, align 4
  %x = load i32, ptr %a, align 4
  %y = load i32, ptr %b, align 4
  %z = load i32, ptr %arr, align 16
  %w = load i32, ptr %e1, align 4
  call void @unk()
  %v = load i32, ptr %a, align 4
  %s = add i32 %x, %y
  ret i32 %s
}

define void @dynamic_alloca(i64 %n, ptr %p) {
entry:
  %a = alloca i32, i64 %n, align 4
  store i32 1, ptr %a, align 4
  store i32 2, ptr %p, align 4
  %x = load i32, ptr %a, align 4
  ret void
}
