// Two variadic functions keep their extra arguments apart.
#include "aliascheck.h"
#include <stdarg.h>
int x, y;
static int *firstA(int n, ...) { va_list ap; va_start(ap, n); int *r = va_arg(ap, int *); va_end(ap); return r; }
static int *firstB(int n, ...) { va_list ap; va_start(ap, n); int *r = va_arg(ap, int *); va_end(ap); return r; }
int main(void) {
  int *a = firstA(1, &x);
  int *b = firstB(1, &y);
  MAYALIAS(a, &x);
  NOALIAS(a, b);
  return 0;
}
