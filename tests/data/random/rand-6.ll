; ModuleID = 'rand-6.ll'
source_filename = "random/rand-6: random CFGs over noalias pointers (seed 6)"

declare void @unk()

; Function Attrs: memory(argmem: read)
declare void @rd(ptr) #0

; Function Attrs: memory(argmem: write)
declare void @wr(ptr) #1

define void @f0(ptr noalias %p0, ptr %m, i1 %c, i32 %x) {
entry:
  %v0 = load i32, ptr %p0, align 4
  br i1 %c, label %b8, label %b6

b4:                                               ; preds = %b5
  br i1 %c, label %b5, label %b6

b2:                                               ; preds = %b10, %b2
  store i32 2, ptr %p0, align 4
  store i32 2, ptr %p0, align 4
  switch i32 %x, label %b2 [
    i32 0, label %b7
    i32 1, label %b5
    i32 2, label %b8
  ]

b6:                                               ; preds = %b3, %b4, %entry
  %v4 = load volatile i32, ptr %p0, align 4
  br i1 %c, label %b9, label %b1

b7:                                               ; preds = %b1, %b10, %b10, %b2
  br i1 %c, label %b1, label %b11

b10:                                              ; No predecessors!
  %v6 = load i32, ptr %p0, align 4
  switch i32 %x, label %b7 [
    i32 0, label %b8
    i32 1, label %b7
    i32 2, label %b2
    i32 3, label %b9
  ]

b11:                                              ; preds = %b8, %b3, %b11, %b7
  %v7 = load i32, ptr %p0, align 4
  switch i32 %x, label %b8 [
    i32 0, label %b11
    i32 1, label %b5
  ]

b5:                                               ; preds = %b11, %b2, %b4
  store i32 5, ptr %p0, align 4
  store i32 5, ptr %p0, align 4
  br label %b4

b9:                                               ; preds = %b1, %b10, %b6
  store i32 9, ptr %p0, align 4
  ret void

b1:                                               ; preds = %b7, %b6
  store i32 1, ptr %p0, align 4
  br i1 %c, label %b7, label %b9

b3:                                               ; No predecessors!
  %v1 = load i32, ptr %p0, align 4
  store i32 3, ptr %m, align 4
  %v2 = load i32, ptr %p0, align 4
  %v3 = load volatile i32, ptr %m, align 4
  switch i32 %x, label %b6 [
    i32 0, label %b11
  ]

b8:                                               ; preds = %b11, %b10, %b2, %entry
  %v5 = load i32, ptr %p0, align 4
  br label %b11
}

define void @f1(ptr noalias %p0, ptr noalias %p1, ptr noalias %p2, ptr noalias %p3, ptr %m, i1 %c, i32 %x) {
entry:
  %v0 = load i32, ptr %m, align 4
  switch i32 %x, label %b8 [
    i32 0, label %b10
    i32 1, label %b8
    i32 2, label %b5
    i32 3, label %b10
  ]

b7:                                               ; preds = %b5
  %v4 = load i32, ptr %p1, align 4
  store i32 7, ptr %p0, align 4
  store i32 7, ptr %p3, align 4
  br i1 %c, label %b2, label %b1

b4:                                               ; preds = %b8
  br i1 %c, label %b10, label %b2

b2:                                               ; preds = %b4, %b7
  call void @wr(ptr %p3)
  br i1 %c, label %b5, label %b9

b9:                                               ; preds = %b5, %b2
  %v8 = load volatile i32, ptr %p3, align 4
  br i1 %c, label %b8, label %b10

b3:                                               ; preds = %b6, %b8, %b3
  br i1 %c, label %b1, label %b3

b10:                                              ; preds = %b1, %b9, %b4, %entry, %entry
  br i1 %c, label %b5, label %b6

b8:                                               ; preds = %b9, %entry, %entry
  %v5 = load i32, ptr %p0, align 4
  %v6 = load i32, ptr %p2, align 4
  %v7 = load volatile i32, ptr %p0, align 4
  br i1 %c, label %b3, label %b4

b1:                                               ; preds = %b3, %b7
  %v1 = load volatile i32, ptr %p3, align 4
  %v2 = load volatile i32, ptr %p3, align 4
  call void @wr(ptr %p1)
  br label %b10

b6:                                               ; preds = %b10
  store i32 6, ptr %p0, align 4
  br label %b3

b5:                                               ; preds = %b10, %b2, %entry
  call void @wr(ptr %p3)
  store i32 5, ptr %m, align 4
  %v3 = load i32, ptr %m, align 4
  br i1 %c, label %b7, label %b9
}

define void @f2(ptr noalias %p0, ptr noalias %p1, ptr noalias %p2, ptr noalias %p3, ptr %m, i1 %c, i32 %x) {
entry:
  store i32 0, ptr %p1, align 4
  br i1 %c, label %b4, label %b1

b5:                                               ; No predecessors!
  %v4 = load i32, ptr %p1, align 4
  store i32 5, ptr %p3, align 4
  %v5 = load i32, ptr %p3, align 4
  br i1 %c, label %b1, label %b7

b4:                                               ; preds = %b3, %entry
  br i1 %c, label %b3, label %b7

b3:                                               ; preds = %b8, %b1, %b4
  store i32 3, ptr %p1, align 4
  %v3 = load i32, ptr %p1, align 4
  br i1 %c, label %b7, label %b4

b6:                                               ; No predecessors!
  %v6 = load i32, ptr %p2, align 4
  %v7 = load i32, ptr %p1, align 4
  %v8 = load i32, ptr %p1, align 4
  %v9 = getelementptr inbounds i32, ptr %p0, i64 0
  store i32 6, ptr %v9, align 4
  br i1 %c, label %b1, label %b2

b2:                                               ; preds = %b1, %b6
  %v2 = load volatile i32, ptr %p1, align 4
  ret void

b7:                                               ; preds = %b1, %b3, %b4, %b5
  store i32 7, ptr %p0, align 4
  store i32 7, ptr %p3, align 4
  %v10 = load i32, ptr %p2, align 4
  ret void

b1:                                               ; preds = %b8, %b6, %b5, %entry
  %v0 = load i32, ptr %p0, align 4
  store i32 1, ptr %m, align 4
  %v1 = load i32, ptr %p2, align 4
  switch i32 %x, label %b3 [
    i32 0, label %b2
    i32 1, label %b7
  ]

b8:                                               ; No predecessors!
  br i1 %c, label %b1, label %b3
}

attributes #0 = { memory(argmem: read) }
attributes #1 = { memory(argmem: write) }
