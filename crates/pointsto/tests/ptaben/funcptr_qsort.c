// qsort calls the comparator with pointers into the array.
#include "aliascheck.h"
#include <stdlib.h>
static int *seen;
static int cmp(const void *a, const void *b) {
  seen = (int *)a;
  return *(const int *)a - *(const int *)b;
}
int data[8];
int other;
int main(void) {
  qsort(data, 8, sizeof(int), cmp);
  MAYALIAS(seen, data);
  NOALIAS(seen, &other);
  return 0;
}
