// A pointer incremented in a loop over a struct array stays on its field.
#include "aliascheck.h"
struct S { int *a; int *b; };
int x, y;
struct S arr[16];
int main(void) {
  for (struct S *s = arr; s < arr + 16; s++) { s->a = &x; s->b = &y; }
  MAYALIAS(arr[4].a, &x);
  NOALIAS(arr[4].a, arr[4].b);
  return 0;
}
