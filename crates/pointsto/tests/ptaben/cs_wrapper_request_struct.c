// CS-ONLY
// CS-DEPTH: 2
// submit() packs its arguments into a local request and hands it to
// handle(), which performs the store. Keeping main's two submissions apart
// needs two call-site levels (or argument sensitivity) and, in every mode,
// submit's local request object named per context, like a heap clone.
#include "aliascheck.h"
struct Req { int **out; int *in; };
int a, b;
static void handle(struct Req *r) { *r->out = r->in; }
static void submit(int **out, int *in) {
  struct Req r;
  r.out = out;
  r.in = in;
  handle(&r);
}
int main(void) {
  int *p1, *p2;
  submit(&p1, &a);
  submit(&p2, &b);
  *p1 = 7;
  *p2 = 8;
  NOALIAS(p1, p2);
  MAYALIAS(p1, &a);
  MAYALIAS(p2, &b);
  NOALIAS(p2, &a);
  return a == 7 && b == 8 ? 0 : 1;
}
