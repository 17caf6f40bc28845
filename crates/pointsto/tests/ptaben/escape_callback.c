// A function whose address escapes may be called by unknown code.
#include "aliascheck.h"
void register_cb(void (*cb)(int **), int **arg);
int x;
int *seen;
static void cb(int **p) { seen = *p; }
int main(void) {
  int *v = &x;
  register_cb(cb, &v);
  MAYALIAS(seen, &x);
  return 0;
}
