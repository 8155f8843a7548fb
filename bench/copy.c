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
 *   copy --ratios [--rounds N] [--simd LEVEL] [--nt -1|0|1] [--against LIB.so] [CASE...]
 *   copy --ceiling [--rounds N]
 *   copy --bound N [--rounds R]
 *
 * Output: one line per case and output kind; with --json one object per line:
 * {"case":"small_8x8","threads":1,"output":"touched","ns":{"memcpy":x,"stridelab":y,
 * "prepared":z}}; "prepared" is the same copy by sl_copy_run of one sl_copy_prepare made
 * before the timing (the layouts proved once, as a loop materializing one view would).
 * Times are the median of several batches; each batch times many back-to-back calls.
 *
 * --ratios is for a shared, noisy machine: for the large cases of bench/copy.py (float32,
 * pre-touched 64-byte-aligned output and source from malloc, i.e. 4 KiB pages, as torch
 * allocates them) it alternates, round after round, memcpy of the output's bytes and
 * sl_copy, with one thread and with two (the 2-thread memcpy is a flat byte copy by
 * stridelab's pool with streaming stores off, as in bench/copy.py), and prints the
 * median and quartiles over the rounds of the per-round ratio stridelab/memcpy (GB/s
 * over GB/s), so that load changing during the run moves both sides of each ratio.
 *
 * With --against LIB.so (another build of libstridelab.so, say the previous commit's) each
 * round also times that library's sl_copy on the same buffers, the two libraries taking
 * turns going first, and the table gets its ratios too: an A/B comparison of two builds
 * that the machine's drift cannot bias, which is how kernel changes are judged here.
 *
 * --bound N (64 or 256) takes the small N x N transpose apart, one thread, rounds
 * alternating: memcpy of its bytes, the library (a prepared sl_copy_run), and three
 * kernels that walk the library's 8 x 8 tiles in its order (tile by tile for planes of up
 * to 16 KiB, else 32-row strips) doing part of the work: the tiles' loads alone (eight
 * 32-byte loads XOR-ed into accumulators), their stores alone (eight 32-byte stores of a
 * register), loads plus stores without the shuffles (the copy's memory traffic, the data
 * left untransposed), and the same stores merged into 64-byte stores of whole lines.  What the parts cost against memcpy is what bounds the copy
 * on this machine (docs/perf-copy.md, round 9).
 *
 * --ceiling measures how fast this machine can write 64 MiB at all, one thread, rounds
 * alternating: glibc memcpy, a flat sl_copy with streaming stores (the fastest way to
 * write memory that is not read back soon), and sl_copy of the 256^3 permute(1, 0, 2),
 * whose 1 KiB rows are contiguous on both sides.  It shows how far above memcpy a copy
 * can go here, which bounds the speedup over a reference that already runs near memcpy.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <dlfcn.h>

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

enum { KIND_MEMCPY, KIND_SL, KIND_SL_PREPARED };

static double time_calls(int kind, bool fresh, int64_t n, const sl_bview *dv, const sl_bview *sv,
                         char *dst, const char *src, int batches, int64_t calls) {
    int64_t bytes = n * n * 4;
    double med[64];
    sl_copy_options o;
    sl_copy_options_init(&o);
    sl_copy_prepared *prep = NULL;
    if (kind == KIND_SL_PREPARED && sl_copy_prepare(bytes, dv, bytes, sv, &o, &prep, NULL) != SL_OK)
        abort();
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
            else if (kind == KIND_SL_PREPARED) {
                if (sl_copy_run(prep, out, src, NULL) != SL_OK) abort();
            } else if (sl_copy(out, bytes, dv, src, bytes, sv, &o, NULL) != SL_OK) abort();
            clobber(out);
            if (fresh) {
                if (kind == KIND_MEMCPY) free(out);
                else sl_buffer_free(out, bytes);
            }
        }
        med[b] = (now_ns() - t0) / (double)calls;
    }
    sl_copy_prepared_free(prep);
    qsort(med, (size_t)batches, sizeof med[0], cmp_double);
    return med[batches / 2];
}

