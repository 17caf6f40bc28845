; ModuleID = 'fn-attrs.ll'
source_filename = "print/fn-attrs: the define line as opt prints it: linkage, attributes, personality, sections, comdats, prefix data"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

$cd = comdat any

@g = global i32 0, align 4

declare i32 @__gxx_personality_v0(...)

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @attrs(ptr noundef nonnull align 4 dereferenceable(4) %p, i32 noundef signext %x) #0 {
entry:
  %r = load i32, ptr %p, align 4
  ret i32 %r
}

; Function Attrs: nounwind memory(argmem: write)
define internal fastcc void @internal(ptr nocapture writeonly %p) unnamed_addr #1 section ".text.hot" align 16 {
entry:
  store i32 0, ptr %p, align 4
  ret void
}

define linkonce_odr hidden void @odr(ptr %p) local_unnamed_addr comdat($cd) gc "statepoint-example" {
entry:
  store i32 1, ptr %p, align 4
  ret void
}

define weak void @with_prefix(ptr %p) prefix i32 123 prologue i8 1 {
entry:
  store i32 2, ptr %p, align 4
  ret void
}

define void @with_personality(ptr %p) personality ptr @__gxx_personality_v0 {
entry:
  store i32 3, ptr @g, align 4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define noalias nonnull ptr @ret_attrs(ptr returned %p) #2 !dbg_placeholder !0 {
entry:
  %v = load i32, ptr %p, align 4, !range !1, !noundef !2
  ret ptr %p
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" }
attributes #1 = { nounwind memory(argmem: write) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) }

!0 = !{!"placeholder"}
!1 = !{i32 0, i32 10}
!2 = !{}
