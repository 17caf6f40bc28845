// Objects allocated in a wrapper are named by the wrapper's call site.
#include "aliascheck.h"
#include <stdlib.h>
static void *xmalloc(size_t n) {
  void *p = malloc(n);
  if (!p) abort();
  return p;
}
static void *zalloc(size_t n) { return xmalloc(n); }
int main(void) {
  int *a = xmalloc(sizeof(int));
  int *b = xmalloc(sizeof(int));
  int *c = zalloc(sizeof(int));
  int *d = zalloc(sizeof(int));
  NOALIAS(a, b);
  NOALIAS(a, c);
  NOALIAS(c, d);
  MAYALIAS(a, a);
  return 0;
}
