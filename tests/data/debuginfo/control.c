/* debuginfo/control: switch, goto, early returns, volatile and atomics, with -g. */
#include <stdatomic.h>

volatile int flag;
_Atomic int shared;

int classify(int x, int *out) {
  switch (x) {
  case 0:
  case 1:
    *out = 10;
    break;
  case 5:
    *out = flag;
    goto done;
  default:
    if (x < 0)
      return -1;
    *out = x * 2;
  }
  atomic_fetch_add(&shared, 1);
done:
  flag = *out;
  return atomic_load(&shared);
}
