; ModuleID = 'values.ll'
source_filename = "print/values: the echo of constants, constant expressions, vectors and aggregates in instruction text"

%struct.S = type { i32, [4 x i8], ptr }

@arr = global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 16
@s = global %struct.S zeroinitializer, align 8
@str = private unnamed_addr constant [6 x i8] c"hello\00", align 1

define void @values(ptr %p, <4 x float> %v) {
entry:
  store i32 ptrtoint (ptr @arr to i32), ptr %p, align 4
  store ptr getelementptr inbounds ([4 x i32], ptr @arr, i64 0, i64 2), ptr %p, align 8
  store <4 x float> <float 1.000000e+00, float 0x7FF8000000000000, float -0.000000e+00, float 1.250000e+02>, ptr %p, align 16
  store %struct.S { i32 1, [4 x i8] c"ab\0A\00", ptr null }, ptr @s, align 8
  store half 0xH3C00, ptr %p, align 2
  store x86_fp80 0xK3FFF8000000000000000, ptr %p, align 16
  store fp128 0xL00000000000000003FFF000000000000, ptr %p, align 16
  store i128 -170141183460469231731687303715884105728, ptr %p, align 16
  store i1 true, ptr %p, align 1
  store ptr poison, ptr %p, align 8
  store i32 undef, ptr %p, align 4
  %l = load i8, ptr getelementptr inbounds (i8, ptr @str, i64 1), align 1
  store <2 x ptr> <ptr @arr, ptr @s>, ptr %p, align 16
  %x = extractelement <4 x float> %v, i32 0
  store float %x, ptr %p, align 4
  ret void
}
