/* runtime.c — run-time half of the dynamic checks.
 *
 * instrument.py makes every indirect call report (site, callee address)
 * to __dyncheck_icall, and every `load ptr` report (load, loaded pointer)
 * to __dyncheck_load. Distinct pairs are kept in open-addressing tables
 * and written at exit:
 *   - $DYNCHECK_OUT: site, then the index of the callee in __dyncheck_fns,
 *     or -1 for an address that is not a function of the module;
 *   - $DYNCHECK_LOADS: load, then `g INDEX` for a pointer into global
 *     variable INDEX of __dyncheck_gvars, `f INDEX` for the address of
 *     function INDEX, `s ALLOC` or `h ALLOC` for a pointer into a live
 *     stack or heap object allocated at allocation site ALLOC (pointers
 *     into memory the module did not allocate itself, such as the C
 *     library's, are not recorded).
 * Live stack and heap objects are kept in a tree of disjoint address
 * ranges (tsearch): registering one drops every range it overlaps (a
 * block that was freed without our seeing it). A shadow stack of frames
 * drops a frame's stack objects when it returns; a frame left by longjmp
 * is dropped when a new frame starts at or above its address.
 */
#include <malloc.h>
#include <search.h>
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
static uint64_t loads[SLOTS]; /* (load + 1) << 32 | kind << 30 | index; 0 = empty */
static uint32_t nseen, nloads;
enum { KIND_G, KIND_F, KIND_S, KIND_H };
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
        fprintf(f, "%u\t%c\t%u\n", (uint32_t)(loads[i] >> 32) - 1, "gfsh"[(loads[i] >> 30) & 3],
                (uint32_t)loads[i] & 0x3fffffffu);
    fclose(f);
  }
}

/* Adds `key` to `table` (`*count` keys so far); a table three quarters
 * full takes no more keys (and says so once), so probing always ends. */
static void insert(uint64_t *table, uint32_t *count, uint64_t key) {
  if (!registered) {
    registered = 1;
    atexit(dump);
  }
  uint32_t h = (uint32_t)((key * 0x9E3779B97F4A7C15ull) >> 44) & (SLOTS - 1);
  while (table[h] && table[h] != key) h = (h + 1) & (SLOTS - 1);
  if (table[h]) return;
  if (*count >= SLOTS / 4 * 3) {
    if (*count == SLOTS / 4 * 3) fprintf(stderr, "dyncheck: table full, later pairs not recorded\n");
    *count += 1;
    return;
  }
  table[h] = key;
  *count += 1;
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

/* Live stack and heap objects: disjoint ranges; two compare equal when
 * they overlap. */
static void *live;
static int by_overlap(const void *a, const void *b) {
  const struct range *x = a, *y = b;
  if (x->end <= y->start) return -1;
  if (y->end <= x->start) return 1;
  return 0;
}

static void drop_overlapping(uintptr_t start, uintptr_t end) {
  struct range key = {start, end, 0};
  void *node;
  while ((node = tfind(&key, &live, by_overlap))) {
    struct range *r = *(struct range **)node;
    tdelete(r, &live, by_overlap);
    free(r);
  }
}

/* Drops the live range that starts exactly at `a`, if any. */
static void drop_starting_at(uintptr_t a) {
  struct range key = {a, a + 1, 0};
  void *node = tfind(&key, &live, by_overlap);
  if (node && (*(struct range **)node)->start == a) drop_overlapping(a, a + 1);
}

static void add_live(uintptr_t start, uintptr_t end, uint32_t tag) {
  if (end <= start) return;
  drop_overlapping(start, end);
  struct range *r = malloc(sizeof *r);
  *r = (struct range){start, end, tag};
  tsearch(r, &live, by_overlap);
}

/* The shadow stack: each frame's address and where its stack objects
 * start in `frame_objs`. */
#define MAX_FRAMES (1 << 16)
#define MAX_FRAME_OBJS (1 << 20)
static struct { uintptr_t sp; uint32_t first; } frames[MAX_FRAMES];
static uintptr_t frame_objs[MAX_FRAME_OBJS];
static uint32_t nframes, nframe_objs, frames_lost;

static void pop_frame(void) {
  nframes--;
  while (nframe_objs > frames[nframes].first) drop_starting_at(frame_objs[--nframe_objs]);
}

__attribute__((noinline)) void __dyncheck_enter(void) {
  uintptr_t sp = (uintptr_t)__builtin_frame_address(0);
  /* A live caller's frame is above ours; anything at or below was left by longjmp. */
  while (nframes > 0 && frames[nframes - 1].sp <= sp) pop_frame();
  if (nframes == MAX_FRAMES) {
    frames_lost++; /* deeper than the shadow stack: its objects stay until overwritten */
    return;
  }
  frames[nframes].sp = sp;
  frames[nframes].first = nframe_objs;
  nframes++;
}

void __dyncheck_ret(void) {
  if (frames_lost > 0)
    frames_lost--;
  else if (nframes > 0)
    pop_frame();
}

void __dyncheck_stack(uint32_t alloc, void *p, uint64_t size) {
  add_live((uintptr_t)p, (uintptr_t)p + size, (uint32_t)KIND_S << 30 | alloc);
  if (nframe_objs < MAX_FRAME_OBJS) frame_objs[nframe_objs++] = (uintptr_t)p;
}

void __dyncheck_heap(uint32_t alloc, void *p) {
  if (p) add_live((uintptr_t)p, (uintptr_t)p + malloc_usable_size(p), (uint32_t)KIND_H << 30 | alloc);
}

void __dyncheck_free(void *p) {
  if (p) drop_starting_at((uintptr_t)p);
}

/* Called after every load of a pointer; single-threaded programs only. */
void __dyncheck_load(uint32_t load, void *p) {
  if (!p) return;
  if (!gvars) build_ranges();
  uintptr_t a = (uintptr_t)p;
  uint64_t key = ((uint64_t)load + 1) << 32;
  const struct range *g = holding(gvars, ngvars, a);
  if (g) {
    insert(loads, &nloads, key | (uint64_t)KIND_G << 30 | g->index);
    return;
  }
  const struct range *f = holding(fns, nfns, a);
  if (f) {
    insert(loads, &nloads, key | (uint64_t)KIND_F << 30 | f->index);
    return;
  }
  struct range probe = {a, a + 1, 0};
  void *node = tfind(&probe, &live, by_overlap);
  if (node) insert(loads, &nloads, key | (*(struct range **)node)->index);
}

/* Called before every indirect call; single-threaded programs only. */
void __dyncheck_icall(uint32_t site, void *fp) {
  if (!gvars) build_ranges();
  const struct range *f = holding(fns, nfns, (uintptr_t)fp);
  int idx = f ? (int)f->index : -1;
  insert(seen, &nseen, ((uint64_t)site + 1) << 32 | (uint32_t)(idx + 1));
}
