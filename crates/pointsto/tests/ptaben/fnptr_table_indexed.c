// A constant table of function pointers called by index in a loop, as
// sqlite3's openDatabase calls sqlite3BuiltinExtensions[i](db): every
// entry is a possible callee (the bound is only known at run time, so
// -O2 keeps the loop).
// SVF 3.4 fails a MAYALIAS at -O0 + mem2reg and at -O2.
#include "aliascheck.h"
struct db {
  int n;
};
static int ext_a(struct db *d) { return d->n; }
static int ext_b(struct db *d) { return d->n + 1; }
static int ext_c(struct db *d) { return d->n + 2; }
static int (*const builtin[])(struct db *) = {ext_a, ext_b, ext_c};
static struct db the_db;
__attribute__((noinline)) int open_all(struct db *d, unsigned n) {
  int rc = 0;
  for (unsigned i = 0; i < n && i < sizeof builtin / sizeof builtin[0]; i++) {
    MAYALIAS((void *)builtin[i], (void *)ext_a);
    MAYALIAS((void *)builtin[i], (void *)ext_c);
    rc += builtin[i](d);
  }
  return rc;
}
int main(int argc, char **argv) {
  (void)argv;
  struct db other = {0};
  NOALIAS(&the_db, &other);
  return open_all(&the_db, (unsigned)argc + 2) + open_all(&other, (unsigned)argc);
}
