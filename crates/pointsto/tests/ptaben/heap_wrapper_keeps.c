// A wrapper that keeps the block (a free list) must not rename it.
#include "aliascheck.h"
#include <stdlib.h>
static void *last;
static void *keepalloc(size_t n) {
  void *p = malloc(n);
  last = p;
  return p;
}
int main(void) {
  int *a = keepalloc(4);
  MAYALIAS(last, a);
  int *b = keepalloc(4);
  MAYALIAS(last, b);
  EXPECTEDFAIL_NOALIAS(a, b);
  return 0;
}
