// Whatever reaches an unknown function escapes; its result may be any of it.
#include "aliascheck.h"
void *mystery(void *);
int x, y, z;
int main(void) {
  int *a[2] = { &x, &y };
  void *r = mystery(a);
  MAYALIAS(r, a);
  MAYALIAS(r, &x);
  NOALIAS(&z, a);
  return 0;
}
