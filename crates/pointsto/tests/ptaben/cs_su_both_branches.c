// FS-ONLY
// CS-ONLY
// pick() writes *k on both branches of an if: every path overwrites it, so
// the old target is gone after the call, though the new one is either x
// or y.
#include "aliascheck.h"
int x, y, old1, old2;
static void pick(int **k, int flag) {
  if (flag)
    *k = &x;
  else
    *k = &y;
}
int main(int argc, char **argv) {
  (void)argv;
  int *p = &old1;
  int *q = &old2;
  *p = 1;
  *q = 2;
  pick(&p, argc > 1);
  pick(&q, argc > 2);
  *p += 10;
  *q += 20;
  NOALIAS(p, &old1);
  NOALIAS(q, &old2);
  NOALIAS(q, &old1);
  MAYALIAS(p, &x);
  MAYALIAS(p, &y);
  MAYALIAS(p, q);
  return old1 == 1 && old2 == 2 ? 0 : 1;
}
