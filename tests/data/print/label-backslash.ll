; ModuleID = 'label-backslash.ll'
source_filename = "label-backslash.ll"

define i32 @f() {
  br label %"a\\\\b"

"a\\\\b":                                         ; preds = %0
  ret i32 0
}
