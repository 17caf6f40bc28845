// CS-ONLY
// CS-DEPTH: 2
// fetch() forwards its out-parameter to get(); get's one call site is in
// fetch, so separating main's two outputs needs two call-site levels.
#include "aliascheck.h"
int a, b;
static void get(int **out, int *v) { *out = v; }
static void fetch(int **out, int *v) {
  if (!v) return;
  get(out, v);
}
int main(void) {
  int *p = 0, *q = 0;
  fetch(&p, &a);
  fetch(&q, &b);
  if (!p || !q) return 1;
  *p = 1;
  *q = 2;
  NOALIAS(p, q);
  MAYALIAS(p, &a);
  MAYALIAS(q, &b);
  NOALIAS(p, &b);
  return a + b == 3 ? 0 : 1;
}
