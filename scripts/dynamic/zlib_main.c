/* zlib_main.c — a whole program around zlib for the dynamic call-graph
 * check: deflate and inflate with the default and with custom allocators,
 * a gzip file written and read back, and the checksums. Exit status 0 when
 * every round trip gave back the input. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "zlib.h"

static int allocs;
static voidpf my_alloc(voidpf opaque, uInt items, uInt size) {
  (void)opaque;
  allocs++;
  return calloc(items, size);
}
static void my_free(voidpf opaque, voidpf p) {
  (void)opaque;
  free(p);
}

static int round_trip(const unsigned char *in, uLong n, int level, int custom) {
  unsigned char *z = malloc(compressBound(n)), *back = malloc(n);
  z_stream s;
  memset(&s, 0, sizeof s);
  if (custom) {
    s.zalloc = my_alloc;
    s.zfree = my_free;
  }
  int bad = deflateInit2(&s, level, Z_DEFLATED, 15 + (custom ? 16 : 0), 8, Z_DEFAULT_STRATEGY) != Z_OK;
  s.next_in = (Bytef *)in;
  s.avail_in = (uInt)n;
  s.next_out = z;
  s.avail_out = (uInt)compressBound(n);
  bad |= deflate(&s, Z_FINISH) != Z_STREAM_END;
  uLong zn = s.total_out;
  deflateEnd(&s);
  memset(&s, 0, sizeof s);
  if (custom) {
    s.zalloc = my_alloc;
    s.zfree = my_free;
  }
  bad |= inflateInit2(&s, 15 + 32) != Z_OK;
  s.next_in = z;
  s.avail_in = (uInt)zn;
  s.next_out = back;
  s.avail_out = (uInt)n;
  bad |= inflate(&s, Z_FINISH) != Z_STREAM_END;
  inflateEnd(&s);
  bad |= memcmp(in, back, n) != 0;
  free(z);
  free(back);
  return bad;
}

int main(void) {
  enum { N = 200000 };
  unsigned char *data = malloc(N);
  for (int i = 0; i < N; i++) data[i] = (unsigned char)((i * 31) ^ (i >> 7)) % 61 + 'A';
  int bad = 0;
  for (int level = 0; level <= 9; level += 3) bad |= round_trip(data, N, level, level % 2);
  uLong small = 1000;
  unsigned char packed[2000], back[1000];
  uLongf pn = sizeof packed, bn = sizeof back;
  bad |= compress2(packed, &pn, data, small, 6) != Z_OK || uncompress(back, &bn, packed, pn) != Z_OK || bn != small;
  bad |= adler32(1, data, N) == crc32(0, data, N);
  char path[] = "/tmp/dyncheck-zlib-XXXXXX";
  int fd = mkstemp(path);
  if (fd < 0) return 1;
  close(fd);
  gzFile g = gzopen(path, "wb9");
  bad |= !g || gzwrite(g, data, N) != N || gzprintf(g, "tail %d\n", 42) <= 0 || gzclose(g) != Z_OK;
  g = gzopen(path, "rb");
  unsigned char *rd = malloc(N + 64);
  bad |= !g || gzread(g, rd, N + 64) != N + 8 || memcmp(rd, data, N) != 0 || gzclose(g) != Z_OK;
  unlink(path);
  free(rd);
  free(data);
  printf("zlib_main: %s, %d custom allocations\n", bad ? "FAILED" : "ok", allocs);
  return bad;
}
