// va_copy duplicates the list.
#include "aliascheck.h"
#include <stdarg.h>
int x;
static int *second(int n, ...) {
  va_list ap, aq;
  va_start(ap, n);
  va_copy(aq, ap);
  int *r = va_arg(aq, int *);
  va_end(aq);
  va_end(ap);
  return r;
}
int main(void) {
  int *r = second(1, &x);
  MAYALIAS(r, &x);
  return 0;
}
