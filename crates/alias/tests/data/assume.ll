; ModuleID = 'assume.ll'
source_filename = "assume"

@Data = global [32 x i32] zeroinitializer, align 4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #0

declare void @barrier()

define void @nonneg(ptr %p, i32 %k) {
  %c = icmp sgt i32 %k, -1
  call void @llvm.assume(i1 %c)
  %s = add nuw nsw i32 %k, 4
  %g = getelementptr i32, ptr %p, i32 %s
  %1 = load <4 x i32>, ptr %p, align 16
  %2 = load <4 x i32>, ptr %g, align 16
  ret void
}

define void @nonneg_sge(ptr %p, i32 %k) {
  %c = icmp sge i32 %k, 0
  call void @llvm.assume(i1 %c)
  %s = add nuw nsw i32 %k, 4
  %g = getelementptr i32, ptr %p, i32 %s
  %1 = load <4 x i32>, ptr %p, align 16
  %2 = load <4 x i32>, ptr %g, align 16
  ret void
}

define void @swapped(ptr %p, i32 %k) {
  %c = icmp slt i32 -1, %k
  call void @llvm.assume(i1 %c)
  %s = add nuw nsw i32 %k, 4
  %g = getelementptr i32, ptr %p, i32 %s
  %1 = load <4 x i32>, ptr %p, align 16
  %2 = load <4 x i32>, ptr %g, align 16
  ret void
}

define void @after_gep(ptr %p, i32 %k) {
  %s = add nuw nsw i32 %k, 4
  %g = getelementptr i32, ptr %p, i32 %s
  %c = icmp sgt i32 %k, -1
  call void @llvm.assume(i1 %c)
  %1 = load <4 x i32>, ptr %p, align 16
  %2 = load <4 x i32>, ptr %g, align 16
  ret void
}

define void @sge5(ptr %p, i32 %k) {
  %c = icmp sge i32 %k, 4
  call void @llvm.assume(i1 %c)
  %g = getelementptr i32, ptr %p, i32 %k
  %1 = load <4 x i32>, ptr %p, align 16
  %2 = load <4 x i32>, ptr %g, align 16
  ret void
}

define void @ult(ptr %p, i64 %k) {
  %c = icmp ult i64 %k, 4
  call void @llvm.assume(i1 %c)
  %g = getelementptr i32, ptr %p, i64 %k
  %q = getelementptr i32, ptr %p, i64 4
  %1 = load i32, ptr %q, align 4
  %2 = load <4 x i32>, ptr %g, align 16
  ret void
}

define void @symmetry(ptr %ptr, i32 %a, i32 %b, i32 %c) {
  %b.cmp = icmp slt i32 %b, 0
  call void @llvm.assume(i1 %b.cmp)
  %gep1 = getelementptr [0 x i8], ptr %ptr, i32 %a, i32 %b
  %1 = load i8, ptr %gep1, align 1
  call void @barrier()
  %c.cmp = icmp sgt i32 %c, -1
  call void @llvm.assume(i1 %c.cmp)
  %c.off = add nuw nsw i32 %c, 1
  %gep2 = getelementptr [0 x i8], ptr %ptr, i32 %a, i32 %c.off
  %2 = load i8, ptr %gep2, align 1
  ret void
}

define void @nonzero(ptr %p, i64 %k) {
  %c = icmp ne i64 %k, 0
  call void @llvm.assume(i1 %c)
  %g = getelementptr inbounds i32, ptr %p, i64 %k
  %1 = load i32, ptr %p, align 4
  %2 = load i32, ptr %g, align 4
  ret void
}

define void @branch_assume(ptr %p, i32 %k, i1 %f) {
entry:
  %c = icmp sgt i32 %k, -1
  br i1 %f, label %t, label %j

t:                                                ; preds = %entry
  call void @llvm.assume(i1 %c)
  br label %j

j:                                                ; preds = %t, %entry
  %s = add nuw nsw i32 %k, 4
  %g = getelementptr i32, ptr %p, i32 %s
  %0 = load <4 x i32>, ptr %p, align 16
  %1 = load <4 x i32>, ptr %g, align 16
  ret void
}

