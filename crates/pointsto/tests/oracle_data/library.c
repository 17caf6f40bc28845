/* A library (no main): exported functions may be called by unknown code
   with any pointers, so their parameters must never be NoAlias. */
int g1, g2;
int params(int *x, int *y) {
  *x = 1;
  *y = 2;
  return *x;
}
static int *priv1 = &g1, *priv2 = &g2;
int privates(void) {
  int *p = priv1, *q = priv2;
  *p = 1;
  *q = 2;
  return *p;
}
