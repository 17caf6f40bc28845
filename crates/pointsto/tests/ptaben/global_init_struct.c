// Pointers in global initializers, at their field offsets.
#include "aliascheck.h"
int a, b, c;
struct S { int *p; long n; int *q; };
struct S g = { &a, 3, &b };
struct S tab[2] = { { &c, 0, &a }, { &c, 1, &b } };
int main(void) {
  MAYALIAS(g.p, &a);
  MAYALIAS(g.q, &b);
  NOALIAS(g.p, g.q);
  MAYALIAS(tab[1].p, &c);
  NOALIAS(tab[0].p, &a);
  MAYALIAS(tab[0].q, &a);
  return 0;
}
