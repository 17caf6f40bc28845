// Fields written through a struct pointer parameter.
#include "aliascheck.h"
struct Pair { int *l; int *r; };
int x, y;
static void fill(struct Pair *p) { p->l = &x; p->r = &y; }
int main(void) {
  struct Pair p;
  fill(&p);
  MAYALIAS(p.l, &x);
  MAYALIAS(p.r, &y);
  NOALIAS(p.l, p.r);
  NOALIAS(p.l, &y);
  return 0;
}
