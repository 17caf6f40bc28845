; ModuleID = 'call-keys.ll'
source_filename = "optuses/call-keys: calls with the same callee and arguments share a key even if call-site attributes differ (7.2 item 7)"

; Function Attrs: memory(argmem: read)
declare i32 @get(ptr) #0

declare i32 @any(ptr)

define void @calls(ptr noalias %p, ptr noalias %q) {
entry:
  store i32 0, ptr %p, align 4
  store i32 1, ptr %q, align 4
  %a = call i32 @get(ptr %p)
  %b = call i32 @get(ptr %q)
  store i32 2, ptr %q, align 4
  %c = call i32 @get(ptr %p)
  %d = call i32 @any(ptr %p) #0
  store i32 3, ptr %p, align 4
  %e = call i32 @get(ptr %q)
  %f = call i32 @any(ptr %p) #1
  ret void
}

attributes #0 = { memory(argmem: read) }
attributes #1 = { memory(read) }
