; ModuleID = 'rand-2.ll'
source_filename = "random/rand-2: random CFGs over noalias pointers (seed 2)"

declare void @unk()

; Function Attrs: memory(argmem: read)
declare void @rd(ptr) #0

; Function Attrs: memory(argmem: write)
declare void @wr(ptr) #1

define void @f0(ptr noalias %p0, ptr %m, i1 %c, i32 %x) {
entry:
  br label %b1

b2:                                               ; preds = %b1, %b1
  %v2 = getelementptr inbounds i32, ptr %p0, i64 2
  store i32 2, ptr %v2, align 4
  br label %b1

b1:                                               ; preds = %b1, %b1, %b2, %entry
  %v0 = load i32, ptr %p0, align 4
  store i32 1, ptr %p0, align 4
  %v1 = getelementptr inbounds i32, ptr %p0, i64 2
  store i32 1, ptr %v1, align 4
  switch i32 %x, label %b2 [
    i32 0, label %b1
    i32 1, label %b1
    i32 2, label %b2
  ]
}

define void @f1(ptr noalias %p0, ptr noalias %p1, ptr noalias %p2, ptr %m, i1 %c, i32 %x) {
entry:
  br label %b3

b1:                                               ; No predecessors!
  %v0 = load i32, ptr %m, align 4
  %v1 = load volatile i32, ptr %p2, align 4
  br i1 %c, label %b3, label %b3

b4:                                               ; preds = %b2, %b3
  call void @wr(ptr %p2)
  br i1 %c, label %b2, label %b3

b3:                                               ; preds = %b3, %b4, %b1, %b1, %entry
  %v3 = load i32, ptr %m, align 4
  br i1 %c, label %b3, label %b4

b2:                                               ; preds = %b2, %b4
  %v2 = load volatile i32, ptr %p1, align 4
  br i1 %c, label %b4, label %b2
}

define void @f2(ptr noalias %p0, ptr noalias %p1, ptr noalias %p2, ptr %m, i1 %c, i32 %x) {
entry:
  %v0 = getelementptr inbounds i32, ptr %p0, i64 1
  store i32 0, ptr %v0, align 4
  br i1 %c, label %b2, label %b6

b6:                                               ; preds = %entry
  ret void

b9:                                               ; No predecessors!
  store i32 9, ptr %p1, align 4
  store i32 9, ptr %p2, align 4
  br i1 %c, label %b1, label %b5

b5:                                               ; preds = %b9
  br i1 %c, label %b2, label %b2

b8:                                               ; No predecessors!
  ret void

b1:                                               ; preds = %b3, %b9
  store i32 1, ptr %m, align 4
  %v1 = load i32, ptr %m, align 4
  store i32 1, ptr %p2, align 4
  ret void

b2:                                               ; preds = %b5, %b5, %entry
  %v2 = load i32, ptr %p0, align 4
  %v3 = load i32, ptr %m, align 4
  br label %b4

b4:                                               ; preds = %b7, %b2
  br label %b3

b3:                                               ; preds = %b7, %b4
  br label %b1

b7:                                               ; No predecessors!
  store i32 7, ptr %p0, align 4
  %v4 = load i32, ptr %p2, align 4
  store i32 7, ptr %p0, align 4
  br i1 %c, label %b4, label %b3
}

attributes #0 = { memory(argmem: read) }
attributes #1 = { memory(argmem: write) }
