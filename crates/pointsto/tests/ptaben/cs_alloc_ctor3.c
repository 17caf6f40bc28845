// CS-ONLY
// CS-DEPTH: 3
// An initializing constructor three calls below main: deeper than
// 2-callsite contexts; argument sensitivity separates the nodes by their
// values, one level per round.
#include "aliascheck.h"
#include <stdlib.h>
struct Node { int *v; struct Node *self; };
int a, b, c;
static struct Node *mk(int *v) {
  struct Node *n = malloc(sizeof *n);
  if (!n) abort();
  n->v = v;
  n->self = n;
  return n;
}
static struct Node *mk2(int *v) { return mk(v); }
static struct Node *mk3(int *v) { return mk2(v); }
int main(void) {
  struct Node *n1 = mk3(&a);
  struct Node *n2 = mk3(&b);
  *n1->v = 1;
  *n2->v = 2;
  MAYALIAS(n1, n1->self);
  MAYALIAS(n2->self->v, &b);
  NOALIAS(n1->v, &c);
  NOALIAS(n1, n2);
  NOALIAS(n1->v, n2->v);
  free(n1);
  free(n2);
  return a + b == 3 ? 0 : 1;
}
