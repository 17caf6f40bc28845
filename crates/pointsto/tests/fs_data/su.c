int g1, g2, g3;
int *gp;
int (*fp)(int);
int inc(int x) { return x + 1; }
int dec(int x) { return x - 1; }
struct S { int *a; int *b; } s;
int main(int argc, char **argv) {
  gp = &g1;
  gp = &g2;          /* strong update: gp holds {g2} only */
  int *q = gp;       /* FS: {g2}; Andersen: {g1,g2} */
  *q = 3;
  fp = dec;
  fp = inc;
  int r = fp(argc);  /* FS: inc only; Andersen: inc, dec */
  s.a = &g1;
  s.b = &g3;
  if (argc > 2) gp = &g3;
  int *z = gp;       /* FS: {g2,g3} */
  int *w = s.b;      /* FS: {g3} */
  return *z + *w + r;
}
