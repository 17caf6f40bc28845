// FS-ONLY
// CS-ONLY
// point_at() assigns a global directly. Between two calls with different
// arguments the global holds only the last call's value, which needs the
// callee's exit state per context (without contexts it is the union).
#include "aliascheck.h"
int a, b, old;
int *g = &old;
static void point_at(int *v) { g = v; }
int main(void) {
  int *r0 = g;
  point_at(&a);
  int *r1 = g;
  point_at(&b);
  int *r2 = g;
  *r0 = 1;
  *r1 = 2;
  *r2 = 3;
  NOALIAS(r1, r2);
  NOALIAS(r1, &old);
  NOALIAS(r2, &a);
  MAYALIAS(r0, &old);
  MAYALIAS(r1, &a);
  MUSTALIAS(r2, &b);
  return old + a + b == 6 ? 0 : 1;
}
