// A heap array of pointers indexed by a variable.
#include "aliascheck.h"
#include <stdlib.h>
int x, y;
int main(int argc, char **argv) {
  int **v = malloc(16 * sizeof(int *));
  int **w = malloc(16 * sizeof(int *));
  for (int i = 0; i < 16; i++) v[i] = &x;
  w[argc & 15] = &y;
  MAYALIAS(v[argc & 15], &x);
  NOALIAS(v[2], w[2]);
  NOALIAS(v, w);
  return 0;
}
