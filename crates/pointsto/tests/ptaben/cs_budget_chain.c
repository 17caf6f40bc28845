// CS-ONLY
// CS-DEPTH: 6
// A pointer passed down a chain of six calls, entered at two depths.
// Deeper than any call-site context; argument sensitivity tells the
// entries apart after six rounds (a small program gets up to eight).
#include "aliascheck.h"
int a, b, c, d;
static int *l1(int *p) { return p; }
static int *l2(int *p) { return l1(p); }
static int *l3(int *p) { return l2(p); }
static int *l4(int *p) { return l3(p); }
static int *l5(int *p) { return l4(p); }
static int *l6(int *p) { return l5(p); }
int main(void) {
  int *x = l6(&a);
  int *y = l6(&b);
  int *w = l3(&c);
  *x = 1;
  *y = 2;
  *w = 3;
  MAYALIAS(x, &a);
  MAYALIAS(y, &b);
  MAYALIAS(w, &c);
  NOALIAS(x, &d);
  NOALIAS(w, &d);
  NOALIAS(x, y);
  NOALIAS(x, w);
  return a + b + c == 6 ? 0 : 1;
}
