; A pointer passed byval: LLVM 19's BasicAA does not take the callee's copy
; as read-only (CallBase::onlyReadsMemory(OpNo) has no byval rule there).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.AddrRange = type { i128, i128 }

declare void @ext(ptr nocapture byval(%struct.AddrRange))
declare void @ext_ro(ptr nocapture readonly)
declare void @ext_nc(ptr nocapture)

define void @byval_site() {
  %a = alloca %struct.AddrRange
  store i128 0, ptr %a, align 16
  call void @ext(ptr nocapture byval(%struct.AddrRange) %a)
  ret void
}

define void @byval_callee_only() {
  %a = alloca %struct.AddrRange
  store i128 0, ptr %a, align 16
  call void @ext(ptr %a)
  ret void
}

define void @readonly_param() {
  %a = alloca %struct.AddrRange
  store i128 0, ptr %a, align 16
  call void @ext_ro(ptr %a)
  ret void
}

define void @byval_site_plain_param() {
  %a = alloca %struct.AddrRange
  store i128 0, ptr %a, align 16
  call void @ext_nc(ptr byval(%struct.AddrRange) %a)
  ret void
}

define void @recursive(ptr nocapture byval(%struct.AddrRange) %r) {
  store i128 0, ptr %r, align 16
  call void @recursive(ptr byval(%struct.AddrRange) %r)
  %v = load i128, ptr %r, align 16
  ret void
}
