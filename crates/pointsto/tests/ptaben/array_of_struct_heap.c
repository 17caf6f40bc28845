// A heap array of structs: the field stays distinct under a variable index.
#include "aliascheck.h"
#include <stdlib.h>
struct Op { int code; int *p1; int *p2; };
int x, y;
int main(int argc, char **argv) {
  struct Op *ops = calloc(32, sizeof(struct Op));
  int n = argc & 31;
  ops[n].p1 = &x;
  ops[n].p2 = &y;
  MAYALIAS(ops[0].p1, &x);
  MAYALIAS(ops[n].p2, &y);
  EXPECTEDFAIL_NOALIAS(ops[n].p1, ops[n].p2);
  return 0;
}
