; ModuleID = 'byval-call.ll'
source_filename = "byval-call.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.AddrRange = type { i128, i128 }

define void @render(ptr nocapture byval(%struct.AddrRange) %r, i1 %c) {
entry:
  store i128 0, ptr %r, align 16
  br i1 %c, label %join, label %rec

rec:                                              ; preds = %entry
  call void @render(ptr byval(%struct.AddrRange) %r, i1 false)
  br label %join

join:                                             ; preds = %rec, %entry
  %v = load i128, ptr %r, align 16
  ret void
}

define void @local(i1 %c) {
entry:
  %a = alloca %struct.AddrRange, align 16
  store i128 0, ptr %a, align 16
  call void @render(ptr byval(%struct.AddrRange) %a, i1 %c)
  %v = load i128, ptr %a, align 16
  ret void
}
