// Walking back from a member to its enclosing struct (container_of).
#include "aliascheck.h"
#include <stddef.h>
struct List { struct List *next; };
struct Item { int *data; struct List link; };
int x;
int main(void) {
  struct Item it;
  it.data = &x;
  struct List *l = &it.link;
  struct Item *back = (struct Item *)((char *)l - offsetof(struct Item, link));
  MAYALIAS(back, &it);
  MAYALIAS(back->data, &x);
  NOALIAS(&back->data, l);
  return 0;
}
