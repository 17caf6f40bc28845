// One allocation site in a loop is one summary object: never MUSTALIAS.
#include "aliascheck.h"
#include <stdlib.h>
int main(void) {
  int *first = 0, *last = 0;
  for (int i = 0; i < 4; i++) {
    int *p = malloc(sizeof(int));
    if (!first) first = p;
    last = p;
  }
  MAYALIAS(first, last);
  return 0;
}
