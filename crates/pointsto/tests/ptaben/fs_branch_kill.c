// FS-ONLY
// A value assigned on both branches kills the value before the branch.
#include "aliascheck.h"
int x, y, z;
int *g;
int main(int argc, char **argv) {
  g = &z;
  if (argc > 1) g = &x; else g = &y;
  MAYALIAS(g, &x);
  MAYALIAS(g, &y);
  NOALIAS(g, &z);
  return 0;
}
