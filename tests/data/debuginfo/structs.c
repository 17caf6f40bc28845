/* debuginfo/structs: C with structs, arrays, pointers, calls and loops,
   compiled with -g at -O0 (dbg_declare) and -O2 (dbg_value, dbg_assign). */
#include <stddef.h>

struct node { int key; struct node *next; char name[8]; };

extern void consume(struct node *n);
static int counter;

int sum_list(struct node *head) {
  int total = 0;
  for (struct node *n = head; n != NULL; n = n->next) {
    total += n->key;
    counter++;
  }
  return total;
}

void fill(struct node *nodes, size_t count) {
  for (size_t i = 0; i < count; i++) {
    struct node local = { (int)i, NULL, "node" };
    local.next = i + 1 < count ? &nodes[i + 1] : NULL;
    nodes[i] = local;
  }
  consume(nodes);
}

int swap_and_sum(int *a, int *b) {
  int t = *a;
  *a = *b;
  *b = t;
  return *a + *b + counter;
}

/* A local whose address escapes survives -O2, so it keeps #dbg_assign. */
int escaping_local(int x) {
  struct node local = { x, NULL, "esc" };
  consume(&local);
  local.key = x + 1;
  consume(&local);
  return local.key;
}
