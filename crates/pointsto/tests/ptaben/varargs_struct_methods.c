// A struct of methods copied out of a variadic argument into a global, as
// sqlite3_config(SQLITE_CONFIG_MALLOC, &methods) does
// (`cfg.m = *va_arg(ap, struct methods *)`), then called through the
// global. The calls must reach the methods of the table passed in.
// SVF 3.4 fails the first MAYALIAS at -O0 + mem2reg and at -O2.
#include <stdarg.h>
#include <stdlib.h>
#include "aliascheck.h"
struct methods {
  void *(*alloc)(size_t);
  void (*release)(void *);
};
static struct {
  int flags;
  struct methods m;
} cfg;
static void *my_alloc(size_t n) { return malloc(n); }
static void my_release(void *p) { free(p); }
static const struct methods defaults = {my_alloc, my_release};
__attribute__((noinline)) int configure(int op, ...) {
  va_list ap;
  va_start(ap, op);
  if (op == 1) cfg.m = *va_arg(ap, struct methods *);
  va_end(ap);
  return 0;
}
int main(void) {
  configure(1, &defaults);
  MAYALIAS((void *)cfg.m.alloc, (void *)my_alloc);
  MAYALIAS((void *)cfg.m.release, (void *)my_release);
  NOALIAS((void *)cfg.m.alloc, (void *)my_release);
  void *p = cfg.m.alloc(16);
  cfg.m.release(p);
  return 0;
}
