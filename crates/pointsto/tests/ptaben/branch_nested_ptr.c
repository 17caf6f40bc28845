// Branches writing through a pointer to pointer.
#include "aliascheck.h"
int x, y, z;
static void choose(int **out, int c) { if (c) *out = &x; else *out = &y; }
int main(int argc, char **argv) {
  int *p = &z;
  choose(&p, argc);
  MAYALIAS(p, &x);
  MAYALIAS(p, &y);
  return 0;
}
