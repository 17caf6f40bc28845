// CS-ONLY
// An identity function called with two different addresses: with a context
// per call site (or per argument points-to set) the two results stay apart.
#include "aliascheck.h"
int a, b, c;
static int *id(int *p) { return p; }
int main(void) {
  int *x = id(&a);
  int *y = id(&b);
  *x = 1;
  *y = 2;
  NOALIAS(x, y);
  MAYALIAS(x, &a);
  MAYALIAS(y, &b);
  NOALIAS(x, &b);
  MUSTALIAS(x, &a);
  NOALIAS(y, &c); // c never flows into id: holds without contexts too
  return a + b == 3 ? 0 : 1;
}
