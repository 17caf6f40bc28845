// CS-ONLY
// first() returns its first argument and only reads through the second:
// results of calls with different first arguments stay apart, and a second
// argument never flows out (that part holds without contexts too).
#include "aliascheck.h"
int a, b, c, d;
static int *first(int *p, int *q) {
  *q += 1;
  return p;
}
int main(void) {
  int *r1 = first(&a, &b);
  int *r2 = first(&c, &d);
  NOALIAS(r1, r2);
  NOALIAS(r1, &b);
  NOALIAS(r2, &d);
  MAYALIAS(r1, &a);
  MUSTALIAS(r2, &c);
  *r1 = 5;
  *r2 = 6;
  return a + c == 11 && b + d == 2 ? 0 : 1;
}
