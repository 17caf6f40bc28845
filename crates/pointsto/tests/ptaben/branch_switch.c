// A switch assigning different targets.
#include "aliascheck.h"
int a, b, c, d;
int main(int argc, char **argv) {
  int *p = 0;
  switch (argc) {
  case 1: p = &a; break;
  case 2: p = &b; break;
  default: p = &c; break;
  }
  MAYALIAS(p, &a);
  MAYALIAS(p, &c);
  NOALIAS(p, &d);
  return 0;
}
