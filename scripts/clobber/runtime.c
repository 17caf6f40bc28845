/* runtime.c — run-time half of scripts/clobber-check.sh.
 *
 * Checks, while an instrumented program runs, that every load's bytes were
 * last written where memssa's Memory SSA says they may have been: by the
 * load's claimed clobber or by something above it, never by a MemoryDef
 * between the clobber and the load.
 *
 * Clock. Every write event (a store, a memory intrinsic, a modelled
 * library call) takes a fresh tick of a global clock; the shadow memory
 * keeps, per byte, the tick of its last write and the IR line of the
 * instruction that made it (40 + 24 bits in one word).
 *
 * Frames. instrument.py gives each function's claimed clobbers (its
 * MemoryDefs and the blocks of its MemoryPhis, in any alias mode) a small
 * event number; event 0 is the function's entry (liveOnEntry). Each frame
 * owns an array `last[event]`: the clock when that access last finished
 * in this frame. A store finishes at its own tick; a call finishes when
 * it returns, so every write its callees made (ticks inside the call)
 * lies at or before it: that is how a callee's writes count as the call
 * site's MemoryDef in every caller frame, without recording a chain of
 * call sites per byte. A MemoryPhi "executes" when its block is entered.
 * Entering a frame takes a tick; writes before it are older than the
 * frame's start, i.e. liveOnEntry from this frame's view, and values left
 * in `last` by earlier frames that used the same slots are older too (a
 * frame's slots are reused only after it returned), so nothing is cleared.
 *
 * Check. The clobber C of a load dominates it, so its most recent
 * execution in the frame is the one the claim is about; the claim is
 * sound for this execution iff every byte's last write tick is at most
 * last[C] (the write happened at or before C finished: on C's def chain,
 * through the MemoryPhis the path took). A larger tick is a write by a
 * MemoryDef between C and the load: a violation. A claimed C that has not
 * run in the frame (last[C] before the frame's start) is reported as a
 * violation too (the claim is not even a dominating access on this path).
 * A memory intrinsic checks its source and destination bytes the same way
 * (instrument.py calls __cc_load for each). A call checks its claim
 * against every byte read until it returns, in any frame below it (see
 * `active` below): a callee's reads count as the call's.
 *
 * Claims come from $CLOBBER_CLAIMS, written by instrument.py: a header
 * `NCOLS NLOADS`, then one line per checked access ("load" below: a load,
 * memory intrinsic or call) with NCOLS event numbers (-1: no claim). A column is one (alias mode, claim kind) pair. At exit the
 * results go to $CLOBBER_OUT: per column `col K CHECKS VSTATIC VDYNAMIC`
 * (load executions checked against a claim of column K; loads and load
 * executions that violated it), then `loads STATIC DYNAMIC INFRAME`
 * (distinct loads executed, load executions, executions that read a byte
 * written since their frame started), `lib N` (calls of modelled library
 * functions), `seen LOAD...` (the loads executed) and one
 * `v COL LOAD CLAIM WLINE ATTR` line per (column, load)
 * violation: WLINE is the IR line of the instruction that last wrote one
 * of the newest bytes (0: never written), ATTR the event of the load's
 * frame whose last run ended first at or after that write, i.e. the Def
 * that made it if that Def has not run again since (-1 if none, -2 if the
 * claimed access did not run in the frame).
 *
 * Frames are identified by a handle returned by __cc_enter and passed to
 * every hook, so a frame left by longjmp is dropped as soon as an older
 * frame runs a hook again. Single-threaded programs only.
 */
#define _GNU_SOURCE
#define _LARGEFILE64_SOURCE
#include <fcntl.h>
#include <malloc.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

/* ---- shadow memory: 3 levels over 48-bit addresses ---- */
#define L3_BITS 16
#define L2_BITS 16
#define L1_BITS 16
typedef uint64_t cell; /* tick << 24 | line (24 bits) */
static cell **shadow_l1[1u << L1_BITS];

