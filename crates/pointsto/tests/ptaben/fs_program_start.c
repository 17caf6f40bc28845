// FS-ONLY
// At main's entry a global holds only what its initializer put there: a
// store later in the program is not visible to a load before it.
#include "aliascheck.h"
int x, y;
int *g = &x;
int *h;
__attribute__((noinline)) int *read_h(void) { return h; }
int main(void) {
  int *p = g;
  MAYALIAS(p, &x);
  NOALIAS(p, &y);
  int *q = read_h();
  NOALIAS(q, &y);
  g = &y;
  h = &y;
  MAYALIAS(g, &y);
  return *p + (q != 0);
}
