// An initializing allocator (it stores the block's own address into it, so
// it is not a plain wrapper) four calls below main, without pointer
// arguments: no call-site budget and no argument context separates the
// objects. Soundness checks; the separation is only an expected fail.
#include "aliascheck.h"
#include <stdlib.h>
struct Obj { int id; struct Obj *self; };
static int next_id;
static struct Obj *raw(void) {
  struct Obj *o = malloc(sizeof *o);
  if (!o) abort();
  o->id = next_id++;
  o->self = o;
  return o;
}
static struct Obj *get1(void) { return raw(); }
static struct Obj *get2(void) { return get1(); }
static struct Obj *get3(void) { return get2(); }
struct Obj fixed;
int main(void) {
  struct Obj *o1 = get3();
  struct Obj *o2 = get3();
  fixed.self = &fixed;
  MAYALIAS(o1, o1->self);
  MAYALIAS(o2->self, o2);
  NOALIAS(o1->self, &fixed);
  NOALIAS(fixed.self, o2);
  EXPECTEDFAIL_NOALIAS(o1, o2);
  int r = o1->self->id == 0 && o2->self->id == 1 ? 0 : 1;
  free(o1);
  free(o2);
  return r;
}
