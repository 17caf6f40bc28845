// FS-ONLY
// A strong update kills the old target; only flow-sensitivity sees it.
#include "aliascheck.h"
int x, y;
int main(void) {
  int *p = &x;
  int **pp = &p;
  *pp = &y;
  MAYALIAS(p, &y);
  NOALIAS(p, &x);
  return 0;
}
