// Nested structs: fields are identified by byte offset from the base.
#include "aliascheck.h"
struct In { int *p; int *q; };
struct Out { int *h; struct In in; int *t; };
int a, b, c, d;
int main(void) {
  struct Out o;
  o.h = &a; o.in.p = &b; o.in.q = &c; o.t = &d;
  struct In *ip = &o.in;
  MAYALIAS(ip->p, &b);
  NOALIAS(ip->p, o.in.q);
  NOALIAS(ip->q, o.t);
  NOALIAS(o.h, ip->p);
  MAYALIAS(&ip->q, &o.in.q);
  NOALIAS(&o.h, &o.t);
  return 0;
}
