// Pointers stored and loaded through different access paths that may
// alias under C's rules: a struct member reached through the enclosing
// struct and through a pointer to the member's own type, a member of a
// union of structs, and a struct copied with memcpy into memory read as
// another struct with the same first member. At -O2 every load and store
// carries a `!tbaa` tag; the tags differ, but each pair may alias, so the
// points-to sets must keep the pointee.
#include <stdlib.h>
#include <string.h>
#include "aliascheck.h"

struct A { int *p; };
struct B { int *q; };
struct Outer { long n; struct A a; };
union AB { struct A a; struct B b; };
struct Pair { int *first; int *second; };
struct Head { int *first; };

int x, y, z;

__attribute__((noinline)) int *read_a(struct A *pa) { return pa->p; }
__attribute__((noinline)) int *read_b(union AB *u) { return u->b.q; }
__attribute__((noinline)) int *read_head(struct Head *h) { return h->first; }

int main(void) {
  struct Outer *o = malloc(sizeof *o);
  o->a.p = &x;
  MAYALIAS(read_a(&o->a), &x);

  union AB *u = malloc(sizeof *u);
  u->a.p = &y;
  MAYALIAS(read_b(u), &y);

  struct Pair pair = { &z, &x };
  void *raw = malloc(sizeof pair);
  memcpy(raw, &pair, sizeof pair);
  MAYALIAS(read_head(raw), &z);
  return 0;
}
