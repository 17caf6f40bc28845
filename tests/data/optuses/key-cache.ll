; ModuleID = 'key-cache.ll'
source_filename = "optuses/key-cache: uses with the same location key share the cached lastKill across dominated blocks (7.1)"

define void @same_key(ptr noalias %p, ptr noalias %q, i1 %c) {
entry:
  store i32 0, ptr %p, align 4
  store i32 1, ptr %q, align 4
  %a = load i32, ptr %p, align 4
  br i1 %c, label %x, label %y

x:                                                ; preds = %entry
  store i32 2, ptr %q, align 4
  %b = load i32, ptr %p, align 4
  br label %y

y:                                                ; preds = %x, %entry
  store i32 3, ptr %q, align 4
  %d = load i32, ptr %p, align 4
  ret void
}

define void @siblings(ptr noalias %p, ptr noalias %q, i1 %c) {
entry:
  store i32 0, ptr %p, align 4
  br i1 %c, label %x, label %y

x:                                                ; preds = %entry
  store i32 2, ptr %q, align 4
  %b = load i32, ptr %p, align 4
  ret void

y:                                                ; preds = %entry
  store i32 3, ptr %p, align 4
  store i32 4, ptr %q, align 4
  %d = load i32, ptr %p, align 4
  ret void
}

define void @different_sizes(ptr noalias %p, ptr noalias %q) {
entry:
  store i64 0, ptr %p, align 8
  store i32 1, ptr %q, align 4
  %a = load i32, ptr %p, align 4
  %b = load i64, ptr %p, align 8
  %c = load i8, ptr %p, align 1
  %d = load i32, ptr %p, align 4, !tbaa !0
  ret void
}

!0 = !{!1, !1, i64 0}
!1 = !{!"int", !2, i64 0}
!2 = !{!"omnipotent char", !3, i64 0}
!3 = !{!"Simple C/C++ TBAA"}
