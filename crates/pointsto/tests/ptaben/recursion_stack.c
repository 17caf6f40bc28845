// A local of a recursive function stands for many frames: no MUSTALIAS.
#include "aliascheck.h"
int *saved;
static void walk(int n) {
  int local;
  if (!saved) saved = &local;
  if (n > 0) walk(n - 1);
  MAYALIAS(saved, &local);
}
int main(void) {
  walk(2);
  return 0;
}
