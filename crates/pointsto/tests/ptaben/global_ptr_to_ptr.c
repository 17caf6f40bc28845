// Double indirection through globals.
#include "aliascheck.h"
int x, y;
int *p1 = &x, *p2 = &y;
int **pp;
int main(int argc, char **argv) {
  pp = argc > 1 ? &p1 : &p2;
  MAYALIAS(*pp, &x);
  MAYALIAS(*pp, &y);
  NOALIAS(p1, p2);
  MAYALIAS(pp, &p1);
  return 0;
}
