// An array inside a struct is folded without touching the other fields.
#include "aliascheck.h"
struct S { int *head; int *slots[6]; int *tail; };
int a, b, c;
int main(int argc, char **argv) {
  struct S s;
  s.head = &a;
  s.slots[argc % 6] = &b;
  s.tail = &c;
  MAYALIAS(s.slots[0], &b);
  NOALIAS(s.slots[1], s.head);
  NOALIAS(s.slots[2], s.tail);
  NOALIAS(&s.head, &s.slots[argc % 6]);
  return 0;
}
