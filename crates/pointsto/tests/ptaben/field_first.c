// A pointer to a struct and to its first field are the same address.
#include "aliascheck.h"
struct S { int f; int g; };
int main(void) {
  struct S s;
  int *pf = &s.f;
  void *ps = &s;
  MAYALIAS(pf, ps);
  NOALIAS(&s.g, pf);
  return 0;
}
