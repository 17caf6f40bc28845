// CS-ONLY
// A recursive list builder stores its value argument in every node. The
// recursion is copied per call that enters it, so the two lists and their
// values are apart; inside one list, all nodes share one object.
#include "aliascheck.h"
#include <stdlib.h>
struct N { struct N *next; int *v; };
int a, b, c;
static struct N *build(int n, int *v) {
  if (n == 0) return 0;
  struct N *h = malloc(sizeof *h);
  if (!h) abort();
  h->v = v;
  h->next = build(n - 1, v);
  return h;
}
static void drop(struct N *l) {
  if (!l) return;
  drop(l->next);
  free(l);
}
int main(void) {
  struct N *l1 = build(2, &a);
  struct N *l2 = build(2, &b);
  *l1->next->v = 1;
  *l2->v = 2;
  MAYALIAS(l1->v, &a);
  MAYALIAS(l1->v, l1->next->v);
  MAYALIAS(l2->next->v, &b);
  NOALIAS(l1->v, &c);
  NOALIAS(l1, l2);
  NOALIAS(l1->v, l2->v);
  drop(l1);
  drop(l2);
  return a + b == 3 ? 0 : 1;
}
