// Pointers passed through `...` reach va_arg.
#include "aliascheck.h"
#include <stdarg.h>
int x, y, z;
static int *nth(int n, ...) {
  va_list ap;
  va_start(ap, n);
  int *r = 0;
  for (int i = 0; i <= n; i++) r = va_arg(ap, int *);
  va_end(ap);
  return r;
}
int main(void) {
  int *r = nth(1, &x, &y);
  MAYALIAS(r, &x);
  MAYALIAS(r, &y);
  NOALIAS(r, &z);
  return 0;
}