/* ------------------------------------------------------------- --ratios -- */

typedef struct large_case {
    const char *name;
    int32_t ndim;
    int64_t size[4];
    int64_t src_stride[4]; /* in elements */
    int64_t src_offset;    /* in elements */
    int64_t src_elems;     /* elements of the source's storage */
} large_case;

#define CUBE (INT64_C(256) * 256 * 256)
static const large_case LARGE[] = {
    {"transpose_4096", 2, {4096, 4096}, {1, 4096}, 0, INT64_C(4096) * 4096},
    {"permute_256_021", 3, {256, 256, 256}, {65536, 1, 256}, 0, CUBE},
    {"permute_256_102", 3, {256, 256, 256}, {256, 65536, 1}, 0, CUBE},
    {"permute_256_120", 3, {256, 256, 256}, {256, 1, 65536}, 0, CUBE},
    {"permute_256_201", 3, {256, 256, 256}, {1, 65536, 256}, 0, CUBE},
    {"permute_256_210", 3, {256, 256, 256}, {1, 256, 65536}, 0, CUBE},
    {"nchw_to_nhwc", 4, {32, 56, 56, 64}, {64 * 3136, 56, 1, 3136}, 0, INT64_C(32) * 64 * 3136},
    {"nhwc_to_nchw", 4, {32, 64, 56, 56}, {64 * 3136, 1, 56 * 64, 64}, 0, INT64_C(32) * 64 * 3136},
    {"slice_every_other", 2, {4096, 4096}, {8192, 2}, 0, INT64_C(4096) * 8192},
    {"reverse_rows_cols", 2, {4096, 4096}, {-4096, -1}, INT64_C(4096) * 4096 - 1,
     INT64_C(4096) * 4096},
    {"expand_column", 2, {4096, 4096}, {1, 0}, 0, 4096},
    {"expand_row", 2, {4096, 4096}, {0, 1}, 0, 4096},
};

static char *aligned64(size_t bytes, char **raw) {
    *raw = malloc(bytes + 64);
    if (!*raw) abort();
    return *raw + ((64 - ((uintptr_t)*raw & 63)) & 63);
}

/* The entry points of the library that --against names, loaded privately beside ours. */
typedef struct other_lib {
    int (*copy)(void *, int64_t, const sl_bview *, const void *, int64_t, const sl_bview *,
                const sl_copy_options *, sl_error *);
    void (*options_init)(sl_copy_options *);
    int (*pool_create)(int32_t, sl_threadpool **, sl_error *);
    void (*pool_destroy)(sl_threadpool *);
    sl_threadpool *pool;
} other_lib;

static bool other_lib_open(const char *path, other_lib *o) {
    void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!h) {
        fprintf(stderr, "copy: --against: %s\n", dlerror());
        return false;
    }
    *(void **)&o->copy = dlsym(h, "sl_copy");
    *(void **)&o->options_init = dlsym(h, "sl_copy_options_init");
    *(void **)&o->pool_create = dlsym(h, "sl_threadpool_create");
    *(void **)&o->pool_destroy = dlsym(h, "sl_threadpool_destroy");
    if (!o->copy || !o->options_init || !o->pool_create || !o->pool_destroy ||
        o->pool_create(2, &o->pool, NULL)) {
        fprintf(stderr, "copy: --against: %s lacks sl_copy or its pool\n", path);
        return false;
    }
    return true;
}

static void quartiles(double *r, int n, double out[3]) {
    qsort(r, (size_t)n, sizeof r[0], cmp_double);
    out[0] = r[n / 4], out[1] = r[n / 2], out[2] = r[(3 * n) / 4];
}

