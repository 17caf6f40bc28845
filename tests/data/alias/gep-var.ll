; ModuleID = 'gep-var.ll'
source_filename = "alias/gep-var: variable GEP indices (i vs i+1, i vs j, scaled)"

define void @var(ptr %p, i64 %i, i64 %j) {
entry:
  %pi = getelementptr inbounds i32, ptr %p, i64 %i
  %i1 = add nsw i64 %i, 1
  %pi1 = getelementptr inbounds i32, ptr %p, i64 %i1
  %pj = getelementptr inbounds i32, ptr %p, i64 %j
  store i32 1, ptr %pi, align 4
  %a = load i32, ptr %pi1, align 4
  %b = load i32, ptr %pj, align 4
  %c = load i32, ptr %pi, align 4
  %pi2 = getelementptr inbounds [2 x i32], ptr %p, i64 %i, i64 1
  %d = load i32, ptr %pi2, align 4
  %pii = getelementptr inbounds i8, ptr %pi, i64 4
  %e = load i32, ptr %pii, align 4
  ret void
}

define void @two_d(ptr %m, i64 %i, i64 %j) {
entry:
  %r0 = getelementptr inbounds [8 x [8 x i32]], ptr %m, i64 0, i64 %i, i64 0
  %r1 = getelementptr inbounds [8 x [8 x i32]], ptr %m, i64 0, i64 %i, i64 1
  %rj = getelementptr inbounds [8 x [8 x i32]], ptr %m, i64 0, i64 %i, i64 %j
  store i32 0, ptr %r0, align 4
  %a = load i32, ptr %r1, align 4
  %b = load i32, ptr %rj, align 4
  ret void
}
