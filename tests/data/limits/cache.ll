; ModuleID = 'cache.ll'
source_filename = "limits/cache: OptimizeUses reuses the per-key answer and only rescans new entries"

define i64 @cache(ptr %p) {
entry:
  %g1 = getelementptr inbounds i32, ptr %p, i64 2
  store i32 1, ptr %g1, align 4
  %g2 = getelementptr inbounds i32, ptr %p, i64 3
  store i32 2, ptr %g2, align 4
  %g3 = getelementptr inbounds i32, ptr %p, i64 4
  store i32 3, ptr %g3, align 4
  %g4 = getelementptr inbounds i32, ptr %p, i64 5
  store i32 4, ptr %g4, align 4
  %g5 = getelementptr inbounds i32, ptr %p, i64 6
  store i32 5, ptr %g5, align 4
  %g6 = getelementptr inbounds i32, ptr %p, i64 7
  store i32 6, ptr %g6, align 4
  %g7 = getelementptr inbounds i32, ptr %p, i64 8
  store i32 7, ptr %g7, align 4
  %g8 = getelementptr inbounds i32, ptr %p, i64 9
  store i32 8, ptr %g8, align 4
  %g9 = getelementptr inbounds i32, ptr %p, i64 10
  store i32 9, ptr %g9, align 4
  %g10 = getelementptr inbounds i32, ptr %p, i64 11
  store i32 10, ptr %g10, align 4
  %g11 = getelementptr inbounds i32, ptr %p, i64 12
  store i32 11, ptr %g11, align 4
  %g12 = getelementptr inbounds i32, ptr %p, i64 13
  store i32 12, ptr %g12, align 4
  %g13 = getelementptr inbounds i32, ptr %p, i64 14
  store i32 13, ptr %g13, align 4
  %g14 = getelementptr inbounds i32, ptr %p, i64 15
  store i32 14, ptr %g14, align 4
  %g15 = getelementptr inbounds i32, ptr %p, i64 16
  store i32 15, ptr %g15, align 4
  %g16 = getelementptr inbounds i32, ptr %p, i64 17
  store i32 16, ptr %g16, align 4
  %g17 = getelementptr inbounds i32, ptr %p, i64 18
  store i32 17, ptr %g17, align 4
  %g18 = getelementptr inbounds i32, ptr %p, i64 19
  store i32 18, ptr %g18, align 4
  %g19 = getelementptr inbounds i32, ptr %p, i64 20
  store i32 19, ptr %g19, align 4
  %g20 = getelementptr inbounds i32, ptr %p, i64 21
  store i32 20, ptr %g20, align 4
  %g21 = getelementptr inbounds i32, ptr %p, i64 22
  store i32 21, ptr %g21, align 4
  %g22 = getelementptr inbounds i32, ptr %p, i64 23
  store i32 22, ptr %g22, align 4
  %g23 = getelementptr inbounds i32, ptr %p, i64 24
  store i32 23, ptr %g23, align 4
  %g24 = getelementptr inbounds i32, ptr %p, i64 25
  store i32 24, ptr %g24, align 4
  %g25 = getelementptr inbounds i32, ptr %p, i64 26
  store i32 25, ptr %g25, align 4
  %g26 = getelementptr inbounds i32, ptr %p, i64 27
  store i32 26, ptr %g26, align 4
  %g27 = getelementptr inbounds i32, ptr %p, i64 28
  store i32 27, ptr %g27, align 4
  %g28 = getelementptr inbounds i32, ptr %p, i64 29
  store i32 28, ptr %g28, align 4
  %g29 = getelementptr inbounds i32, ptr %p, i64 30
  store i32 29, ptr %g29, align 4
  %g30 = getelementptr inbounds i32, ptr %p, i64 31
  store i32 30, ptr %g30, align 4
  %g31 = getelementptr inbounds i32, ptr %p, i64 32
  store i32 31, ptr %g31, align 4
  %g32 = getelementptr inbounds i32, ptr %p, i64 33
  store i32 32, ptr %g32, align 4
  %g33 = getelementptr inbounds i32, ptr %p, i64 34
  store i32 33, ptr %g33, align 4
  %g34 = getelementptr inbounds i32, ptr %p, i64 35
  store i32 34, ptr %g34, align 4
  %g35 = getelementptr inbounds i32, ptr %p, i64 36
  store i32 35, ptr %g35, align 4
  %g36 = getelementptr inbounds i32, ptr %p, i64 37
  store i32 36, ptr %g36, align 4
  %g37 = getelementptr inbounds i32, ptr %p, i64 38
  store i32 37, ptr %g37, align 4
  %g38 = getelementptr inbounds i32, ptr %p, i64 39
  store i32 38, ptr %g38, align 4
  %g39 = getelementptr inbounds i32, ptr %p, i64 40
  store i32 39, ptr %g39, align 4
  %g40 = getelementptr inbounds i32, ptr %p, i64 41
  store i32 40, ptr %g40, align 4
  %g41 = getelementptr inbounds i32, ptr %p, i64 42
  store i32 41, ptr %g41, align 4
  %g42 = getelementptr inbounds i32, ptr %p, i64 43
  store i32 42, ptr %g42, align 4
  %g43 = getelementptr inbounds i32, ptr %p, i64 44
  store i32 43, ptr %g43, align 4
  %g44 = getelementptr inbounds i32, ptr %p, i64 45
  store i32 44, ptr %g44, align 4
  %g45 = getelementptr inbounds i32, ptr %p, i64 46
  store i32 45, ptr %g45, align 4
  %g46 = getelementptr inbounds i32, ptr %p, i64 47
  store i32 46, ptr %g46, align 4
  %g47 = getelementptr inbounds i32, ptr %p, i64 48
  store i32 47, ptr %g47, align 4
  %g48 = getelementptr inbounds i32, ptr %p, i64 49
  store i32 48, ptr %g48, align 4
  %g49 = getelementptr inbounds i32, ptr %p, i64 50
  store i32 49, ptr %g49, align 4
  %g50 = getelementptr inbounds i32, ptr %p, i64 51
  store i32 50, ptr %g50, align 4
  %g51 = getelementptr inbounds i32, ptr %p, i64 52
  store i32 51, ptr %g51, align 4
  %g52 = getelementptr inbounds i32, ptr %p, i64 53
  store i32 52, ptr %g52, align 4
  %g53 = getelementptr inbounds i32, ptr %p, i64 54
  store i32 53, ptr %g53, align 4
  %g54 = getelementptr inbounds i32, ptr %p, i64 55
  store i32 54, ptr %g54, align 4
  %g55 = getelementptr inbounds i32, ptr %p, i64 56
  store i32 55, ptr %g55, align 4
  %g56 = getelementptr inbounds i32, ptr %p, i64 57
  store i32 56, ptr %g56, align 4
  %g57 = getelementptr inbounds i32, ptr %p, i64 58
  store i32 57, ptr %g57, align 4
  %g58 = getelementptr inbounds i32, ptr %p, i64 59
  store i32 58, ptr %g58, align 4
  %g59 = getelementptr inbounds i32, ptr %p, i64 60
  store i32 59, ptr %g59, align 4
  %g60 = getelementptr inbounds i32, ptr %p, i64 61
  store i32 60, ptr %g60, align 4
  %a = load i32, ptr %p, align 4
  %g61 = getelementptr inbounds i32, ptr %p, i64 62
  store i32 61, ptr %g61, align 4
  %g62 = getelementptr inbounds i32, ptr %p, i64 63
  store i32 62, ptr %g62, align 4
  %g63 = getelementptr inbounds i32, ptr %p, i64 64
  store i32 63, ptr %g63, align 4
  %g64 = getelementptr inbounds i32, ptr %p, i64 65
  store i32 64, ptr %g64, align 4
  %g65 = getelementptr inbounds i32, ptr %p, i64 66
  store i32 65, ptr %g65, align 4
  %g66 = getelementptr inbounds i32, ptr %p, i64 67
  store i32 66, ptr %g66, align 4
  %g67 = getelementptr inbounds i32, ptr %p, i64 68
  store i32 67, ptr %g67, align 4
  %g68 = getelementptr inbounds i32, ptr %p, i64 69
  store i32 68, ptr %g68, align 4
  %g69 = getelementptr inbounds i32, ptr %p, i64 70
  store i32 69, ptr %g69, align 4
  %g70 = getelementptr inbounds i32, ptr %p, i64 71
  store i32 70, ptr %g70, align 4
  %g71 = getelementptr inbounds i32, ptr %p, i64 72
  store i32 71, ptr %g71, align 4
  %g72 = getelementptr inbounds i32, ptr %p, i64 73
  store i32 72, ptr %g72, align 4
  %g73 = getelementptr inbounds i32, ptr %p, i64 74
  store i32 73, ptr %g73, align 4
  %g74 = getelementptr inbounds i32, ptr %p, i64 75
  store i32 74, ptr %g74, align 4
  %g75 = getelementptr inbounds i32, ptr %p, i64 76
  store i32 75, ptr %g75, align 4
  %g76 = getelementptr inbounds i32, ptr %p, i64 77
  store i32 76, ptr %g76, align 4
  %g77 = getelementptr inbounds i32, ptr %p, i64 78
  store i32 77, ptr %g77, align 4
  %g78 = getelementptr inbounds i32, ptr %p, i64 79
  store i32 78, ptr %g78, align 4
  %g79 = getelementptr inbounds i32, ptr %p, i64 80
  store i32 79, ptr %g79, align 4
  %g80 = getelementptr inbounds i32, ptr %p, i64 81
  store i32 80, ptr %g80, align 4
  %g81 = getelementptr inbounds i32, ptr %p, i64 82
  store i32 81, ptr %g81, align 4
  %g82 = getelementptr inbounds i32, ptr %p, i64 83
  store i32 82, ptr %g82, align 4
  %g83 = getelementptr inbounds i32, ptr %p, i64 84
  store i32 83, ptr %g83, align 4
  %g84 = getelementptr inbounds i32, ptr %p, i64 85
  store i32 84, ptr %g84, align 4
  %g85 = getelementptr inbounds i32, ptr %p, i64 86
  store i32 85, ptr %g85, align 4
  %g86 = getelementptr inbounds i32, ptr %p, i64 87
  store i32 86, ptr %g86, align 4
  %g87 = getelementptr inbounds i32, ptr %p, i64 88
  store i32 87, ptr %g87, align 4
  %g88 = getelementptr inbounds i32, ptr %p, i64 89
  store i32 88, ptr %g88, align 4
  %g89 = getelementptr inbounds i32, ptr %p, i64 90
  store i32 89, ptr %g89, align 4
  %g90 = getelementptr inbounds i32, ptr %p, i64 91
  store i32 90, ptr %g90, align 4
  %g91 = getelementptr inbounds i32, ptr %p, i64 92
  store i32 91, ptr %g91, align 4
  %g92 = getelementptr inbounds i32, ptr %p, i64 93
  store i32 92, ptr %g92, align 4
  %g93 = getelementptr inbounds i32, ptr %p, i64 94
  store i32 93, ptr %g93, align 4
  %g94 = getelementptr inbounds i32, ptr %p, i64 95
  store i32 94, ptr %g94, align 4
  %g95 = getelementptr inbounds i32, ptr %p, i64 96
  store i32 95, ptr %g95, align 4
  %g96 = getelementptr inbounds i32, ptr %p, i64 97
  store i32 96, ptr %g96, align 4
  %g97 = getelementptr inbounds i32, ptr %p, i64 98
  store i32 97, ptr %g97, align 4
  %g98 = getelementptr inbounds i32, ptr %p, i64 99
  store i32 98, ptr %g98, align 4
  %g99 = getelementptr inbounds i32, ptr %p, i64 100
  store i32 99, ptr %g99, align 4
  %g100 = getelementptr inbounds i32, ptr %p, i64 101
  store i32 100, ptr %g100, align 4
  %g101 = getelementptr inbounds i32, ptr %p, i64 102
  store i32 101, ptr %g101, align 4
  %g102 = getelementptr inbounds i32, ptr %p, i64 103
  store i32 102, ptr %g102, align 4
  %g103 = getelementptr inbounds i32, ptr %p, i64 104
  store i32 103, ptr %g103, align 4
  %g104 = getelementptr inbounds i32, ptr %p, i64 105
  store i32 104, ptr %g104, align 4
  %g105 = getelementptr inbounds i32, ptr %p, i64 106
  store i32 105, ptr %g105, align 4
  %g106 = getelementptr inbounds i32, ptr %p, i64 107
  store i32 106, ptr %g106, align 4
  %g107 = getelementptr inbounds i32, ptr %p, i64 108
  store i32 107, ptr %g107, align 4
  %g108 = getelementptr inbounds i32, ptr %p, i64 109
  store i32 108, ptr %g108, align 4
  %g109 = getelementptr inbounds i32, ptr %p, i64 110
  store i32 109, ptr %g109, align 4
  %g110 = getelementptr inbounds i32, ptr %p, i64 111
  store i32 110, ptr %g110, align 4
  %g111 = getelementptr inbounds i32, ptr %p, i64 112
  store i32 111, ptr %g111, align 4
  %g112 = getelementptr inbounds i32, ptr %p, i64 113
  store i32 112, ptr %g112, align 4
  %g113 = getelementptr inbounds i32, ptr %p, i64 114
  store i32 113, ptr %g113, align 4
  %g114 = getelementptr inbounds i32, ptr %p, i64 115
  store i32 114, ptr %g114, align 4
  %g115 = getelementptr inbounds i32, ptr %p, i64 116
  store i32 115, ptr %g115, align 4
  %g116 = getelementptr inbounds i32, ptr %p, i64 117
  store i32 116, ptr %g116, align 4
  %g117 = getelementptr inbounds i32, ptr %p, i64 118
  store i32 117, ptr %g117, align 4
  %g118 = getelementptr inbounds i32, ptr %p, i64 119
  store i32 118, ptr %g118, align 4
  %g119 = getelementptr inbounds i32, ptr %p, i64 120
  store i32 119, ptr %g119, align 4
  %g120 = getelementptr inbounds i32, ptr %p, i64 121
  store i32 120, ptr %g120, align 4
  %b = load i32, ptr %p, align 4
  %c = load i64, ptr %p, align 8
  %a64 = zext i32 %a to i64
  %s = add i64 %a64, %c
  ret i64 %s
}
