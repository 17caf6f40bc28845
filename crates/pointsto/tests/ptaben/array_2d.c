// Two-dimensional arrays of pointers.
#include "aliascheck.h"
int x, y;
int *grid[3][5];
int *other[3];
int main(int argc, char **argv) {
  int i = argc % 3, j = argc % 5;
  grid[i][j] = &x;
  other[0] = &y;
  MAYALIAS(grid[1][4], &x);
  NOALIAS(grid[i][j], other[i]);
  NOALIAS(&grid[0][0], &other[0]);
  return 0;
}