static int run_ratios(int argc, char **argv) {
    int rounds = 15, simd = -1, nontemporal = -1;
    const char *only[32];
    int nonly = 0;
    other_lib other = {0};
    bool against = false;
    for (int i = 2; i < argc; i++) {
        if (!strcmp(argv[i], "--rounds") && i + 1 < argc) rounds = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--against") && i + 1 < argc) {
            if (!other_lib_open(argv[++i], &other)) return 1;
            against = true;
        }
        else if (!strcmp(argv[i], "--simd") && i + 1 < argc) simd = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--nt") && i + 1 < argc) nontemporal = atoi(argv[++i]);
        else if (nonly < 32) only[nonly++] = argv[i];
    }
    if (rounds < 1 || rounds > 1000) rounds = 15;
    sl_threadpool *pool = NULL;
    if (sl_threadpool_create(2, &pool, NULL)) return 1;
    int threads_max = sl_threadpool_size(pool);
    double *r = malloc(sizeof(double) * (size_t)rounds * 2), *ra = r + rounds;
    if (!r) return 1;
    printf("%-18s %8s %8s %8s   %8s %8s %8s   (stridelab/memcpy, %d rounds; 2 threads: %s)\n",
           "case", "1t q1", "median", "q3", "2t q1", "median", "q3", rounds,
           threads_max >= 2 ? "yes" : "only one core");
    if (against) printf("(each case's second line: the --against library, same rounds)\n");
    for (size_t k = 0; k < sizeof LARGE / sizeof LARGE[0]; k++) {
        const large_case *c = &LARGE[k];
        bool wanted = nonly == 0;
        for (int q = 0; q < nonly; q++) wanted = wanted || strstr(c->name, only[q]) != NULL;
        if (!wanted) continue;
        sl_bview dv = {0}, sv = {0}, flat = {0};
        dv.ndim = sv.ndim = c->ndim;
        dv.width_bytes = sv.width_bytes = 4;
        int64_t st = 4;
        for (int32_t d = c->ndim - 1; d >= 0; d--) {
            dv.size[d] = sv.size[d] = c->size[d];
            dv.stride_bytes[d] = st;
            st *= c->size[d];
            sv.stride_bytes[d] = c->src_stride[d] * 4;
        }
        sv.offset_bytes = c->src_offset * 4;
        const int64_t out_bytes = st, src_bytes = c->src_elems * 4;
        /* memcpy reads out_bytes from the source buffer: make it at least that large */
        const int64_t src_alloc = src_bytes > out_bytes ? src_bytes : out_bytes;
        flat.ndim = 1, flat.width_bytes = 1, flat.size[0] = out_bytes, flat.stride_bytes[0] = 1;
        char *sraw, *draw;
        char *src = aligned64((size_t)src_alloc, &sraw), *dst = aligned64((size_t)out_bytes, &draw);
        memset(src, 1, (size_t)src_alloc);
        memset(dst, 2, (size_t)out_bytes);
        double med[2][3] = {{0}}, med_other[2][3] = {{0}};
        for (int t = 1; t <= 2 && t <= threads_max; t++) {
            sl_copy_options o, om;
            sl_copy_options_init(&o);
            o.threads = t, o.pool = pool, o.simd = simd, o.nontemporal = nontemporal;
            om = o;
            om.nontemporal = 0;
            sl_copy_options oo;
            if (against) {
                other.options_init(&oo);
                oo.threads = t, oo.pool = other.pool, oo.simd = simd, oo.nontemporal = nontemporal;
            }
            for (int round = 0; round <= rounds; round++) { /* round 0 warms up */
                double t0 = now_ns();
                if (t == 1) memcpy(dst, src, (size_t)out_bytes);
                else if (sl_copy(dst, out_bytes, &flat, src, src_alloc, &flat, &om, NULL)) abort();
                clobber(dst);
                double mcpy = now_ns() - t0, ours = 0, theirs = 0;
                for (int turn = 0; turn < (against ? 2 : 1); turn++) {
                    const bool ours_now = !against || (turn == 0) == (round % 2 == 0);
                    double t1 = now_ns();
                    if (ours_now ? sl_copy(dst, out_bytes, &dv, src, src_bytes, &sv, &o, NULL)
                                 : other.copy(dst, out_bytes, &dv, src, src_bytes, &sv, &oo, NULL))
                        abort();
                    clobber(dst);
                    *(ours_now ? &ours : &theirs) = now_ns() - t1;
                }
                if (round > 0) r[round - 1] = mcpy / ours;
                if (round > 0 && against) ra[round - 1] = mcpy / theirs;
            }
            quartiles(r, rounds, med[t - 1]);
            if (against) quartiles(ra, rounds, med_other[t - 1]);
        }
        printf("%-18s %8.2f %8.2f %8.2f   %8.2f %8.2f %8.2f\n", c->name, med[0][0], med[0][1],
               med[0][2], med[1][0], med[1][1], med[1][2]);
        if (against)
            printf("%-18s %8.2f %8.2f %8.2f   %8.2f %8.2f %8.2f\n", "  --against",
                   med_other[0][0], med_other[0][1], med_other[0][2], med_other[1][0],
                   med_other[1][1], med_other[1][2]);
        fflush(stdout);
        free(sraw);
        free(draw);
    }
    free(r);
    sl_threadpool_destroy(pool);
    if (against) other.pool_destroy(other.pool);
    return 0;
}

