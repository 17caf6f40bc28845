// CS-ONLY
// CS-DEPTH: 2
// apply() calls its function-pointer argument on its data argument. Both
// callers pass the same function, so id is reached from one indirect call
// site inside apply: call-site contexts need two levels.
#include "aliascheck.h"
int a, b;
static int *id(int *p) { return p; }
static int *apply(int *(*fp)(int *), int *p) { return fp(p); }
int main(void) {
  int *x = apply(id, &a);
  int *y = apply(id, &b);
  *x = 1;
  *y = 2;
  NOALIAS(x, y);
  MAYALIAS(x, &a);
  MUSTALIAS(y, &b);
  NOALIAS(x, &b);
  return a + b == 3 ? 0 : 1;
}
