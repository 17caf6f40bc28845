// CS-ONLY
// Cells come from an allocation wrapper (named per call site without
// contexts) and are then filled and read through a setter and a getter
// (which need contexts).
#include "aliascheck.h"
#include <stdlib.h>
struct Cell { int count; int *v; };
int a, b;
static struct Cell *cell_new(void) {
  struct Cell *c = malloc(sizeof *c);
  if (!c) abort();
  c->count = 0;
  return c;
}
static void cell_put(struct Cell *c, int *v) {
  c->v = v;
  c->count++;
}
static int *cell_peek(struct Cell *c) { return c->v; }
int main(void) {
  struct Cell *c1 = cell_new();
  struct Cell *c2 = cell_new();
  cell_put(c1, &a);
  cell_put(c2, &b);
  int *x = cell_peek(c1);
  int *y = cell_peek(c2);
  *x = 1;
  *y = 2;
  NOALIAS(c1, c2);
  NOALIAS(x, y);
  MAYALIAS(x, &a);
  MAYALIAS(y, &b);
  int r = c1->count + c2->count == 2 ? 0 : 1;
  free(c1);
  free(c2);
  return r;
}
