// Walking a linked list in a loop.
#include "aliascheck.h"
#include <stdlib.h>
struct N { struct N *next; int *v; };
int x, y;
int main(void) {
  struct N *head = 0;
  for (int i = 0; i < 3; i++) {
    struct N *n = malloc(sizeof *n);
    n->v = &x;
    n->next = head;
    head = n;
  }
  int *last = 0;
  for (struct N *p = head; p; p = p->next) last = p->v;
  MAYALIAS(last, &x);
  NOALIAS(last, &y);
  return 0;
}