define void @pred_block_assume(ptr %p, i32 %k) {
entry:
  %c = icmp sgt i32 %k, -1
  br label %mid

mid:                                              ; preds = %entry
  call void @llvm.assume(i1 %c)
  br label %j

j:                                                ; preds = %mid
  %s = add nuw nsw i32 %k, 4
  %g = getelementptr i32, ptr %p, i32 %s
  %0 = load <4 x i32>, ptr %p, align 16
  %1 = load <4 x i32>, ptr %g, align 16
  ret void
}

define void @eq_const(ptr %p, i64 %i) {
  %c = icmp eq i64 %i, 3
  call void @llvm.assume(i1 %c)
  %g = getelementptr inbounds i32, ptr %p, i64 %i
  %q = getelementptr i32, ptr %p, i64 16
  %m = getelementptr i32, ptr %p, i64 -1
  %1 = load <4 x i32>, ptr %g, align 16
  %2 = load i32, ptr %q, align 4
  %3 = load i32, ptr %m, align 4
  ret void
}

define void @and_mask(ptr %p, i64 %i) {
  %a = and i64 %i, -16
  %c = icmp eq i64 %a, 0
  call void @llvm.assume(i1 %c)
  %g = getelementptr inbounds i32, ptr %p, i64 %i
  %q = getelementptr i32, ptr %p, i64 16
  %m = getelementptr i32, ptr %p, i64 -1
  %1 = load i32, ptr %g, align 4
  %2 = load i32, ptr %q, align 4
  %3 = load i32, ptr %m, align 4
  ret void
}

define void @or_const(ptr %p, i64 %i) {
  %a = or i64 %i, 12
  %c = icmp eq i64 %a, 15
  call void @llvm.assume(i1 %c)
  %g = getelementptr inbounds i32, ptr %p, i64 %i
  %q = getelementptr i32, ptr %p, i64 16
  %m = getelementptr i32, ptr %p, i64 -1
  %1 = load i32, ptr %g, align 4
  %2 = load i32, ptr %q, align 4
  %3 = load i32, ptr %m, align 4
  ret void
}

define void @xor_const(ptr %p, i64 %i) {
  %a = xor i64 %i, 1
  %c = icmp eq i64 %a, 3
  call void @llvm.assume(i1 %c)
  %g = getelementptr inbounds i32, ptr %p, i64 %i
  %q = getelementptr i32, ptr %p, i64 2
  %r = getelementptr i32, ptr %p, i64 3
  %1 = load i32, ptr %g, align 4
  %2 = load i32, ptr %q, align 4
  %3 = load i32, ptr %r, align 4
  ret void
}

define void @shl_eq(ptr %p, i64 %i) {
  %a = shl i64 %i, 60
  %c = icmp eq i64 %a, 0
  call void @llvm.assume(i1 %c)
  %g = getelementptr inbounds i8, ptr %p, i64 %i
  %q = getelementptr i8, ptr %p, i64 1
  %1 = load i8, ptr %g, align 1
  %2 = load i8, ptr %q, align 1
  ret void
}

define void @lshr_eq(ptr %p, i64 %i) {
  %a = lshr i64 %i, 4
  %c = icmp eq i64 %a, 0
  call void @llvm.assume(i1 %c)
  %g = getelementptr inbounds i32, ptr %p, i64 %i
  %q = getelementptr i32, ptr %p, i64 16
  %1 = load i32, ptr %g, align 4
  %2 = load i32, ptr %q, align 4
  ret void
}

define void @ne_pow2(ptr %p, i64 %i) {
  %a = and i64 %i, 1
  %c = icmp ne i64 %a, 0
  call void @llvm.assume(i1 %c)
  %g = getelementptr inbounds i8, ptr %p, i64 %i
  %1 = load i8, ptr %g, align 1
  %2 = load i8, ptr %p, align 1
  ret void
}

