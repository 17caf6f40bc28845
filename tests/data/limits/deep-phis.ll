; ModuleID = 'deep-phis.ll'
source_filename = "limits/deep-phis: 40 diamonds storing only %q, then a load of %p"

define i32 @deep(ptr noalias %p, ptr noalias %q, i1 %c) {
entry:
  store i32 0, ptr %p, align 4
  br label %d0

d0:                                               ; preds = %entry
  br i1 %c, label %l0, label %r0

l0:                                               ; preds = %d0
  store i32 0, ptr %q, align 4
  br label %d1

r0:                                               ; preds = %d0
  br label %d1

d1:                                               ; preds = %r0, %l0
  br i1 %c, label %l1, label %r1

l1:                                               ; preds = %d1
  store i32 1, ptr %q, align 4
  br label %d2

r1:                                               ; preds = %d1
  br label %d2

d2:                                               ; preds = %r1, %l1
  br i1 %c, label %l2, label %r2

l2:                                               ; preds = %d2
  store i32 2, ptr %q, align 4
  br label %d3

r2:                                               ; preds = %d2
  br label %d3

d3:                                               ; preds = %r2, %l2
  br i1 %c, label %l3, label %r3

l3:                                               ; preds = %d3
  store i32 3, ptr %q, align 4
  br label %d4

r3:                                               ; preds = %d3
  br label %d4

d4:                                               ; preds = %r3, %l3
  br i1 %c, label %l4, label %r4

l4:                                               ; preds = %d4
  store i32 4, ptr %q, align 4
  br label %d5

r4:                                               ; preds = %d4
  br label %d5

d5:                                               ; preds = %r4, %l4
  br i1 %c, label %l5, label %r5

l5:                                               ; preds = %d5
  store i32 5, ptr %q, align 4
  br label %d6

r5:                                               ; preds = %d5
  br label %d6

d6:                                               ; preds = %r5, %l5
  br i1 %c, label %l6, label %r6

l6:                                               ; preds = %d6
  store i32 6, ptr %q, align 4
  br label %d7

r6:                                               ; preds = %d6
  br label %d7

d7:                                               ; preds = %r6, %l6
  br i1 %c, label %l7, label %r7

l7:                                               ; preds = %d7
  store i32 7, ptr %q, align 4
  br label %d8

r7:                                               ; preds = %d7
  br label %d8

d8:                                               ; preds = %r7, %l7
  br i1 %c, label %l8, label %r8

l8:                                               ; preds = %d8
  store i32 8, ptr %q, align 4
  br label %d9

r8:                                               ; preds = %d8
  br label %d9

d9:                                               ; preds = %r8, %l8
  br i1 %c, label %l9, label %r9

l9:                                               ; preds = %d9
  store i32 9, ptr %q, align 4
  br label %d10

r9:                                               ; preds = %d9
  br label %d10

d10:                                              ; preds = %r9, %l9
  br i1 %c, label %l10, label %r10

l10:                                              ; preds = %d10
  store i32 10, ptr %q, align 4
  br label %d11

r10:                                              ; preds = %d10
  br label %d11

d11:                                              ; preds = %r10, %l10
  br i1 %c, label %l11, label %r11

l11:                                              ; preds = %d11
  store i32 11, ptr %q, align 4
  br label %d12

r11:                                              ; preds = %d11
  br label %d12

d12:                                              ; preds = %r11, %l11
  br i1 %c, label %l12, label %r12

l12:                                              ; preds = %d12
  store i32 12, ptr %q, align 4
  br label %d13

r12:                                              ; preds = %d12
  br label %d13

d13:                                              ; preds = %r12, %l12
  br i1 %c, label %l13, label %r13

l13:                                              ; preds = %d13
  store i32 13, ptr %q, align 4
  br label %d14

r13:                                              ; preds = %d13
  br label %d14

d14:                                              ; preds = %r13, %l13
  br i1 %c, label %l14, label %r14

l14:                                              ; preds = %d14
  store i32 14, ptr %q, align 4
  br label %d15

r14:                                              ; preds = %d14
  br label %d15

d15:                                              ; preds = %r14, %l14
  br i1 %c, label %l15, label %r15

l15:                                              ; preds = %d15
  store i32 15, ptr %q, align 4
  br label %d16

r15:                                              ; preds = %d15
  br label %d16

d16:                                              ; preds = %r15, %l15
  br i1 %c, label %l16, label %r16

l16:                                              ; preds = %d16
  store i32 16, ptr %q, align 4
  br label %d17

r16:                                              ; preds = %d16
  br label %d17

d17:                                              ; preds = %r16, %l16
  br i1 %c, label %l17, label %r17

l17:                                              ; preds = %d17
  store i32 17, ptr %q, align 4
  br label %d18

r17:                                              ; preds = %d17
  br label %d18

d18:                                              ; preds = %r17, %l17
  br i1 %c, label %l18, label %r18

l18:                                              ; preds = %d18
  store i32 18, ptr %q, align 4
  br label %d19

r18:                                              ; preds = %d18
  br label %d19

d19:                                              ; preds = %r18, %l18
  br i1 %c, label %l19, label %r19

l19:                                              ; preds = %d19
  store i32 19, ptr %q, align 4
  br label %d20

r19:                                              ; preds = %d19
  br label %d20

d20:                                              ; preds = %r19, %l19
  br i1 %c, label %l20, label %r20

l20:                                              ; preds = %d20
  store i32 20, ptr %q, align 4
  br label %d21

r20:                                              ; preds = %d20
  br label %d21

d21:                                              ; preds = %r20, %l20
  br i1 %c, label %l21, label %r21

l21:                                              ; preds = %d21
  store i32 21, ptr %q, align 4
  br label %d22

r21:                                              ; preds = %d21
  br label %d22

d22:                                              ; preds = %r21, %l21
  br i1 %c, label %l22, label %r22

l22:                                              ; preds = %d22
  store i32 22, ptr %q, align 4
  br label %d23

r22:                                              ; preds = %d22
  br label %d23

d23:                                              ; preds = %r22, %l22
  br i1 %c, label %l23, label %r23

l23:                                              ; preds = %d23
  store i32 23, ptr %q, align 4
  br label %d24

r23:                                              ; preds = %d23
  br label %d24

d24:                                              ; preds = %r23, %l23
  br i1 %c, label %l24, label %r24

l24:                                              ; preds = %d24
  store i32 24, ptr %q, align 4
  br label %d25

r24:                                              ; preds = %d24
  br label %d25

d25:                                              ; preds = %r24, %l24
  br i1 %c, label %l25, label %r25

l25:                                              ; preds = %d25
  store i32 25, ptr %q, align 4
  br label %d26

r25:                                              ; preds = %d25
  br label %d26

d26:                                              ; preds = %r25, %l25
  br i1 %c, label %l26, label %r26

l26:                                              ; preds = %d26
  store i32 26, ptr %q, align 4
  br label %d27

r26:                                              ; preds = %d26
  br label %d27

d27:                                              ; preds = %r26, %l26
  br i1 %c, label %l27, label %r27

l27:                                              ; preds = %d27
  store i32 27, ptr %q, align 4
  br label %d28

r27:                                              ; preds = %d27
  br label %d28

d28:                                              ; preds = %r27, %l27
  br i1 %c, label %l28, label %r28

l28:                                              ; preds = %d28
  store i32 28, ptr %q, align 4
  br label %d29

r28:                                              ; preds = %d28
  br label %d29

d29:                                              ; preds = %r28, %l28
  br i1 %c, label %l29, label %r29

l29:                                              ; preds = %d29
  store i32 29, ptr %q, align 4
  br label %d30

r29:                                              ; preds = %d29
  br label %d30

d30:                                              ; preds = %r29, %l29
  br i1 %c, label %l30, label %r30

l30:                                              ; preds = %d30
  store i32 30, ptr %q, align 4
  br label %d31

r30:                                              ; preds = %d30
  br label %d31

d31:                                              ; preds = %r30, %l30
  br i1 %c, label %l31, label %r31

l31:                                              ; preds = %d31
  store i32 31, ptr %q, align 4
  br label %d32

r31:                                              ; preds = %d31
  br label %d32

d32:                                              ; preds = %r31, %l31
  br i1 %c, label %l32, label %r32

l32:                                              ; preds = %d32
  store i32 32, ptr %q, align 4
  br label %d33

r32:                                              ; preds = %d32
  br label %d33

d33:                                              ; preds = %r32, %l32
  br i1 %c, label %l33, label %r33

l33:                                              ; preds = %d33
  store i32 33, ptr %q, align 4
  br label %d34

r33:                                              ; preds = %d33
  br label %d34

d34:                                              ; preds = %r33, %l33
  br i1 %c, label %l34, label %r34

l34:                                              ; preds = %d34
  store i32 34, ptr %q, align 4
  br label %d35

r34:                                              ; preds = %d34
  br label %d35

d35:                                              ; preds = %r34, %l34
  br i1 %c, label %l35, label %r35

l35:                                              ; preds = %d35
  store i32 35, ptr %q, align 4
  br label %d36

r35:                                              ; preds = %d35
  br label %d36

d36:                                              ; preds = %r35, %l35
  br i1 %c, label %l36, label %r36

l36:                                              ; preds = %d36
  store i32 36, ptr %q, align 4
  br label %d37

r36:                                              ; preds = %d36
  br label %d37

d37:                                              ; preds = %r36, %l36
  br i1 %c, label %l37, label %r37

l37:                                              ; preds = %d37
  store i32 37, ptr %q, align 4
  br label %d38

r37:                                              ; preds = %d37
  br label %d38

d38:                                              ; preds = %r37, %l37
  br i1 %c, label %l38, label %r38

l38:                                              ; preds = %d38
  store i32 38, ptr %q, align 4
  br label %d39

r38:                                              ; preds = %d38
  br label %d39

d39:                                              ; preds = %r38, %l38
  br i1 %c, label %l39, label %r39

l39:                                              ; preds = %d39
  store i32 39, ptr %q, align 4
  br label %d40

r39:                                              ; preds = %d39
  br label %d40

d40:                                              ; preds = %r39, %l39
  %v = load i32, ptr %p, align 4
  %w = load i32, ptr %q, align 4
  ret i32 %v
}
