// CS-ONLY
// A pass-through function applied to two heap blocks from different
// allocation sites in main: each result points to its own block only.
#include "aliascheck.h"
#include <stdlib.h>
static void *pass(void *p) { return p; }
int main(void) {
  int *h1 = malloc(sizeof(int));
  int *h2 = malloc(sizeof(int));
  if (!h1 || !h2) return 1;
  int *x = pass(h1);
  int *y = pass(h2);
  *x = 1;
  *y = 2;
  NOALIAS(x, y);
  MAYALIAS(x, h1);
  MAYALIAS(y, h2);
  NOALIAS(x, h2);
  int r = *h1 + *h2 == 3 ? 0 : 1;
  free(h1);
  free(h2);
  return r;
}
