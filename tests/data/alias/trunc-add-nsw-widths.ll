; ModuleID = 'trunc-add-nsw-widths.ll'
source_filename = "trunc-add-nsw-widths.ll"

define void @f_64_nsw(ptr %x, i64 %i) {
  %a = add nsw i64 %i, 2
  %t = add i64 %a, 0
  %p = getelementptr inbounds i64, ptr %x, i64 %t
  store i64 0, ptr %p, align 4
  %q = getelementptr inbounds i64, ptr %x, i64 2
  store i64 1, ptr %q, align 4
  ret void
}

define void @f_64_(ptr %x, i64 %i) {
  %a = add i64 %i, 2
  %t = add i64 %a, 0
  %p = getelementptr inbounds i64, ptr %x, i64 %t
  store i64 0, ptr %p, align 4
  %q = getelementptr inbounds i64, ptr %x, i64 2
  store i64 1, ptr %q, align 4
  ret void
}

define void @f_64_nuw(ptr %x, i64 %i) {
  %a = add nuw i64 %i, 2
  %t = add i64 %a, 0
  %p = getelementptr inbounds i64, ptr %x, i64 %t
  store i64 0, ptr %p, align 4
  %q = getelementptr inbounds i64, ptr %x, i64 2
  store i64 1, ptr %q, align 4
  ret void
}

define void @f_64_nuw_nsw(ptr %x, i64 %i) {
  %a = add nuw nsw i64 %i, 2
  %t = add i64 %a, 0
  %p = getelementptr inbounds i64, ptr %x, i64 %t
  store i64 0, ptr %p, align 4
  %q = getelementptr inbounds i64, ptr %x, i64 2
  store i64 1, ptr %q, align 4
  ret void
}

define void @f_65_nsw(ptr %x, i65 %i) {
  %a = add nsw i65 %i, 2
  %t = trunc i65 %a to i64
  %p = getelementptr inbounds i64, ptr %x, i64 %t
  store i64 0, ptr %p, align 4
  %q = getelementptr inbounds i64, ptr %x, i64 2
  store i64 1, ptr %q, align 4
  ret void
}

define void @f_65_(ptr %x, i65 %i) {
  %a = add i65 %i, 2
  %t = trunc i65 %a to i64
  %p = getelementptr inbounds i64, ptr %x, i64 %t
  store i64 0, ptr %p, align 4
  %q = getelementptr inbounds i64, ptr %x, i64 2
  store i64 1, ptr %q, align 4
  ret void
}

define void @f_65_nuw(ptr %x, i65 %i) {
  %a = add nuw i65 %i, 2
  %t = trunc i65 %a to i64
  %p = getelementptr inbounds i64, ptr %x, i64 %t
  store i64 0, ptr %p, align 4
  %q = getelementptr inbounds i64, ptr %x, i64 2
  store i64 1, ptr %q, align 4
  ret void
}

define void @f_65_nuw_nsw(ptr %x, i65 %i) {
  %a = add nuw nsw i65 %i, 2
  %t = trunc i65 %a to i64
  %p = getelementptr inbounds i64, ptr %x, i64 %t
  store i64 0, ptr %p, align 4
  %q = getelementptr inbounds i64, ptr %x, i64 2
  store i64 1, ptr %q, align 4
  ret void
}

define void @f_127_nsw(ptr %x, i127 %i) {
  %a = add nsw i127 %i, 2
  %t = trunc i127 %a to i64
  %p = getelementptr inbounds i64, ptr %x, i64 %t
  store i64 0, ptr %p, align 4
  %q = getelementptr inbounds i64, ptr %x, i64 2
  store i64 1, ptr %q, align 4
  ret void
}

define void @f_127_(ptr %x, i127 %i) {
  %a = add i127 %i, 2
  %t = trunc i127 %a to i64
  %p = getelementptr inbounds i64, ptr %x, i64 %t
  store i64 0, ptr %p, align 4
  %q = getelementptr inbounds i64, ptr %x, i64 2
  store i64 1, ptr %q, align 4
  ret void
}

define void @f_127_nuw(ptr %x, i127 %i) {
  %a = add nuw i127 %i, 2
  %t = trunc i127 %a to i64
  %p = getelementptr inbounds i64, ptr %x, i64 %t
  store i64 0, ptr %p, align 4
  %q = getelementptr inbounds i64, ptr %x, i64 2
  store i64 1, ptr %q, align 4
  ret void
}

define void @f_127_nuw_nsw(ptr %x, i127 %i) {
  %a = add nuw nsw i127 %i, 2
  %t = trunc i127 %a to i64
  %p = getelementptr inbounds i64, ptr %x, i64 %t
  store i64 0, ptr %p, align 4
  %q = getelementptr inbounds i64, ptr %x, i64 2
  store i64 1, ptr %q, align 4
  ret void
}

