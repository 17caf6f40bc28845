// Fields of a heap object are distinct.
#include "aliascheck.h"
#include <stdlib.h>
struct Node { int *val; struct Node *next; };
int x, y;
int main(void) {
  struct Node *n = malloc(sizeof *n);
  struct Node *m = malloc(sizeof *m);
  n->val = &x;
  n->next = m;
  m->val = &y;
  m->next = 0;
  MAYALIAS(n->val, &x);
  NOALIAS(n->val, m->val);
  MAYALIAS(n->next, m);
  NOALIAS(&n->val, &n->next);
  NOALIAS(n, m);
  return 0;
}
