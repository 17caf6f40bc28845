/* selftest.c — the program scripts/clobber-check.sh --self-test runs.
 *
 * It exercises what the checker must get right without false alarms
 * (loops and MemoryPhis, writes through callees and recursion, memcpy and
 * memset, modelled library calls with a callback, setjmp/longjmp leaving
 * frames behind), and has two functions whose last load the self-test
 * gives a wrong claim on purpose:
 *   - wrong_local: the load reads what a store of the same frame wrote;
 *     the wrong claim is liveOnEntry;
 *   - wrong_callee: the load reads what a callee wrote; the wrong claim is
 *     the access above the call (the callee's write counts as the call);
 *   - wrong_call: the call to reader, which reads what the store before
 *     the call wrote; the wrong claim is liveOnEntry (a callee's read
 *     counts as the call's).
 * Each must be reported as a violation, and nothing else.
 */
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static jmp_buf env;
static int counter;

__attribute__((noinline)) void set(int *p, int v) { *p = v; }

__attribute__((noinline)) static int depth(int *p, int n) {
  if (n == 0) {
    *p += 1;
    return *p;
  }
  int local = n;
  int r = depth(p, n - 1);
  return r + local;
}

__attribute__((noinline)) static void thrower(int n) {
  counter += n;
  if (n > 2) longjmp(env, n);
  thrower(n + 1);
}

static int cmp(const void *a, const void *b) {
  return *(const int *)a - *(const int *)b;
}

__attribute__((noinline)) int wrong_local(int *p, int *q) {
  *p = 5;
  *q = 6; /* p and q may alias: the load stays at -O2 */
  return *p;
}

__attribute__((noinline)) int wrong_callee(void) {
  int x = 1;
  set(&x, 7);
  return x;
}

int shared;
__attribute__((noinline)) int reader(void) { return shared; }

__attribute__((noinline)) int wrong_call(void) {
  shared = 3;
  return reader();
}

int main(void) {
  int a[8], b[8], sum = 0;
  for (int i = 0; i < 8; i++) a[i] = 8 - i;
  memcpy(b, a, sizeof a);
  qsort(b, 8, sizeof *b, cmp);
  for (int i = 0; i < 8; i++) sum += b[i] * i;
  memset(a, 0, sizeof a);
  for (int i = 0; i < 8; i++) sum += a[i];
  int v = 0;
  for (int i = 0; i < 4; i++) {
    if (i & 1) set(&v, i); else v += 2;
  }
  sum += v + depth(&v, 5);
  char buf[32];
  snprintf(buf, sizeof buf, "%d", sum);
  sum += buf[0];
  int *h = malloc(4 * sizeof *h);
  h = realloc(h, 8 * sizeof *h);
  h[7] = 3;
  sum += h[7];
  free(h);
  volatile int jumped = 0;
  if (setjmp(env) == 0) {
    jumped = 1;
    thrower(0);
  }
  sum += jumped + counter;
  int w = 0, w2 = 0;
  sum += wrong_local(&w, &w2) + wrong_callee() + wrong_call();
  printf("%d\n", sum);
  return 0;
}
