; ModuleID = 'self-clobber.ll'
source_filename = "walker/self-clobber: fences, catchpads and calls in the walker printer"

declare void @unk()

define void @selfs(ptr %p) {
entry:
  store i32 0, ptr %p, align 4
  call void @unk()
  fence seq_cst
  call void @unk()
  %v = load i32, ptr %p, align 4
  %x = atomicrmw add ptr %p, i32 1 seq_cst, align 4
  ret void
}
