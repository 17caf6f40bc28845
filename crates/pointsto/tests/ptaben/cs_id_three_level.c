// Three nested forwarding calls are deeper than a 2-callsite context: the
// two results may merge there (argument sensitivity keeps them apart), so
// only what holds in every mode is asserted; the merge is an expected fail.
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
  EXPECTEDFAIL_NOALIAS(x, y); // needs three call-site levels
  return a + b == 9 ? 0 : 1;
}
