; ModuleID = 'callbr.ll'
source_filename = "classify/callbr: asm goto is a Def; successor order is default then indirect targets"

define i32 @goto(ptr %p, i32 %x) {
entry:
  store i32 %x, ptr %p, align 4
  callbr void asm "jmp ${0:l}", "!i"()
          to label %fall [label %target]

fall:                                             ; preds = %entry
  store i32 1, ptr %p, align 4
  br label %join

target:                                           ; preds = %entry
  store i32 2, ptr %p, align 4
  br label %join

join:                                             ; preds = %target, %fall
  %l = load i32, ptr %p, align 4
  ret i32 %l
}
