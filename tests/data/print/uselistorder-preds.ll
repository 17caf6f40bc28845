; ModuleID = 'uselistorder-preds.ll'
source_filename = "print/uselistorder-preds: uselistorder label directives reorder the preds comments; blockaddress uses (before the body and inside it) and bundle labels of calls count as uses"

@ba = global ptr blockaddress(@f, %j)

declare void @g()

define void @f(ptr %p, i32 %c) {
entry:
  switch i32 %c, label %a [
    i32 1, label %b
    i32 2, label %j
    i32 3, label %k
  ]

a:                                                ; preds = %entry
  store i32 1, ptr %p, align 4
  call void @g() [ "x"(label %k) ]
  br label %j

b:                                                ; preds = %entry
  store ptr blockaddress(@f, %k), ptr %p, align 8
  br label %j

k:                                                ; preds = %entry, %k
  store i32 2, ptr %p, align 4
  br i1 true, label %j, label %k

j:                                                ; preds = %b, %a, %k, %entry
  %v = load i32, ptr %p, align 4
  ret void

; uselistorder directives
  uselistorder label %k, { 2, 0, 3, 1 }
  uselistorder label %j, { 3, 0, 2, 4, 1 }
}
