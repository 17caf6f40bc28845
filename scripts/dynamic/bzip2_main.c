/* bzip2_main.c — a whole program around libbz2 (built with BZ_NO_STDIO)
 * for the dynamic call-graph check: buffer-to-buffer and streaming round
 * trips with the default and with custom allocators. Exit status 0 when
 * every round trip gave back the input. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "bzlib.h"

void bz_internal_error(int errcode) {
  fprintf(stderr, "bzip2_main: internal error %d\n", errcode);
  exit(3);
}

static int allocs;
static void *my_alloc(void *opaque, int items, int size) {
  (void)opaque;
  allocs++;
  return malloc((size_t)items * (size_t)size);
}
static void my_free(void *opaque, void *p) {
  (void)opaque;
  free(p);
}

static int stream_trip(char *in, unsigned n, int custom) {
  unsigned zcap = n + n / 100 + 600;
  char *z = malloc(zcap), *back = malloc(n);
  bz_stream s;
  memset(&s, 0, sizeof s);
  if (custom) {
    s.bzalloc = my_alloc;
    s.bzfree = my_free;
  }
  int bad = BZ2_bzCompressInit(&s, 5, 0, 30) != BZ_OK;
  s.next_in = in;
  s.avail_in = n;
  s.next_out = z;
  s.avail_out = zcap;
  bad |= BZ2_bzCompress(&s, BZ_FINISH) != BZ_STREAM_END;
  unsigned zn = s.total_out_lo32;
  BZ2_bzCompressEnd(&s);
  memset(&s, 0, sizeof s);
  if (custom) {
    s.bzalloc = my_alloc;
    s.bzfree = my_free;
  }
  bad |= BZ2_bzDecompressInit(&s, 0, custom) != BZ_OK;
  s.next_in = z;
  s.avail_in = zn;
  s.next_out = back;
  s.avail_out = n;
  bad |= BZ2_bzDecompress(&s) != BZ_STREAM_END;
  BZ2_bzDecompressEnd(&s);
  bad |= memcmp(in, back, n) != 0;
  free(z);
  free(back);
  return bad;
}

int main(void) {
  enum { N = 300000 };
  char *data = malloc(N);
  for (int i = 0; i < N; i++) data[i] = (char)(((i * 17) ^ (i >> 5)) % 23 + 'a');
  int bad = stream_trip(data, N, 0) | stream_trip(data, N, 1);
  unsigned zn = N + N / 100 + 600, bn = N;
  char *z = malloc(zn), *back = malloc(N);
  bad |= BZ2_bzBuffToBuffCompress(z, &zn, data, N, 9, 0, 0) != BZ_OK;
  bad |= BZ2_bzBuffToBuffDecompress(back, &bn, z, zn, 1, 0) != BZ_OK || bn != N || memcmp(back, data, N) != 0;
  free(z);
  free(back);
  free(data);
  printf("bzip2_main: %s, %d custom allocations\n", bad ? "FAILED" : "ok", allocs);
  return bad;
}
