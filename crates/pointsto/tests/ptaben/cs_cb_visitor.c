// CS-ONLY
// CS-DEPTH: 2
// for_each() hands every element and an opaque accumulator to a callback.
// The callback's one call site is inside for_each, so telling the two
// traversals apart needs two call-site levels (or argument sensitivity).
#include "aliascheck.h"
int a1, a2, b1, b2;
static void for_each(int **arr, int n, void (*cb)(int *, void *), void *acc) {
  for (int i = 0; i < n; i++) cb(arr[i], acc);
}
static void remember(int *e, void *acc) { *(int **)acc = e; }
int main(void) {
  int *arr1[2], *arr2[2];
  arr1[0] = &a1;
  arr1[1] = &a2;
  arr2[0] = &b1;
  arr2[1] = &b2;
  int *last1, *last2;
  for_each(arr1, 2, remember, &last1);
  for_each(arr2, 2, remember, &last2);
  *last1 = 1;
  *last2 = 2;
  NOALIAS(last1, last2);
  MAYALIAS(last1, &a2);
  MAYALIAS(last2, &b2);
  NOALIAS(last1, &b1);
  NOALIAS(last2, &a2);
  return a2 == 1 && b2 == 2 ? 0 : 1;
}
