; ModuleID = 'html-markup.ll'
source_filename = "print/html-markup: names holding HTML, JSON and template syntax; a phi operand whose block name holds ',1}'"

define void @"</script><!--{{DATA}}"(ptr %p, i1 %c) {
"<b>&amp;":
  store i32 0, ptr %p, align 4
  br i1 %c, label %"x,1}", label %"\22quoted\22 \E2\82\AC"

"x,1}":                                           ; preds = %"<b>&amp;"
  store i32 1, ptr %p, align 4
  br label %"join {{TITLE}}"

"\22quoted\22 \E2\82\AC":                         ; preds = %"<b>&amp;"
  store i32 2, ptr %p, align 4
  br label %"join {{TITLE}}"

"join {{TITLE}}":                                 ; preds = %"\22quoted\22 \E2\82\AC", %"x,1}"
  %v = load i32, ptr %p, align 4
  br i1 %c, label %"x,1}2", label %exit

"x,1}2":                                          ; preds = %"join {{TITLE}}"
  store i32 %v, ptr %p, align 4
  br label %exit

exit:                                             ; preds = %"x,1}2", %"join {{TITLE}}"
  %w = load i32, ptr %p, align 4
  ret void
}

define i32 @"a\0Anewline"(ptr %p) {
entry:
  store i32 3, ptr %p, align 4
  %x = load i32, ptr %p, align 4
  ret i32 %x
}
