// Each allocation site is its own object.
#include "aliascheck.h"
#include <stdlib.h>
int main(void) {
  int *a = malloc(sizeof(int));
  int *b = malloc(sizeof(int));
  int *c = calloc(1, sizeof(int));
  NOALIAS(a, b);
  NOALIAS(b, c);
  MAYALIAS(a, a);
  free(a);
  free(b);
  free(c);
  return 0;
}
