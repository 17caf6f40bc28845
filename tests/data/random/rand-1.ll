; ModuleID = 'rand-1.ll'
source_filename = "random/rand-1: random CFGs over noalias pointers (seed 1)"

declare void @unk()

; Function Attrs: memory(argmem: read)
declare void @rd(ptr) #0

; Function Attrs: memory(argmem: write)
declare void @wr(ptr) #1

define void @f0(ptr noalias %p0, ptr %m, i1 %c, i32 %x) {
entry:
  store i32 0, ptr %p0, align 4
  br i1 %c, label %b4, label %b2

b1:                                               ; preds = %b2, %b2
  br i1 %c, label %b4, label %b4

b2:                                               ; preds = %b3, %b3, %b4, %entry
  store i32 2, ptr %p0, align 4
  %v0 = load i32, ptr %p0, align 4
  switch i32 %x, label %b1 [
    i32 0, label %b1
  ]

b4:                                               ; preds = %b1, %b1, %entry
  %v2 = load volatile i32, ptr %m, align 4
  store i32 4, ptr %p0, align 4
  %v3 = load i32, ptr %p0, align 4
  store i32 4, ptr %p0, align 4
  br i1 %c, label %b2, label %b3

b3:                                               ; preds = %b3, %b4
  store i32 3, ptr %m, align 4
  %v1 = getelementptr inbounds i32, ptr %p0, i64 2
  store i32 3, ptr %v1, align 4
  store i32 3, ptr %p0, align 4
  switch i32 %x, label %b2 [
    i32 0, label %b3
    i32 1, label %b2
  ]
}

define void @f1(ptr noalias %p0, ptr noalias %p1, ptr noalias %p2, ptr noalias %p3, ptr %m, i1 %c, i32 %x) {
entry:
  store i32 0, ptr %p3, align 4
  %v0 = getelementptr inbounds i32, ptr %p2, i64 2
  store i32 0, ptr %v0, align 4
  switch i32 %x, label %b2 [
    i32 0, label %b2
    i32 1, label %b8
    i32 2, label %b9
  ]

b9:                                               ; preds = %b3, %b4, %b1, %b1, %entry
  %v11 = load i32, ptr %m, align 4
  %v12 = getelementptr inbounds i32, ptr %p0, i64 0
  store i32 9, ptr %v12, align 4
  store i32 9, ptr %p0, align 4
  br i1 %c, label %b3, label %b8

b5:                                               ; preds = %b10, %b7, %b2
  call void @unk()
  %v6 = load i32, ptr %p1, align 4
  switch i32 %x, label %b1 [
    i32 0, label %b1
    i32 1, label %b2
    i32 2, label %b2
  ]

b2:                                               ; preds = %b6, %b5, %b5, %entry, %entry
  call void @wr(ptr %m)
  br label %b5

b7:                                               ; No predecessors!
  %v7 = load i32, ptr %p0, align 4
  %v8 = load i32, ptr %p1, align 4
  %v9 = load i32, ptr %p2, align 4
  %v10 = load volatile i32, ptr %p3, align 4
  br i1 %c, label %b1, label %b5

b6:                                               ; No predecessors!
  store i32 6, ptr %p2, align 4
  br label %b2

b8:                                               ; preds = %b9, %entry
  call void @rd(ptr %p1)
  ret void

b10:                                              ; No predecessors!
  %v13 = getelementptr inbounds i32, ptr %p1, i64 2
  store i32 10, ptr %v13, align 4
  %v14 = load volatile i32, ptr %p0, align 4
  %v15 = getelementptr inbounds i32, ptr %p2, i64 2
  store i32 10, ptr %v15, align 4
  br i1 %c, label %b1, label %b5

b1:                                               ; preds = %b10, %b7, %b5, %b5
  %v1 = load i32, ptr %p3, align 4
  call void @rd(ptr %p0)
  store i32 1, ptr %p3, align 4
  %v2 = load i32, ptr %p1, align 4
  switch i32 %x, label %b4 [
    i32 0, label %b9
    i32 1, label %b9
  ]

b4:                                               ; preds = %b3, %b1
  %v5 = load volatile i32, ptr %p3, align 4
  br label %b9

b3:                                               ; preds = %b9
  store i32 3, ptr %p1, align 4
  %v3 = load i32, ptr %p0, align 4
  %v4 = load volatile i32, ptr %m, align 4
  br i1 %c, label %b4, label %b9
}

define void @f2(ptr noalias %p0, ptr noalias %p1, ptr noalias %p2, ptr %m, i1 %c, i32 %x) {
entry:
  br label %b1

b2:                                               ; preds = %b7
  br label %b4

b7:                                               ; preds = %b3, %b1, %b7
  switch i32 %x, label %b7 [
    i32 0, label %b3
    i32 1, label %b2
    i32 2, label %b6
    i32 3, label %b1
  ]

b6:                                               ; preds = %b5, %b4, %b7
  %v5 = load i32, ptr %p0, align 4
  store i32 6, ptr %p0, align 4
  %v6 = load i32, ptr %p1, align 4
  %v7 = load i32, ptr %p1, align 4
  ret void

b4:                                               ; preds = %b2
  store i32 4, ptr %p1, align 4
  br i1 %c, label %b3, label %b6

b5:                                               ; No predecessors!
  %v4 = load i32, ptr %p0, align 4
  br i1 %c, label %b6, label %b8

b1:                                               ; preds = %b1, %b7, %entry
  %v0 = load i32, ptr %m, align 4
  %v1 = load volatile i32, ptr %p2, align 4
  br i1 %c, label %b1, label %b7

b8:                                               ; preds = %b5
  br label %b3

b3:                                               ; preds = %b8, %b4, %b7
  %v2 = getelementptr inbounds i32, ptr %p1, i64 0
  store i32 3, ptr %v2, align 4
  %v3 = getelementptr inbounds i32, ptr %p1, i64 0
  store i32 3, ptr %v3, align 4
  br label %b7
}

attributes #0 = { memory(argmem: read) }
attributes #1 = { memory(argmem: write) }
