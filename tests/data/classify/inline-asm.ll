; ModuleID = 'inline-asm.ll'
source_filename = "classify/inline-asm: inline asm calls are Defs unless memory attributes say otherwise"

define i32 @asm(ptr %p, i32 %x) {
entry:
  store i32 %x, ptr %p, align 4
  call void asm sideeffect "nop", ""()
  %a = call i32 asm "add $0, $1", "=r,r"(i32 %x)
  %b = call i32 asm "add $0, $1", "=r,r"(i32 %x) #0
  %c = call i32 asm "mov ($1), $0", "=r,r,~{memory}"(ptr %p) #1
  call void asm sideeffect "", "~{memory}"() #2
  %l = load i32, ptr %p, align 4
  ret i32 %l
}

attributes #0 = { memory(none) }
attributes #1 = { memory(read) }
attributes #2 = { memory(argmem: readwrite) }
