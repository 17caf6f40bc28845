; ModuleID = 'rand-4.ll'
source_filename = "random/rand-4: random CFGs over noalias pointers (seed 4)"

declare void @unk()

; Function Attrs: memory(argmem: read)
declare void @rd(ptr) #0

; Function Attrs: memory(argmem: write)
declare void @wr(ptr) #1

define void @f0(ptr noalias %p0, ptr noalias %p1, ptr noalias %p2, ptr %m, i1 %c, i32 %x) {
entry:
  br i1 %c, label %b4, label %b2

b3:                                               ; preds = %b5
  %v1 = load i32, ptr %p0, align 4
  br label %b1

b2:                                               ; preds = %entry
  %v0 = load i32, ptr %p0, align 4
  br label %b5

b4:                                               ; preds = %entry
  %v2 = load i32, ptr %p0, align 4
  %v3 = load i32, ptr %p2, align 4
  call void @rd(ptr %p2)
  %v4 = getelementptr inbounds i32, ptr %p0, i64 0
  store i32 4, ptr %v4, align 4
  br i1 %c, label %b1, label %b5

b5:                                               ; preds = %b4, %b2
  %v5 = load i32, ptr %p1, align 4
  %v6 = load i32, ptr %p2, align 4
  %v7 = load i32, ptr %p2, align 4
  %v8 = load i32, ptr %p0, align 4
  br label %b3

b1:                                               ; preds = %b4, %b3
  ret void
}

define void @f1(ptr noalias %p0, ptr noalias %p1, ptr noalias %p2, ptr %m, i1 %c, i32 %x) {
entry:
  %v0 = load volatile i32, ptr %p0, align 4
  %v1 = load i32, ptr %p0, align 4
  br i1 %c, label %b8, label %b5

b3:                                               ; preds = %b5
  %v2 = load i32, ptr %p0, align 4
  %v3 = load i32, ptr %p0, align 4
  br label %b2

b10:                                              ; preds = %b4, %b4, %b9, %b2, %b5
  br i1 %c, label %b9, label %b8

b5:                                               ; preds = %b7, %b4, %b5, %entry
  switch i32 %x, label %b10 [
    i32 0, label %b3
    i32 1, label %b5
    i32 2, label %b7
  ]

b6:                                               ; preds = %b7
  br label %b1

b11:                                              ; preds = %b4, %b9, %b11
  %v5 = load i32, ptr %p0, align 4
  store i32 11, ptr %p1, align 4
  br i1 %c, label %b7, label %b11

b2:                                               ; preds = %b4, %b3
  call void @rd(ptr %p0)
  store i32 2, ptr %p2, align 4
  br label %b10

b9:                                               ; preds = %b10
  br i1 %c, label %b10, label %b11

b12:                                              ; preds = %b1
  br i1 %c, label %b4, label %b8

b4:                                               ; preds = %b12
  call void @rd(ptr %p1)
  switch i32 %x, label %b10 [
    i32 0, label %b10
    i32 1, label %b11
    i32 2, label %b2
    i32 3, label %b5
  ]

b1:                                               ; preds = %b6
  br label %b12

b8:                                               ; preds = %b12, %b10, %entry
  store i32 8, ptr %p0, align 4
  %v4 = getelementptr inbounds i32, ptr %m, i64 0
  store i32 8, ptr %v4, align 4
  ret void

b7:                                               ; preds = %b11, %b5
  store i32 7, ptr %p1, align 4
  br i1 %c, label %b6, label %b5
}

define void @f2(ptr noalias %p0, ptr %m, i1 %c, i32 %x) {
entry:
  %v0 = load i32, ptr %p0, align 4
  br i1 %c, label %b2, label %b2

b1:                                               ; preds = %b2
  br label %b2

b2:                                               ; preds = %b2, %b1, %entry, %entry
  store i32 2, ptr %m, align 4
  %v1 = getelementptr inbounds i32, ptr %m, i64 2
  store i32 2, ptr %v1, align 4
  br i1 %c, label %b1, label %b2
}

attributes #0 = { memory(argmem: read) }
attributes #1 = { memory(argmem: write) }
