; ModuleID = 'basic-objects.ll'
source_filename = "basic-objects.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@g1 = global i32 0
@g2 = global [4 x i32] zeroinitializer
@cg = constant i32 5
@ext = external global i32

@al = alias i32, ptr @g1

declare ptr @unknown()

declare noalias ptr @malloc(i64)

declare void @escape(ptr)

declare void @nocap(ptr nocapture)

define void @objects(ptr %a, ptr %b, ptr noalias %na, ptr byval(i64) %bv, i1 %c) {
entry:
  %x = alloca i32, align 4
  %y = alloca i64, align 8
  %esc = alloca i32, align 4
  %m = call ptr @malloc(i64 16)
  %u = call ptr @unknown()
  %l = load ptr, ptr %a, align 8
  store i32 1, ptr %x, align 4
  store i64 2, ptr %y, align 8
  store i32 3, ptr %esc, align 4
  store i32 4, ptr @g1, align 4
  store i32 5, ptr @g2, align 4
  store i32 6, ptr %a, align 4
  store i32 7, ptr %b, align 4
  store i32 8, ptr %na, align 4
  store i64 9, ptr %bv, align 8
  store i8 10, ptr %m, align 1
  store i8 11, ptr %u, align 1
  store i8 12, ptr %l, align 1
  store i32 13, ptr @ext, align 4
  store i32 14, ptr @al, align 4
  store i32 15, ptr null, align 4
  %v = load i32, ptr @cg, align 4
  call void @escape(ptr %esc)
  call void @nocap(ptr %x)
  ret void
}

define void @sizes(ptr %p) {
  %small = alloca i16, align 2
  store i32 0, ptr %p, align 4
  store i16 0, ptr %small, align 2
  store i64 0, ptr %p, align 8
  ret void
}
