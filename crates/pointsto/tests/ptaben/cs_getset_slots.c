// CS-ONLY
// put()/at() on a small array of slots inside a struct. Slots of one
// vector may be merged, but two vectors stay apart per call context.
#include "aliascheck.h"
struct Vec { int n; int *slot[4]; };
int a, b, c;
static void put(struct Vec *v, int i, int *p) { v->slot[i] = p; }
static int *at(struct Vec *v, int i) { return v->slot[i]; }
int main(void) {
  struct Vec v1, v2;
  v1.n = 2;
  v2.n = 1;
  put(&v1, 0, &a);
  put(&v1, 1, &b);
  put(&v2, 0, &c);
  int *x = at(&v1, 1);
  int *y = at(&v2, 0);
  *x = 1;
  *y = 2;
  NOALIAS(x, y);
  MAYALIAS(x, &b);
  MAYALIAS(y, &c);
  NOALIAS(y, &a);
  return b == 1 && c == 2 ? 0 : 1;
}
