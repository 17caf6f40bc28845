// FS-ONLY
// Successive assignments: at each point only the last one holds.
#include "aliascheck.h"
int a, b;
int *g;
int main(void) {
  g = &a;
  MUSTALIAS(g, &a);
  g = &b;
  MUSTALIAS(g, &b);
  NOALIAS(g, &a);
  return 0;
}
