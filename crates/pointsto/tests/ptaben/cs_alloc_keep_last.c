// An allocator that also records its last block in a global is not a plain
// wrapper. A call-site context names the block per call (k-callsite modes
// separate a1 and a2), but the allocator has no pointer argument, so
// argument sensitivity cannot: the separation is only an expected fail.
#include "aliascheck.h"
#include <stdlib.h>
static int *last;
static int *alloc_int(int init) {
  int *p = malloc(sizeof *p);
  if (!p) abort();
  *p = init;
  last = p;
  return p;
}
int g;
int main(void) {
  int *a1 = alloc_int(1);
  MAYALIAS(last, a1);
  int *a2 = alloc_int(2);
  MAYALIAS(last, a2);
  NOALIAS(last, &g);
  EXPECTEDFAIL_NOALIAS(a1, a2);
  *last += *a1;
  int r = *a2 == 3 ? 0 : 1;
  free(a1);
  free(a2);
  return r;
}
