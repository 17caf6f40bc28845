// CS-ONLY
// Two objects carry the same method in a function-pointer field; calling
// it on each object from its own site returns that object's data only.
#include "aliascheck.h"
struct Obj { int *data; int *(*get)(struct Obj *); };
int a, b;
static int *get_data(struct Obj *o) { return o->data; }
int main(void) {
  struct Obj o1, o2;
  o1.data = &a;
  o1.get = get_data;
  o2.data = &b;
  o2.get = get_data;
  int *x = o1.get(&o1);
  int *y = o2.get(&o2);
  *x = 1;
  *y = 2;
  NOALIAS(x, y);
  MAYALIAS(x, &a);
  MUSTALIAS(y, &b);
  return a + b == 3 ? 0 : 1;
}
