/* Alias assertions for the PTABen-style tests of the pointsto crate.
 * Each call is checked by `pta --check-assertions` (and `memssa pta
 * --check-assertions`): MAYALIAS passes if the two points-to sets share a
 * location, NOALIAS if they share none, MUSTALIAS if both are the same
 * single unique location. EXPECTEDFAIL_* record known imprecision. */
#ifndef ALIASCHECK_H
#define ALIASCHECK_H
void MAYALIAS(void *p, void *q);
void NOALIAS(void *p, void *q);
void MUSTALIAS(void *p, void *q);
void EXPECTEDFAIL_MAYALIAS(void *p, void *q);
void EXPECTEDFAIL_NOALIAS(void *p, void *q);
#endif
