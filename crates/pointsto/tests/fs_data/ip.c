int g1, g2;
int *gp;
__attribute__((noinline)) static int *use(int *p) { *p = 1; return p; }
int main(void) {
  gp = &g1;
  gp = &g2;
  int *r = use(gp); /* use's %0 and r: FS {g2}, Andersen {g1, g2} */
  return *r;
}
