; Names that are not UTF-8, written raw and as \XX escapes: globals that
; differ only in such bytes, a function, a parameter, a label, a local and
; a named type. opt-19 prints their bytes as \XX escapes.
%"Té" = type { i32 }
%"U\FF" = type { %"Té" }

@"\E9t\E9" = global i32 0
@"\E8t\E8" = global i32 1
@"aé" = global i32 2
@"ô¿©" = global i32 3
@g = global %"Té" zeroinitializer
@h = global %"U\FF" zeroinitializer

define void @"fÿ"(ptr %"pş") {
entry:
  br label %"bbé"

"bbé":
  %"vá" = load i32, ptr @"\E9t\E9"
  store i32 %"vá", ptr @"\E8t\E8"
  store i32 0, ptr %"pş"
  %x = getelementptr %"Té", ptr %"pş", i32 0
  %y = load i32, ptr @"aé"
  store i32 %y, ptr @"ô¿©"
  br label %"bbé"
}
