// Function pointers stored in a struct (a vtable).
#include "aliascheck.h"
int a, b;
struct Ops { int *(*get)(void); void (*put)(int **); };
static int *getA(void) { return &a; }
static void putB(int **pp) { *pp = &b; }
static struct Ops ops = { getA, putB };
int main(void) {
  int *p = ops.get();
  int *q = 0;
  ops.put(&q);
  MAYALIAS(p, &a);
  MAYALIAS(q, &b);
  NOALIAS(p, q);
  return 0;
}
