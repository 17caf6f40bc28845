; ModuleID = 'basic-gep.ll'
source_filename = "basic-gep.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S = type { i32, i32, [4 x i16], i64 }

define void @consts(ptr %p) {
  %arr = alloca [10 x i32], align 4
  %a0 = getelementptr inbounds [10 x i32], ptr %arr, i64 0, i64 0
  %a1 = getelementptr inbounds [10 x i32], ptr %arr, i64 0, i64 1
  %a2 = getelementptr inbounds [10 x i32], ptr %arr, i64 0, i64 2
  %b1 = getelementptr inbounds i8, ptr %arr, i64 6
  store i32 0, ptr %a0, align 4
  store i32 1, ptr %a1, align 4
  store i32 2, ptr %a2, align 4
  store i64 3, ptr %arr, align 8
  store i16 4, ptr %b1, align 2
  %s1 = getelementptr inbounds %struct.S, ptr %p, i64 0, i32 1
  %s2 = getelementptr inbounds %struct.S, ptr %p, i64 0, i32 2, i64 3
  %s3 = getelementptr inbounds %struct.S, ptr %p, i64 0, i32 3
  %s4 = getelementptr inbounds %struct.S, ptr %p, i64 1
  %neg = getelementptr i8, ptr %p, i64 -4
  store i32 5, ptr %s1, align 4
  store i16 6, ptr %s2, align 2
  store i64 7, ptr %s3, align 8
  store i32 8, ptr %s4, align 4
  store i32 9, ptr %p, align 4
  store i32 10, ptr %neg, align 4
  ret void
}

define void @vars(ptr %p, i64 %i, i32 %j, i64 %k) {
  %arr = alloca [100 x i32], align 4
  %pi = getelementptr inbounds i32, ptr %p, i64 %i
  %i1 = add nsw i64 %i, 1
  %pi1 = getelementptr inbounds i32, ptr %p, i64 %i1
  %jx = sext i32 %j to i64
  %pj = getelementptr inbounds i32, ptr %p, i64 %jx
  %j1 = add nsw i32 %j, 1
  %j1x = sext i32 %j1 to i64
  %pj1 = getelementptr inbounds i32, ptr %p, i64 %j1x
  %i2 = shl nsw i64 %i, 1
  %pe = getelementptr inbounds i32, ptr %p, i64 %i2
  %i2o = or disjoint i64 %i2, 1
  %po = getelementptr inbounds i32, ptr %p, i64 %i2o
  %km = and i64 %k, 3
  %pk = getelementptr inbounds i8, ptr %p, i64 %km
  %pk8 = getelementptr inbounds i8, ptr %p, i64 8
  %ai = getelementptr inbounds [100 x i32], ptr %arr, i64 0, i64 %i
  %ak = getelementptr inbounds [100 x i32], ptr %arr, i64 0, i64 %km
  store i32 0, ptr %pi, align 4
  store i32 1, ptr %pi1, align 4
  store i32 2, ptr %pj, align 4
  store i32 3, ptr %pj1, align 4
  store i32 4, ptr %pe, align 4
  store i32 5, ptr %po, align 4
  store i32 6, ptr %pk, align 4
  store i32 7, ptr %pk8, align 4
  store i32 8, ptr %ai, align 4
  store i32 9, ptr %ak, align 4
  store i32 10, ptr %arr, align 4
  ret void
}
