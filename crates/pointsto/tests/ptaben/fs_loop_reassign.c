// FS-ONLY
// Inside a loop the pointer was reset at the top of every iteration.
#include "aliascheck.h"
int x, y;
int *g;
int main(int argc, char **argv) {
  for (int i = 0; i < argc; i++) {
    g = &x;
    NOALIAS(g, &y);
    g = &y;
  }
  MAYALIAS(g, &y);
  return 0;
}
