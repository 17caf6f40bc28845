/* Mod/ref summaries: a call that only writes @a does not clobber a load
   of @b; unknown callees and escaped pointers stay conservative. */
int a, b;
int *gp = &a;
void ext(int **pp);
void ext2(void);

__attribute__((noinline)) void set_a(void) { a = 1; }
__attribute__((noinline)) void set_a_deep(void) { set_a(); }
__attribute__((noinline)) int get_a(void) { return a; }
__attribute__((noinline)) void set_via(int *p) { *p = 7; }
__attribute__((noinline)) void rec(int n) { if (n) { a = n; rec(n - 1); } }

int call_writes_a(void) {
  b = 5;
  set_a();
  return b;
}

int call_writes_a_deep(void) {
  b = 5;
  set_a_deep();
  return b;
}

int call_reads_a(void) {
  a = 5;
  get_a();
  return a;
}

int call_writes_arg(void) {
  int x = 1;
  b = 2;
  set_via(&x);
  return b + x;
}

int recursive(void) {
  b = 5;
  rec(3);
  return b;
}

int call_unknown(void) {
  b = 5;
  ext2();
  return b;
}

int escaped(void) {
  int *p;
  ext(&p);
  int *q = gp;
  *q = 1;
  *p = 2;
  return *q;
}

int (*fp)(void) = get_a;
int indirect(void) {
  b = 3;
  fp();
  return b;
}

int main(void) {
  return call_writes_a() + call_writes_a_deep() + call_reads_a() + call_writes_arg() + recursive() + call_unknown() +
         escaped() + indirect();
}
