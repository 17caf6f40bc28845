// Callees whose write may not survive: one writes inside a loop that can
// run zero times, the other writes and then restores the old value on one
// path. After either call the old target must still be possible.
#include "aliascheck.h"
int a, b, old1, old2, z;
static void set_n(int **k, int *v, int n) {
  for (int i = 0; i < n; i++) *k = v;
}
static void tmp_set(int **k, int *v, int keep) {
  int *saved = *k;
  *k = v;
  **k += 1;
  if (!keep) *k = saved;
}
int main(int argc, char **argv) {
  (void)argv;
  int *p = &old1;
  int *q = &old2;
  set_n(&p, &a, argc - 1);
  tmp_set(&q, &b, argc > 1);
  *p += 1;
  *q += 1;
  MAYALIAS(p, &old1);
  MAYALIAS(p, &a);
  MAYALIAS(q, &old2);
  MAYALIAS(q, &b);
  NOALIAS(p, &z);
  NOALIAS(q, &z);
  return z == 0 ? 0 : 1;
}
