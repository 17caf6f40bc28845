// FS-ONLY
// CS-ONLY
// set() overwrites *k on every path. It is called for two different
// locals, so k points to one location only per context: a strong update,
// after which neither local keeps its old target.
#include "aliascheck.h"
int a, b, old1, old2;
static void set(int **k, int *v) { *k = v; }
int main(void) {
  int *p = &old1;
  int *q = &old2;
  *p = 1;
  *q = 2;
  set(&p, &a);
  set(&q, &b);
  NOALIAS(p, &old1);
  NOALIAS(q, &old2);
  NOALIAS(p, q);
  MAYALIAS(p, &a);
  MUSTALIAS(q, &b);
  *p = 3;
  *q = 4;
  return old1 + old2 + a + b == 10 ? 0 : 1;
}
