; ModuleID = 'fence.ll'
source_filename = "clobber/fence: a fence clobbers every non-constant location; walker shows a fence as its own clobber"

@C = constant i32 1

define void @f(ptr %p) {
entry:
  %a = alloca i32, align 4
  store i32 0, ptr %a, align 4
  fence release
  %x = load i32, ptr %p, align 4
  %y = load i32, ptr @C, align 4
  %z = load i32, ptr %a, align 4
  fence syncscope("singlethread") acquire
  %w = load i32, ptr %p, align 4
  ret void
}