static cell *chunk(uintptr_t a, int create) {
  uintptr_t i1 = (a >> (L3_BITS + L2_BITS)) & ((1u << L1_BITS) - 1);
  uintptr_t i2 = (a >> L3_BITS) & ((1u << L2_BITS) - 1);
  cell **l2 = shadow_l1[i1];
  if (!l2) {
    if (!create) return NULL;
    l2 = shadow_l1[i1] = calloc(1u << L2_BITS, sizeof *l2);
    if (!l2) abort();
  }
  cell *c = l2[i2];
  if (!c && create) {
    c = l2[i2] = calloc(1u << L3_BITS, sizeof *c);
    if (!c) abort();
  }
  return c;
}

static uint64_t clock_now;

static void mark(const void *p, uint64_t n, uint32_t line) {
  uintptr_t a = (uintptr_t)p;
  if (!p || !n) return;
  cell v = ++clock_now << 24 | (line & 0xffffffu);
  while (n) {
    cell *c = chunk(a, 1);
    uintptr_t off = a & ((1u << L3_BITS) - 1);
    uint64_t k = (1u << L3_BITS) - off;
    if (k > n) k = n;
    for (uint64_t i = 0; i < k; i++) c[off + i] = v;
    a += k;
    n -= k;
  }
}

/* Forgets the writes of n bytes at p: a fresh heap block is a new object,
 * whatever was written at its addresses before belongs to a dead one. */
static void unmark(const void *p, uint64_t n) {
  uintptr_t a = (uintptr_t)p;
  while (p && n) {
    uintptr_t off = a & ((1u << L3_BITS) - 1);
    uint64_t k = (1u << L3_BITS) - off;
    if (k > n) k = n;
    cell *c = chunk(a, 0);
    if (c) memset(c + off, 0, k * sizeof *c);
    a += k;
    n -= k;
  }
}

/* ---- claims ---- */
static int ncols;
static uint32_t nloads;
static int32_t *claims;         /* nloads * ncols */
static uint64_t *col_stat;      /* per column: dynamic checks, violations (static, dynamic) */
static uint8_t *load_seen;      /* per load: executed at least once */
static uint8_t *load_bad;       /* per load * column: violation reported */
static uint64_t loads_dyn, loads_static;
static uint64_t loads_inframe; /* executions reading a byte written since their frame started */
struct violation { int col; uint32_t load; int32_t claim; uint32_t wline; int32_t attr; };
static struct violation *viol;
static size_t nviol, capviol;

static void dump(void);

static void load_claims(void) {
  const char *path = getenv("CLOBBER_CLAIMS");
  FILE *f = path ? fopen(path, "r") : NULL;
  if (!f || fscanf(f, "%d %u", &ncols, &nloads) != 2) {
    fprintf(stderr, "clobber runtime: cannot read $CLOBBER_CLAIMS (%s)\n", path ? path : "unset");
    exit(97);
  }
  claims = malloc(sizeof *claims * (size_t)nloads * (size_t)ncols + 1);
  for (size_t i = 0; i < (size_t)nloads * (size_t)ncols; i++)
    if (fscanf(f, "%d", &claims[i]) != 1) {
      fprintf(stderr, "clobber runtime: $CLOBBER_CLAIMS truncated\n");
      exit(97);
    }
  fclose(f);
  col_stat = calloc((size_t)ncols * 3, sizeof *col_stat);
  load_seen = calloc(nloads + 1, 1);
  load_bad = calloc((size_t)nloads * (size_t)ncols + 1, 1);
  atexit(dump);
}

/* ---- frames ---- */
struct frame { uint64_t start; uint32_t base, nev; };
static struct frame *frames;
static uint32_t nframes, capframes;
static uint64_t *last;
static uint32_t nlast, caplast;

