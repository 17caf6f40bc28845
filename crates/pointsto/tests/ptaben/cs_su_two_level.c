// FS-ONLY
// CS-ONLY
// CS-DEPTH: 2
// reset() forwards to set(), which overwrites *k. set's only call site is
// in reset, so the store is strong only with two call-site levels (or
// argument sensitivity).
#include "aliascheck.h"
int a, b, old1, old2;
static void set(int **k, int *v) { *k = v; }
static void reset(int **k, int *v) { set(k, v); }
int main(void) {
  int *p = &old1;
  int *q = &old2;
  *p = 1;
  *q = 2;
  reset(&p, &a);
  reset(&q, &b);
  *p = 3;
  *q = 4;
  NOALIAS(p, &old1);
  NOALIAS(q, &old2);
  NOALIAS(p, q);
  MAYALIAS(p, &a);
  MAYALIAS(q, &b);
  return old1 + old2 + a + b == 10 ? 0 : 1;
}
