; ModuleID = 'nonzero-difference.ll'
source_filename = "nonzero-difference"

@Data = global [32 x i32] zeroinitializer, align 4

define void @pr33549_like(i32 %k, i32 %i) {
entry:
  %shl = shl i32 1, %k
  %shr = ashr exact i32 %shl, 1
  %add = add nsw i32 %i, %shr
  %a = getelementptr inbounds [32 x i32], ptr @Data, i32 0, i32 %add
  %b = getelementptr inbounds [32 x i32], ptr @Data, i32 0, i32 %i
  %x = load i32, ptr %a, align 4
  store i32 %x, ptr %b, align 4
  %y = load i32, ptr %a, align 4
  ret void
}

define void @shl_odd(ptr %p, i64 %i, i64 %k, i64 %m) {
  %o = or i64 %m, 1
  %s = shl i64 %o, %k
  %j = add i64 %i, %s
  %a = getelementptr inbounds i32, ptr %p, i64 %i
  %b = getelementptr inbounds i32, ptr %p, i64 %j
  store i32 0, ptr %a, align 4
  %y = load i32, ptr %b, align 4
  ret void
}

define void @shl_even(ptr %p, i64 %i, i64 %k, i64 %m) {
  %o = or i64 %m, 2
  %s = shl i64 %o, %k
  %j = add i64 %i, %s
  %a = getelementptr inbounds i32, ptr %p, i64 %i
  %b = getelementptr inbounds i32, ptr %p, i64 %j
  store i32 0, ptr %a, align 4
  %y = load i32, ptr %b, align 4
  ret void
}

define void @shl_bounded(ptr %p, i8 %i, i8 %k, i8 %m) {
  %o = or i8 %m, 4
  %kk = and i8 %k, 3
  %s = shl i8 %o, %kk
  %j = add i8 %i, %s
  %a = getelementptr inbounds i32, ptr %p, i8 %i
  %b = getelementptr inbounds i32, ptr %p, i8 %j
  store i32 0, ptr %a, align 4
  %y = load i32, ptr %b, align 4
  ret void
}

define void @shr_negative(ptr %p, i64 %i, i64 %k, i64 %m) {
  %o = or i64 %m, -9223372036854775808
  %s = ashr i64 %o, %k
  %j = add i64 %i, %s
  %a = getelementptr inbounds i32, ptr %p, i64 %i
  %b = getelementptr inbounds i32, ptr %p, i64 %j
  store i32 0, ptr %a, align 4
  %y = load i32, ptr %b, align 4
  %s2 = lshr i64 %o, %k
  %j2 = add i64 %i, %s2
  %c = getelementptr inbounds i32, ptr %p, i64 %j2
  %z = load i32, ptr %c, align 4
  ret void
}

define void @lshr_bounded(ptr %p, i64 %i, i64 %k, i64 %m) {
  %o = or i64 %m, 256
  %kk = and i64 %k, 7
  %s = lshr i64 %o, %kk
  %j = add i64 %i, %s
  %a = getelementptr inbounds i32, ptr %p, i64 %i
  %b = getelementptr inbounds i32, ptr %p, i64 %j
  store i32 0, ptr %a, align 4
  %y = load i32, ptr %b, align 4
  ret void
}

define void @shl_nonzero_low(ptr %p, i64 %i, i64 %k) {
  %v = call range(i64 1, 256) i64 @get()
  %kk = and i64 %k, 7
  %s = shl i64 %v, %kk
  %j = add i64 %i, %s
  %a = getelementptr inbounds i32, ptr %p, i64 %i
  %b = getelementptr inbounds i32, ptr %p, i64 %j
  store i32 0, ptr %a, align 4
  %y = load i32, ptr %b, align 4
  %kb = and i64 %k, 63
  %s2 = shl i64 %v, %kb
  %j2 = add i64 %i, %s2
  %c = getelementptr inbounds i32, ptr %p, i64 %j2
  %z = load i32, ptr %c, align 4
  ret void
}

declare i64 @get()
