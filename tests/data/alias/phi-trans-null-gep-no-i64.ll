; ModuleID = 'phi-trans-null-gep-no-i64.ll'
source_filename = "phi-trans-null-gep-no-i64.ll"

define void @phi_null(ptr noalias nocapture %key) {
entry:
  br label %loop

loop:                                             ; preds = %loop, %entry
  %pkey = phi ptr [ %key, %entry ], [ null, %loop ]
  %a = getelementptr inbounds <32 x i32>, ptr %pkey, i32 4
  %v = load <32 x i32>, ptr %a, align 128
  store <32 x i32> zeroinitializer, ptr %pkey, align 128
  br i1 false, label %exit, label %loop

exit:                                             ; preds = %loop
  ret void
}

define void @phi_null_recurrence(ptr noalias nocapture %key, ptr noalias nocapture %data) {
entry:
  br label %loop

loop:                                             ; preds = %loop, %entry
  %pkey = phi ptr [ %key, %entry ], [ null, %loop ]
  %pdata = phi ptr [ %data, %entry ], [ %next, %loop ]
  %a = getelementptr inbounds <32 x i32>, ptr %pkey, i32 4
  %v = load <32 x i32>, ptr %a, align 128
  %d = getelementptr inbounds <32 x i32>, ptr %pdata, i32 12
  store <32 x i32> zeroinitializer, ptr %d, align 128
  %next = getelementptr inbounds <32 x i32>, ptr %pdata, i32 16
  br i1 false, label %exit, label %loop

exit:                                             ; preds = %loop
  ret void
}
