// FS-ONLY
// CS-ONLY
// The same as cs_fs_instance_put.c with the slots in the caller's frame
// and a helper that reads the slot before and after overwriting it: each
// instance's load after the store sees only its own new target.
#include "aliascheck.h"
int a, b, c, d;
static int *swap_in(int **slot, int *v, int **prev) {
  *prev = *slot;
  *slot = v;
  return *slot;
}
int main(void) {
  int *s1 = &a, *s2 = &b;
  int *o1, *o2;
  int *n1 = swap_in(&s1, &c, &o1);
  int *n2 = swap_in(&s2, &d, &o2);
  NOALIAS(n1, &a);
  NOALIAS(n2, &b);
  NOALIAS(n1, n2);
  MUSTALIAS(n1, &c);
  MUSTALIAS(n2, &d);
  MAYALIAS(o1, &a);
  MAYALIAS(o2, &b);
  *n1 = 1;
  *n2 = 2;
  return c == 1 && d == 2 && *o1 == 0 && *o2 == 0 ? 0 : 1;
}
