// A pointer stored as an integer in memory and loaded back.
#include "aliascheck.h"
#include <stdint.h>
struct Box { uintptr_t bits; };
int x, y;
int main(void) {
  struct Box b;
  b.bits = (uintptr_t)&x;
  int *p = (int *)b.bits;
  MAYALIAS(p, &x);
  NOALIAS(p, &y);
  return 0;
}
