define void @f(ptr %p) #0 {
  store i32 1, ptr %p
  call void @g() #7
  %v = load i32, ptr %p
  ret void
}
declare void @g() #9
