// Library-owned results are separate objects.
#include "aliascheck.h"
#include <stdio.h>
#include <stdlib.h>
int x;
int main(void) {
  char *home = getenv("HOME");
  FILE *f = fopen("/dev/null", "r");
  NOALIAS(home, f);
  NOALIAS(home, &x);
  if (f) fclose(f);
  return 0;
}
