// FS-ONLY
// A heap object in a loop is a summary: stores to it are weak, even flow-sensitively.
#include "aliascheck.h"
#include <stdlib.h>
int x, y;
int main(void) {
  int **cells[2];
  for (int i = 0; i < 2; i++) { cells[i] = malloc(sizeof(int *)); *cells[i] = &x; }
  *cells[1] = &y;
  MAYALIAS(*cells[0], &x);
  MAYALIAS(*cells[1], &y);
  return 0;
}
