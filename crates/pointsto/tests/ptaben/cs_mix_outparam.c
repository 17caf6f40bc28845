// CS-ONLY
// Pointers returned through out-parameters: get(&p, v) stores v into p.
// Two calls fill two locals; a second helper picks a field of a pair.
#include "aliascheck.h"
struct Pair { int *l; int *r; };
int a, b, c, d;
static void get(int **out, int *v) { *out = v; }
static void get_side(int **out, struct Pair *pr, int right) { *out = right ? pr->r : pr->l; }
int main(int argc, char **argv) {
  (void)argv;
  int *p, *q;
  get(&p, &a);
  get(&q, &b);
  struct Pair pr;
  pr.l = &c;
  pr.r = &d;
  int *s;
  get_side(&s, &pr, argc > 1);
  *p = 1;
  *q = 2;
  *s = 3;
  NOALIAS(p, q);
  MAYALIAS(p, &a);
  MUSTALIAS(q, &b);
  NOALIAS(q, &a);
  MAYALIAS(s, &c);
  MAYALIAS(s, &d);
  NOALIAS(s, p); // holds without contexts too
  return a + b + c + d == 6 ? 0 : 1;
}
