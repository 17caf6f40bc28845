// FS-ONLY
// CS-ONLY
// A callee writes one field of the struct it is given; two structs, two
// calls. The written field loses its old target, the other field keeps it.
#include "aliascheck.h"
struct S { int *f; int *keep; };
int a, b, old1, old2, k1, k2;
static void set_f(struct S *s, int *v) { s->f = v; }
int main(void) {
  struct S s1, s2;
  s1.f = &old1;
  s1.keep = &k1;
  s2.f = &old2;
  s2.keep = &k2;
  *s1.f = 1;
  *s2.f = 2;
  set_f(&s1, &a);
  set_f(&s2, &b);
  *s1.f = 3;
  *s2.f = 4;
  *s1.keep = 5;
  NOALIAS(s1.f, &old1);
  NOALIAS(s2.f, &old2);
  NOALIAS(s1.f, s2.f);
  MAYALIAS(s1.keep, &k1);
  MAYALIAS(s2.f, &b);
  NOALIAS(s1.keep, s1.f);
  return old1 + old2 + a + b + k1 == 15 ? 0 : 1;
}
