; ModuleID = 'phis.ll'
source_filename = "phis.ll"

define i32 @phis(ptr %p, i1 %c, i1 %d) {
entry:
  br i1 %c, label %A, label %B

B:                                                ; preds = %entry
  br i1 %d, label %C, label %J1

A:                                                ; preds = %entry
  store i32 1, ptr %p, align 4
  br label %J1

C:                                                ; preds = %B
  store i32 2, ptr %p, align 4
  br label %J2

J1:                                               ; preds = %A, %B
  br label %L

L:                                                ; preds = %L, %J1
  %v = load i32, ptr %p, align 4
  store i32 3, ptr %p, align 4
  br i1 %d, label %L, label %J2

J2:                                               ; preds = %L, %C
  %w = load i32, ptr %p, align 4
  ret i32 %w
}