/* ------------------------------------------------------------ --ceiling -- */

static int run_ceiling(int argc, char **argv) {
    int rounds = 9;
    for (int i = 2; i < argc; i++)
        if (!strcmp(argv[i], "--rounds") && i + 1 < argc) rounds = atoi(argv[++i]);
    if (rounds < 1 || rounds > 1000) rounds = 9;
    const int64_t bytes = CUBE * 4;
    char *sraw, *draw;
    char *src = aligned64((size_t)bytes, &sraw), *dst = aligned64((size_t)bytes, &draw);
    memset(src, 1, (size_t)bytes);
    memset(dst, 2, (size_t)bytes);
    sl_bview flat = {0}, pd = {0}, ps = {0};
    flat.ndim = 1, flat.width_bytes = 1, flat.size[0] = bytes, flat.stride_bytes[0] = 1;
    pd.ndim = ps.ndim = 3;
    pd.width_bytes = ps.width_bytes = 4;
    for (int k = 0; k < 3; k++) pd.size[k] = ps.size[k] = 256;
    pd.stride_bytes[0] = 65536 * 4, pd.stride_bytes[1] = 256 * 4, pd.stride_bytes[2] = 4;
    ps.stride_bytes[0] = 256 * 4, ps.stride_bytes[1] = 65536 * 4, ps.stride_bytes[2] = 4;
    sl_copy_options nt, dflt;
    sl_copy_options_init(&nt);
    sl_copy_options_init(&dflt);
    nt.nontemporal = 1;
    double *t = malloc(sizeof(double) * 3 * (size_t)rounds);
    if (!t) return 1;
    for (int r = 0; r <= rounds; r++) { /* round 0 warms up */
        double t0 = now_ns();
        memcpy(dst, src, (size_t)bytes);
        clobber(dst);
        double t1 = now_ns();
        if (sl_copy(dst, bytes, &flat, src, bytes, &flat, &nt, NULL)) abort();
        clobber(dst);
        double t2 = now_ns();
        if (sl_copy(dst, bytes, &pd, src, bytes, &ps, &dflt, NULL)) abort();
        clobber(dst);
        double t3 = now_ns();
        if (r > 0) {
            t[r - 1] = t1 - t0, t[rounds + r - 1] = t2 - t1, t[2 * rounds + r - 1] = t3 - t2;
        }
    }
    const char *name[3] = {"memcpy", "sl_copy flat, streaming stores", "sl_copy permute(1,0,2)"};
    printf("64 MiB, one thread, %d rounds: median GB/s of output\n", rounds);
    double med[3];
    for (int k = 0; k < 3; k++) {
        qsort(t + k * rounds, (size_t)rounds, sizeof t[0], cmp_double);
        med[k] = (double)bytes / t[k * rounds + rounds / 2];
        printf("  %-32s %6.2f  (%.2fx memcpy)\n", name[k], med[k], med[k] / med[0]);
    }
    free(t);
    free(sraw);
    free(draw);
    return 0;
}

