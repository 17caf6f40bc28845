// FS-ONLY
// CS-ONLY
// swap() exchanges the targets of two pointers; it is called on two
// different pairs. With contexts each store is strong, so after the calls
// every pointer holds exactly its partner's old target, and the calls kill
// the old ones (strong updates through calls, per instance).
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
  NOALIAS(p, &a);
  NOALIAS(q, &b);
  NOALIAS(p, r);
  NOALIAS(s, &d);
  MUSTALIAS(p, &b);
  MUSTALIAS(q, &a);
  MUSTALIAS(r, &d);
  return a == 2 && b == 1 && c == 4 && d == 3 ? 0 : 1;
}
