// Structs returned by value carry their pointers.
#include "aliascheck.h"
struct Pair { int *a; int *b; };
int x, y, z;
static struct Pair make(void) { struct Pair p = { &x, &y }; return p; }
int main(void) {
  struct Pair p = make();
  MAYALIAS(p.a, &x);
  MAYALIAS(p.b, &y);
  NOALIAS(p.a, &z);
  return 0;
}
