#include <stddef.h>
struct point { int x, y; double w; };
struct list { struct list *next; struct point p; long tag; };
static int counter;
int table[16];

static inline int dot(const struct point *a, const struct point *b) {
  return a->x * b->x + a->y * b->y;
}

int sum_list(struct list *l) {
  int s = 0;
  for (; l; l = l->next)
    s += dot(&l->p, &l->p) + (int)l->tag;
  return s;
}

void scale(struct point *p, int n, double f) {
  for (int i = 0; i < n; i++) {
    p[i].w *= f;
    p[i].x += table[i & 15];
  }
}

long mixed(struct list *l, long *out, float *g) {
  static long calls;
  calls++;
  *out = l->tag;
  *g = 1.0f;
  counter += dot(&l->p, &l->next->p);
  return calls + *out;
}

void fill(int *a, int n) {
#pragma clang loop unroll(disable)
  for (int i = 0; i < n; i++) a[i] = i * counter;
}

extern void ext(void *);
struct big { char buf[64]; int k; };
int use_big(int k) {
  struct big b;
  __builtin_memset(&b, 0, sizeof b);
  b.k = k;
  ext(&b);
  return b.k + sum_list(0);
}

int recurse(int n) { return n <= 0 ? 0 : n + recurse(n - 1); }

void noret(void) __attribute__((noreturn));
void callsnoret(int x) { if (x) noret(); table[0] = x; }
