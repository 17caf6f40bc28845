; ModuleID = 'captured.ll'
source_filename = "alias/captured: unknown calls clobber escaped locals but not uncaptured ones"

@sink = global ptr null

declare void @unk()

declare void @escape(ptr)

declare void @nocap(ptr nocapture)

define i32 @cap() {
entry:
  %local = alloca i32, align 4
  %esc = alloca i32, align 4
  %esc2 = alloca i32, align 4
  %nc = alloca i32, align 4
  store i32 1, ptr %local, align 4
  store i32 2, ptr %esc, align 4
  store i32 3, ptr %esc2, align 4
  store i32 4, ptr %nc, align 4
  call void @escape(ptr %esc)
  store ptr %esc2, ptr @sink, align 8
  call void @nocap(ptr %nc)
  call void @unk()
  %a = load i32, ptr %local, align 4
  %b = load i32, ptr %esc, align 4
  %c = load i32, ptr %esc2, align 4
  %d = load i32, ptr %nc, align 4
  %s = add i32 %a, %b
  ret i32 %s
}

define i32 @captured_later() {
entry:
  %x = alloca i32, align 4
  store i32 1, ptr %x, align 4
  call void @unk()
  %a = load i32, ptr %x, align 4
  call void @escape(ptr %x)
  ret i32 %a
}
