// A call through a pointer cast to a different signature still binds.
#include "aliascheck.h"
int x;
static int *ret(int *p) { return p; }
typedef void *(*generic)(void *);
int main(void) {
  generic g = (generic)ret;
  void *r = g(&x);
  MAYALIAS(r, &x);
  return 0;
}
