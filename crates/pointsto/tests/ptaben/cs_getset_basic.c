// CS-ONLY
// A setter and a getter on two stack structs: what is set on one struct
// is not read back from the other.
#include "aliascheck.h"
struct S { int *f; };
int a, b;
static void set(struct S *s, int *v) { s->f = v; }
static int *get(struct S *s) { return s->f; }
int main(void) {
  struct S s1, s2;
  set(&s1, &a);
  set(&s2, &b);
  int *x = get(&s1);
  int *y = get(&s2);
  *x = 1;
  *y = 2;
  NOALIAS(x, y);
  MAYALIAS(x, &a);
  MAYALIAS(y, &b);
  NOALIAS(x, &b);
  MUSTALIAS(y, &b);
  return a == 1 && b == 2 ? 0 : 1;
}
