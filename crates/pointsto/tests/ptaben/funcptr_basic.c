// Calls through a function pointer bind arguments and returns.
#include "aliascheck.h"
int x, y;
static int *id(int *p) { return p; }
static int *other(int *p) { (void)p; return &y; }
int main(int argc, char **argv) {
  int *(*f)(int *) = argc > 1 ? id : other;
  int *r = f(&x);
  MAYALIAS(r, &x);
  MAYALIAS(r, &y);
  int *(*g)(int *) = id;
  int *s = g(&y);
  EXPECTEDFAIL_NOALIAS(s, &x); // id is analyzed once for both calls
  return 0;
}
