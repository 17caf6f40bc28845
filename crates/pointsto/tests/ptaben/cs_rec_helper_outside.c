// CS-ONLY
// id() is called directly from main and also from inside a recursive
// function. The recursion may be analysed without contexts, but main's
// own calls of id are outside the cycle and keep their contexts.
#include "aliascheck.h"
int a, b, c;
static int *id(int *p) { return p; }
static int *down(int n, int *p) {
  if (n == 0) return id(p);
  return down(n - 1, p);
}
int main(void) {
  int *x = id(&a);
  int *y = id(&b);
  int *z = down(2, &c);
  *x = 1;
  *y = 2;
  *z = 3;
  NOALIAS(x, y);
  NOALIAS(x, z);
  NOALIAS(y, z);
  MAYALIAS(z, &c);
  MAYALIAS(x, &a);
  return a + b + c == 6 ? 0 : 1;
}
