; ModuleID = 'eh-funclet.ll'
source_filename = "classify/eh-funclet: catchpad and catchret are Defs; catchswitch, cleanuppad have none"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc"

declare void @may_throw()

declare i32 @__CxxFrameHandler3(...)

define void @funclets(ptr %p) personality ptr @__CxxFrameHandler3 {
entry:
  store i32 0, ptr %p, align 4
  invoke void @may_throw()
          to label %cont unwind label %dispatch

dispatch:                                         ; preds = %entry
  %cs = catchswitch within none [label %handler] unwind label %cleanup

handler:                                          ; preds = %dispatch
  %cp = catchpad within %cs [ptr null, i32 64, ptr null]
  %v = load i32, ptr %p, align 4
  catchret from %cp to label %cont

cont:                                             ; preds = %handler, %entry
  %w = load i32, ptr %p, align 4
  ret void

cleanup:                                          ; preds = %dispatch
  %cl = cleanuppad within none []
  %x = load i32, ptr %p, align 4
  cleanupret from %cl unwind to caller
}
