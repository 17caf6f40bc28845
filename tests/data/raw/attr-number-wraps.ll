define void @f(ptr %p) #4294967297 {
  store i32 1, ptr %p
  call void @g() #4294967298
  %v = load i32, ptr %p
  ret void
}
declare void @g()
attributes #1 = { nounwind }
attributes #2 = { memory(none) }
