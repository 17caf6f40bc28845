// Two levels of allocation wrappers (xmalloc -> my_malloc -> malloc), with
// calls of both levels from main: every outermost call site names its own
// object.
#include "aliascheck.h"
#include <stdlib.h>
struct T { int *p; };
int a, b, c;
static size_t allocated;
static void *my_malloc(size_t n) {
  allocated += n;
  return malloc(n);
}
static void *xmalloc(size_t n) {
  void *p = my_malloc(n);
  if (!p) abort();
  return p;
}
int main(int argc, char **argv) {
  (void)argv;
  struct T *t1 = xmalloc(sizeof *t1);
  struct T *t2 = xmalloc(sizeof *t2);
  struct T *t3 = my_malloc(sizeof *t3);
  if (!t3) return 1;
  t1->p = &a;
  t2->p = &b;
  t3->p = &c;
  struct T *either = argc > 1 ? t2 : t3;
  NOALIAS(t1, t2);
  NOALIAS(t1, t3);
  NOALIAS(t1->p, t2->p);
  NOALIAS(t2->p, t3->p);
  MAYALIAS(either, t3);
  MAYALIAS(either->p, &b);
  *either->p = 1;
  free(t1);
  free(t2);
  free(t3);
  return allocated == 3 * sizeof(struct T) && b + c == 1 ? 0 : 1;
}
