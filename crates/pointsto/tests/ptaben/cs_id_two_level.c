// CS-ONLY
// CS-DEPTH: 2
// id2 forwards its argument to id. With call-site contexts id's only call
// site inside id2 needs a second level to tell main's two calls apart;
// argument sensitivity separates them by what the argument points to.
#include "aliascheck.h"
int a, b;
static int *id(int *p) { return p; }
static int *id2(int *p) { return id(p); }
int main(void) {
  int *x = id2(&a);
  int *y = id2(&b);
  int *z = id(&a);
  *x = 1;
  *y = 2;
  NOALIAS(x, y);
  MAYALIAS(x, &a);
  MAYALIAS(y, &b);
  MUSTALIAS(x, z);
  NOALIAS(z, y);
  return *z == 1 ? 0 : 1;
}
