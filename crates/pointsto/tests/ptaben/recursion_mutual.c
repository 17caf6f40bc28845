// Mutual recursion passes pointers around a cycle of calls.
#include "aliascheck.h"
int x, y;
static int *odd(int n, int *p, int *q);
static int *even(int n, int *p, int *q) { return n == 0 ? p : odd(n - 1, p, q); }
static int *odd(int n, int *p, int *q) { return n == 0 ? q : even(n - 1, p, q); }
int main(int argc, char **argv) {
  int *r = even(argc, &x, &y);
  MAYALIAS(r, &x);
  MAYALIAS(r, &y);
  return 0;
}
