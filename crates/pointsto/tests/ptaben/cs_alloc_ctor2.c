// CS-ONLY
// CS-DEPTH: 2
// new_item() wraps the initializing constructor new_node(): the block is
// allocated two calls below main, so 1-callsite contexts give one object
// for both items.
#include "aliascheck.h"
#include <stdlib.h>
struct Node { int *v; int kind; };
int a, b;
static struct Node *new_node(int *v) {
  struct Node *n = malloc(sizeof *n);
  if (!n) abort();
  n->v = v;
  n->kind = 0;
  return n;
}
static struct Node *new_item(int *v) {
  struct Node *n = new_node(v);
  n->kind = 1;
  return n;
}
int main(void) {
  struct Node *i1 = new_item(&a);
  struct Node *i2 = new_item(&b);
  *i1->v = 1;
  *i2->v = 2;
  NOALIAS(i1, i2);
  NOALIAS(i1->v, i2->v);
  MAYALIAS(i1->v, &a);
  MAYALIAS(i2->v, &b);
  int r = i1->kind + i2->kind == 2 && a + b == 3 ? 0 : 1;
  free(i1);
  free(i2);
  return r;
}
