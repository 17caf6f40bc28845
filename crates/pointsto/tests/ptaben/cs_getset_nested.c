// CS-ONLY
// CS-DEPTH: 2
// Accessors of an outer struct forward to the accessors of its inner
// struct: set() and get() are each called from one site only, inside the
// outer accessors.
#include "aliascheck.h"
struct In { int *f; };
struct Out { int tag; struct In in; };
int a, b;
static void set(struct In *s, int *v) { s->f = v; }
static int *get(struct In *s) { return s->f; }
static void out_set(struct Out *o, int *v) { set(&o->in, v); }
static int *out_get(struct Out *o) { return get(&o->in); }
int main(void) {
  struct Out o1, o2;
  o1.tag = 1;
  o2.tag = 2;
  out_set(&o1, &a);
  out_set(&o2, &b);
  int *x = out_get(&o1);
  int *y = out_get(&o2);
  *x = 1;
  *y = 2;
  NOALIAS(x, y);
  MAYALIAS(x, &a);
  MAYALIAS(y, o2.in.f);
  NOALIAS(y, &a);
  return a + b == 3 ? 0 : 1;
}
