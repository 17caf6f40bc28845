// Global pointers and the objects they point to.
#include "aliascheck.h"
int x, y;
int *gp = &x;
int *gq;
int main(void) {
  gq = &y;
  MAYALIAS(gp, &x);
  NOALIAS(gp, gq);
  MUSTALIAS(&x, &x);
  NOALIAS(&gp, &gq);
  return 0;
}