int32_t __cc_enter(int32_t nev) {
  if (!claims) load_claims();
  if (nframes == capframes) {
    capframes = capframes ? capframes * 2 : 1024;
    frames = realloc(frames, sizeof *frames * capframes);
    if (!frames) abort();
  }
  uint32_t base = nframes ? frames[nframes - 1].base + frames[nframes - 1].nev : 0;
  if (base + (uint32_t)nev > caplast) {
    while (base + (uint32_t)nev > caplast) caplast = caplast ? caplast * 2 : 1u << 16;
    last = realloc(last, sizeof *last * caplast);
    if (!last) abort();
    /* Fresh slots must read as older than any frame: zero. */
    memset(last + nlast, 0, sizeof *last * (caplast - nlast));
    nlast = caplast;
  }
  struct frame *fr = &frames[nframes];
  fr->start = ++clock_now;
  fr->base = base;
  fr->nev = (uint32_t)nev;
  last[base] = fr->start;
  return (int32_t)nframes++;
}

/* Calls in progress whose clobber claims are checked against every read
 * made during the call (in any frame below): a byte read there that was
 * last written after the claimed clobber ran and before the call started
 * was written by a MemoryDef between the clobber and the call, which
 * conflicts with the call (it reads those bytes). Innermost last; `start`
 * increases with the index. */
struct active { uint32_t frame, id; uint64_t start, min; uintptr_t sp; };
static struct active *active;
static uint32_t nactive, capactive;

/* The frame of handle `h`, dropping the frames above it (left by longjmp)
 * and the calls in progress they made. */
static struct frame *frame_of(int32_t h) {
  if (h < 0 || (uint32_t)h >= nframes) {
    fprintf(stderr, "clobber runtime: stale frame handle %d (%u frames)\n", h, nframes);
    exit(98);
  }
  nframes = (uint32_t)h + 1;
  while (nactive && active[nactive - 1].frame > (uint32_t)h) nactive--;
  return &frames[h];
}

void __cc_ret(int32_t h) {
  frame_of(h);
  nframes = (uint32_t)h;
}

/* A MemoryDef (or a MemoryPhi's block entry) finished; ev < 0: no event,
 * only resynchronize the shadow stack (after a call). After a call the
 * frame runs again, so none of its calls is in progress. */
void __cc_def(int32_t h, int32_t ev) {
  struct frame *fr = frame_of(h);
  while (nactive && active[nactive - 1].frame >= (uint32_t)h) nactive--;
  if (ev >= 0) last[fr->base + (uint32_t)ev] = clock_now;
}

/* A write of n bytes at p by the instruction at `line`; then event ev. */
void __cc_write(int32_t h, int32_t ev, int32_t line, void *p, uint64_t n) {
  struct frame *fr = frame_of(h);
  mark(p, n, (uint32_t)line);
  if (ev >= 0) last[fr->base + (uint32_t)ev] = clock_now;
}

void __cc_write32(int32_t h, int32_t ev, int32_t line, void *p, uint32_t n) {
  __cc_write(h, ev, line, p, n);
}

/* ---- library models ----
 * __cc_lib(line, callee, RETKIND, [result], NARGS, arguments...) follows
 * every call of a function declared outside the module and every call
 * through a pointer whose arguments are all i32, i64, ptr or double
 * (RETKIND: 0 none, 1 i32, 2 i64, 3 ptr, 4 double). If the callee is one
 * of the C library functions below, what it wrote is marked as written by
 * the call; any other callee writes nothing we can see (its writes stay
 * unrecorded, which can hide a violation but never make one up). Only
 * bytes the call certainly wrote are marked. */
