// maybe_set() writes *k on one path only, so a call must not kill the old
// target (a soundness check for strong updates through calls); with the
// default arguments the write does not happen at run time.
#include "aliascheck.h"
int a, b, old1, old2, z;
static void maybe_set(int **k, int *v, int flag) {
  if (flag) *k = v;
}
int main(int argc, char **argv) {
  (void)argv;
  int *p = &old1;
  int *q = &old2;
  maybe_set(&p, &a, argc > 1);
  maybe_set(&q, &b, argc > 2);
  *p = 1;
  *q = 2;
  MAYALIAS(p, &old1);
  MAYALIAS(p, &a);
  MAYALIAS(q, &old2);
  MAYALIAS(q, &b);
  NOALIAS(p, &z);
  NOALIAS(q, &z);
  return z == 0 ? 0 : 1;
}
