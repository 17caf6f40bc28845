define void @f(ptr %p) #0 {
  store i32 1, ptr %p
  call void @g() #1
  %v = load i32, ptr %p
  ret void
}
declare void @g()
attributes #0 = { nounwind }
attributes #1 = { nounwind }
attributes #1 = { memory(read) }
