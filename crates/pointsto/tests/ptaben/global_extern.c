// Declared (external) globals point to the environment's own memory.
#include "aliascheck.h"
#include <stdio.h>
int x;
int main(void) {
  FILE *out = stdout;
  FILE *err = stderr;
  NOALIAS(out, &x);
  NOALIAS(out, err);
  FILE *again = stdout;
  MAYALIAS(out, again);
  fprintf(out, "%d\n", x);
  return 0;
}
