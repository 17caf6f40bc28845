// FS-ONLY
// CS-ONLY
// swap() exchanges the targets of two pointers; it is called on two
// different pairs. With contexts each store is strong, so after the calls
// every pointer holds exactly its partner's old target. memssa kills the
// old contents through the calls, and takes what swap's instance leaves;
// but that is the loaded *y, whose set inside swap is flow-sensitive for
// all contexts together ({a, b, c, d}) and flow-insensitive for this
// context ({a, b}): p gets {a, b} back (EXPECTEDFAIL below; it needs the
// flow-sensitive stage to run per context).
#include "aliascheck.h"
int a, b, c, d;
static void swap(int **x, int **y) {
  int *t = *x;
  *x = *y;
  *y = t;
}
int main(void) {
  int *p = &a, *q = &b, *r = &c, *s = &d;
  swap(&p, &q);
  swap(&r, &s);
  *p = 1;
  *q = 2;
  *r = 3;
  *s = 4;
  EXPECTEDFAIL_NOALIAS(p, &a);
  EXPECTEDFAIL_NOALIAS(q, &b);
  NOALIAS(p, r);
  EXPECTEDFAIL_NOALIAS(s, &d);
  MAYALIAS(p, &b);
  MAYALIAS(q, &a);
  MAYALIAS(r, &d); /* MUSTALIAS with per-context exit contents */
  return a == 2 && b == 1 && c == 4 && d == 3 ? 0 : 1;
}
