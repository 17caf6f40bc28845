// bsearch returns an element of the array it searched.
#include "aliascheck.h"
#include <stdlib.h>
static int cmp(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }
int table[4] = { 1, 2, 3, 4 };
int other[4];
int main(void) {
  int key = 3;
  int *hit = bsearch(&key, table, 4, sizeof(int), cmp);
  MAYALIAS(hit, table);
  NOALIAS(hit, other);
  return 0;
}
