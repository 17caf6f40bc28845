// FS-ONLY
// Overwriting a field of a unique struct is a strong update.
#include "aliascheck.h"
struct S { int *p; int *q; };
int x, y, z;
int main(void) {
  struct S s;
  s.p = &x;
  s.q = &z;
  NOALIAS(s.p, &y);
  s.p = &y;
  MAYALIAS(s.p, &y);
  NOALIAS(s.p, &x);
  NOALIAS(s.q, &y);
  return 0;
}
