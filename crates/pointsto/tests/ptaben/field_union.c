// Union members share their storage.
#include "aliascheck.h"
union U { int *p; long n; char *c; };
int x;
int main(void) {
  union U u;
  u.p = &x;
  MAYALIAS(u.c, &x);
  MAYALIAS(&u.p, &u.c);
  return 0;
}
