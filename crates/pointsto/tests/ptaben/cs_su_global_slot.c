// FS-ONLY
// CS-ONLY
// A callee overwrites the global its argument points to; called for two
// globals, each call is a strong update in its own context.
#include "aliascheck.h"
int a, b, old1, old2;
int *g1 = &old1;
int *g2 = &old2;
static void set(int **k, int *v) { *k = v; }
int main(void) {
  *g1 = 1;
  *g2 = 2;
  set(&g1, &a);
  set(&g2, &b);
  int *x = g1;
  int *y = g2;
  NOALIAS(x, &old1);
  NOALIAS(y, &old2);
  NOALIAS(x, y);
  MAYALIAS(x, &a);
  MAYALIAS(y, &b);
  *x = 3;
  *y = 4;
  return old1 + old2 + a + b == 10 ? 0 : 1;
}
