// CS-ONLY
// apply() is called with a different callback from each site. Resolving
// the indirect call per context, each callback only ever sees its own
// caller's data.
#include "aliascheck.h"
int a, b;
int *g1, *g2;
static void to_g1(int *p) { g1 = p; }
static void to_g2(int *p) { g2 = p; }
static void apply(void (*fp)(int *), int *p) { fp(p); }
int main(void) {
  apply(to_g1, &a);
  apply(to_g2, &b);
  *g1 = 1;
  *g2 = 2;
  NOALIAS(g1, g2);
  MAYALIAS(g1, &a);
  MAYALIAS(g2, &b);
  NOALIAS(g1, &b);
  NOALIAS(g2, &a);
  return a + b == 3 ? 0 : 1;
}