/* ------------------------------------------------------------- --bound -- */

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define BOUND_X86 1

#define LD8_ROWS(t, row)                                                                  \
    __m256 r0 = _mm256_loadu_ps((const float *)(const void *)(t));                       \
    __m256 r1 = _mm256_loadu_ps((const float *)(const void *)((t) + (row)));             \
    __m256 r2 = _mm256_loadu_ps((const float *)(const void *)((t) + 2 * (row)));         \
    __m256 r3 = _mm256_loadu_ps((const float *)(const void *)((t) + 3 * (row)));         \
    __m256 r4 = _mm256_loadu_ps((const float *)(const void *)((t) + 4 * (row)));         \
    __m256 r5 = _mm256_loadu_ps((const float *)(const void *)((t) + 5 * (row)));         \
    __m256 r6 = _mm256_loadu_ps((const float *)(const void *)((t) + 6 * (row)));         \
    __m256 r7 = _mm256_loadu_ps((const float *)(const void *)((t) + 7 * (row)))
#define ST8_ROWS(o, row, a0, a1, a2, a3, a4, a5, a6, a7)                                  \
    _mm256_storeu_ps((float *)(void *)(o), a0);                                          \
    _mm256_storeu_ps((float *)(void *)((o) + (row)), a1);                                \
    _mm256_storeu_ps((float *)(void *)((o) + 2 * (row)), a2);                            \
    _mm256_storeu_ps((float *)(void *)((o) + 3 * (row)), a3);                            \
    _mm256_storeu_ps((float *)(void *)((o) + 4 * (row)), a4);                            \
    _mm256_storeu_ps((float *)(void *)((o) + 5 * (row)), a5);                            \
    _mm256_storeu_ps((float *)(void *)((o) + 6 * (row)), a6);                            \
    _mm256_storeu_ps((float *)(void *)((o) + 7 * (row)), a7)

/* The library's walk over the 8 x 8 tiles of an n x n float transpose (source rows i,
 * columns c; destination rows c, columns i): tile by tile for planes of up to 16 KiB,
 * else 32-row strips; BODY does one part of each tile's work. */
#define WALK_TILES(n, BODY)                                                               \
    do {                                                                                  \
        if ((n) * (n) <= 4096) {                                                          \
            for (int64_t i = 0; i < (n); i += 8)                                          \
                for (int64_t c = 0; c < (n); c += 8) BODY;                                \
        } else {                                                                          \
            for (int64_t i0 = 0; i0 < (n); i0 += 32)                                      \
                for (int64_t c = 0; c < (n); c += 8)                                      \
                    for (int64_t i = i0; i < i0 + 32; i += 8) BODY;                       \
        }                                                                                 \
    } while (0)

/* the tiles' eight 32-byte loads, XOR-ed into four independent accumulators */
__attribute__((target("avx2"), noinline)) static void tiles_loads(const char *s, int64_t n) {
    const int64_t row = n * 4;
    __m256 a = _mm256_setzero_ps(), b = a, c2 = a, d2 = a;
    WALK_TILES(n, {
        const char *t = s + i * row + c * 4;
        LD8_ROWS(t, row);
        a = _mm256_xor_ps(a, _mm256_xor_ps(r0, r1));
        b = _mm256_xor_ps(b, _mm256_xor_ps(r2, r3));
        c2 = _mm256_xor_ps(c2, _mm256_xor_ps(r4, r5));
        d2 = _mm256_xor_ps(d2, _mm256_xor_ps(r6, r7));
    });
    float f[8];
    _mm256_storeu_ps(f, _mm256_xor_ps(_mm256_xor_ps(a, b), _mm256_xor_ps(c2, d2)));
    clobber(f);
}