define void @ult_or(ptr %p, i64 %i, i64 %j) {
  %a = or i64 %i, %j
  %c = icmp ult i64 %a, 16
  call void @llvm.assume(i1 %c)
  %g = getelementptr inbounds i32, ptr %p, i64 %i
  %q = getelementptr i32, ptr %p, i64 16
  %1 = load i32, ptr %g, align 4
  %2 = load i32, ptr %q, align 4
  ret void
}

define void @ult_nuw_add(ptr %p, i64 %i, i64 %j) {
  %a = add nuw i64 %j, %i
  %c = icmp ule i64 %a, 15
  call void @llvm.assume(i1 %c)
  %g = getelementptr inbounds i32, ptr %p, i64 %i
  %q = getelementptr i32, ptr %p, i64 16
  %1 = load i32, ptr %g, align 4
  %2 = load i32, ptr %q, align 4
  ret void
}

define void @add_offset_range(ptr %p, i64 %i) {
  %a = add i64 %i, 5
  %c = icmp ult i64 %a, 10
  call void @llvm.assume(i1 %c)
  %g = getelementptr inbounds i32, ptr %p, i64 %i
  %q = getelementptr i32, ptr %p, i64 16
  %m = getelementptr i32, ptr %p, i64 -8
  %1 = load i32, ptr %g, align 4
  %2 = load i32, ptr %q, align 4
  %3 = load i32, ptr %m, align 4
  ret void
}

define void @trunc_cmp(ptr %p, i64 %i) {
  %t = trunc i64 %i to i8
  %c = icmp eq i8 %t, 5
  call void @llvm.assume(i1 %c)
  %g = getelementptr inbounds i8, ptr %p, i64 %i
  %1 = load i8, ptr %g, align 1
  %2 = load i8, ptr %p, align 1
  ret void
}

define void @ugt_and(ptr %p, i8 %i, i8 %j) {
  %a = and i8 %i, %j
  %c = icmp ugt i8 %a, -65
  call void @llvm.assume(i1 %c)
  %g = getelementptr inbounds i32, ptr %p, i8 %i
  %1 = load i32, ptr %g, align 4
  %2 = load i32, ptr %p, align 4
  ret void
}

define void @bool_assume(ptr %p, i1 %b) {
  call void @llvm.assume(i1 %b)
  %z = zext i1 %b to i64
  %g = getelementptr inbounds i32, ptr %p, i64 %z
  %1 = load i32, ptr %g, align 4
  %2 = load i32, ptr %p, align 4
  ret void
}

define void @not_bool_assume(ptr %p, i1 %b) {
  %n = xor i1 %b, true
  call void @llvm.assume(i1 %n)
  %z = zext i1 %b to i64
  %g = getelementptr inbounds i32, ptr %p, i64 %z
  %q = getelementptr i32, ptr %p, i64 1
  %1 = load i32, ptr %g, align 4
  %2 = load i32, ptr %q, align 4
  ret void
}

define void @range_by_var(ptr %p, i64 %i, i64 %n) {
  %nn = and i64 %n, 7
  %c = icmp ult i64 %i, %nn
  call void @llvm.assume(i1 %c)
  %g = getelementptr inbounds i32, ptr %p, i64 %i
  %q = getelementptr i32, ptr %p, i64 8
  %1 = load i32, ptr %g, align 4
  %2 = load i32, ptr %q, align 4
  ret void
}

define void @ephemeral_ctx(ptr %p, i64 %i) {
  %g = getelementptr inbounds i32, ptr %p, i64 %i
  %c = icmp ult i64 %i, 4
  call void @llvm.assume(i1 %c)
  %q = getelementptr i32, ptr %p, i64 8
  %1 = load i32, ptr %g, align 4
  %2 = load i32, ptr %q, align 4
  ret void
}

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

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
