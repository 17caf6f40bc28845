// A hand-written byte copy moves pointers only when done as pointers.
#include "aliascheck.h"
#include <string.h>
int x, y;
int main(void) {
  int *src[4] = { &x, &x, &x, &x };
  int *dst[4];
  memcpy(dst, src, sizeof src);
  int *other[4];
  other[0] = &y;
  MAYALIAS(dst[2], &x);
  NOALIAS(dst[0], other[0]);
  return 0;
}