/* the tiles' eight 32-byte stores, of one register */
__attribute__((target("avx2"), noinline)) static void tiles_stores(char *d, int64_t n) {
    const int64_t row = n * 4;
    const __m256 v = _mm256_set1_ps(1.0f);
    WALK_TILES(n, {
        char *o = d + c * row + i * 4;
        ST8_ROWS(o, row, v, v, v, v, v, v, v, v);
    });
}

/* loads and stores, the rows left untransposed: the copy's memory traffic, no shuffles */
__attribute__((target("avx2"), noinline)) static void tiles_moves(char *d, const char *s,
                                                                  int64_t n) {
    const int64_t row = n * 4;
    WALK_TILES(n, {
        const char *t = s + i * row + c * 4;
        char *o = d + c * row + i * 4;
        LD8_ROWS(t, row);
        ST8_ROWS(o, row, r0, r1, r2, r3, r4, r5, r6, r7);
    });
}

/* the same bytes as tiles_stores, each destination line written by one 64-byte store
 * (the two tiles that fill it merged; AVX-512) */
__attribute__((target("avx2,avx512f"), noinline)) static void line_stores(char *d, int64_t n) {
    const int64_t row = n * 4;
    const __m512 v = _mm512_set1_ps(1.0f);
    for (int64_t i0 = 0; i0 < n; i0 += 16)
        for (int64_t c = 0; c < n; c += 8)
            for (int k = 0; k < 8; k++)
                _mm512_storeu_ps((float *)(void *)(d + (c + k) * row + i0 * 4), v);
}
#endif

static int run_bound(int argc, char **argv) {
#ifdef BOUND_X86
    int64_t n = argc > 2 ? atoll(argv[2]) : 0;
    int rounds = 15;
    for (int i = 3; i < argc; i++)
        if (!strcmp(argv[i], "--rounds") && i + 1 < argc) rounds = atoi(argv[++i]);
    if ((n != 64 && n != 256) || rounds < 3 || rounds > 101) {
        fprintf(stderr, "usage: copy --bound 64|256 [--rounds 3..101]\n");
        return 2;
    }
    const int64_t bytes = n * n * 4;
    char *sraw, *draw; /* as the small cases: 64-byte aligned, a page plus 1 KiB apart */
    char *src = aligned64((size_t)bytes, &sraw);
    char *dst = aligned64((size_t)bytes + 4096 + 1024, &draw) + 4096 + 1024;
    for (int64_t i = 0; i < bytes; i++) src[i] = (char)(i * 7);
    memset(dst, 0, (size_t)bytes);
    sl_bview sv = {0}, dv = {0};
    sv.ndim = dv.ndim = 2;
    sv.width_bytes = dv.width_bytes = 4;
    sv.size[0] = sv.size[1] = dv.size[0] = dv.size[1] = n;
    sv.stride_bytes[0] = 4, sv.stride_bytes[1] = n * 4;
    dv.stride_bytes[0] = n * 4, dv.stride_bytes[1] = 4;
    sl_copy_options o;
    sl_copy_options_init(&o);
    sl_copy_prepared *prep = NULL;
    if (sl_copy_prepare(bytes, &dv, bytes, &sv, &o, &prep, NULL) != SL_OK) return 1;
    enum { V_MEMCPY, V_LIB, V_LOADS, V_STORES, V_MOVES, V_LINES, NV };
    static const char *names[NV] = {"memcpy", "library (sl_copy_run)", "tile loads only",
                                    "tile stores only (32 B)", "loads + stores, no shuffles",
                                    "the stores as 64 B lines"};
    const int nv = __builtin_cpu_supports("avx512f") ? NV : NV - 1;
    double t[NV][101];
    const int64_t calls = (int64_t)(4e6 / (double)bytes) + 20;
    for (int r = 0; r < rounds; r++)
        for (int k = 0; k < nv; k++) {
            const int v = (k + r) % nv; /* each round starts with the next variant */
            double t0 = now_ns();
            for (int64_t c = 0; c < calls; c++) {
                switch (v) {
                case V_MEMCPY: memcpy(dst, src, (size_t)bytes); break;
                case V_LIB: sl_copy_run(prep, dst, src, NULL); break;
                case V_LOADS: tiles_loads(src, n); break;
                case V_STORES: tiles_stores(dst, n); break;
                case V_MOVES: tiles_moves(dst, src, n); break;
                default: line_stores(dst, n); break;
                }
                clobber(dst);
            }
            t[v][r] = (now_ns() - t0) / (double)calls;
        }
    double ratio[101], q[3], m[3];
    quartiles(t[V_MEMCPY], rounds, m);
    printf("%lldx%lld float32 transpose, %d rounds of %lld calls: ns per call (median) and "
           "x memcpy's time (q1 median q3 of per-round ratios)\n",
           (long long)n, (long long)n, rounds, (long long)calls);
    for (int v = 0; v < nv; v++) {
        double tv[101];
        for (int r = 0; r < rounds; r++) {
            tv[r] = t[v][r];
            ratio[r] = t[v][r] / t[V_MEMCPY][r];
        }
        quartiles(tv, rounds, m);
        quartiles(ratio, rounds, q);
        printf("  %-30s %9.1f ns   %5.2f %5.2f %5.2f\n", names[v], m[1], q[0], q[1], q[2]);
    }
    sl_copy_prepared_free(prep);
    free(sraw);
    free(draw);
    return 0;
#else
    (void)argc, (void)argv;
    fprintf(stderr, "copy: --bound needs an x86-64 build\n");
    return 2;
#endif
}

