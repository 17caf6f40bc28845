#include <cstddef>
namespace geo {
template <typename T> struct Vec { T x, y; T dot(const Vec &o) const { return x * o.x + y * o.y; } };
struct Shape { virtual ~Shape() {} virtual double area() const = 0; int id = 0; };
struct Rect : Shape { Vec<double> a, b; double area() const override { return (b.x - a.x) * (b.y - a.y); } };
struct Circle : Shape { Vec<double> c; double r; double area() const override { return 3.14 * r * r; } };
}

template <typename T, int N> struct Buf {
  T data[N];
  int n = 0;
  void push(T v) { if (n < N) data[n++] = v; }
  T sum() const { T s{}; for (int i = 0; i < n; i++) s += data[i]; return s; }
};

double total(geo::Shape **s, int n) {
  double t = 0;
  for (int i = 0; i < n; i++) t += s[i]->area();
  return t;
}

int counter() { static int c = 0; return ++c; }
int &lazy() { static int v = counter(); return v; }

template <typename F> int apply(F f, int x) { return f(x) + f(x + 1); }

int lambdas(int k) {
  int acc = 0;
  auto add = [&](int v) { acc += v * k; return acc; };
  apply(add, 3);
  return apply([k](int v) { return v - k; }, acc);
}

long bufs() {
  Buf<long, 8> b;
  for (int i = 0; i < 10; i++) b.push(i);
  Buf<int, 4> c;
  c.push(3);
  return b.sum() + c.sum();
}

double dots(geo::Vec<float> *v, geo::Vec<double> *w, int n) {
  double s = 0;
  for (int i = 0; i < n; i++) s += v[i].dot(v[0]) + w[i].dot(w[0]);
  return s;
}

geo::Shape *make(bool r) {
  if (r) return new geo::Rect();
  return new geo::Circle();
}

struct Guard { int *p; Guard(int *q) : p(q) { ++*p; } ~Guard() { --*p; } };
extern void may_throw(int);
int guarded(int *cnt, int x) {
  Guard g(cnt);
  may_throw(x);
  return *cnt;
}
