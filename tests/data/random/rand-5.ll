; ModuleID = 'rand-5.ll'
source_filename = "random/rand-5: random CFGs over noalias pointers (seed 5)"

declare void @unk()

; Function Attrs: memory(argmem: read)
declare void @rd(ptr) #0

; Function Attrs: memory(argmem: write)
declare void @wr(ptr) #1

define void @f0(ptr noalias %p0, ptr noalias %p1, ptr noalias %p2, ptr %m, i1 %c, i32 %x) {
entry:
  call void @wr(ptr %p2)
  store i32 0, ptr %p0, align 4
  store i32 0, ptr %m, align 4
  br label %b8

b7:                                               ; preds = %b7, %b7
  switch i32 %x, label %b7 [
    i32 0, label %b7
    i32 1, label %b1
    i32 2, label %b9
  ]

b2:                                               ; preds = %b9, %b10
  switch i32 %x, label %b4 [
    i32 0, label %b4
  ]

b4:                                               ; preds = %b3, %b9, %b2, %b2
  %v3 = load i32, ptr %p2, align 4
  %v4 = load i32, ptr %m, align 4
  %v5 = getelementptr inbounds i32, ptr %p1, i64 1
  store i32 4, ptr %v5, align 4
  br label %b3

b10:                                              ; preds = %b11, %b5
  %v9 = load i32, ptr %m, align 4
  %v10 = load volatile i32, ptr %p1, align 4
  %v11 = load i32, ptr %p0, align 4
  call void @unk()
  br label %b2

b1:                                               ; preds = %b7
  %v0 = load i32, ptr %p0, align 4
  %v1 = load i32, ptr %p0, align 4
  %v2 = getelementptr inbounds i32, ptr %p1, i64 0
  store i32 1, ptr %v2, align 4
  store i32 1, ptr %p2, align 4
  br label %b3

b8:                                               ; preds = %entry
  %v8 = getelementptr inbounds i32, ptr %p0, i64 1
  store i32 8, ptr %v8, align 4
  ret void

b9:                                               ; preds = %b3, %b7
  br i1 %c, label %b4, label %b2

b5:                                               ; No predecessors!
  store i32 5, ptr %p2, align 4
  br i1 %c, label %b10, label %b11

b11:                                              ; preds = %b3, %b5
  br label %b10

b3:                                               ; preds = %b1, %b4
  switch i32 %x, label %b11 [
    i32 0, label %b6
    i32 1, label %b4
    i32 2, label %b9
  ]

b6:                                               ; preds = %b3
  call void @rd(ptr %p1)
  %v6 = load volatile i32, ptr %p0, align 4
  %v7 = load volatile i32, ptr %p0, align 4
  ret void
}

define void @f1(ptr noalias %p0, ptr noalias %p1, ptr %m, i1 %c, i32 %x) {
entry:
  store i32 0, ptr %p1, align 4
  %v0 = load volatile i32, ptr %p0, align 4
  store i32 0, ptr %m, align 4
  %v1 = getelementptr inbounds i32, ptr %p1, i64 1
  store i32 0, ptr %v1, align 4
  br i1 %c, label %b4, label %b2

b4:                                               ; preds = %b2, %b2, %b1, %entry
  %v7 = load i32, ptr %p1, align 4
  call void @rd(ptr %p1)
  call void @wr(ptr %p1)
  store i32 4, ptr %p1, align 4
  br i1 %c, label %b6, label %b3

b1:                                               ; No predecessors!
  switch i32 %x, label %b3 [
    i32 0, label %b4
  ]

b6:                                               ; preds = %b5, %b2, %b2, %b4
  %v11 = getelementptr inbounds i32, ptr %p0, i64 2
  store i32 6, ptr %v11, align 4
  br label %b3

b2:                                               ; preds = %entry
  %v2 = load i32, ptr %p0, align 4
  %v3 = getelementptr inbounds i32, ptr %p1, i64 1
  store i32 2, ptr %v3, align 4
  %v4 = load i32, ptr %p1, align 4
  %v5 = load i32, ptr %p0, align 4
  switch i32 %x, label %b4 [
    i32 0, label %b4
    i32 1, label %b6
    i32 2, label %b6
    i32 3, label %b3
  ]

b5:                                               ; No predecessors!
  %v8 = load volatile i32, ptr %p1, align 4
  call void @rd(ptr %p0)
  %v9 = load i32, ptr %p1, align 4
  %v10 = load volatile i32, ptr %p1, align 4
  br label %b6

b3:                                               ; preds = %b2, %b6, %b1, %b4
  %v6 = load i32, ptr %p0, align 4
  ret void
}

define void @f2(ptr noalias %p0, ptr noalias %p1, ptr noalias %p2, ptr %m, i1 %c, i32 %x) {
entry:
  %v0 = load volatile i32, ptr %p0, align 4
  %v1 = getelementptr inbounds i32, ptr %p2, i64 2
  store i32 0, ptr %v1, align 4
  %v2 = getelementptr inbounds i32, ptr %p2, i64 2
  store i32 0, ptr %v2, align 4
  %v3 = load i32, ptr %p0, align 4
  br label %b5

b1:                                               ; preds = %b3, %b5, %b1
  %v4 = load i32, ptr %p2, align 4
  br label %b1

b5:                                               ; preds = %b3, %b4, %entry
  br i1 %c, label %b3, label %b1

b2:                                               ; preds = %b4
  %v5 = load i32, ptr %p0, align 4
  ret void

b4:                                               ; No predecessors!
  %v6 = load volatile i32, ptr %p2, align 4
  br i1 %c, label %b5, label %b2

b3:                                               ; preds = %b5
  br i1 %c, label %b5, label %b1
}

attributes #0 = { memory(argmem: read) }
attributes #1 = { memory(argmem: write) }
