define float @f() {
  %x = fadd float 0, 1.0
  ret float %x
}
