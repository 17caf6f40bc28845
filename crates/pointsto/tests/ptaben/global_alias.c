// A global alias is the same object as its aliasee.
#include "aliascheck.h"
int target = 1;
extern int other __attribute__((alias("target")));
int z;
int main(void) {
  MAYALIAS(&other, &target);
  NOALIAS(&other, &z);
  return 0;
}
