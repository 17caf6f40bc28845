; Labels without `; preds` comments, or with stale ones: opt-19 prints its own.
define i32 @labels(ptr %p, i1 %c, i32 %x) {
entry:   ; a comment opt drops
  store i32 0, ptr %p, align 4
  br i1 %c, label %"a b", label %j

"a b": ; preds = %nowhere
  store i32 1, ptr %p, align 4
  switch i32 %x, label %j [
    i32 0, label %j
    i32 1, label %"$x"
  ]

"$x":
  br label %j

dead:
  br label %j

j:
  %v = load i32, ptr %p, align 4
  ret i32 %v
}
