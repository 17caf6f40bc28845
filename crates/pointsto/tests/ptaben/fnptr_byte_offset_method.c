// A method picked by a byte offset computed by the caller, as sqlite3's
// callFinaliser does (`*(int (**)(vtab *))((char *)p->pModule + offset)`
// with offset = offsetof(module, xCommit) or offsetof(module, xRollback)):
// the load may read either method slot.
// (SVF 3.4 passes this one.)
#include <stddef.h>
#include "aliascheck.h"
struct module {
  int version;
  int (*xCommit)(void *);
  int (*xRollback)(void *);
};
static int commit(void *v) { return v != 0; }
static int rollback(void *v) { return v == 0; }
static const struct module mod = {1, commit, rollback};
__attribute__((noinline)) int finish(const struct module *m, void *v, int offset) {
  int (*x)(void *) = *(int (**)(void *))((const char *)m + offset);
  MAYALIAS((void *)x, (void *)commit);
  MAYALIAS((void *)x, (void *)rollback);
  return x(v);
}
int main(int argc, char **argv) {
  (void)argv;
  return finish(&mod, &argc, argc > 1 ? (int)offsetof(struct module, xRollback) : (int)offsetof(struct module, xCommit));
}
