// An array of handlers: an indirect call may reach each of them.
#include "aliascheck.h"
int a, b, c;
static void h0(int **o) { *o = &a; }
static void h1(int **o) { *o = &b; }
static void (*handlers[2])(int **) = { h0, h1 };
int main(int argc, char **argv) {
  int *r;
  handlers[argc & 1](&r);
  MAYALIAS(r, &a);
  MAYALIAS(r, &b);
  NOALIAS(r, &c);
  return 0;
}
