; ModuleID = 'uselistorder.ll'
source_filename = "print/uselistorder: function-local uselistorder directives are not part of opt's function printing"

define i32 @ulo(ptr %pp) {
entry:
  %p = load ptr, ptr %pp, align 8
  %a = getelementptr i32, ptr %p, i64 1
  store i32 0, ptr %p, align 4
  %b = getelementptr i32, ptr %p, i64 2
  %v = load i32, ptr %b, align 4
  ret i32 %v

; uselistorder directives
  uselistorder ptr %p, { 1, 0, 2 }
}
