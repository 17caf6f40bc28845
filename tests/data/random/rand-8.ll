; ModuleID = 'rand-8.ll'
source_filename = "random/rand-8: random CFGs over noalias pointers (seed 8)"

declare void @unk()

; Function Attrs: memory(argmem: read)
declare void @rd(ptr) #0

; Function Attrs: memory(argmem: write)
declare void @wr(ptr) #1

define void @f0(ptr noalias %p0, ptr noalias %p1, ptr noalias %p2, ptr %m, i1 %c, i32 %x) {
entry:
  %v0 = load i32, ptr %p0, align 4
  br label %b2

b4:                                               ; preds = %b1, %b4
  %v7 = load i32, ptr %p2, align 4
  br i1 %c, label %b5, label %b4

b2:                                               ; preds = %entry
  %v4 = getelementptr inbounds i32, ptr %p2, i64 1
  store i32 2, ptr %v4, align 4
  ret void

b3:                                               ; No predecessors!
  store i32 3, ptr %p1, align 4
  store i32 3, ptr %p1, align 4
  %v5 = load i32, ptr %p1, align 4
  %v6 = load i32, ptr %p0, align 4
  br i1 %c, label %b5, label %b1

b1:                                               ; preds = %b3
  %v1 = load i32, ptr %p0, align 4
  %v2 = load volatile i32, ptr %p1, align 4
  %v3 = load volatile i32, ptr %p1, align 4
  store i32 1, ptr %p0, align 4
  br i1 %c, label %b5, label %b4

b5:                                               ; preds = %b1, %b3, %b4
  call void @rd(ptr %m)
  ret void
}

define void @f1(ptr noalias %p0, ptr noalias %p1, ptr noalias %p2, ptr %m, i1 %c, i32 %x) {
entry:
  %v0 = load volatile i32, ptr %p0, align 4
  %v1 = load i32, ptr %p2, align 4
  %v2 = load i32, ptr %p0, align 4
  br i1 %c, label %b9, label %b12

b12:                                              ; preds = %b11, %b5, %entry
  br i1 %c, label %b8, label %b10

b8:                                               ; preds = %b10, %b12
  switch i32 %x, label %b2 [
    i32 0, label %b7
    i32 1, label %b11
    i32 2, label %b10
  ]

b3:                                               ; No predecessors!
  br label %b11

b9:                                               ; preds = %b11, %entry
  %v9 = load i32, ptr %p1, align 4
  store i32 9, ptr %p1, align 4
  %v10 = load i32, ptr %p2, align 4
  ret void

b5:                                               ; preds = %b5
  br i1 %c, label %b5, label %b12

b11:                                              ; preds = %b10, %b3, %b8
  br i1 %c, label %b9, label %b12

b7:                                               ; preds = %b2, %b4, %b8
  store i32 7, ptr %p2, align 4
  call void @rd(ptr %p2)
  %v8 = load i32, ptr %m, align 4
  ret void

b6:                                               ; No predecessors!
  ret void

b10:                                              ; preds = %b8, %b12
  %v11 = load i32, ptr %p1, align 4
  %v12 = load volatile i32, ptr %p0, align 4
  %v13 = load i32, ptr %p1, align 4
  %v14 = load i32, ptr %p0, align 4
  br i1 %c, label %b8, label %b11

b1:                                               ; No predecessors!
  %v3 = load i32, ptr %p0, align 4
  %v4 = load i32, ptr %p1, align 4
  ret void

b4:                                               ; No predecessors!
  store i32 4, ptr %p0, align 4
  %v6 = load i32, ptr %p1, align 4
  call void @rd(ptr %p2)
  %v7 = load i32, ptr %p2, align 4
  br label %b7

b13:                                              ; No predecessors!
  call void @unk()
  ret void

b2:                                               ; preds = %b8
  %v5 = getelementptr inbounds i32, ptr %p2, i64 1
  store i32 2, ptr %v5, align 4
  br label %b7
}

define void @f2(ptr noalias %p0, ptr noalias %p1, ptr %m, i1 %c, i32 %x) {
entry:
  %v0 = getelementptr inbounds i32, ptr %p0, i64 0
  store i32 0, ptr %v0, align 4
  br label %b5

b5:                                               ; preds = %b2, %b4, %entry
  store i32 5, ptr %p1, align 4
  %v5 = load i32, ptr %p1, align 4
  %v6 = load i32, ptr %m, align 4
  %v7 = getelementptr inbounds i32, ptr %p0, i64 0
  store i32 5, ptr %v7, align 4
  br i1 %c, label %b8, label %b4

b9:                                               ; preds = %b10, %b6
  store i32 9, ptr %p0, align 4
  br i1 %c, label %b2, label %b3

b1:                                               ; No predecessors!
  br i1 %c, label %b7, label %b4

b4:                                               ; preds = %b1, %b5
  %v3 = load i32, ptr %p1, align 4
  %v4 = getelementptr inbounds i32, ptr %p1, i64 2
  store i32 4, ptr %v4, align 4
  call void @rd(ptr %p0)
  store i32 4, ptr %p0, align 4
  br i1 %c, label %b5, label %b7

b3:                                               ; preds = %b8, %b9
  br i1 %c, label %b7, label %b10

b8:                                               ; preds = %b5
  %v10 = load volatile i32, ptr %m, align 4
  switch i32 %x, label %b10 [
    i32 0, label %b3
  ]

b2:                                               ; preds = %b10, %b2, %b9
  %v1 = load i32, ptr %p1, align 4
  call void @wr(ptr %p1)
  %v2 = load i32, ptr %p1, align 4
  br i1 %c, label %b5, label %b2

b7:                                               ; preds = %b3, %b4, %b1
  %v8 = load i32, ptr %p0, align 4
  store i32 7, ptr %p0, align 4
  %v9 = getelementptr inbounds i32, ptr %m, i64 0
  store i32 7, ptr %v9, align 4
  store i32 7, ptr %p1, align 4
  ret void

b6:                                               ; No predecessors!
  br i1 %c, label %b10, label %b9

b10:                                              ; preds = %b6, %b8, %b3
  call void @unk()
  %v11 = load i32, ptr %p1, align 4
  %v12 = load i32, ptr %p1, align 4
  switch i32 %x, label %b2 [
    i32 0, label %b9
  ]
}

attributes #0 = { memory(argmem: read) }
attributes #1 = { memory(argmem: write) }
