// An allocation wrapper reached through a function pointer (as in sqlite).
#include "aliascheck.h"
#include <stdlib.h>
struct Methods { void *(*xMalloc)(int); void (*xFree)(void *); };
static void *memMalloc(int n) {
  long *p = malloc(n + 8);
  if (p) { p[0] = n; p++; }
  return p;
}
static void memFree(void *p) { free((long *)p - 1); }
static struct Methods methods = { memMalloc, memFree };
static void *dbMalloc(int n) { return methods.xMalloc(n); }
struct Table { int *col; };
int x, y;
int main(void) {
  struct Table *t = dbMalloc(sizeof *t);
  struct Table *u = dbMalloc(sizeof *u);
  t->col = &x;
  u->col = &y;
  NOALIAS(t, u);
  NOALIAS(t->col, u->col);
  MAYALIAS(t->col, &x);
  methods.xFree(t);
  methods.xFree(u);
  return 0;
}
