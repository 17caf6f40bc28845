; ModuleID = 'rand-3.ll'
source_filename = "random/rand-3: random CFGs over noalias pointers (seed 3)"

declare void @unk()

; Function Attrs: memory(argmem: read)
declare void @rd(ptr) #0

; Function Attrs: memory(argmem: write)
declare void @wr(ptr) #1

define void @f0(ptr noalias %p0, ptr noalias %p1, ptr %m, i1 %c, i32 %x) {
entry:
  %v0 = load volatile i32, ptr %p0, align 4
  br i1 %c, label %b4, label %b3

b5:                                               ; preds = %b5
  %v9 = load i32, ptr %p1, align 4
  store i32 5, ptr %p0, align 4
  br i1 %c, label %b5, label %b3

b2:                                               ; preds = %b1, %b2
  %v3 = getelementptr inbounds i32, ptr %p0, i64 0
  store i32 2, ptr %v3, align 4
  store i32 2, ptr %p0, align 4
  %v4 = load i32, ptr %p1, align 4
  %v5 = getelementptr inbounds i32, ptr %p1, i64 0
  store i32 2, ptr %v5, align 4
  switch i32 %x, label %b2 [
    i32 0, label %b1
  ]

b4:                                               ; preds = %b3, %entry
  %v7 = getelementptr inbounds i32, ptr %p1, i64 2
  store i32 4, ptr %v7, align 4
  %v8 = load i32, ptr %m, align 4
  br i1 %c, label %b1, label %b3

b1:                                               ; preds = %b4, %b2
  %v1 = load i32, ptr %p1, align 4
  %v2 = load volatile i32, ptr %p0, align 4
  br label %b2

b3:                                               ; preds = %b3, %b4, %b5, %entry
  %v6 = load i32, ptr %p1, align 4
  br i1 %c, label %b3, label %b4
}

define void @f1(ptr noalias %p0, ptr noalias %p1, ptr noalias %p2, ptr noalias %p3, ptr %m, i1 %c, i32 %x) {
entry:
  br label %b2

b1:                                               ; preds = %b3, %b8, %b1
  %v0 = load i32, ptr %p3, align 4
  br i1 %c, label %b2, label %b1

b8:                                               ; preds = %b5
  %v8 = load i32, ptr %p2, align 4
  %v9 = load volatile i32, ptr %p2, align 4
  %v10 = load i32, ptr %p0, align 4
  br i1 %c, label %b11, label %b1

b7:                                               ; No predecessors!
  br label %b10

b12:                                              ; No predecessors!
  %v17 = load i32, ptr %p1, align 4
  store i32 12, ptr %p1, align 4
  %v18 = load volatile i32, ptr %p0, align 4
  store i32 12, ptr %p1, align 4
  br label %b10

b4:                                               ; preds = %b3
  %v2 = load i32, ptr %p1, align 4
  br i1 %c, label %b6, label %b6

b9:                                               ; No predecessors!
  %v11 = load i32, ptr %p2, align 4
  br i1 %c, label %b6, label %b3

b11:                                              ; preds = %b11, %b8
  %v13 = getelementptr inbounds i32, ptr %p0, i64 2
  store i32 11, ptr %v13, align 4
  %v14 = load i32, ptr %p1, align 4
  %v15 = load i32, ptr %p1, align 4
  %v16 = getelementptr inbounds i32, ptr %p0, i64 0
  store i32 11, ptr %v16, align 4
  br i1 %c, label %b6, label %b11

b10:                                              ; preds = %b6, %b12, %b7
  %v12 = load i32, ptr %p2, align 4
  br i1 %c, label %b5, label %b5

b2:                                               ; preds = %b2, %b1, %entry
  store i32 2, ptr %p2, align 4
  %v1 = load i32, ptr %p0, align 4
  br label %b2

b6:                                               ; preds = %b6, %b11, %b9, %b4, %b4
  %v4 = getelementptr inbounds i32, ptr %p0, i64 2
  store i32 6, ptr %v4, align 4
  %v5 = load i32, ptr %p1, align 4
  %v6 = load i32, ptr %p2, align 4
  %v7 = load i32, ptr %p0, align 4
  br i1 %c, label %b10, label %b6

b5:                                               ; preds = %b10, %b10
  %v3 = load i32, ptr %m, align 4
  br label %b8

b3:                                               ; preds = %b9
  br i1 %c, label %b1, label %b4
}

define void @f2(ptr noalias %p0, ptr noalias %p1, ptr noalias %p2, ptr %m, i1 %c, i32 %x) {
entry:
  %v0 = getelementptr inbounds i32, ptr %p2, i64 1
  store i32 0, ptr %v0, align 4
  store i32 0, ptr %m, align 4
  %v1 = load i32, ptr %p1, align 4
  switch i32 %x, label %b9 [
    i32 0, label %b9
    i32 1, label %b4
    i32 2, label %b1
    i32 3, label %b8
  ]

b2:                                               ; preds = %b1, %b7, %b2
  %v2 = load i32, ptr %m, align 4
  %v3 = getelementptr inbounds i32, ptr %p0, i64 1
  store i32 2, ptr %v3, align 4
  store i32 2, ptr %p1, align 4
  %v4 = load i32, ptr %p2, align 4
  br i1 %c, label %b1, label %b2

b5:                                               ; preds = %b8
  store i32 5, ptr %p1, align 4
  %v6 = load i32, ptr %p0, align 4
  %v7 = load volatile i32, ptr %p1, align 4
  store i32 5, ptr %p0, align 4
  br label %b9

b3:                                               ; preds = %b9
  %v5 = load i32, ptr %p2, align 4
  br i1 %c, label %b1, label %b6

b8:                                               ; preds = %entry
  %v9 = load volatile i32, ptr %p1, align 4
  store i32 8, ptr %p2, align 4
  br label %b5

b4:                                               ; preds = %b1, %entry
  br label %b9

b7:                                               ; No predecessors!
  br i1 %c, label %b1, label %b2

b6:                                               ; preds = %b3
  %v8 = getelementptr inbounds i32, ptr %p1, i64 0
  store i32 6, ptr %v8, align 4
  store i32 6, ptr %p0, align 4
  ret void

b1:                                               ; preds = %b1, %b1, %b7, %b3, %b2, %entry
  call void @unk()
  switch i32 %x, label %b1 [
    i32 0, label %b2
    i32 1, label %b4
    i32 2, label %b1
  ]

b9:                                               ; preds = %b4, %b5, %entry, %entry
  %v10 = load i32, ptr %p1, align 4
  br label %b3
}

attributes #0 = { memory(argmem: read) }
attributes #1 = { memory(argmem: write) }
