// Fields inside an array of structs stay apart, whatever the index.
#include "aliascheck.h"
struct S { int *p; int *q; };
int x, y;
struct S tab[8];
int main(int argc, char **argv) {
  int i = argc & 7;
  tab[i].p = &x;
  tab[3].q = &y;
  MAYALIAS(tab[5].p, &x);
  MAYALIAS(tab[i].q, &y);
  NOALIAS(tab[i].p, tab[i].q);
  NOALIAS(&tab[i].p, &tab[2].q);
  return 0;
}
