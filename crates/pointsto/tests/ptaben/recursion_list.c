// A recursive list builder: all nodes come from one allocation site.
#include "aliascheck.h"
#include <stdlib.h>
struct N { struct N *next; int *v; };
int x, y;
static struct N *build(int n) {
  if (n == 0) return 0;
  struct N *h = malloc(sizeof *h);
  h->v = &x;
  h->next = build(n - 1);
  return h;
}
int main(void) {
  struct N *l = build(3);
  MAYALIAS(l, l->next);
  MAYALIAS(l->next->v, &x);
  NOALIAS(l->v, &y);
  return 0;
}
