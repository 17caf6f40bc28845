// CS-ONLY
// CS-DEPTH: 2
// unbox_checked() validates and forwards to unbox(), a field getter. The
// getter's call site inside the wrapper is shared by both of main's calls.
#include "aliascheck.h"
#include <stdlib.h>
struct Box { int *v; };
int a, b;
static int *unbox(struct Box *bx) { return bx->v; }
static int *unbox_checked(struct Box *bx) {
  if (!bx->v) abort();
  return unbox(bx);
}
int main(void) {
  struct Box b1, b2;
  b1.v = &a;
  b2.v = &b;
  int *x = unbox_checked(&b1);
  int *y = unbox_checked(&b2);
  int *z = unbox(&b1);
  *x = 1;
  *y = 2;
  NOALIAS(x, y);
  NOALIAS(z, y);
  MAYALIAS(x, z);
  MAYALIAS(y, &b);
  return *z == 1 ? 0 : 1;
}
