// Walking an array with a pointer stays inside the array.
#include "aliascheck.h"
int x, y;
int *arr[10];
int *lone;
int main(void) {
  for (int **p = arr; p < arr + 10; p++)
    *p = &x;
  lone = &y;
  MAYALIAS(arr[7], &x);
  NOALIAS(arr[3], lone);
  return 0;
}
