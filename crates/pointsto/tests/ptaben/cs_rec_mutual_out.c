// CS-ONLY
// Mutually recursive functions pass an out-parameter around the cycle and
// the last one writes it. The cycle is entered at each of its functions:
// one copy of the whole cycle per entering call.
#include "aliascheck.h"
int a, b, c;
static void pong(int n, int **out, int *v);
static void ping(int n, int **out, int *v) {
  if (n == 0)
    *out = v;
  else
    pong(n - 1, out, v);
}
static void pong(int n, int **out, int *v) {
  if (n == 0)
    *out = v;
  else
    ping(n - 1, out, v);
}
int main(void) {
  int *p, *q;
  ping(3, &p, &a);
  pong(2, &q, &b);
  *p = 1;
  *q = 2;
  MAYALIAS(p, &a);
  MAYALIAS(q, &b);
  NOALIAS(p, &c);
  NOALIAS(p, q);
  return a + b == 3 ? 0 : 1;
}
