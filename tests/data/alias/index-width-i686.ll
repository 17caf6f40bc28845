; ModuleID = 'index-width-i686.ll'
source_filename = "index-width-i686"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

define i32 @f(ptr %p, i64 %i) {
  store i32 0, ptr %p, align 4
  %g = getelementptr i8, ptr %p, i64 4294967296
  store i32 1, ptr %g, align 4
  %v = load i32, ptr %p, align 4
  %a = getelementptr i32, ptr %p, i64 %i
  store i32 2, ptr %a, align 4
  %j = add i64 %i, 1073741824
  %b = getelementptr i32, ptr %p, i64 %j
  %w = load i32, ptr %b, align 4
  %h = getelementptr i8, ptr %p, i64 -4294967292
  %x = load i32, ptr %h, align 4
  %s = add i32 %v, %w
  %t = add i32 %s, %x
  ret i32 %t
}

define i32 @as272(ptr addrspace(272) %p) {
  store i32 0, ptr addrspace(272) %p, align 4
  %g = getelementptr i8, ptr addrspace(272) %p, i64 4294967296
  store i32 1, ptr addrspace(272) %g, align 4
  %v = load i32, ptr addrspace(272) %p, align 4
  ret i32 %v
}
