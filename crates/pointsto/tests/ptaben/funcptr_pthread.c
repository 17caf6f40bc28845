// pthread_create runs the start routine with its argument.
#include "aliascheck.h"
#include <pthread.h>
static int *got;
static void *worker(void *arg) { got = arg; return 0; }
int x, y;
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, &x);
  pthread_join(t, 0);
  MAYALIAS(got, &x);
  NOALIAS(got, &y);
  return 0;
}
