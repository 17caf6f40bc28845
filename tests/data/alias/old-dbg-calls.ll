; ModuleID = 'old-dbg-calls.ll'
source_filename = "old-dbg-calls.ll"

declare void @llvm.dbg.stoppoint(i32, i32)

declare void @llvm.dbg.func.start(ptr)

declare void @llvm.dbg.region.end(ptr)

define void @f(ptr %p) {
  call void @llvm.dbg.stoppoint(i32 1, i32 0)
  call void @llvm.dbg.func.start(ptr %p)
  %v = load i32, ptr %p, align 4
  call void @llvm.dbg.region.end(ptr %p)
  ret void
}
