// CS-ONLY
// push() allocates a node holding a value and links it at the head of a
// list; top() reads the head's value. Two lists, one push each: what is
// read from one list never comes from the other.
#include "aliascheck.h"
#include <stdlib.h>
struct Node { int *v; struct Node *next; };
struct List { struct Node *head; int len; };
int a, b;
static void push(struct List *l, int *v) {
  struct Node *n = malloc(sizeof *n);
  if (!n) abort();
  n->v = v;
  n->next = l->head;
  l->head = n;
  l->len++;
}
static int *top(struct List *l) { return l->head->v; }
static void clear(struct List *l) {
  while (l->head) {
    struct Node *n = l->head;
    l->head = n->next;
    free(n);
  }
}
int main(void) {
  struct List l1 = { 0, 0 }, l2 = { 0, 0 };
  push(&l1, &a);
  push(&l2, &b);
  int *x = top(&l1);
  int *y = top(&l2);
  *x = 1;
  *y = 2;
  NOALIAS(x, y);
  NOALIAS(l1.head, l2.head);
  MAYALIAS(x, &a);
  MAYALIAS(y, &b);
  int r = l1.len + l2.len == 2 && a + b == 3 ? 0 : 1;
  clear(&l1);
  clear(&l2);
  return r;
}
