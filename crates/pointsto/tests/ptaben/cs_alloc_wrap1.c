// A one-level allocation wrapper called from three sites: each call site
// names its own object (allocation-wrapper renaming, no contexts needed).
#include "aliascheck.h"
#include <stdlib.h>
struct T { int *p; };
int a, b, c;
static void *my_malloc(size_t n) {
  void *p = malloc(n);
  if (!p) abort();
  return p;
}
int main(int argc, char **argv) {
  (void)argv;
  struct T *t1 = my_malloc(sizeof *t1);
  struct T *t2 = my_malloc(sizeof *t2);
  struct T *t3 = my_malloc(sizeof *t3);
  t1->p = &a;
  t2->p = &b;
  t3->p = &c;
  struct T *either = argc > 1 ? t1 : t2;
  NOALIAS(t1, t2);
  NOALIAS(t2, t3);
  NOALIAS(t1->p, t2->p);
  NOALIAS(t3->p, &a);
  MAYALIAS(either, t1);
  MAYALIAS(either, t2);
  MAYALIAS(either->p, &b);
  *either->p = 1;
  free(t1);
  free(t2);
  free(t3);
  return a + b == 1 ? 0 : 1;
}
