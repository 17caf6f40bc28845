// Pointers that can only hold one unique address must alias.
#include "aliascheck.h"
int g;
int main(void) {
  int local;
  int *p = &local;
  int *q = p;
  MUSTALIAS(p, q);
  MUSTALIAS(&g, &g);
  int *r = &g;
  MUSTALIAS(r, &g);
  NOALIAS(p, r);
  return 0;
}
