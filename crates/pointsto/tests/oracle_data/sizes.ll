; Access sizes and field offsets (hand-written). %p points to @pobj+0 and
; %q to @pobj+4, which BasicAA cannot see through the loads.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.P = type { i32, i32 }

@pobj = internal global %struct.P zeroinitializer, align 8
@pp = internal global ptr @pobj, align 8
@pq = internal global ptr getelementptr inbounds (i8, ptr @pobj, i64 4), align 8

; A 4-byte store at offset 0 does not touch offset 4: the load of %q is
; clobbered by the store to %q.
define i32 @narrow() {
entry:
  %p = load ptr, ptr @pp, align 8
  %q = load ptr, ptr @pq, align 8
  store i32 5, ptr %q, align 4
  store i32 0, ptr %p, align 4
  %v = load i32, ptr %q, align 4
  ret i32 %v
}

; An 8-byte store at offset 0 overwrites offset 4: it clobbers the load.
define i32 @wide() {
entry:
  %p = load ptr, ptr @pp, align 8
  %q = load ptr, ptr @pq, align 8
  store i32 5, ptr %q, align 4
  store i64 0, ptr %p, align 8
  %v = load i32, ptr %q, align 4
  ret i32 %v
}

; A call that writes 8 bytes at offset 0 clobbers offset 4 too.
define void @wide_writer() {
entry:
  %p = load ptr, ptr @pp, align 8
  store i64 0, ptr %p, align 8
  ret void
}

define void @narrow_writer() {
entry:
  %p = load ptr, ptr @pp, align 8
  store i32 0, ptr %p, align 4
  ret void
}

define i32 @calls() {
entry:
  %q = load ptr, ptr @pq, align 8
  store i32 5, ptr %q, align 4
  call void @narrow_writer()
  %v = load i32, ptr %q, align 4
  call void @wide_writer()
  %w = load i32, ptr %q, align 4
  %s = add i32 %v, %w
  ret i32 %s
}

define i32 @main() {
entry:
  %a = call i32 @narrow()
  %b = call i32 @wide()
  %c = call i32 @calls()
  %s = add i32 %a, %b
  %t = add i32 %s, %c
  ret i32 %t
}