enum model {
  M_READ,      /* read, pread, pread64: result bytes at arg 1 */
  M_FREAD,     /* fread: result * arg 1 bytes at arg 0 */
  M_FGETS,     /* fgets: the string at arg 0, if the result is not NULL */
  M_SNPRINTF,  /* snprintf, vsnprintf: min(result, arg 1 - 1) + 1 bytes at arg 0 */
  M_SPRINTF,   /* sprintf, vsprintf: result + 1 bytes at arg 0 */
  M_STRCPY,    /* strcpy, strcat: the string at arg 0 */
  M_STRNCPY,   /* strncpy, memcpy, memmove, memset: arg 2 bytes at arg 0 */
  M_STRFTIME,  /* strftime: result + 1 bytes at arg 0 if the result > 0 */
  M_TM,        /* localtime_r, gmtime_r: a struct tm (56 bytes) at arg 1 if the result is not NULL */
  M_MKTIME,    /* mktime: the struct tm at arg 0 (normalized) */
  M_TIMEVAL,   /* gettimeofday: a struct timeval (16 bytes) at arg 0 */
  M_TIME,      /* time: 8 bytes at arg 0 if not NULL */
  M_STAT,      /* stat, lstat, fstat (and 64): a struct stat (144 bytes) at arg 1 if the result is 0 */
  M_GETCWD,    /* getcwd: the string at arg 0 if the result is not NULL */
  M_READLINK,  /* readlink: result bytes at arg 1 */
  M_FREXP,     /* frexp: 4 bytes at arg 1 */
  M_MODF,      /* modf: 8 bytes at arg 1 */
  M_STRTO,     /* strtod, strtol, strtoul, strtoll, strtoull: 8 bytes at arg 1 if not NULL */
  M_MKSTEMP,   /* mkstemp, mkstemp64: the template string at arg 0 */
  M_QSORT,     /* qsort: arg 1 * arg 2 bytes at arg 0 */
  M_MALLOC,    /* malloc, aligned_alloc: a fresh block, its old writes forgotten */
  M_CALLOC,    /* calloc: a fresh block, arg 0 * arg 1 bytes at the result */
  M_REALLOC,   /* realloc: a fresh block, arg 1 bytes at the result (the old contents copied) */
  M_STRDUP,    /* strdup, strndup: a fresh block holding the string at the result */
  M_FCNTL,     /* fcntl, fcntl64: F_GETLK fills a struct flock (32 bytes) at arg 2 */
};
struct libfn { void *fn; enum model m; int nargs; };
static struct libfn libfns[] = {
  {(void *)read, M_READ, 3}, {(void *)pread, M_READ, 4}, {(void *)pread64, M_READ, 4},
  {(void *)fread, M_FREAD, 4}, {(void *)fgets, M_FGETS, 3},
  {(void *)snprintf, M_SNPRINTF, 3}, {(void *)vsnprintf, M_SNPRINTF, 3},
  {(void *)sprintf, M_SPRINTF, 2}, {(void *)vsprintf, M_SPRINTF, 2},
  {(void *)strcpy, M_STRCPY, 2}, {(void *)strcat, M_STRCPY, 2},
  {(void *)strncpy, M_STRNCPY, 3}, {(void *)memcpy, M_STRNCPY, 3}, {(void *)memmove, M_STRNCPY, 3},
  {(void *)memset, M_STRNCPY, 3}, {(void *)strftime, M_STRFTIME, 4},
  {(void *)localtime_r, M_TM, 2}, {(void *)gmtime_r, M_TM, 2}, {(void *)mktime, M_MKTIME, 1},
  {(void *)gettimeofday, M_TIMEVAL, 2}, {(void *)time, M_TIME, 1},
  {(void *)stat, M_STAT, 2}, {(void *)lstat, M_STAT, 2}, {(void *)fstat, M_STAT, 2},
  {(void *)stat64, M_STAT, 2}, {(void *)lstat64, M_STAT, 2}, {(void *)fstat64, M_STAT, 2},
  {(void *)getcwd, M_GETCWD, 2}, {(void *)readlink, M_READLINK, 3},
  {(void *)frexp, M_FREXP, 2}, {(void *)modf, M_MODF, 2},
  {(void *)strtod, M_STRTO, 2}, {(void *)strtol, M_STRTO, 2}, {(void *)strtoul, M_STRTO, 2},
  {(void *)strtoll, M_STRTO, 2}, {(void *)strtoull, M_STRTO, 2},
  {(void *)mkstemp, M_MKSTEMP, 1}, {(void *)mkstemp64, M_MKSTEMP, 1},
  {(void *)qsort, M_QSORT, 4}, {(void *)calloc, M_CALLOC, 2}, {(void *)realloc, M_REALLOC, 2},
  {(void *)malloc, M_MALLOC, 1}, {(void *)aligned_alloc, M_MALLOC, 2},
  {(void *)strdup, M_STRDUP, 1}, {(void *)strndup, M_STRDUP, 2},
  {(void *)fcntl, M_FCNTL, 3}, {(void *)fcntl64, M_FCNTL, 3},
};

