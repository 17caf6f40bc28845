// FS-ONLY
// CS-ONLY
// Which heap blocks are single locations: an allocation in main outside
// any loop, or in a function called once from such a place, runs once per
// run, so a write through a callee replaces the old target. An allocation
// in a function called twice, or in a loop, stands for several blocks: the
// write must stay weak, and each block keeps what it holds.
#include "aliascheck.h"
#include <stdlib.h>
struct S { int *f; };
int a, b, c, old, z;
static void set(struct S *s, int *v) { s->f = v; }
static struct S *fresh(void) {
  struct S *s = malloc(sizeof *s);
  if (!s) abort();
  s->f = &old;
  return s;
}
static struct S *make_once(void) {
  struct S *s = malloc(sizeof *s);
  if (!s) abort();
  s->f = &old;
  return s;
}
int main(void) {
  struct S *m = malloc(sizeof *m);
  if (!m) return 1;
  m->f = &old;
  set(m, &a);
  struct S *h = make_once();
  set(h, &b);
  struct S *t1 = fresh();
  struct S *t2 = fresh();
  set(t1, &c);
  struct S *l[2];
  for (int i = 0; i < 2; i++) {
    l[i] = malloc(sizeof *l[i]);
    if (!l[i]) return 1;
    l[i]->f = &old;
  }
  set(l[1], &a);
  *m->f = 1;
  *h->f = 2;
  *t1->f = 3;
  *t2->f = 4;
  *l[0]->f += 1;
  NOALIAS(m->f, &old);
  MAYALIAS(m->f, &a);
  NOALIAS(h->f, &old);
  MAYALIAS(h->f, &b);
  MAYALIAS(t2->f, &old);
  MAYALIAS(t1->f, &c);
  MAYALIAS(l[0]->f, &old);
  MAYALIAS(l[1]->f, &a);
  NOALIAS(h->f, &z);
  int r = a == 1 && b == 2 && c == 3 && old == 5 ? 0 : 1;
  free(m);
  free(h);
  free(t1);
  free(t2);
  free(l[0]);
  free(l[1]);
  return r;
}
