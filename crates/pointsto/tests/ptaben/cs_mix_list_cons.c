// CS-ONLY
// A cons-cell constructor called from four sites builds two short lists;
// blocks are named per calling context, so the lists stay apart while the
// links inside each list are found.
#include "aliascheck.h"
#include <stdlib.h>
struct Cell { int *v; struct Cell *next; };
int a, b, c, d;
static struct Cell *cons(int *v, struct Cell *next) {
  struct Cell *n = malloc(sizeof *n);
  if (!n) abort();
  n->v = v;
  n->next = next;
  return n;
}
int main(void) {
  struct Cell *n1 = cons(&a, 0);
  struct Cell *n2 = cons(&b, n1);
  struct Cell *m1 = cons(&c, 0);
  struct Cell *m2 = cons(&d, m1);
  *n2->next->v = 1;
  *m2->next->v = 2;
  MAYALIAS(n2->next, n1);
  MAYALIAS(m2->next->v, &c);
  NOALIAS(n1, m1);
  NOALIAS(n2, n1);
  NOALIAS(n2->next, m1);
  NOALIAS(n2->v, m2->v);
  NOALIAS(n2->next->v, &c);
  free(n1);
  free(n2);
  free(m1);
  free(m2);
  return a == 1 && c == 2 ? 0 : 1;
}
