; ModuleID = 'cmp-ugt-nonzero.ll'
source_filename = "cmp-ugt-nonzero.ll"

define void @f(ptr %out, i32 %a, i32 %i) {
entry:
  %c = icmp ult i32 %i, %a
  br i1 %c, label %then, label %exit

then:                                             ; preds = %entry
  %p = getelementptr inbounds i32, ptr %out, i32 %i
  store i32 0, ptr %p, align 4
  %j = add i32 %a, %i
  %q = getelementptr inbounds i32, ptr %out, i32 %j
  store i32 1, ptr %q, align 4
  br label %exit

exit:                                             ; preds = %then, %entry
  ret void
}

define void @g(ptr %out, i32 %a, i32 %i) {
entry:
  %c = icmp ugt i32 %a, %i
  br i1 %c, label %then, label %exit

then:                                             ; preds = %entry
  %p = getelementptr inbounds i32, ptr %out, i32 %i
  store i32 0, ptr %p, align 4
  %j = add i32 %a, %i
  %q = getelementptr inbounds i32, ptr %out, i32 %j
  store i32 1, ptr %q, align 4
  br label %exit

exit:                                             ; preds = %then, %entry
  ret void
}

define void @h(ptr %out, i32 %a, i32 %i) {
entry:
  %c = icmp ule i32 %a, %i
  br i1 %c, label %exit, label %then

then:                                             ; preds = %entry
  %p = getelementptr inbounds i32, ptr %out, i32 %i
  store i32 0, ptr %p, align 4
  %j = add i32 %a, %i
  %q = getelementptr inbounds i32, ptr %out, i32 %j
  store i32 1, ptr %q, align 4
  br label %exit

exit:                                             ; preds = %then, %entry
  ret void
}

define void @k(ptr %out, i32 %a, i32 %i) {
entry:
  %c = icmp uge i32 %a, %i
  br i1 %c, label %then, label %exit

then:                                             ; preds = %entry
  %p = getelementptr inbounds i32, ptr %out, i32 %i
  store i32 0, ptr %p, align 4
  %j = add i32 %a, %i
  %q = getelementptr inbounds i32, ptr %out, i32 %j
  store i32 1, ptr %q, align 4
  br label %exit

exit:                                             ; preds = %then, %entry
  ret void
}
