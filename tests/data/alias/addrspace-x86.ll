; ModuleID = 'addrspace-x86.ll'
source_filename = "alias/addrspace-x86: without a target AA, address spaces do not separate memory"

define void @as(ptr addrspace(1) %a, ptr addrspace(3) %b) {
entry:
  store i32 1, ptr addrspace(3) %b, align 4
  %x = load i32, ptr addrspace(1) %a, align 4
  ret void
}
