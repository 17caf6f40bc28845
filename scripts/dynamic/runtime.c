/* runtime.c — run-time half of the dynamic call-graph check.
 *
 * instrument.py makes every indirect call report (site, callee address)
 * to __dyncheck_icall. Distinct pairs are kept in an open-addressing table
 * and written at exit to the file named by $DYNCHECK_OUT (one line per
 * pair: site, then the index of the callee in __dyncheck_fns, or -1 for an
 * address that is not a function of the module).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

extern void *const __dyncheck_fns[];
extern const int __dyncheck_nfns;

#define SLOTS (1u << 20)
static uint64_t seen[SLOTS]; /* (site + 1) << 32 | (callee + 1); 0 = empty */
static int registered;

static void dump(void) {
  const char *path = getenv("DYNCHECK_OUT");
  FILE *f = path ? fopen(path, "w") : NULL;
  if (!f) return;
  for (uint32_t i = 0; i < SLOTS; i++)
    if (seen[i]) fprintf(f, "%u\t%d\n", (uint32_t)(seen[i] >> 32) - 1, (int)(uint32_t)seen[i] - 1);
  fclose(f);
}

static int callee_index(void *fp) {
  for (int i = 0; i < __dyncheck_nfns; i++)
    if (__dyncheck_fns[i] == fp) return i;
  return -1;
}

/* Called before every indirect call; single-threaded programs only. */
void __dyncheck_icall(uint32_t site, void *fp) {
  static void *last_fp[1 << 16];
  static int last_idx[1 << 16];
  uint32_t s = site & 0xffff;
  int idx;
  if (last_fp[s] == fp && fp) {
    idx = last_idx[s];
  } else {
    idx = callee_index(fp);
    last_fp[s] = fp;
    last_idx[s] = idx;
  }
  if (!registered) {
    registered = 1;
    atexit(dump);
  }
  uint64_t key = ((uint64_t)site + 1) << 32 | (uint32_t)(idx + 1);
  uint32_t h = (uint32_t)((key * 0x9E3779B97F4A7C15ull) >> 44) & (SLOTS - 1);
  while (seen[h] && seen[h] != key) h = (h + 1) & (SLOTS - 1);
  seen[h] = key;
}
