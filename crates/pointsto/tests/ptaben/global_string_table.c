// A table of strings: entries point to read-only data, not to globals.
#include "aliascheck.h"
static const char *names[] = { "alpha", "beta", "gamma" };
int counter;
const char *pick(int i) { return names[i % 3]; }
int main(int argc, char **argv) {
  const char *s = pick(argc);
  NOALIAS((void *)s, &counter);
  MAYALIAS((void *)s, (void *)names[0]);
  return 0;
}
