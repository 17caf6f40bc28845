; ModuleID = 'gep-const.ll'
source_filename = "alias/gep-const: constant GEP offsets decide overlap (struct fields, arrays, partial overlap)"

%struct.P = type { i32, i32, [2 x i64] }

define void @fields(ptr %s) {
entry:
  %f0 = getelementptr inbounds %struct.P, ptr %s, i64 0, i32 0
  %f1 = getelementptr inbounds %struct.P, ptr %s, i64 0, i32 1
  %f2 = getelementptr inbounds %struct.P, ptr %s, i64 0, i32 2, i64 1
  store i32 1, ptr %f0, align 4
  store i32 2, ptr %f1, align 4
  store i64 3, ptr %f2, align 8
  %a = load i32, ptr %f0, align 4
  %b = load i32, ptr %f1, align 4
  %c = load i64, ptr %f2, align 8
  %d = load i64, ptr %s, align 8
  %s1 = getelementptr inbounds %struct.P, ptr %s, i64 1
  %e = load i32, ptr %s1, align 4
  %m3 = getelementptr inbounds i8, ptr %s, i64 3
  %f = load i16, ptr %m3, align 1
  %neg = getelementptr inbounds i8, ptr %f1, i64 -4
  %g = load i32, ptr %neg, align 4
  ret void
}
