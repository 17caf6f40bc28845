// FS-ONLY
// The initializer value of a global is killed by the first store.
#include "aliascheck.h"
int x, y;
int *g = &x;
int main(void) {
  g = &y;
  NOALIAS(g, &x);
  MAYALIAS(g, &y);
  return 0;
}
