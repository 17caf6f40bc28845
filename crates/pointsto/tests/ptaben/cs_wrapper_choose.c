// CS-ONLY
// choose() selects one of its two pointer arguments by a flag. Each call
// site's result can be either of its own arguments, never the other site's.
#include "aliascheck.h"
int a, b, c, d;
static int *choose(int flag, int *p, int *q) { return flag ? p : q; }
int main(int argc, char **argv) {
  (void)argv;
  int *r1 = choose(argc > 1, &a, &b);
  int *r2 = choose(argc > 2, &c, &d);
  *r1 = 1;
  *r2 = 2;
  NOALIAS(r1, r2);
  MAYALIAS(r1, &a);
  MAYALIAS(r1, &b);
  MAYALIAS(r2, &d);
  NOALIAS(r1, &c);
  NOALIAS(r2, &b);
  return a + b + c + d == 3 ? 0 : 1;
}
