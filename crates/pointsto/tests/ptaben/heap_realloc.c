// realloc may return the old block or a new one with the same contents.
#include "aliascheck.h"
#include <stdlib.h>
int x;
int main(void) {
  int **v = malloc(2 * sizeof(int *));
  v[0] = &x;
  int **w = realloc(v, 4 * sizeof(int *));
  MAYALIAS(w, v);
  MAYALIAS(w[0], &x);
  return 0;
}
