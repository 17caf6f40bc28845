; ModuleID = 'preds-bundle.ll'
source_filename = "print/preds-bundle: a label in an operand bundle of an invoke or callbr is one more predecessor entry; on a call it is none"

declare void @g()

declare i32 @__gxx_personality_v0(...)

define void @f(ptr %p) personality ptr @__gxx_personality_v0 {
entry:
  store i32 0, ptr %p, align 4
  invoke void @g() [ "x"(label %lp, label %lp) ]
          to label %ok unwind label %lp

ok:                                               ; preds = %entry
  call void @g() [ "y"(label %lp) ]
  callbr void asm "", "!i"() [ "z"(label %ok2) ]
          to label %ok2 [label %lp2]

ok2:                                              ; preds = %ok, %ok
  ret void

lp:                                               ; preds = %entry, %entry, %entry
  %l = landingpad { ptr, i32 }
          cleanup
  ret void

lp2:                                              ; preds = %ok
  ret void
}
