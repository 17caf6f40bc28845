// strdup allocates; strchr points into its argument.
#include "aliascheck.h"
#include <stdlib.h>
#include <string.h>
int main(int argc, char **argv) {
  char buf[16] = "a,b";
  char *d = strdup(buf);
  char *c = strchr(buf, ',');
  NOALIAS(d, buf);
  MAYALIAS(c, buf);
  NOALIAS(c, d);
  free(d);
  return 0;
}
