; ModuleID = 'stackrestore.ll'
source_filename = "stackrestore"

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #0

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #0

declare void @escape(ptr)

declare void @take(ptr inalloca(i32))

declare void @nothing()

define i32 @kinds(i32 %n) {
entry:
  %static = alloca i32, align 4
  %array = alloca i32, i32 4, align 4
  %ia = alloca inalloca i32, align 4
  %vla = alloca i32, i32 %n, align 4
  %sp = call ptr @llvm.stacksave.p0()
  store i32 1, ptr %static, align 4
  store i32 2, ptr %array, align 4
  store i32 3, ptr %ia, align 4
  store i32 4, ptr %vla, align 4
  call void @llvm.stackrestore.p0(ptr %sp)
  %a = load i32, ptr %static, align 4
  %b = load i32, ptr %array, align 4
  %c = load i32, ptr %ia, align 4
  %d = load i32, ptr %vla, align 4
  %x = add i32 %a, %b
  %y = add i32 %c, %d
  %z = add i32 %x, %y
  ret i32 %z
}

define i32 @late_block(i1 %c) {
entry:
  br i1 %c, label %body, label %exit

body:                                             ; preds = %entry
  %sp = call ptr @llvm.stacksave.p0()
  %late = alloca i32, align 4
  store i32 1, ptr %late, align 4
  %g = getelementptr i8, ptr %late, i64 2
  store i8 2, ptr %g, align 1
  call void @llvm.stackrestore.p0(ptr %sp)
  %v = load i32, ptr %late, align 4
  %w = load i8, ptr %g, align 1
  %w32 = zext i8 %w to i32
  %s = add i32 %v, %w32
  br label %exit

exit:                                             ; preds = %body, %entry
  %r = phi i32 [ 0, %entry ], [ %s, %body ]
  ret i32 %r
}

define i32 @others(i32 %n) {
entry:
  %esc = alloca i32, align 4
  call void @escape(ptr %esc)
  %vla = alloca i32, i32 %n, align 4
  %sp = call ptr @llvm.stacksave.p0()
  store i32 1, ptr %vla, align 4
  store i32 2, ptr %esc, align 4
  call void @nothing()
  %a = load i32, ptr %vla, align 4
  call void @llvm.stackrestore.p0(ptr %sp)
  %b = load i32, ptr %esc, align 4
  %s = add i32 %a, %b
  ret i32 %s
}

define i32 @tail_restore(i32 %n) {
entry:
  %vla = alloca i32, i32 %n, align 4
  %sp = call ptr @llvm.stacksave.p0()
  store i32 1, ptr %vla, align 4
  tail call void @llvm.stackrestore.p0(ptr %sp)
  %a = load i32, ptr %vla, align 4
  ret i32 %a
}

define i32 @select_and_loop(i32 %n, i1 %c) {
entry:
  %st = alloca i32, align 4
  br label %loop

loop:                                             ; preds = %loop, %entry
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %loop ]
  %sp = call ptr @llvm.stacksave.p0()
  %vla = alloca i32, i32 %n, align 4
  %p = select i1 %c, ptr %vla, ptr %st
  store i32 %i, ptr %p, align 4
  store i32 %i, ptr %st, align 4
  call void @llvm.stackrestore.p0(ptr %sp)
  %v = load i32, ptr %p, align 4
  %u = load i32, ptr %st, align 4
  %t = add i32 %v, %u
  %acc1 = add i32 %acc, %t
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, %n
  br i1 %done, label %exit, label %loop

exit:                                             ; preds = %loop
  ret i32 %acc1
}

define void @inalloca_call() {
entry:
  %sp = call ptr @llvm.stacksave.p0()
  %args = alloca inalloca i32, align 4
  store i32 7, ptr %args, align 4
  call void @llvm.stackrestore.p0(ptr %sp)
  %v = load i32, ptr %args, align 4
  call void @take(ptr inalloca(i32) %args)
  ret void
}

attributes #0 = { nocallback nofree nosync nounwind willreturn }