define void @f_128_nsw(ptr %x, i128 %i) {
  %a = add nsw i128 %i, 2
  %t = trunc i128 %a to i64
  %p = getelementptr inbounds i64, ptr %x, i64 %t
  store i64 0, ptr %p, align 4
  %q = getelementptr inbounds i64, ptr %x, i64 2
  store i64 1, ptr %q, align 4
  ret void
}

define void @f_128_(ptr %x, i128 %i) {
  %a = add i128 %i, 2
  %t = trunc i128 %a to i64
  %p = getelementptr inbounds i64, ptr %x, i64 %t
  store i64 0, ptr %p, align 4
  %q = getelementptr inbounds i64, ptr %x, i64 2
  store i64 1, ptr %q, align 4
  ret void
}

define void @f_128_nuw(ptr %x, i128 %i) {
  %a = add nuw i128 %i, 2
  %t = trunc i128 %a to i64
  %p = getelementptr inbounds i64, ptr %x, i64 %t
  store i64 0, ptr %p, align 4
  %q = getelementptr inbounds i64, ptr %x, i64 2
  store i64 1, ptr %q, align 4
  ret void
}

define void @f_128_nuw_nsw(ptr %x, i128 %i) {
  %a = add nuw nsw i128 %i, 2
  %t = trunc i128 %a to i64
  %p = getelementptr inbounds i64, ptr %x, i64 %t
  store i64 0, ptr %p, align 4
  %q = getelementptr inbounds i64, ptr %x, i64 2
  store i64 1, ptr %q, align 4
  ret void
}

define void @f_129_nsw(ptr %x, i129 %i) {
  %a = add nsw i129 %i, 2
  %t = trunc i129 %a to i64
  %p = getelementptr inbounds i64, ptr %x, i64 %t
  store i64 0, ptr %p, align 4
  %q = getelementptr inbounds i64, ptr %x, i64 2
  store i64 1, ptr %q, align 4
  ret void
}

define void @f_129_(ptr %x, i129 %i) {
  %a = add i129 %i, 2
  %t = trunc i129 %a to i64
  %p = getelementptr inbounds i64, ptr %x, i64 %t
  store i64 0, ptr %p, align 4
  %q = getelementptr inbounds i64, ptr %x, i64 2
  store i64 1, ptr %q, align 4
  ret void
}

define void @f_129_nuw(ptr %x, i129 %i) {
  %a = add nuw i129 %i, 2
  %t = trunc i129 %a to i64
  %p = getelementptr inbounds i64, ptr %x, i64 %t
  store i64 0, ptr %p, align 4
  %q = getelementptr inbounds i64, ptr %x, i64 2
  store i64 1, ptr %q, align 4
  ret void
}

define void @f_129_nuw_nsw(ptr %x, i129 %i) {
  %a = add nuw nsw i129 %i, 2
  %t = trunc i129 %a to i64
  %p = getelementptr inbounds i64, ptr %x, i64 %t
  store i64 0, ptr %p, align 4
  %q = getelementptr inbounds i64, ptr %x, i64 2
  store i64 1, ptr %q, align 4
  ret void
}

define void @f_256_nsw(ptr %x, i256 %i) {
  %a = add nsw i256 %i, 2
  %t = trunc i256 %a to i64
  %p = getelementptr inbounds i64, ptr %x, i64 %t
  store i64 0, ptr %p, align 4
  %q = getelementptr inbounds i64, ptr %x, i64 2
  store i64 1, ptr %q, align 4
  ret void
}

define void @f_256_(ptr %x, i256 %i) {
  %a = add i256 %i, 2
  %t = trunc i256 %a to i64
  %p = getelementptr inbounds i64, ptr %x, i64 %t
  store i64 0, ptr %p, align 4
  %q = getelementptr inbounds i64, ptr %x, i64 2
  store i64 1, ptr %q, align 4
  ret void
}

define void @f_256_nuw(ptr %x, i256 %i) {
  %a = add nuw i256 %i, 2
  %t = trunc i256 %a to i64
  %p = getelementptr inbounds i64, ptr %x, i64 %t
  store i64 0, ptr %p, align 4
  %q = getelementptr inbounds i64, ptr %x, i64 2
  store i64 1, ptr %q, align 4
  ret void
}

define void @f_256_nuw_nsw(ptr %x, i256 %i) {
  %a = add nuw nsw i256 %i, 2
  %t = trunc i256 %a to i64
  %p = getelementptr inbounds i64, ptr %x, i64 %t
  store i64 0, ptr %p, align 4
  %q = getelementptr inbounds i64, ptr %x, i64 2
  store i64 1, ptr %q, align 4
  ret void
}

define void @f_sub_128_nsw(ptr %x, i128 %i) {
  %a = sub nsw i128 %i, -2
  %t = trunc i128 %a to i64
  %p = getelementptr inbounds i64, ptr %x, i64 %t
  store i64 0, ptr %p, align 4
  %q = getelementptr inbounds i64, ptr %x, i64 2
  store i64 1, ptr %q, align 4
  ret void
}
