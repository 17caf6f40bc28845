// FS-ONLY
// CS-ONLY
// Heap blocks written in a callee: two blocks from one allocation site in
// a loop are one summary object, so writing one through set() must leave
// the other's old target possible (a weak update). A block allocated once
// in main (outside any loop) is a single location: set()'s copy for that
// call overwrites its old target (a strong update through the call).
#include "aliascheck.h"
#include <stdlib.h>
struct S { int *f; };
int a, b, old, z;
static void set(struct S *s, int *v) { s->f = v; }
int main(void) {
  struct S *h[2];
  for (int i = 0; i < 2; i++) {
    h[i] = malloc(sizeof(struct S));
    if (!h[i]) return 1;
    h[i]->f = &old;
  }
  set(h[0], &a);
  struct S *one = malloc(sizeof *one);
  if (!one) return 1;
  one->f = &old;
  set(one, &b);
  *h[0]->f = 1;
  *h[1]->f = 2;
  *one->f = 3;
  MAYALIAS(h[1]->f, &old);
  MAYALIAS(h[0]->f, &a);
  MAYALIAS(one->f, &b);
  NOALIAS(one->f, &z);
  NOALIAS(one->f, &old);
  int r = a == 1 && old == 2 && b == 3 ? 0 : 1;
  free(h[0]);
  free(h[1]);
  free(one);
  return r;
}
