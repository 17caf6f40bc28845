; ModuleID = 'invoke-order.ll'
source_filename = "construct/invoke-order: invoke successors are normal then unwind; phis at the shared join"

declare void @f()

declare i32 @__gxx_personality_v0(...)

define void @inv(ptr %p) personality ptr @__gxx_personality_v0 {
entry:
  invoke void @f()
          to label %n unwind label %u

u:                                                ; preds = %entry
  %lp = landingpad { ptr, i32 }
          cleanup
  store i32 2, ptr %p, align 4
  br label %j

n:                                                ; preds = %entry
  store i32 1, ptr %p, align 4
  br label %j

j:                                                ; preds = %n, %u
  %v = load i32, ptr %p, align 4
  ret void
}
