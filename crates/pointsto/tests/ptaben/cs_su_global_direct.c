// FS-ONLY
// CS-ONLY
// point_at() assigns a global directly. Between two calls with different
// arguments the global holds only the last call's value, which needs the
// callee's exit state per context (without contexts it is the union).
// memssa's flow-sensitive stage runs on the union of the contexts and
// kills through calls per context, but takes the callee's exit contents
// from the union: r1 and r2 both get {a, b} (EXPECTEDFAIL below).
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
  EXPECTEDFAIL_NOALIAS(r1, r2);
  NOALIAS(r1, &old);
  EXPECTEDFAIL_NOALIAS(r2, &a);
  MAYALIAS(r0, &old);
  MAYALIAS(r1, &a);
  MAYALIAS(r2, &b); /* MUSTALIAS with per-context exit contents */
  return old + a + b == 6 ? 0 : 1;
}
