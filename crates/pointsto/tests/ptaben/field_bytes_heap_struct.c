// Fields of a heap struct written through byte offsets (-O2 code) stay
// apart: each load sees only what was stored at its own offset.
#include "aliascheck.h"
#include <stdlib.h>
struct S {
  int *a;
  int *b;
  long pad;
  int *c;
};
int x, y, z;
__attribute__((noinline)) void fill(struct S *s) {
  s->a = &x;
  s->b = &y;
  s->c = &z;
}
int main(void) {
  struct S *s = malloc(sizeof *s);
  fill(s);
  int *p = s->a, *q = s->b, *r = s->c;
  NOALIAS(p, q);
  NOALIAS(p, r);
  NOALIAS(&s->a, &s->b);
  MAYALIAS(p, &x);
  MAYALIAS(r, &z);
  return *p + *q + *r;
}
