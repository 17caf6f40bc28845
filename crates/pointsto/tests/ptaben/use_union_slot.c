// A slot holding data or function pointers (a C union): a value loaded
// from it and dereferenced, or called, right away holds only that kind
// (filtering by certain uses); a value used so only on one branch keeps
// both. At -O0 every use reloads the variable from its stack slot, so the
// value dereferenced is not the one asserted on.
// NEEDS-SSA
#include "aliascheck.h"
union slot {
  int *data;
  void (*code)(void);
};
int x;
union slot table[2];
static void fn(void) {}
__attribute__((noinline)) static int read_slot(int i) {
  int *p = table[i].data;
  int v = *p;
  NOALIAS(p, (void *)fn);
  MAYALIAS(p, &x);
  return v;
}
__attribute__((noinline)) static void call_slot(int i) {
  void (*f)(void) = table[i].code;
  f();
  NOALIAS((void *)f, &x);
  MAYALIAS((void *)f, (void *)fn);
}
__attribute__((noinline)) static int maybe_read(int i, int c) {
  int *p = table[i].data;
  if (c)
    return *p;
  MAYALIAS(p, (void *)fn);
  MAYALIAS(p, &x);
  return 0;
}
int main(int argc, char **argv) {
  (void)argv;
  table[0].data = &x;
  table[1].code = fn;
  int r = read_slot(argc - 1);
  call_slot(argc);
  return r + maybe_read(argc - 1, argc > 2);
}
