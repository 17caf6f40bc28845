// A recursive function's local whose address is handed to a helper (so
// LLVM's capture tracking gives up on it) but never stored anywhere: the
// recursive call cannot reach this activation's copy, so the load after it
// is clobbered by the helper's write, not by the call. When the local is
// passed down to the recursive call, the call does reach it.
static void set(int *p, int v) { *p = v; }

int walk(int n) {
  int x;
  set(&x, n);
  if (n > 0) {
    walk(n - 1);
    int r = x;
    return r;
  }
  return 0;
}

int walk_passed(int n, int *up) {
  int x;
  set(&x, n);
  if (n > 0) {
    walk_passed(n - 1, &x);
    int r = x;
    return r + *up;
  }
  return 0;
}
