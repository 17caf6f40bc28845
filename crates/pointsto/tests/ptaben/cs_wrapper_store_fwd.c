// CS-ONLY
// CS-DEPTH: 2
// store_logged() counts and forwards both arguments to store(), whose one
// call site sits in the wrapper: call-site contexts need two levels to
// keep the slots of main's two calls apart.
#include "aliascheck.h"
int a, b;
static int nstores;
static void store(int **slot, int *v) { *slot = v; }
static void store_logged(int **slot, int *v) {
  nstores++;
  store(slot, v);
}
int main(void) {
  int *s1, *s2;
  store_logged(&s1, &a);
  store_logged(&s2, &b);
  *s1 = 1;
  *s2 = 2;
  NOALIAS(s1, s2);
  MAYALIAS(s1, &a);
  MUSTALIAS(s2, &b);
  NOALIAS(s1, &b);
  return nstores == 2 && a == 1 && b == 2 ? 0 : 1;
}
