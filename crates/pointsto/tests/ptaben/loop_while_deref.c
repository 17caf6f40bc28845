// Repeated dereference in a loop through a pointer cycle.
#include "aliascheck.h"
struct C { struct C *next; int *v; };
int x;
int main(int argc, char **argv) {
  struct C a, b;
  a.next = &b; b.next = &a;
  a.v = &x; b.v = &x;
  struct C *p = &a;
  for (int i = 0; i < argc; i++) p = p->next;
  MAYALIAS(p, &a);
  MAYALIAS(p, &b);
  MAYALIAS(p->v, &x);
  return 0;
}
