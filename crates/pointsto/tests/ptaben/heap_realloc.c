// realloc returns a new object holding the old block's contents. C makes
// the old object dead even when the address is the same (and LLVM marks
// the result noalias), so the result does not alias the old pointer, and
// never points to a non-heap object that an imprecise argument names.
#include "aliascheck.h"
#include <stdlib.h>
int x, g;

__attribute__((noinline)) void *grow(void *p, size_t n) { return realloc(p, n); }

int main(int argc, char **argv) {
  (void)argv;
  int **v = malloc(2 * sizeof(int *));
  v[0] = &x;
  int **w = realloc(v, 4 * sizeof(int *));
  NOALIAS(w, v);
  MAYALIAS(w[0], &x);

  // slots[i] with an unknown i points to the heap block or to g; only the
  // block can be a valid argument of realloc.
  void *slots[2];
  slots[0] = malloc(2 * sizeof(int *));
  slots[1] = &g;
  *(int **)slots[0] = &x;
  int **q = grow(slots[argc & 0], 4 * sizeof(int *));
  MAYALIAS(slots[argc & 1], &g);
  NOALIAS(q, &g);
  MAYALIAS(q[0], &x);
  return 0;
}
