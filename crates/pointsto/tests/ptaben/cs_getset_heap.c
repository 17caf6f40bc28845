// CS-ONLY
// Setter and getter on two heap cells allocated at different sites.
#include "aliascheck.h"
#include <stdlib.h>
struct Cell { int *v; };
int a, b;
static void cell_set(struct Cell *c, int *v) { c->v = v; }
static int *cell_get(const struct Cell *c) { return c->v; }
int main(void) {
  struct Cell *c1 = malloc(sizeof *c1);
  struct Cell *c2 = malloc(sizeof *c2);
  if (!c1 || !c2) return 1;
  cell_set(c1, &a);
  cell_set(c2, &b);
  int *x = cell_get(c1);
  int *y = cell_get(c2);
  *x = 1;
  *y = 2;
  NOALIAS(x, y);
  NOALIAS(c1, c2);
  MAYALIAS(x, &a);
  MAYALIAS(y, c2->v);
  free(c1);
  free(c2);
  return a + b == 3 ? 0 : 1;
}
