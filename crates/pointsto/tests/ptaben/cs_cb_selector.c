// CS-ONLY
// call() applies a field selector to one struct; two sites pass different
// selectors for the same struct. Per context only one selector is called.
#include "aliascheck.h"
struct P { int *l; int *r; };
int a, b;
static int *sel_l(struct P *p) { return p->l; }
static int *sel_r(struct P *p) { return p->r; }
static int *call(int *(*sel)(struct P *), struct P *p) { return sel(p); }
int main(void) {
  struct P p;
  p.l = &a;
  p.r = &b;
  int *x = call(sel_l, &p);
  int *y = call(sel_r, &p);
  *x = 1;
  *y = 2;
  NOALIAS(x, y);
  MAYALIAS(x, &a);
  MAYALIAS(y, p.r);
  NOALIAS(y, &a);
  return a + b == 3 ? 0 : 1;
}
