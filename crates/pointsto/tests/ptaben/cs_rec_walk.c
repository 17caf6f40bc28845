// CS-ONLY
// A self-recursive function carries its pointer down and returns it. The
// recursion is copied per entering call (not per depth), so the two
// results stay apart.
#include "aliascheck.h"
int a, b, c;
static int *walk(int n, int *p) {
  if (n <= 0) return p;
  return walk(n - 1, p);
}
int main(void) {
  int *x = walk(3, &a);
  int *y = walk(2, &b);
  *x = 1;
  *y = 2;
  MAYALIAS(x, &a);
  MAYALIAS(y, &b);
  NOALIAS(x, &c);
  NOALIAS(y, &c);
  NOALIAS(x, y);
  return a + b == 3 ? 0 : 1;
}
