// CS-ONLY
// CS-DEPTH: 3
// Three nested forwarding calls are deeper than a 2-callsite context;
// argument sensitivity keeps the two results apart.
#include "aliascheck.h"
int a, b, c;
static int *id1(int *p) { return p; }
static int *id2(int *p) { return id1(p); }
static int *id3(int *p) { return id2(p); }
int main(void) {
  int *x = id3(&a);
  int *y = id3(&b);
  *x = 4;
  *y = 5;
  MAYALIAS(x, &a);
  MAYALIAS(y, &b);
  NOALIAS(x, &c);
  NOALIAS(y, &c);
  NOALIAS(x, y);
  return a + b == 9 ? 0 : 1;
}
