; ModuleID = 'calls-attrs.ll'
source_filename = "classify/calls-attrs: call classification from callee and call-site memory attributes (3.2, 3.4)"

declare void @unk()

; Function Attrs: memory(none)
declare void @rn() #0

; Function Attrs: memory(read)
declare void @ro() #1

; Function Attrs: memory(write)
declare void @wo() #2

; Function Attrs: memory(argmem: read)
declare void @argr(ptr) #3

; Function Attrs: memory(argmem: readwrite)
declare void @argrw(ptr) #4

; Function Attrs: memory(inaccessiblemem: read)
declare void @inaccr() #5

; Function Attrs: memory(inaccessiblemem: readwrite)
declare void @inaccrw() #6

; Function Attrs: memory(read)
declare void @readonly_old() #1

; Function Attrs: memory(none)
declare void @readnone_old() #0

; Function Attrs: memory(argmem: write)
declare void @argw(ptr) #7

; Function Attrs: nounwind willreturn memory(none)
declare i32 @pure(i32) #8

define void @calls(ptr noalias %p, ptr noalias %q) {
entry:
  store i32 0, ptr %p, align 4
  call void @unk()
  call void @rn()
  call void @ro()
  call void @wo()
  call void @argr(ptr %p)
  call void @argrw(ptr %p)
  call void @inaccr()
  call void @inaccrw()
  call void @readonly_old()
  call void @readnone_old()
  call void @argw(ptr %q)
  %x = call i32 @pure(i32 3)
  call void @unk() #0
  call void @unk() #1
  call void @unk() #1
  call void @ro() #2
  call void @rn() #9
  call void @argrw(ptr %q) #3
  %l = load i32, ptr %p, align 4
  %m = load i32, ptr %q, align 4
  ret void
}

define void @indirect(ptr %fp, ptr %p) {
entry:
  call void %fp(ptr %p)
  call void %fp(ptr %p) #1
  %l = load i32, ptr %p, align 4
  ret void
}

attributes #0 = { memory(none) }
attributes #1 = { memory(read) }
attributes #2 = { memory(write) }
attributes #3 = { memory(argmem: read) }
attributes #4 = { memory(argmem: readwrite) }
attributes #5 = { memory(inaccessiblemem: read) }
attributes #6 = { memory(inaccessiblemem: readwrite) }
attributes #7 = { memory(argmem: write) }
attributes #8 = { nounwind willreturn memory(none) }
attributes #9 = { memory(readwrite) }
