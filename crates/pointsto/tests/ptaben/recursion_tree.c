// Recursion over a tree reaches every node through both children.
#include "aliascheck.h"
#include <stdlib.h>
struct T { struct T *l, *r; int *data; };
int x, y;
static int *leftmost(struct T *t) { return t->l ? leftmost(t->l) : t->data; }
int main(void) {
  struct T *root = malloc(sizeof *root);
  struct T *kid = malloc(sizeof *kid);
  root->l = kid; root->r = 0; root->data = &y;
  kid->l = 0; kid->r = 0; kid->data = &x;
  int *d = leftmost(root);
  MAYALIAS(d, &x);
  MAYALIAS(d, &y);
  NOALIAS(root, kid);
  return 0;
}
