// Fields of a stack struct are distinct locations.
#include "aliascheck.h"
struct S { int *a; int *b; };
int x, y;
int main(void) {
  struct S s;
  s.a = &x;
  s.b = &y;
  MAYALIAS(s.a, &x);
  NOALIAS(s.a, s.b);
  NOALIAS(&s.a, &s.b);
  MUSTALIAS(&s.b, &s.b);
  return 0;
}
