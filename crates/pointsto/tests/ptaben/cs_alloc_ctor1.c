// CS-ONLY
// new_node() allocates and initializes a node with its argument, so it is
// not a plain allocation wrapper: naming its block per calling context
// keeps the two nodes (and what they hold) apart.
#include "aliascheck.h"
#include <stdlib.h>
struct Node { int *v; struct Node *next; };
int a, b;
static struct Node *new_node(int *v) {
  struct Node *n = malloc(sizeof *n);
  if (!n) abort();
  n->v = v;
  n->next = 0;
  return n;
}
int main(void) {
  struct Node *n1 = new_node(&a);
  struct Node *n2 = new_node(&b);
  *n1->v = 1;
  *n2->v = 2;
  NOALIAS(n1, n2);
  NOALIAS(n1->v, n2->v);
  MAYALIAS(n1->v, &a);
  MAYALIAS(n2->v, &b);
  NOALIAS(n2->v, &a);
  free(n1);
  free(n2);
  return a + b == 3 ? 0 : 1;
}
