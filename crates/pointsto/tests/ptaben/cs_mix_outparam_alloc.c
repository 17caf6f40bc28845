// CS-ONLY
// make() returns a fresh block through an out-parameter (storing it into
// memory, so it is not a plain allocation wrapper); a context per call
// names one block per call site.
#include "aliascheck.h"
#include <stdlib.h>
int g;
static void make(int **out, int init) {
  int *p = malloc(sizeof *p);
  if (!p) abort();
  *p = init;
  *out = p;
}
int main(void) {
  int *p, *q;
  make(&p, 1);
  make(&q, 2);
  *p += 10;
  *q += 20;
  NOALIAS(p, q);
  NOALIAS(p, &g);
  MAYALIAS(p, p);
  int r = *p == 11 && *q == 22 ? 0 : 1;
  free(p);
  free(q);
  return r;
}
