/* pitfalls/p14: the annotation line comes after an instruction's debug
   records; the header uses the raw function name. */
struct pair { int a, b; };

int p14(struct pair *p, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    s += p[i].a;
    p[i].b = s;
  }
  return s;
}
