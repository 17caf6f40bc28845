// CS-ONLY
// CS-DEPTH: 2
// pair_init() calls set() from two call sites of its own. One call-site
// level already separates the left slots from the right ones; telling the
// two pairs apart needs the second level (main's call of pair_init).
#include "aliascheck.h"
struct Pair { int *l; int *r; };
int a, b, c, d;
static void set(int **slot, int *v) { *slot = v; }
static void pair_init(struct Pair *pr, int *l, int *r) {
  set(&pr->l, l);
  set(&pr->r, r);
}
int main(void) {
  struct Pair p1, p2;
  pair_init(&p1, &a, &b);
  pair_init(&p2, &c, &d);
  *p1.l = 1;
  *p1.r = 2;
  *p2.l = 3;
  *p2.r = 4;
  NOALIAS(p1.l, p1.r);
  NOALIAS(p1.l, p2.l);
  NOALIAS(p1.r, p2.r);
  MAYALIAS(p2.l, &c);
  MUSTALIAS(p1.r, &b);
  return a + b + c + d == 10 ? 0 : 1;
}
