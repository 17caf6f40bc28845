// FS-ONLY
// CS-ONLY
// put() overwrites *pp and reads it back. Called on two different globals,
// each instance's pp points to one location, so within the instance the
// store is strong and the load gets exactly v. One flow-sensitive analysis
// of put over both calls sees pp -> {p1, p2}, a weak store, and reads back
// the old targets too: only analysing each instance on its own separates
// the results from the globals' old targets.
#include "aliascheck.h"
int x, y, a, b;
int *p1 = &x, *p2 = &y;
static int *put(int **pp, int *v) {
  *pp = v;
  return *pp;
}
int main(void) {
  int *r1 = put(&p1, &a);
  int *r2 = put(&p2, &b);
  NOALIAS(r1, &x);
  NOALIAS(r2, &y);
  NOALIAS(r1, r2);
  MUSTALIAS(r1, &a);
  MUSTALIAS(r2, &b);
  MAYALIAS(p1, &a);
  *r1 = 1;
  *r2 = 2;
  return a == 1 && b == 2 && x == 0 && y == 0 ? 0 : 1;
}
