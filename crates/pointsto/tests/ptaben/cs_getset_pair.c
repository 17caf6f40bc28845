// CS-ONLY
// init() fills both fields of a pair; left() and right() read them. The
// left/right separation holds without contexts (fields are apart); the
// separation between the two pairs needs a context per call.
#include "aliascheck.h"
struct Pair { int *l; int *r; };
int a, b, c, d;
static void init(struct Pair *p, int *l, int *r) {
  p->l = l;
  p->r = r;
}
static int *left(struct Pair *p) { return p->l; }
static int *right(struct Pair *p) { return p->r; }
int main(void) {
  struct Pair p1, p2;
  init(&p1, &a, &b);
  init(&p2, &c, &d);
  int *l1 = left(&p1), *r1 = right(&p1);
  int *l2 = left(&p2), *r2 = right(&p2);
  *l1 = 1;
  *r1 = 2;
  *l2 = 3;
  *r2 = 4;
  NOALIAS(l1, r1);
  NOALIAS(l2, r1);
  NOALIAS(l1, l2);
  NOALIAS(r1, r2);
  MAYALIAS(l2, &c);
  MUSTALIAS(r2, &d);
  return a + b + c + d == 10 ? 0 : 1;
}
