; ModuleID = 'underlying.ll'
source_filename = "alias/underlying: underlying objects through select, phi and casts"

define void @sel(ptr noalias %a, ptr noalias %b, ptr noalias %c, i1 %k) {
entry:
  %s = select i1 %k, ptr %a, ptr %b
  store i32 1, ptr %s, align 4
  %x = load i32, ptr %c, align 4
  %y = load i32, ptr %a, align 4
  %i = ptrtoint ptr %c to i64
  %ip = inttoptr i64 %i to ptr
  store i32 2, ptr %ip, align 4
  %z = load i32, ptr %a, align 4
  br i1 %k, label %t, label %f

t:                                                ; preds = %entry
  br label %j

f:                                                ; preds = %entry
  br label %j

j:                                                ; preds = %f, %t
  %ph = phi ptr [ %a, %t ], [ %b, %f ]
  store i32 3, ptr %ph, align 4
  %w = load i32, ptr %c, align 4
  ret void
}