static uint64_t lib_modelled; /* calls of a modelled library function */

void __cc_lib(int32_t line, void *callee, ...) {
  va_list ap;
  va_start(ap, callee);
  int rk = va_arg(ap, int);
  int64_t ri = 0;
  void *rp = NULL;
  if (rk == 1) ri = va_arg(ap, int);
  else if (rk == 2) ri = va_arg(ap, int64_t);
  else if (rk == 3) rp = va_arg(ap, void *);
  else if (rk == 4) (void)va_arg(ap, double);
  int nargs = va_arg(ap, int);
  const struct libfn *lf = NULL;
  for (size_t i = 0; i < sizeof libfns / sizeof *libfns; i++)
    if (libfns[i].fn == callee) lf = &libfns[i];
  if (!lf || nargs < lf->nargs) {
    va_end(ap);
    return;
  }
  /* Read the first arguments the model needs, by their C types. */
  void *p0 = NULL, *p1 = NULL, *p2 = NULL;
  int64_t i1 = 0, i2 = 0;
  uint32_t l = (uint32_t)line;
  lib_modelled++;
  switch (lf->m) {
  case M_READ: (void)va_arg(ap, int); p1 = va_arg(ap, void *); if (rk == 2 && p1 && ri > 0) mark(p1, (uint64_t)ri, l); break;
  case M_FREAD: p0 = va_arg(ap, void *); i1 = va_arg(ap, int64_t); if (rk == 2 && ri > 0 && i1 > 0) mark(p0, (uint64_t)(ri * i1), l); break;
  case M_FGETS: p0 = va_arg(ap, void *); if (rk == 3 && rp) mark(p0, strlen(p0) + 1, l); break;
  case M_SNPRINTF:
    p0 = va_arg(ap, void *); i1 = va_arg(ap, int64_t);
    if (rk == 1 && p0 && i1 > 0 && ri >= 0) mark(p0, (uint64_t)(ri < i1 ? ri : i1 - 1) + 1, l);
    break;
  case M_SPRINTF: p0 = va_arg(ap, void *); if (rk == 1 && ri >= 0) mark(p0, (uint64_t)ri + 1, l); break;
  case M_STRCPY: p0 = va_arg(ap, void *); mark(p0, strlen(p0) + 1, l); break;
  case M_STRNCPY: p0 = va_arg(ap, void *); (void)va_arg(ap, void *); i2 = va_arg(ap, int64_t); if (i2 > 0) mark(p0, (uint64_t)i2, l); break;
  case M_STRFTIME: p0 = va_arg(ap, void *); if (rk == 2 && ri > 0) mark(p0, (uint64_t)ri + 1, l); break;
  case M_TM: (void)va_arg(ap, void *); p1 = va_arg(ap, void *); if (rk == 3 && rp) mark(p1, 56, l); break;
  case M_MKTIME: p0 = va_arg(ap, void *); mark(p0, 56, l); break;
  case M_TIMEVAL: p0 = va_arg(ap, void *); mark(p0, 16, l); break;
  case M_TIME: p0 = va_arg(ap, void *); mark(p0, 8, l); break;
  case M_STAT: (void)va_arg(ap, void *); p1 = va_arg(ap, void *); if (rk == 1 && ri == 0) mark(p1, 144, l); break;
  case M_GETCWD: p0 = va_arg(ap, void *); if (rk == 3 && rp) mark(p0, strlen(p0) + 1, l); break;
  case M_READLINK: (void)va_arg(ap, void *); p1 = va_arg(ap, void *); if (rk == 2 && ri > 0) mark(p1, (uint64_t)ri, l); break;
  case M_FREXP: (void)va_arg(ap, double); p1 = va_arg(ap, void *); mark(p1, 4, l); break;
  case M_MODF: (void)va_arg(ap, double); p1 = va_arg(ap, void *); mark(p1, 8, l); break;
  case M_STRTO: (void)va_arg(ap, void *); p1 = va_arg(ap, void *); mark(p1, 8, l); break;
  case M_MKSTEMP: p0 = va_arg(ap, void *); mark(p0, strlen(p0) + 1, l); break;
  case M_QSORT: p0 = va_arg(ap, void *); i1 = va_arg(ap, int64_t); i2 = va_arg(ap, int64_t); if (i1 > 0 && i2 > 0) mark(p0, (uint64_t)(i1 * i2), l); break;
  case M_MALLOC: if (rk == 3 && rp) unmark(rp, malloc_usable_size(rp)); break;
  case M_CALLOC:
    i1 = va_arg(ap, int64_t); i2 = va_arg(ap, int64_t);
    if (rk == 3 && rp) unmark(rp, malloc_usable_size(rp));
    if (rk == 3 && rp && i1 > 0 && i2 > 0) mark(rp, (uint64_t)(i1 * i2), l);
    break;
  case M_REALLOC:
    (void)va_arg(ap, void *); i1 = va_arg(ap, int64_t);
    if (rk == 3 && rp) unmark(rp, malloc_usable_size(rp));
    if (rk == 3 && rp && i1 > 0) mark(rp, (uint64_t)i1, l);
    break;
  case M_STRDUP: if (rk == 3 && rp) { unmark(rp, malloc_usable_size(rp)); mark(rp, strlen(rp) + 1, l); } break;
  case M_FCNTL: (void)va_arg(ap, int); i1 = va_arg(ap, int); p2 = va_arg(ap, void *); if (i1 == F_GETLK && p2) mark(p2, 32, l); break;
  }
  (void)p2;
  va_end(ap);
}

