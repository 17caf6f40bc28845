// CS-ONLY
// A function returning its struct-pointer argument: the two results, their
// field addresses and the pointers loaded from their fields stay apart.
#include "aliascheck.h"
struct P { int *l; int *r; };
int a, b, c, d;
static struct P *self(struct P *p) { return p; }
int main(void) {
  struct P p1, p2;
  p1.l = &a;
  p1.r = &b;
  p2.l = &c;
  p2.r = &d;
  struct P *s = self(&p1);
  struct P *t = self(&p2);
  NOALIAS(s, t);
  NOALIAS(&s->l, &t->l);
  NOALIAS(s->l, t->l);
  MAYALIAS(s->r, &b);
  MAYALIAS(&s->r, &p1.r);
  NOALIAS(t->r, &b);
  *s->l = 1;
  *t->l = 2;
  *s->r = 3;
  return a == 1 && c == 2 && b == 3 ? 0 : 1;
}
