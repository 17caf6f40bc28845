// CS-ONLY
// CS-DEPTH: 5
// Every level calls the next one from two sites, five levels deep: 32 call
// strings reach leaf() from each of main's calls. A 2-callsite context
// cannot separate main's two calls; argument sensitivity does, one level
// per round.
#include "aliascheck.h"
int a, b, c;
static int calls;
static int *leaf(int *p) {
  calls++;
  return p;
}
static int *f1(int *p) {
  int *x = leaf(p), *y = leaf(p);
  return x == y ? x : 0;
}
static int *f2(int *p) {
  int *x = f1(p), *y = f1(p);
  return x == y ? x : 0;
}
static int *f3(int *p) {
  int *x = f2(p), *y = f2(p);
  return x == y ? x : 0;
}
static int *f4(int *p) {
  int *x = f3(p), *y = f3(p);
  return x == y ? x : 0;
}
static int *f5(int *p) {
  int *x = f4(p), *y = f4(p);
  return x == y ? x : 0;
}
int main(void) {
  int *r1 = f5(&a);
  int *r2 = f5(&b);
  if (!r1 || !r2) return 1;
  *r1 = 1;
  *r2 = 2;
  MAYALIAS(r1, &a);
  MAYALIAS(r2, &b);
  NOALIAS(r1, &c);
  NOALIAS(r1, r2);
  return calls == 64 && a + b == 3 ? 0 : 1;
}
