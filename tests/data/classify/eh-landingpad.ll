; ModuleID = 'eh-landingpad.ll'
source_filename = "classify/eh-landingpad: invoke is a Def, landingpad/resume have no access; invoke successor order normal, unwind"

declare void @may_throw(ptr)

declare i32 @__gxx_personality_v0(...)

define void @eh(ptr %p) personality ptr @__gxx_personality_v0 {
entry:
  store i32 1, ptr %p, align 4
  invoke void @may_throw(ptr %p)
          to label %cont unwind label %lpad

cont:                                             ; preds = %entry
  store i32 2, ptr %p, align 4
  invoke void @may_throw(ptr %p)
          to label %done unwind label %lpad

lpad:                                             ; preds = %cont, %entry
  %lp = landingpad { ptr, i32 }
          cleanup
  %v = load i32, ptr %p, align 4
  resume { ptr, i32 } %lp

done:                                             ; preds = %cont
  %w = load i32, ptr %p, align 4
  ret void
}
