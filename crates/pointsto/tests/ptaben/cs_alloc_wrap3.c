// Three levels of allocation wrappers (new_buf -> xcalloc -> my_calloc ->
// calloc) next to a two-level malloc chain: objects from different
// outermost call sites never alias.
#include "aliascheck.h"
#include <stdlib.h>
struct T { int *p; int *q; };
int a, b, c;
static void *my_calloc(size_t n, size_t sz) { return calloc(n, sz); }
static void *xcalloc(size_t n, size_t sz) {
  void *p = my_calloc(n, sz);
  if (!p) abort();
  return p;
}
static struct T *new_buf(void) { return xcalloc(1, sizeof(struct T)); }
static void *my_malloc(size_t n) { return malloc(n); }
static void *xmalloc(size_t n) {
  void *p = my_malloc(n);
  if (!p) abort();
  return p;
}
int main(void) {
  struct T *t1 = new_buf();
  struct T *t2 = new_buf();
  struct T *t3 = xmalloc(sizeof *t3);
  t1->p = &a;
  t2->p = &b;
  t3->p = &c;
  t3->q = t1->p;
  t1->q = t2->p;
  NOALIAS(t1, t2);
  NOALIAS(t2, t3);
  NOALIAS(t1->p, t2->p);
  NOALIAS(t1->q, t3->q);
  MAYALIAS(t3->q, &a);
  MAYALIAS(t1->q, &b);
  MAYALIAS(t3->p, &c);
  *t3->q = 1;
  *t1->q = 2;
  *t3->p = 3;
  free(t1);
  free(t2);
  free(t3);
  return a == 1 && b == 2 && c == 3 ? 0 : 1;
}
