; ModuleID = 'rand-7.ll'
source_filename = "random/rand-7: random CFGs over noalias pointers (seed 7)"

declare void @unk()

; Function Attrs: memory(argmem: read)
declare void @rd(ptr) #0

; Function Attrs: memory(argmem: write)
declare void @wr(ptr) #1

define void @f0(ptr noalias %p0, ptr noalias %p1, ptr %m, i1 %c, i32 %x) {
entry:
  store i32 0, ptr %p0, align 4
  br label %b1

b1:                                               ; preds = %entry
  %v0 = load i32, ptr %p1, align 4
  %v1 = getelementptr inbounds i32, ptr %p0, i64 2
  store i32 1, ptr %v1, align 4
  br label %b7

b5:                                               ; preds = %b6, %b5
  br i1 %c, label %b5, label %b4

b7:                                               ; preds = %b1
  ret void

b6:                                               ; No predecessors!
  call void @rd(ptr %p1)
  %v3 = load i32, ptr %p0, align 4
  %v4 = load i32, ptr %p1, align 4
  %v5 = load volatile i32, ptr %m, align 4
  br i1 %c, label %b3, label %b5

b3:                                               ; preds = %b6
  ret void

b2:                                               ; No predecessors!
  store i32 2, ptr %m, align 4
  store i32 2, ptr %p1, align 4
  ret void

b4:                                               ; preds = %b5
  %v2 = load i32, ptr %p0, align 4
  store i32 4, ptr %p0, align 4
  store i32 4, ptr %p0, align 4
  call void @wr(ptr %p0)
  ret void
}

define void @f1(ptr noalias %p0, ptr %m, i1 %c, i32 %x) {
entry:
  call void @wr(ptr %p0)
  %v0 = load volatile i32, ptr %p0, align 4
  store i32 0, ptr %p0, align 4
  %v1 = load volatile i32, ptr %p0, align 4
  br label %b2

b2:                                               ; preds = %b2, %b2, %entry
  %v4 = load i32, ptr %p0, align 4
  %v5 = getelementptr inbounds i32, ptr %p0, i64 0
  store i32 2, ptr %v5, align 4
  %v6 = load i32, ptr %p0, align 4
  %v7 = load i32, ptr %p0, align 4
  br i1 %c, label %b2, label %b2

b1:                                               ; No predecessors!
  %v2 = load volatile i32, ptr %p0, align 4
  call void @rd(ptr %p0)
  %v3 = load i32, ptr %p0, align 4
  ret void
}

define void @f2(ptr noalias %p0, ptr %m, i1 %c, i32 %x) {
entry:
  br label %b2

b3:                                               ; preds = %b1, %b4, %b2
  store i32 3, ptr %p0, align 4
  %v0 = getelementptr inbounds i32, ptr %p0, i64 1
  store i32 3, ptr %v0, align 4
  %v1 = getelementptr inbounds i32, ptr %p0, i64 0
  store i32 3, ptr %v1, align 4
  br label %b1

b2:                                               ; preds = %b1, %b2, %entry
  store i32 2, ptr %p0, align 4
  br i1 %c, label %b3, label %b2

b4:                                               ; No predecessors!
  store i32 4, ptr %p0, align 4
  br i1 %c, label %b3, label %b1

b1:                                               ; preds = %b4, %b3
  br i1 %c, label %b2, label %b3
}

attributes #0 = { memory(argmem: read) }
attributes #1 = { memory(argmem: write) }
