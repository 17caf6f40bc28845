%T = type { i32, i32* }
@g = global i32* null
define void @f(i32* %p, %T* %t, i8** %pp, i32 addrspace(1)* %q) {
  store i32 1, i32* %p
  %f = getelementptr %T, %T* %t, i32 0, i32 1
  %x = load i32*, i32** %f
  store i32* %x, i32** @g
  %b = bitcast i32* %x to i8*
  store i8* %b, i8** %pp
  %v = load i32, i32* %p
  %w = load i32, i32 addrspace(1)* %q
  %fp = bitcast void (i32*, %T*, i8**, i32 addrspace(1)*)* @f to i8*
  ret void
}
