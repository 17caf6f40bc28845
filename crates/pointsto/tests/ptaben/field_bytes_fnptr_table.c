// A table of {name, function} pairs walked by pointer: at -O2 clang
// addresses `r->func` as `getelementptr i8, ptr %r, i64 8`, a byte offset
// into the struct. The load must see the functions stored at offset 8 by
// the initializer (SVF 3.4 drops the byte offset and reads the names).
#include "aliascheck.h"
struct reg {
  const char *name;
  int (*func)(void);
};
static int fa(void) { return 1; }
static int fb(void) { return 2; }
static const struct reg table[] = {{"a", fa}, {"b", fb}, {0, 0}};
__attribute__((noinline)) int call_all(const struct reg *r) {
  int s = 0;
  for (; r->name; r++) {
    MAYALIAS((void *)r->func, (void *)fa);
    MAYALIAS((void *)r->func, (void *)fb);
    NOALIAS((void *)r->func, (void *)r->name);
    s += r->func();
  }
  return s;
}
int main(void) { return call_all(table); }
