#pragma clang section bss = "mybss" data = "mydata"
int gz;
int gd = 5;
#pragma clang section bss = "" data = ""
static const char *msg = "hello!1 #2 !3";
struct S { int a; float b; } gs = {1, 2.0f};
int reader(void) { return gz + gd + gs.a; }
void writer(float f) { gs.b = f; gz = 0; }
const char *get(void) { return msg; }
int __attribute__((cold)) coldf(int x) { return x * gd; }
int __attribute__((hot, noinline)) hotf(int x) { return coldf(x) + reader(); }
