// A va_list handed to a helper (vprintf-style).
#include "aliascheck.h"
#include <stdarg.h>
int x, y;
static int *take(va_list ap) { return va_arg(ap, int *); }
static int *front(int n, ...) { va_list ap; va_start(ap, n); int *r = take(ap); va_end(ap); return r; }
int main(void) {
  int *r = front(1, &x);
  MAYALIAS(r, &x);
  NOALIAS(r, &y);
  return 0;
}
