// memmove within one array shifts pointers between its slots.
#include "aliascheck.h"
#include <string.h>
int x, y;
int main(void) {
  int *v[4] = { &x, 0, 0, 0 };
  memmove(&v[1], &v[0], 3 * sizeof(int *));
  int *w[2] = { &y, 0 };
  MAYALIAS(v[3], &x);
  NOALIAS(v[1], w[0]);
  return 0;
}