static void add_violation(const struct frame *fr, int k, uint32_t load, int32_t claim, uint64_t wtick,
                          uint32_t wline, int claim_ran) {
  col_stat[k * 3 + 2]++;
  uint8_t *bad = &load_bad[(size_t)load * (size_t)ncols + (size_t)k];
  if (*bad) return;
  *bad = 1;
  col_stat[k * 3 + 1]++;
  /* Attribution in the frame: the event whose last run ended first at or
   * after the write. */
  int32_t attr = -1;
  uint64_t best = UINT64_MAX;
  for (uint32_t e = 0; e < fr->nev; e++) {
    uint64_t t = last[fr->base + e];
    if (t >= fr->start && t >= wtick && t < best) {
      best = t;
      attr = (int32_t)e;
    }
  }
  if (!claim_ran) attr = -2;
  if (nviol == capviol) {
    capviol = capviol ? capviol * 2 : 64;
    viol = realloc(viol, sizeof *viol * capviol);
    if (!viol) abort();
  }
  viol[nviol++] = (struct violation){k, load, claim, wline, attr};
}

/* Call `id` of frame h starts: its claims are checked against the reads
 * made until it returns. */
void __cc_call(int32_t h, int32_t id) {
  struct frame *fr = frame_of(h);
  if (!load_seen[id]) {
    load_seen[id] = 1;
    loads_static++;
  }
  loads_dyn++;
  const int32_t *cl = &claims[(size_t)id * (size_t)ncols];
  uint64_t min = UINT64_MAX;
  for (int k = 0; k < ncols; k++) {
    if (cl[k] < 0) continue;
    col_stat[k * 3]++;
    uint64_t at = last[fr->base + (uint32_t)cl[k]];
    if (at < fr->start) add_violation(fr, k, (uint32_t)id, cl[k], 0, 0, 0);
    if (at < min) min = at;
  }
  if (nactive == capactive) {
    capactive = capactive ? capactive * 2 : 256;
    active = realloc(active, sizeof *active * capactive);
    if (!active) abort();
  }
  /* Stack below this hook's frame belongs to the frames the call will
   * make: their objects are new, whatever dead frames wrote there. */
  active[nactive++] = (struct active){(uint32_t)h, (uint32_t)id, clock_now, min,
                                      (uintptr_t)__builtin_frame_address(0)};
}

