// strtol's end pointer points into its input.
#include "aliascheck.h"
#include <stdlib.h>
int main(int argc, char **argv) {
  char buf[8] = "12ab";
  char other[8];
  char *end;
  strtol(buf, &end, 10);
  MAYALIAS(end, buf);
  NOALIAS(end, other);
  return 0;
}
