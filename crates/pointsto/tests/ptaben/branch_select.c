// The conditional operator (a select at -O2).
#include "aliascheck.h"
int x, y, z;
int main(int argc, char **argv) {
  int *p = argc > 1 ? &x : &y;
  int *q = argc > 2 ? &z : &y;
  MAYALIAS(p, q);
  NOALIAS(p, &z);
  return 0;
}