/* A byte read while calls are in progress, last written at tick t by the
 * instruction at wline: check the calls that started after the write. */
static void check_calls(uintptr_t addr, uintptr_t here, uint64_t t, uint32_t wline) {
  for (uint32_t j = nactive; j-- > 0 && active[j].start >= t;) {
    if (t <= active[j].min) continue; /* at or before every claim: fine */
    if (addr >= here && addr < active[j].sp) continue; /* a frame made during the call */
    const struct frame *fr = &frames[active[j].frame];
    const int32_t *cl = &claims[(size_t)active[j].id * (size_t)ncols];
    for (int k = 0; k < ncols; k++)
      if (cl[k] >= 0 && t > last[fr->base + (uint32_t)cl[k]])
        add_violation(fr, k, active[j].id, cl[k], t, wline, 1);
  }
}

/* A load of n bytes at p: check every column's claim. */
void __cc_load(int32_t h, int32_t load, void *p, uint64_t n) {
  struct frame *fr = frame_of(h);
  uintptr_t a = (uintptr_t)p;
  uintptr_t here = (uintptr_t)__builtin_frame_address(0);
  cell newest = 0;
  for (uint64_t i = 0; i < n; i++) {
    cell *c = chunk(a + i, 0);
    if (c) {
      cell v = c[(a + i) & ((1u << L3_BITS) - 1)];
      if (v > newest) newest = v;
      if (nactive && v) check_calls(a + i, here, v >> 24, (uint32_t)(v & 0xffffffu));
    }
  }
  uint64_t wtick = newest >> 24;
  loads_dyn++;
  if (wtick > fr->start) loads_inframe++;
  if (!load_seen[load]) {
    load_seen[load] = 1;
    loads_static++;
  }
  const int32_t *cl = &claims[(size_t)load * (size_t)ncols];
  for (int k = 0; k < ncols; k++) {
    if (cl[k] < 0) continue;
    col_stat[k * 3]++;
    uint64_t at = last[fr->base + (uint32_t)cl[k]];
    if (at >= fr->start && wtick <= at) continue;
    add_violation(fr, k, (uint32_t)load, cl[k], wtick, (uint32_t)(newest & 0xffffffu), at >= fr->start);
  }
}

static void dump(void) {
  const char *path = getenv("CLOBBER_OUT");
  FILE *f = path ? fopen(path, "w") : NULL;
  if (!f) return;
  for (int k = 0; k < ncols; k++)
    fprintf(f, "col %d %llu %llu %llu\n", k, (unsigned long long)col_stat[k * 3],
            (unsigned long long)col_stat[k * 3 + 1], (unsigned long long)col_stat[k * 3 + 2]);
  fprintf(f, "loads %llu %llu %llu\n", (unsigned long long)loads_static, (unsigned long long)loads_dyn,
          (unsigned long long)loads_inframe);
  fprintf(f, "lib %llu\n", (unsigned long long)lib_modelled);
  fprintf(f, "seen");
  for (uint32_t i = 0; i < nloads; i++)
    if (load_seen[i]) fprintf(f, " %u", i);
  fprintf(f, "\n");
  for (size_t i = 0; i < nviol; i++)
    fprintf(f, "v %d %u %d %u %d\n", viol[i].col, viol[i].load, viol[i].claim, viol[i].wline, viol[i].attr);
  fclose(f);
}
