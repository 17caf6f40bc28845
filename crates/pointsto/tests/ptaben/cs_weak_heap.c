// Heap blocks written in a callee are never strongly updated. Two blocks
// from one allocation site in a loop: writing one through set() must leave
// the other's old target possible. A single block's old target is really
// gone, but a heap update stays weak: expected fail.
#include "aliascheck.h"
#include <stdlib.h>
struct S { int *f; };
int a, b, old, z;
static void set(struct S *s, int *v) { s->f = v; }
int main(void) {
  struct S *h[2];
  for (int i = 0; i < 2; i++) {
    h[i] = malloc(sizeof(struct S));
    if (!h[i]) return 1;
    h[i]->f = &old;
  }
  set(h[0], &a);
  struct S *one = malloc(sizeof *one);
  if (!one) return 1;
  one->f = &old;
  set(one, &b);
  *h[0]->f = 1;
  *h[1]->f = 2;
  *one->f = 3;
  MAYALIAS(h[1]->f, &old);
  MAYALIAS(h[0]->f, &a);
  MAYALIAS(one->f, &b);
  NOALIAS(one->f, &z);
  EXPECTEDFAIL_NOALIAS(one->f, &old);
  int r = a == 1 && old == 2 && b == 3 ? 0 : 1;
  free(h[0]);
  free(h[1]);
  free(one);
  return r;
}
