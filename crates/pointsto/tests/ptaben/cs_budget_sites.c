// CS-ONLY
// One function called from 24 sites with 24 different globals: 24 copies,
// within the default budget (256 copies per function); every result holds
// only its own argument. With a budget of a few copies per function
// (tests/contexts.rs) every result must still contain its own argument.
#include "aliascheck.h"
int g0, g1, g2, g3, g4, g5, g6, g7, g8, g9, g10, g11, g12, g13, g14, g15, g16, g17, g18, g19, g20, g21, g22, g23, unused;
static int *pass(int *p) { return p; }
int main(void) {
  int *r0 = pass(&g0);
  int *r1 = pass(&g1);
  int *r2 = pass(&g2);
  int *r3 = pass(&g3);
  int *r4 = pass(&g4);
  int *r5 = pass(&g5);
  int *r6 = pass(&g6);
  int *r7 = pass(&g7);
  int *r8 = pass(&g8);
  int *r9 = pass(&g9);
  int *r10 = pass(&g10);
  int *r11 = pass(&g11);
  int *r12 = pass(&g12);
  int *r13 = pass(&g13);
  int *r14 = pass(&g14);
  int *r15 = pass(&g15);
  int *r16 = pass(&g16);
  int *r17 = pass(&g17);
  int *r18 = pass(&g18);
  int *r19 = pass(&g19);
  int *r20 = pass(&g20);
  int *r21 = pass(&g21);
  int *r22 = pass(&g22);
  int *r23 = pass(&g23);
  *r0 = 1;
  *r1 = 2;
  *r2 = 3;
  *r3 = 4;
  *r4 = 5;
  *r5 = 6;
  *r6 = 7;
  *r7 = 8;
  *r8 = 9;
  *r9 = 10;
  *r10 = 11;
  *r11 = 12;
  *r12 = 13;
  *r13 = 14;
  *r14 = 15;
  *r15 = 16;
  *r16 = 17;
  *r17 = 18;
  *r18 = 19;
  *r19 = 20;
  *r20 = 21;
  *r21 = 22;
  *r22 = 23;
  *r23 = 24;
  MAYALIAS(r0, &g0);
  MAYALIAS(r1, &g1);
  MAYALIAS(r2, &g2);
  MAYALIAS(r3, &g3);
  MAYALIAS(r4, &g4);
  MAYALIAS(r5, &g5);
  MAYALIAS(r6, &g6);
  MAYALIAS(r7, &g7);
  MAYALIAS(r8, &g8);
  MAYALIAS(r9, &g9);
  MAYALIAS(r10, &g10);
  MAYALIAS(r11, &g11);
  MAYALIAS(r12, &g12);
  MAYALIAS(r13, &g13);
  MAYALIAS(r14, &g14);
  MAYALIAS(r15, &g15);
  MAYALIAS(r16, &g16);
  MAYALIAS(r17, &g17);
  MAYALIAS(r18, &g18);
  MAYALIAS(r19, &g19);
  MAYALIAS(r20, &g20);
  MAYALIAS(r21, &g21);
  MAYALIAS(r22, &g22);
  MAYALIAS(r23, &g23);
  NOALIAS(r0, &unused);
  NOALIAS(r23, &unused);
  NOALIAS(r0, r23);
  NOALIAS(r5, r6);
  return g0 + g23 == 25 ? 0 : 1;
}
