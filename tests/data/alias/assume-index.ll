; ModuleID = 'assume-index.ll'
source_filename = "assume-index"

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #0

declare void @barrier()

define void @nonneg(ptr %p, i32 %k) {
  %c = icmp sgt i32 %k, -1
  call void @llvm.assume(i1 %c)
  %s = add nuw nsw i32 %k, 4
  %g = getelementptr i32, ptr %p, i32 %s
  store <4 x i32> zeroinitializer, ptr %p, align 16
  %1 = load <4 x i32>, ptr %g, align 16
  ret void
}

define void @nonneg_sge(ptr %p, i32 %k) {
  %c = icmp sge i32 %k, 0
  call void @llvm.assume(i1 %c)
  %s = add nuw nsw i32 %k, 4
  %g = getelementptr i32, ptr %p, i32 %s
  store <4 x i32> zeroinitializer, ptr %p, align 16
  %1 = load <4 x i32>, ptr %g, align 16
  ret void
}

define void @swapped(ptr %p, i32 %k) {
  %c = icmp slt i32 -1, %k
  call void @llvm.assume(i1 %c)
  %s = add nuw nsw i32 %k, 4
  %g = getelementptr i32, ptr %p, i32 %s
  store <4 x i32> zeroinitializer, ptr %p, align 16
  %1 = load <4 x i32>, ptr %g, align 16
  ret void
}

define void @after_gep(ptr %p, i32 %k) {
  %s = add nuw nsw i32 %k, 4
  %g = getelementptr i32, ptr %p, i32 %s
  %c = icmp sgt i32 %k, -1
  call void @llvm.assume(i1 %c)
  store <4 x i32> zeroinitializer, ptr %p, align 16
  %1 = load <4 x i32>, ptr %g, align 16
  ret void
}

define void @sge5(ptr %p, i32 %k) {
  %c = icmp sge i32 %k, 4
  call void @llvm.assume(i1 %c)
  %g = getelementptr i32, ptr %p, i32 %k
  store <4 x i32> zeroinitializer, ptr %p, align 16
  %1 = load <4 x i32>, ptr %g, align 16
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
  store i8 0, ptr %gep1, align 1
  call void @barrier()
  %c.cmp = icmp sgt i32 %c, -1
  call void @llvm.assume(i1 %c.cmp)
  %c.off = add nuw nsw i32 %c, 1
  %gep2 = getelementptr [0 x i8], ptr %ptr, i32 %a, i32 %c.off
  %1 = load i8, ptr %gep2, align 1
  ret void
}

define void @nonzero(ptr %p, i64 %k) {
  %c = icmp ne i64 %k, 0
  call void @llvm.assume(i1 %c)
  %g = getelementptr inbounds i32, ptr %p, i64 %k
  store i32 0, ptr %p, align 4
  %1 = load i32, ptr %g, align 4
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
  store <4 x i32> zeroinitializer, ptr %p, align 16
  %0 = load <4 x i32>, ptr %g, align 16
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
  store <4 x i32> zeroinitializer, ptr %p, align 16
  %0 = load <4 x i32>, ptr %g, align 16
  ret void
}

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