int main(int argc, char **argv) {
    bool json = false, quick = false;
    if (argc > 1 && !strcmp(argv[1], "--ratios")) return run_ratios(argc, argv);
    if (argc > 1 && !strcmp(argv[1], "--ceiling")) return run_ceiling(argc, argv);
    if (argc > 1 && !strcmp(argv[1], "--bound")) return run_bound(argc, argv);
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--json")) json = true;
        else if (!strcmp(argv[i], "--quick")) quick = true;
        else {
            fprintf(stderr, "usage: copy [--json] [--quick] | copy --ratios [--rounds N] [--against LIB.so] "
                            "[--simd LEVEL] [--nt -1|0|1] [CASE...] | copy --ceiling [--rounds N] | "
                            "copy --bound 64|256 [--rounds R]\n");
            return 2;
        }
    }
    const small_case cases[] = {{8, "small_8x8"}, {64, "small_64x64"}, {256, "small_256x256"}};
    int batches = quick ? 5 : 11;
    if (!json)
        printf("%-14s %-8s %12s %12s %8s %12s %8s\n", "case", "output", "memcpy ns",
               "stridelab ns", "ratio", "prepared ns", "ratio");
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        int64_t n = cases[k].n, bytes = n * n * 4;
        /* the touched buffers are 64-byte aligned and a page apart plus 1 KiB: two malloc
         * blocks of 16 KiB sit 16 KiB + 16 bytes apart, and memcpy between addresses that
         * agree modulo 4 KiB (plus 16) ran 20x slower (4K aliasing of loads and stores) */
        char *sraw, *draw;
        char *src = aligned64((size_t)bytes, &sraw);
        char *dst = aligned64((size_t)bytes + 4096 + 1024, &draw) + 4096 + 1024;
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
            double p = time_calls(KIND_SL_PREPARED, fresh, n, &dv, &sv, dst, src, batches, calls);
            const char *out = fresh ? "fresh" : "touched";
            if (json)
                printf("{\"case\":\"%s\",\"threads\":1,\"output\":\"%s\",\"bytes\":%lld,"
                       "\"ns\":{\"memcpy\":%.1f,\"stridelab\":%.1f,\"prepared\":%.1f}}\n",
                       cases[k].name, out, (long long)bytes, m, s, p);
            else
                printf("%-14s %-8s %12.1f %12.1f %8.2f %12.1f %8.2f\n", cases[k].name, out, m, s,
                       s / m, p, p / m);
        }
        free(sraw);
        free(draw);
    }
    return 0;
}
