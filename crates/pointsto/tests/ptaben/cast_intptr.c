// Pointers round-tripped through integers keep their targets.
#include "aliascheck.h"
#include <stdint.h>
int x, y;
int main(void) {
  uintptr_t i = (uintptr_t)&x;
  int *p = (int *)i;
  uintptr_t tagged = (uintptr_t)&y | 1;
  int *q = (int *)(tagged & ~(uintptr_t)1);
  MAYALIAS(p, &x);
  MAYALIAS(q, &y);
  NOALIAS(p, q);
  return 0;
}
