/* Pointers loaded from different globals: BasicAA cannot separate them,
   Andersen can (pa -> {a_obj}, pb -> {b_obj}). */
int a_obj, b_obj;
int *pa = &a_obj, *pb = &b_obj;
int *heap1, *heap2;
void *malloc(unsigned long);

int two_globals(void) {
  int *p = pa;
  int *q = pb;
  *p = 1;
  *q = 2;
  return *p;
}

void init_heap(void) {
  heap1 = malloc(sizeof(int));
  heap2 = malloc(sizeof(int));
}

int two_heaps(void) {
  int *p = heap1;
  int *q = heap2;
  *p = 1;
  *q = 2;
  return *p;
}

struct S { int x; int y; long z; };
struct S s_obj;
struct S *ps = &s_obj;

int fields(void) {
  struct S *s = ps;
  int *q = pb;
  s->x = 1;
  s->y = 2;
  *q = 3;
  return s->x;
}

int main(void) {
  init_heap();
  return two_globals() + two_heaps() + fields();
}
