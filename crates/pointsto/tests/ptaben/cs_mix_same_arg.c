// CS-ONLY
// id() is called twice with the same global and once with another: the
// two same-argument results must alias (and even must-alias once each
// context holds one target); a heap block passed twice may alias itself.
#include "aliascheck.h"
#include <stdlib.h>
int a, b;
static int *id(int *p) { return p; }
int main(void) {
  int *r1 = id(&a);
  int *r2 = id(&a);
  int *r3 = id(&b);
  int *h = malloc(sizeof(int));
  if (!h) return 1;
  int *s1 = id(h);
  int *s2 = id(h);
  *r1 = 1;
  *r2 += 1;
  *r3 = 5;
  *s1 = 7;
  *s2 += 1;
  MAYALIAS(r1, r2);
  MUSTALIAS(r1, r2);
  MUSTALIAS(r2, &a);
  NOALIAS(r1, r3);
  NOALIAS(r2, r3);
  MAYALIAS(s1, s2);
  NOALIAS(s1, r1);
  NOALIAS(s2, r3);
  int r = a == 2 && b == 5 && *h == 8 ? 0 : 1;
  free(h);
  return r;
}
