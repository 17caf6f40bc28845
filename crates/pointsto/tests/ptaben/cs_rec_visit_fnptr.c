// CS-ONLY
// A recursive tree walk calls a callback on every node; two walks use two
// callbacks. The recursion is copied per entering call, so each copy sees
// one callback and the two results stay apart.
#include "aliascheck.h"
struct T { struct T *l, *r; int *v; };
int a, a2, b, c;
static int *seen_a, *seen_b;
static void rec_a(int *v) { seen_a = v; }
static void rec_b(int *v) { seen_b = v; }
static void visit(struct T *t, void (*f)(int *)) {
  if (!t) return;
  f(t->v);
  visit(t->l, f);
  visit(t->r, f);
}
int main(void) {
  struct T leaf = { 0, 0, &a2 };
  struct T root = { &leaf, 0, &a };
  struct T other = { 0, 0, &b };
  visit(&root, rec_a);
  visit(&other, rec_b);
  *seen_a = 1;
  *seen_b = 2;
  MAYALIAS(seen_a, &a2);
  MAYALIAS(seen_b, &b);
  NOALIAS(seen_a, &c);
  NOALIAS(seen_a, seen_b);
  return a2 == 1 && b == 2 ? 0 : 1;
}
