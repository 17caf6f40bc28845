// Swapping in a loop makes both pointers reach both targets.
#include "aliascheck.h"
int x, y, z;
int main(int argc, char **argv) {
  int *p = &x, *q = &y;
  for (int i = 0; i < argc; i++) { int *t = p; p = q; q = t; }
  MAYALIAS(p, &y);
  MAYALIAS(q, &x);
  NOALIAS(p, &z);
  return 0;
}
