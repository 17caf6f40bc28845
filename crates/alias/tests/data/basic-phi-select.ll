; ModuleID = 'basic-phi-select.ll'
source_filename = "basic-phi-select.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @sel(i1 %c, ptr noalias %p, ptr noalias %q, ptr %r) {
  %a = alloca i32, align 4
  %b = alloca i32, align 4
  %s = select i1 %c, ptr %a, ptr %b
  %t = select i1 %c, ptr %p, ptr %q
  %u = select i1 %c, ptr %a, ptr %p
  store i32 0, ptr %s, align 4
  store i32 1, ptr %t, align 4
  store i32 2, ptr %u, align 4
  store i32 3, ptr %a, align 4
  store i32 4, ptr %r, align 4
  ret void
}

define void @phis(i1 %c, ptr noalias %p, ptr noalias %q, i64 %n) {
entry:
  %a = alloca [8 x i32], align 4
  br i1 %c, label %l, label %r

l:                                                ; preds = %entry
  br label %j

r:                                                ; preds = %entry
  br label %j

j:                                                ; preds = %r, %l
  %x = phi ptr [ %p, %l ], [ %q, %r ]
  %y = phi ptr [ %q, %l ], [ %p, %r ]
  %z = phi ptr [ %a, %l ], [ %a, %r ]
  store i32 0, ptr %x, align 4
  store i32 1, ptr %y, align 4
  store i32 2, ptr %z, align 4
  store i32 3, ptr %p, align 4
  br label %loop

loop:                                             ; preds = %loop, %j
  %iv = phi ptr [ %a, %j ], [ %next, %loop ]
  %i = phi i64 [ 0, %j ], [ %i1, %loop ]
  %next = getelementptr inbounds i32, ptr %iv, i64 1
  %ai = getelementptr inbounds [8 x i32], ptr %a, i64 0, i64 %i
  store i32 4, ptr %iv, align 4
  store i32 5, ptr %next, align 4
  store i32 6, ptr %ai, align 4
  %i1 = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i1, %n
  br i1 %done, label %exit, label %loop

exit:                                             ; preds = %loop
  ret void
}
