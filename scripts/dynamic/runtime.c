/* runtime.c — run-time half of the dynamic checks.
 *
 * instrument.py makes every indirect call report (site, callee address)
 * to __dyncheck_icall, and every `load ptr` report (load, loaded pointer)
 * to __dyncheck_load. Distinct pairs are kept in open-addressing tables
 * and written at exit:
 *   - $DYNCHECK_OUT: site, then the index of the callee in __dyncheck_fns,
 *     or -1 for an address that is not a function of the module;
 *   - $DYNCHECK_LOADS: load, then `g INDEX` for a pointer into global
 *     variable INDEX of __dyncheck_gvars, or `f INDEX` for the address of
 *     function INDEX (pointers to anything else, stack and heap, are not
 *     recorded: the run-time library cannot name their abstract object).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

extern void *const __dyncheck_fns[];
extern const int __dyncheck_nfns;

extern void *const __dyncheck_gvars[];
extern const uint64_t __dyncheck_gsizes[];
extern const int __dyncheck_ngvars;

#define SLOTS (1u << 20)
static uint64_t seen[SLOTS];  /* (site + 1) << 32 | (callee + 1); 0 = empty */
static uint64_t loads[SLOTS]; /* (load + 1) << 32 | kind << 31 | index; 0 = empty */
static int registered;

static void dump(void) {
  const char *path = getenv("DYNCHECK_OUT");
  FILE *f = path ? fopen(path, "w") : NULL;
  if (f) {
    for (uint32_t i = 0; i < SLOTS; i++)
      if (seen[i]) fprintf(f, "%u\t%d\n", (uint32_t)(seen[i] >> 32) - 1, (int)(uint32_t)seen[i] - 1);
    fclose(f);
  }
  path = getenv("DYNCHECK_LOADS");
  f = path ? fopen(path, "w") : NULL;
  if (f) {
    for (uint32_t i = 0; i < SLOTS; i++)
      if (loads[i])
        fprintf(f, "%u\t%c\t%u\n", (uint32_t)(loads[i] >> 32) - 1, (loads[i] >> 31) & 1 ? 'f' : 'g',
                (uint32_t)loads[i] & 0x7fffffffu);
    fclose(f);
  }
}

static void insert(uint64_t *table, uint64_t key) {
  if (!registered) {
    registered = 1;
    atexit(dump);
  }
  uint32_t h = (uint32_t)((key * 0x9E3779B97F4A7C15ull) >> 44) & (SLOTS - 1);
  while (table[h] && table[h] != key) h = (h + 1) & (SLOTS - 1);
  table[h] = key;
}

/* Global variables and functions sorted by address. */
struct range { uintptr_t start, end; uint32_t index; };
static struct range *gvars, *fns;
static int ngvars, nfns;

static int by_start(const void *a, const void *b) {
  uintptr_t x = ((const struct range *)a)->start, y = ((const struct range *)b)->start;
  return x < y ? -1 : x > y;
}

static void build_ranges(void) {
  gvars = malloc(sizeof *gvars * (size_t)(__dyncheck_ngvars + 1));
  for (int i = 0; i < __dyncheck_ngvars; i++) {
    if (!__dyncheck_gsizes[i]) continue;
    uintptr_t a = (uintptr_t)__dyncheck_gvars[i];
    gvars[ngvars++] = (struct range){a, a + __dyncheck_gsizes[i], (uint32_t)i};
  }
  qsort(gvars, (size_t)ngvars, sizeof *gvars, by_start);
  fns = malloc(sizeof *fns * (size_t)(__dyncheck_nfns + 1));
  for (int i = 0; i < __dyncheck_nfns; i++) {
    uintptr_t a = (uintptr_t)__dyncheck_fns[i];
    fns[nfns++] = (struct range){a, a + 1, (uint32_t)i};
  }
  qsort(fns, (size_t)nfns, sizeof *fns, by_start);
}

/* The last range of `r` that starts at or before `a`, if it holds `a`. */
static const struct range *holding(const struct range *r, int n, uintptr_t a) {
  int lo = 0, hi = n; /* first range that starts after a */
  while (lo < hi) {
    int mid = (lo + hi) / 2;
    if (r[mid].start <= a) lo = mid + 1; else hi = mid;
  }
  return lo > 0 && a < r[lo - 1].end ? &r[lo - 1] : NULL;
}

/* Called after every load of a pointer; single-threaded programs only. */
void __dyncheck_load(uint32_t load, void *p) {
  if (!p) return;
  if (!gvars) build_ranges();
  const struct range *g = holding(gvars, ngvars, (uintptr_t)p);
  if (g) {
    insert(loads, ((uint64_t)load + 1) << 32 | g->index);
    return;
  }
  const struct range *f = holding(fns, nfns, (uintptr_t)p);
  if (f) insert(loads, ((uint64_t)load + 1) << 32 | 1ull << 31 | f->index);
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
  insert(seen, ((uint64_t)site + 1) << 32 | (uint32_t)(idx + 1));
}
