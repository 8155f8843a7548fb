/*
 * bench/copy.c — the C half of the copy benchmark: small tensors in nanoseconds per call.
 *
 * A Python timing loop costs a microsecond per iteration, which would drown an 8x8
 * copy, so the small cases (materializing the transpose of an N x N float32 matrix,
 * N = 8, 64, 256) are timed here, in C, against a plain memcpy of the same bytes:
 * into a pre-touched buffer, and into a fresh allocation (malloc + memcpy + free
 * against sl_buffer_alloc + sl_copy + sl_buffer_free).  bench/copy.py runs this
 * program and merges its numbers with the torch and numpy ones it measures itself.
 *
 *   copy [--json] [--quick]
 *
 * Output: one line per case and output kind; with --json one object per line:
 * {"case":"small_8x8","threads":1,"output":"touched","ns":{"memcpy":x,"stridelab":y}}.
 * Times are the median of several batches; each batch times many back-to-back calls.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "stridelab.h"

static double now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

/* Keep the compiler from dropping or merging the copies. */
static inline void clobber(void *p) { __asm__ volatile("" : : "r"(p) : "memory"); }

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

typedef struct small_case {
    int64_t n;
    const char *name;
} small_case;

enum { KIND_MEMCPY, KIND_SL };

static double time_calls(int kind, bool fresh, int64_t n, const sl_bview *dv, const sl_bview *sv,
                         char *dst, const char *src, int batches, int64_t calls) {
    int64_t bytes = n * n * 4;
    double med[64];
    sl_copy_options o;
    sl_copy_options_init(&o);
    for (int b = 0; b < batches; b++) {
        double t0 = now_ns();
        for (int64_t c = 0; c < calls; c++) {
            char *out = dst;
            if (fresh) {
                if (kind == KIND_MEMCPY) out = malloc((size_t)bytes);
                else sl_buffer_alloc(bytes, (void **)&out, NULL);
                if (!out) abort();
            }
            if (kind == KIND_MEMCPY) memcpy(out, src, (size_t)bytes);
            else if (sl_copy(out, bytes, dv, src, bytes, sv, &o, NULL) != SL_OK) abort();
            clobber(out);
            if (fresh) {
                if (kind == KIND_MEMCPY) free(out);
                else sl_buffer_free(out, bytes);
            }
        }
        med[b] = (now_ns() - t0) / (double)calls;
    }
    qsort(med, (size_t)batches, sizeof med[0], cmp_double);
    return med[batches / 2];
}

int main(int argc, char **argv) {
    bool json = false, quick = false;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--json")) json = true;
        else if (!strcmp(argv[i], "--quick")) quick = true;
        else {
            fprintf(stderr, "usage: copy [--json] [--quick]\n");
            return 2;
        }
    }
    const small_case cases[] = {{8, "small_8x8"}, {64, "small_64x64"}, {256, "small_256x256"}};
    int batches = quick ? 5 : 11;
    if (!json)
        printf("%-14s %-8s %12s %12s %8s\n", "case", "output", "memcpy ns", "stridelab ns",
               "ratio");
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        int64_t n = cases[k].n, bytes = n * n * 4;
        char *src = NULL, *dst = NULL;
        if (sl_buffer_alloc(bytes, (void **)&src, NULL) || sl_buffer_alloc(bytes, (void **)&dst, NULL))
            return 1;
        for (int64_t i = 0; i < bytes; i++) src[i] = (char)(i * 7);
        memset(dst, 0, (size_t)bytes);
        /* source: x.t() of a contiguous n x n float32 x; destination: contiguous */
        sl_bview sv = {0}, dv = {0};
        sv.ndim = dv.ndim = 2;
        sv.width_bytes = dv.width_bytes = 4;
        sv.size[0] = sv.size[1] = dv.size[0] = dv.size[1] = n;
        sv.stride_bytes[0] = 4, sv.stride_bytes[1] = n * 4;
        dv.stride_bytes[0] = n * 4, dv.stride_bytes[1] = 4;
        int64_t calls = (int64_t)(2e6 / (double)(bytes + 64)) + 50; /* ~ a few ms a batch */
        if (quick) calls = calls / 2 + 10;
        for (int fresh = 0; fresh <= 1; fresh++) {
            double m = time_calls(KIND_MEMCPY, fresh, n, &dv, &sv, dst, src, batches, calls);
            double s = time_calls(KIND_SL, fresh, n, &dv, &sv, dst, src, batches, calls);
            const char *out = fresh ? "fresh" : "touched";
            if (json)
                printf("{\"case\":\"%s\",\"threads\":1,\"output\":\"%s\",\"bytes\":%lld,"
                       "\"ns\":{\"memcpy\":%.1f,\"stridelab\":%.1f}}\n",
                       cases[k].name, out, (long long)bytes, m, s);
            else
                printf("%-14s %-8s %12.1f %12.1f %8.2f\n", cases[k].name, out, m, s, s / m);
        }
        sl_buffer_free(src, bytes);
        sl_buffer_free(dst, bytes);
    }
    return 0;
}
