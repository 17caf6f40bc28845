// A callback passed as a parameter.
#include "aliascheck.h"
int x, y;
static int *first(int *a, int *b) { (void)b; return a; }
static int *apply(int *(*cb)(int *, int *), int *a, int *b) { return cb(a, b); }
int main(void) {
  int *r = apply(first, &x, &y);
  MAYALIAS(r, &x);
  NOALIAS(r, &y);
  return 0;
}
