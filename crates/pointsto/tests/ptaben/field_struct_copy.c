// Struct assignment copies every pointer field (memcpy at -O0).
#include "aliascheck.h"
struct S { int *a; long pad[3]; int *b; };
int x, y;
int main(void) {
  struct S s, t;
  s.a = &x;
  s.b = &y;
  t = s;
  MAYALIAS(t.a, &x);
  MAYALIAS(t.b, &y);
  NOALIAS(t.a, t.b);
  NOALIAS(&t, &s);
  return 0;
}
