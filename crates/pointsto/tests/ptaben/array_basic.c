// Array elements are folded into one location: constant and variable indices agree.
#include "aliascheck.h"
int x, y, z;
int main(int argc, char **argv) {
  int *arr[4];
  arr[0] = &x;
  arr[2] = &y;
  int i = argc & 3;
  MAYALIAS(arr[i], &x);
  MAYALIAS(arr[i], &y);
  MAYALIAS(arr[2], &y);
  NOALIAS(arr[i], &z);
  MAYALIAS(&arr[0], &arr[i]);
  return 0;
}
