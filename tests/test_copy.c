/* test_copy.c — the strided copy against a naive element loop.
 *
 * Differential tests: thousands of random (source, destination) layout pairs (sizes
 * 0-17, random permutations, gaps, negative and zero source strides, byte strides that
 * are not multiples of the width, widths 1-16) copied by sl_copy and by a loop that
 * moves one element at a time; the whole destination buffer, including guard bytes
 * around the reachable span and the gaps between elements, must match.  Then the
 * overlap rules (self-overlapping destinations refused with torch's message, a source
 * that overlaps the destination handled as if read first), threads, the plan
 * (coalescing, kernel choice), the copying ops and the buffer allocator. */
#include "test_support.h"
#include "test_copy_messages.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define COUNT_OF(a) (sizeof(a) / sizeof((a)[0]))
#define GUARD 24
#define GUARD_BYTE 0xA5

/* ------------------------------------------------------------ helpers -- */

/* The reference: every index tuple in row-major order, one memcpy per element. */
static void naive_copy(char *dst, const sl_bview *d, const char *src, const sl_bview *s) {
    int64_t n = 1;
    for (int32_t k = 0; k < d->ndim; k++) n *= d->size[k];
    if (n == 0) return;
    int64_t idx[SL_MAX_DIMS] = {0};
    for (;;) {
        int64_t od = d->offset_bytes, os = s->offset_bytes;
        for (int32_t k = 0; k < d->ndim; k++) {
            od += idx[k] * d->stride_bytes[k];
            os += idx[k] * s->stride_bytes[k];
        }
        memcpy(dst + od, src + os, (size_t)d->width_bytes);
        int32_t k = d->ndim - 1;
        for (; k >= 0; k--) {
            if (++idx[k] < d->size[k]) break;
            idx[k] = 0;
        }
        if (k < 0) break;
    }
}

/* Lay out dims in a random order with random gaps, signs and (for sources) zero
 * strides; offset chosen so the lowest byte is at `front` or later.  Returns the
 * storage size needed (plus `back` spare bytes). */
static int64_t random_layout(uint64_t *rng, const int64_t *sizes, int32_t nd, int64_t w,
                             bool is_src, int64_t front, int64_t back, sl_bview *v) {
    memset(v, 0, sizeof *v);
    v->ndim = nd;
    v->width_bytes = w;
    int32_t perm[SL_MAX_DIMS];
    for (int32_t k = 0; k < nd; k++) perm[k] = k;
    for (int32_t k = nd - 1; k > 0; k--) {
        int32_t r = (int32_t)ts_rand_range(rng, 0, k), t = perm[k];
        perm[k] = perm[r], perm[r] = t;
    }
    /* element pitch: the width, or (source, sometimes) a little more or a non-multiple */
    int64_t running = w;
    if (ts_rand_range(rng, 0, 3) == 0) running = w + ts_rand_range(rng, 0, is_src ? 3 : 1);
    for (int32_t q = 0; q < nd; q++) {
        int32_t k = perm[q];
        v->size[k] = sizes[k];
        if (is_src && ts_rand_range(rng, 0, 5) == 0) {
            v->stride_bytes[k] = 0;
            continue;
        }
        int64_t step = ts_rand_range(rng, 0, 2) == 0 ? ts_rand_range(rng, 2, 3) : 1;
        int64_t stride = running * step;
        v->stride_bytes[k] = ts_rand_range(rng, 0, 2) == 0 ? -stride : stride;
        running = stride * (sizes[k] > 1 ? sizes[k] : 1);
    }
    int64_t lo = 0, hi = 0;
    bool empty = false;
    for (int32_t k = 0; k < nd; k++) {
        if (sizes[k] == 0) empty = true;
        int64_t ext = (sizes[k] > 0 ? sizes[k] - 1 : 0) * v->stride_bytes[k];
        if (ext < 0) lo += ext;
        else hi += ext;
    }
    (void)empty;
    v->offset_bytes = front - lo + ts_rand_range(rng, 0, 3);
    return v->offset_bytes + hi + w + back;
}

static void fill_random(uint64_t *rng, char *p, int64_t n) {
    for (int64_t i = 0; i < n; i++) p[i] = (char)(ts_rand(rng) & 0xFF);
}

static const int64_t WIDTHS[] = {1, 2, 4, 8, 16, 3, 12, 4, 8, 2, 1, 5};

/* One random case; returns 0 on match, else prints the layouts and returns 1. */
/* Copies src (bytes long, filled with random bytes here) through d and s with sl_copy into
 * a destination of dbytes guarded by GUARD_BYTE, and the same with the naive loop; true
 * when sl_copy succeeds and every destination byte, guards included, agrees.  got is the
 * destination buffer (the caller's allocation: malloc or sl_buffer_alloc). */
static bool copy_matches_naive(uint64_t *rng, char *got, int64_t dbytes, const sl_bview *d,
                               char *src, int64_t bytes, const sl_bview *s,
                               const sl_copy_options *o) {
    char *want = malloc((size_t)dbytes);
    assert_non_null(want);
    fill_random(rng, src, bytes);
    memset(got, GUARD_BYTE, (size_t)dbytes);
    memset(want, GUARD_BYTE, (size_t)dbytes);
    naive_copy(want, d, src, s);
    assert_int_equal(sl_copy(got, dbytes, d, src, bytes, s, o, NULL), SL_OK);
    const bool same = memcmp(got, want, (size_t)dbytes) == 0;
    free(want);
    return same;
}

static int one_random_case(uint64_t *rng, int32_t max_nd, int64_t max_size, int64_t max_numel,
                           const sl_copy_options *opts) {
    int32_t nd;
    int64_t sizes[SL_MAX_DIMS], numel;
    do {
        nd = (int32_t)ts_rand_range(rng, 0, max_nd);
        numel = 1;
        for (int32_t k = 0; k < nd; k++) {
            sizes[k] = ts_rand_range(rng, 0, 7) == 0 ? ts_rand_range(rng, 0, 1)
                                                      : ts_rand_range(rng, 2, max_size);
            numel *= sizes[k];
        }
    } while (numel > max_numel);
    int64_t w = WIDTHS[ts_rand_range(rng, 0, (int64_t)COUNT_OF(WIDTHS) - 1)];
    sl_bview s, d;
    int64_t sbytes = random_layout(rng, sizes, nd, w, true, 0, ts_rand_range(rng, 0, 3), &s);
    int64_t dbytes = random_layout(rng, sizes, nd, w, false, GUARD, GUARD, &d);
    char *src = malloc((size_t)sbytes), *got = malloc((size_t)dbytes), *want = malloc((size_t)dbytes);
    assert_non_null(src);
    assert_non_null(got);
    assert_non_null(want);
    fill_random(rng, src, sbytes);
    memset(got, GUARD_BYTE, (size_t)dbytes);
    memset(want, GUARD_BYTE, (size_t)dbytes);
    naive_copy(want, &d, src, &s);
    sl_error err;
    int rc = sl_copy(got, dbytes, &d, src, sbytes, &s, opts, &err);
    int bad = 0;
    if (rc != SL_OK) {
        printf("sl_copy failed: %s %s\n", err.type, err.message);
        bad = 1;
    } else if (memcmp(got, want, (size_t)dbytes) != 0) {
        bad = 1;
    }
    if (bad) {
        char a[512], b[512], c[512];
        sl_format_tuple(a, sizeof a, sizes, nd);
        sl_format_tuple(b, sizeof b, s.stride_bytes, nd);
        sl_format_tuple(c, sizeof c, d.stride_bytes, nd);
        printf("mismatch: width %lld size %s src strides %s off %lld dst strides %s off %lld "
               "simd %d nt %d threads %d\n",
               (long long)w, a, b, (long long)s.offset_bytes, c, (long long)d.offset_bytes,
               (int)opts->simd, (int)opts->nontemporal, (int)opts->threads);
    }
    free(src);
    free(got);
    free(want);
    return bad;
}

/* -------------------------------------------------------------- tests -- */

static void random_layouts_match_the_naive_loop(void **state) {
    (void)state;
    uint64_t rng = 0x5EED1234ABCDull;
    int failures = 0, cases = 0;
    for (int simd = -1; simd <= 3; simd++)
        for (int i = 0; i < 2500; i++) {
            sl_copy_options o;
            sl_copy_options_init(&o);
            o.simd = simd;
            o.nontemporal = (int32_t)ts_rand_range(&rng, -1, 1);
            failures += one_random_case(&rng, 5, 17, 6000, &o);
            cases++;
        }
    printf("random layouts: %d cases, %d failures\n", cases, failures);
    assert_int_equal(failures, 0);
}

static void random_large_layouts_match_with_two_threads(void **state) {
    (void)state;
    uint64_t rng = 0xFEEDBEEF77ull;
    int failures = 0;
    sl_threadpool *pool = NULL;
    assert_int_equal(sl_threadpool_create(2, &pool, NULL), SL_OK);
    for (int i = 0; i < 40; i++) {
        sl_copy_options o;
        sl_copy_options_init(&o);
        o.threads = 2;
        o.pool = i % 4 == 3 ? NULL : pool; /* sometimes a pool made for the call */
        o.simd = (int32_t)ts_rand_range(&rng, -1, 3);
        failures += one_random_case(&rng, 4, 300, 600000, &o);
    }
    sl_threadpool_destroy(pool);
    assert_int_equal(failures, 0);
}

/* Transposes big enough for whole blocks, ragged edges and every tile kernel. */
/* A destination and a source of nd dims of width w with the same sizes (0-17, size 0 and
 * 1 now and then) and independent hostile strides: zero, signed, up to 40 elements, now and
 * then not a multiple of the width.  Offsets and storage sizes are the caller's. */
static void hostile_pair(uint64_t *rng, int32_t nd, int64_t w, sl_bview *d, sl_bview *s) {
    memset(d, 0, sizeof *d);
    memset(s, 0, sizeof *s);
    d->ndim = s->ndim = nd;
    d->width_bytes = s->width_bytes = w;
    for (int32_t k = 0; k < nd; k++) {
        int64_t n = ts_rand_range(rng, 0, 9) == 0 ? ts_rand_range(rng, 0, 1) : ts_rand_range(rng, 1, 17);
        d->size[k] = s->size[k] = n;
        sl_bview *v[2] = {d, s};
        for (int q = 0; q < 2; q++) {
            int64_t st = ts_rand_range(rng, 0, 6) == 0 ? 0 : w * ts_rand_range(rng, 1, 40);
            if (ts_rand_range(rng, 0, 1)) st = -st;
            if (ts_rand_range(rng, 0, 5) == 0) st += ts_rand_range(rng, -3, 3);
            v[q]->stride_bytes[k] = st;
        }
    }
}

/* The small-copy path (copy.c: at most 3 dims and 4096 elements, checks in straight-line
 * arithmetic) against the general path on the same inputs, including hostile ones: bytes
 * outside the storage, negative offsets, zero and overlapping destination strides,
 * strides that are not multiples of the width, sources inside the destination's buffer.
 * Forcing streaming stores (nontemporal = 1) sends a call down the general path, so the
 * two must agree on the status, the message and every byte of the buffer. */
static void small_path_agrees_with_the_general_path(void **state) {
    (void)state;
    enum { BUF = 8192 };
    static char got[BUF], want[BUF], outside[BUF];
    uint64_t rng = 0x5A11C0DEull;
    int mismatches = 0, accepted = 0;
    for (int it = 0; it < 20000; it++) {
        int32_t nd = (int32_t)ts_rand_range(&rng, 0, 3);
        int64_t w = WIDTHS[ts_rand_range(&rng, 0, (int64_t)COUNT_OF(WIDTHS) - 1)];
        sl_bview d, s;
        hostile_pair(&rng, nd, w, &d, &s);
        d.offset_bytes = ts_rand_range(&rng, -100, BUF / 2);
        s.offset_bytes = ts_rand_range(&rng, -100, BUF / 2);
        int64_t dbytes = ts_rand_range(&rng, 0, BUF / 2), sbytes = ts_rand_range(&rng, 0, BUF / 2);
        fill_random(&rng, outside, BUF);
        memcpy(got, outside, BUF);
        memcpy(want, outside, BUF);
        /* a quarter of the sources live in the destination's own buffer */
        bool inside = ts_rand_range(&rng, 0, 3) == 0;
        int64_t soff = inside ? ts_rand_range(&rng, 0, BUF / 2 - 1) : BUF / 2;
        if (inside && soff + sbytes > BUF) sbytes = BUF - soff;
        const char *sg = inside ? got + soff : outside + soff;
        const char *sw = inside ? want + soff : outside + soff;
        sl_copy_options fast, general;
        sl_copy_options_init(&fast);
        sl_copy_options_init(&general);
        general.nontemporal = 1;
        fast.simd = general.simd = (int32_t)ts_rand_range(&rng, -1, 3);
        sl_error e1, e2;
        int r1 = sl_copy(got, dbytes, &d, sg, sbytes, &s, &fast, &e1);
        int r2 = sl_copy(want, dbytes, &d, sw, sbytes, &s, &general, &e2);
        accepted += r1 == SL_OK;
        if (r1 != r2 || memcmp(got, want, BUF) != 0 ||
            (r1 != SL_OK && strcmp(e1.message, e2.message) != 0)) {
            if (mismatches++ < 5)
                printf("small path differs: case %d, status %d vs %d, %d dims, width %lld\n", it,
                       r1, r2, (int)nd, (long long)w);
        }
    }
    printf("small path: 20000 cases, %d copied, %d mismatches\n", accepted, mismatches);
    assert_int_equal(mismatches, 0);
    assert_true(accepted > 1000); /* the hostile mix still copies often enough to matter */
}

/* sl_copy_prepare + sl_copy_run against sl_copy on the same hostile mix as the small
 * path above (every status and message of prepare must be sl_copy's), plus float32
 * transposes for the tile path; each prepared copy runs twice, the second time at other
 * bases (the destination 64 bytes on, the source moved with it or into the destination's
 * buffer), with its own sl_copy reference each time. */
static void prepared_copies_agree_with_sl_copy(void **state) {
    (void)state;
    enum { BUF = 8192 };
    static char got[BUF], want[BUF], outside[BUF];
    uint64_t rng = 0x9E9A4EDull;
    int mismatches = 0, runs_ok = 0, tiles = 0;
    for (int it = 0; it < 20000; it++) {
        bool tile = it % 4 == 0; /* x.t() of a float32 matrix into a row-major one */
        int32_t nd = tile ? 2 : (int32_t)ts_rand_range(&rng, 0, 3);
        int64_t w = tile ? 4 : WIDTHS[ts_rand_range(&rng, 0, (int64_t)COUNT_OF(WIDTHS) - 1)];
        sl_bview d, s;
        hostile_pair(&rng, nd, w, &d, &s);
        if (tile) {
            d.stride_bytes[0] = d.size[1] * 4, d.stride_bytes[1] = 4;
            s.stride_bytes[0] = 4, s.stride_bytes[1] = 4 * ts_rand_range(&rng, 1, 24);
        }
        d.offset_bytes = ts_rand_range(&rng, -100, BUF / 2 - 64);
        s.offset_bytes = ts_rand_range(&rng, -100, BUF / 2 - 64);
        int64_t dbytes = ts_rand_range(&rng, 0, BUF / 2), sbytes = ts_rand_range(&rng, 0, BUF / 2);
        if (tile && ts_rand_range(&rng, 0, 3)) { /* mostly in bounds */
            d.offset_bytes = ts_rand_range(&rng, 0, 64), s.offset_bytes = ts_rand_range(&rng, 0, 64);
            dbytes = d.offset_bytes + d.size[0] * d.size[1] * 4;
            sbytes = s.offset_bytes + (s.size[1] - 1) * s.stride_bytes[1] + s.size[0] * 4;
            if (sbytes > BUF / 2 - 64) sbytes = BUF / 2 - 64;
        }
        sl_copy_options o;
        sl_copy_options_init(&o);
        o.simd = (int32_t)ts_rand_range(&rng, -1, 3);
        sl_copy_prepared *prep = NULL;
        sl_error e1, e2;
        int r1 = sl_copy_prepare(dbytes, &d, sbytes, &s, &o, &prep, &e1);
        for (int run = 0; run < 2; run++) {
            fill_random(&rng, outside, BUF);
            memcpy(got, outside, BUF);
            memcpy(want, outside, BUF);
            int64_t shift = run ? 64 : 0;
            /* a quarter of the sources live in the destination's own buffer */
            bool inside = ts_rand_range(&rng, 0, 3) == 0;
            int64_t soff = inside ? ts_rand_range(&rng, 0, BUF / 2 - 1) : BUF / 2;
            if (inside && soff + sbytes > BUF) continue; /* the storage promised at prepare */
            const char *sg = inside ? got + soff : outside + soff;
            const char *sw = inside ? want + soff : outside + soff;
            int r2 = sl_copy(want + shift, dbytes, &d, sw, sbytes, &s, &o, &e2);
            int rr = r1;
            if (r1 == SL_OK) rr = sl_copy_run(prep, got + shift, sg, &e1);
            runs_ok += rr == SL_OK;
            tiles += tile && rr == SL_OK;
            if (rr != r2 || memcmp(got, want, BUF) != 0 ||
                (rr != SL_OK && strcmp(e1.message, e2.message) != 0)) {
                if (mismatches++ < 5)
                    printf("prepared copy differs: case %d run %d, status %d vs %d, %d dims, "
                           "width %lld\n", it, run, rr, r2, (int)nd, (long long)w);
            }
        }
        assert_true(r1 == SL_OK || prep == NULL);
        sl_copy_prepared_free(prep);
    }
    /* NULL pointers with data to move, and a NULL prepared copy */
    sl_bview v = {0};
    v.ndim = 1, v.width_bytes = 4, v.size[0] = 2, v.stride_bytes[0] = 4;
    sl_copy_prepared *prep = NULL;
    sl_error err;
    assert_int_equal(sl_copy_prepare(8, &v, 8, &v, NULL, &prep, &err), SL_OK);
    assert_int_equal(sl_copy_run(prep, NULL, got, &err), SL_ERR_ARG);
    assert_int_equal(sl_copy_run(prep, got, NULL, &err), SL_ERR_ARG);
    assert_int_equal(sl_copy_run(NULL, got, want, &err), SL_ERR_ARG);
    sl_copy_prepared_free(prep);
    printf("prepared copies: %d runs copied, %d of them tiles, %d mismatches\n", runs_ok, tiles,
           mismatches);
    assert_int_equal(mismatches, 0);
    assert_true(runs_ok > 2000);
    assert_true(tiles > 1000);
}

/* The 2-D path (copy.c, copy_2d_fast) bounds its inputs so its proofs need no overflow
 * checks, and takes copies up to 1 MiB, far past the small path's 4096 elements.  Against
 * the general path (forced by nontemporal = 1): 2-D and 1-D layouts up to 300 x 300 with
 * signed, zero and odd strides, sources inside and outside the destination's buffer; then
 * values at and past its bounds (strides of +-2^40, offsets near 2^61, INT64 extremes),
 * which must give the general path's status and message, and never a write outside the
 * buffer (guard bytes: the whole buffer is compared). */
static void two_d_path_agrees_with_the_general_path_at_every_size_and_bound(void **state) {
    (void)state;
    enum { BUF = 1 << 21 };
    char *got = malloc(BUF), *want = malloc(BUF), *outside = malloc(BUF);
    assert_non_null(got);
    assert_non_null(want);
    assert_non_null(outside);
    uint64_t rng = 0x2D2D2D2Dull;
    int mismatches = 0, accepted = 0;
    fill_random(&rng, outside, BUF);
    const int64_t big[] = {INT64_C(1) << 40,       (INT64_C(1) << 40) + 1, INT64_C(1) << 61,
                           (INT64_C(1) << 61) + 1, INT64_C(1) << 62,       INT64_MAX,
                           INT64_MIN,              (INT64_C(1) << 20) + 1};
    for (int it = 0; it < 3000; it++) {
        const bool hostile = it % 3 == 2;
        int32_t nd = (int32_t)ts_rand_range(&rng, 1, 2);
        int64_t w = WIDTHS[ts_rand_range(&rng, 0, (int64_t)COUNT_OF(WIDTHS) - 1)];
        sl_bview d, s;
        memset(&d, 0, sizeof d);
        memset(&s, 0, sizeof s);
        d.ndim = s.ndim = nd;
        d.width_bytes = s.width_bytes = w;
        int64_t n[2], extent = w;
        for (int32_t k = 0; k < nd; k++) {
            n[k] = ts_rand_range(&rng, 0, 7) == 0 ? ts_rand_range(&rng, 0, 2)
                                                  : ts_rand_range(&rng, 1, 300);
            d.size[k] = s.size[k] = n[k];
        }
        /* destination: usually row-major or column-major (the common cases), else random */
        int kind = (int)ts_rand_range(&rng, 0, 3);
        for (int32_t k = nd - 1; k >= 0; k--) {
            int32_t q = kind == 1 ? nd - 1 - k : k;
            if (kind <= 1) {
                d.stride_bytes[q] = extent;
                extent *= n[q] > 0 ? n[q] : 1;
            } else {
                d.stride_bytes[q] = w * ts_rand_range(&rng, -600, 600);
            }
            int64_t st = w * ts_rand_range(&rng, -400, 400);
            if (ts_rand_range(&rng, 0, 5) == 0) st += ts_rand_range(&rng, -3, 3);
            s.stride_bytes[q] = st;
        }
        d.offset_bytes = ts_rand_range(&rng, 0, BUF / 2);
        s.offset_bytes = ts_rand_range(&rng, 0, BUF / 2);
        int64_t dbytes = ts_rand_range(&rng, BUF / 4, BUF / 2), sbytes = ts_rand_range(&rng, BUF / 4, BUF / 2);
        if (hostile) { /* one or two fields at or past the fast path's bounds */
            for (int f = (int)ts_rand_range(&rng, 1, 2); f > 0; f--) {
                int64_t v = big[ts_rand_range(&rng, 0, (int64_t)COUNT_OF(big) - 1)];
                if (v != INT64_MIN && ts_rand_range(&rng, 0, 1)) v = -v;
                int32_t k = (int32_t)ts_rand_range(&rng, 0, nd - 1);
                switch (ts_rand_range(&rng, 0, 4)) {
                case 0: d.stride_bytes[k] = v; break;
                case 1: s.stride_bytes[k] = v; break;
                case 2: d.offset_bytes = v; break;
                case 3: s.offset_bytes = v; break;
                default: d.size[k] = s.size[k] = v < 0 ? 0 : v; break;
                }
            }
        }
        memcpy(got, outside, BUF); /* random bytes, filled once before the loop */
        memcpy(want, outside, BUF);
        bool inside = ts_rand_range(&rng, 0, 3) == 0;
        int64_t soff = inside ? ts_rand_range(&rng, 0, BUF / 2 - 1) : BUF / 2;
        if (sbytes > BUF - soff) sbytes = BUF - soff;
        const char *sg = inside ? got + soff : outside + soff;
        const char *sw = inside ? want + soff : outside + soff;
        sl_copy_options fast, general;
        sl_copy_options_init(&fast);
        sl_copy_options_init(&general);
        general.nontemporal = 1;
        fast.simd = general.simd = (int32_t)ts_rand_range(&rng, -1, 3);
        sl_error e1, e2;
        int r2 = sl_copy(want, dbytes, &d, sw, sbytes, &s, &general, &e2);
        int r1 = sl_copy(got, dbytes, &d, sg, sbytes, &s, &fast, &e1);
        accepted += r1 == SL_OK;
        if (r1 != r2 || memcmp(got, want, BUF) != 0 ||
            (r1 != SL_OK && strcmp(e1.message, e2.message) != 0)) {
            if (mismatches++ < 5)
                printf("2-D path differs: case %d, status %d vs %d, %d dims, width %lld\n", it,
                       r1, r2, (int)nd, (long long)w);
        }
    }
    printf("2-D path: 3000 cases, %d copied, %d mismatches\n", accepted, mismatches);
    free(got);
    free(want);
    free(outside);
    assert_int_equal(mismatches, 0);
    assert_true(accepted > 500);
}

/* copy.c's transpose fast path (a row-major float32 destination, a source contiguous
 * along dim 0) against the general path (streaming stores forced), at and around its
 * bounds: sizes 1-40 and near 2^20, source column strides from 0 (a broadcast) up to
 * and past 2^40, offsets at the storage's ends and past them, storage one byte short, a
 * source inside the destination's buffer (overlapping or not), NULL bases.  Status,
 * message and every byte of a 64 KiB destination buffer must agree. */
static void transpose_fast_path_agrees_with_the_general_path(void **state) {
    (void)state;
    enum { BUF = 65536 };
    char *got = malloc(BUF), *want = malloc(BUF), *outside = malloc(BUF);
    assert_non_null(got);
    assert_non_null(want);
    assert_non_null(outside);
    uint64_t rng = 0x7F32ull;
    fill_random(&rng, outside, BUF);
    const int64_t odd_strides[] = {INT64_C(1) << 40, (INT64_C(1) << 40) + 4, -4, -400,
                                   INT64_MAX, INT64_MIN, 2, 6};
    int accepted = 0, mismatches = 0;
    for (int it = 0; it < 20000; it++) {
        sl_bview s, d;
        memset(&s, 0, sizeof s);
        memset(&d, 0, sizeof d);
        s.ndim = d.ndim = 2;
        s.width_bytes = d.width_bytes = 4;
        int64_t n0 = ts_rand_range(&rng, 1, 40), n1 = ts_rand_range(&rng, 1, 40);
        if (ts_rand_range(&rng, 0, 9) == 0) n0 = 8, n1 = 8;
        s.size[0] = d.size[0] = n0;
        s.size[1] = d.size[1] = n1;
        d.stride_bytes[0] = n1 * 4, d.stride_bytes[1] = 4;
        s.stride_bytes[0] = 4;
        switch (ts_rand_range(&rng, 0, 5)) {
        case 0: s.stride_bytes[1] = 0; break;
        case 1: s.stride_bytes[1] = n0 * 4; break;
        case 2: s.stride_bytes[1] = 4 * ts_rand_range(&rng, 0, 2 * n0); break; /* overlaps */
        case 3: s.stride_bytes[1] = odd_strides[ts_rand_range(&rng, 0, 7)]; break;
        default: s.stride_bytes[1] = 4 * (n0 + ts_rand_range(&rng, 0, 9)); break;
        }
        const int64_t dspan = n0 * n1 * 4;
        int64_t sspan = (n0 - 1) * 4 + 4;
        if (s.stride_bytes[1] >= 0 && s.stride_bytes[1] < (INT64_C(1) << 40))
            sspan += (n1 - 1) * s.stride_bytes[1];
        d.offset_bytes = ts_rand_range(&rng, 0, 64) * 4;
        int64_t dbytes = d.offset_bytes + dspan + ts_rand_range(&rng, -1, 2);
        bool inside = ts_rand_range(&rng, 0, 3) == 0; /* the source in the same buffer */
        int64_t soff = inside ? ts_rand_range(&rng, 0, 256) * 4 : 0;
        s.offset_bytes = ts_rand_range(&rng, 0, 16) * 4;
        int64_t sbytes = s.offset_bytes + sspan + ts_rand_range(&rng, -1, 2);
        switch (ts_rand_range(&rng, 0, 14)) { /* one field at or past a bound */
        case 0: d.offset_bytes = -4; break;
        case 1: s.offset_bytes = INT64_C(1) << 61; break;
        case 2: d.stride_bytes[0] += 4; break;
        case 3: s.size[1] = d.size[1] = (INT64_C(1) << 20) + 1; break;
        case 4: s.width_bytes = 8; break;
        case 5: d.stride_bytes[1] = 8; break;
        default: break;
        }
        if (sbytes > BUF - soff || sbytes < 0 || dbytes > BUF || dbytes < 0) continue;
        memcpy(got, outside, BUF);
        memcpy(want, outside, BUF);
        const char *sg = inside ? got + soff : outside, *sw = inside ? want + soff : outside;
        const bool null_src = ts_rand_range(&rng, 0, 99) == 0;
        sl_copy_options fast, general;
        sl_copy_options_init(&fast);
        sl_copy_options_init(&general);
        general.nontemporal = 1;
        fast.simd = general.simd = (int32_t)ts_rand_range(&rng, -1, 3);
        sl_error e1, e2;
        int r2 = sl_copy(want, dbytes, &d, null_src ? NULL : sw, sbytes, &s, &general, &e2);
        int r1 = sl_copy(got, dbytes, &d, null_src ? NULL : sg, sbytes, &s,
                         ts_rand_range(&rng, 0, 3) ? &fast : NULL, &e1);
        accepted += r1 == SL_OK;
        if (r1 != r2 || memcmp(got, want, BUF) != 0 ||
            (r1 != SL_OK && strcmp(e1.message, e2.message) != 0)) {
            if (mismatches++ < 5)
                printf("transpose path differs: case %d, status %d vs %d, %lldx%lld, ss1 %lld\n",
                       it, r1, r2, (long long)n0, (long long)n1, (long long)s.stride_bytes[1]);
        }
    }
    printf("transpose fast path: %d copied, %d mismatches\n", accepted, mismatches);
    free(got);
    free(want);
    free(outside);
    assert_int_equal(mismatches, 0);
    assert_true(accepted > 5000);
}

/* Two threads into a destination whose pages are partly or not at all faulted in yet: the
 * caller faults in the workers' slabs first (copy.c), which must leave every byte that is
 * not an element as it was, zero in fresh pages and the old contents in touched ones. */
static void two_threads_into_fresh_and_partly_touched_buffers(void **state) {
    (void)state;
    sl_threadpool *pool = NULL;
    assert_int_equal(sl_threadpool_create(2, &pool, NULL), SL_OK);
    /* a transpose large enough for streaming stores, and a gapped (every other element,
     * padded rows) destination that takes the generic kernel */
    const int64_t n[2] = {1536, 700}, pitch[2] = {1536 * 4, 700 * 8 + 12}, step[2] = {4, 8};
    for (int k = 0; k < 2; k++) {
        sl_bview s, d;
        memset(&s, 0, sizeof s);
        memset(&d, 0, sizeof d);
        s.ndim = d.ndim = 2;
        s.width_bytes = d.width_bytes = 4;
        s.size[0] = s.size[1] = d.size[0] = d.size[1] = n[k];
        s.stride_bytes[0] = 4, s.stride_bytes[1] = n[k] * 4; /* x.t() of a contiguous x */
        d.stride_bytes[0] = pitch[k], d.stride_bytes[1] = step[k];
        d.offset_bytes = 4 * k;
        int64_t sbytes = n[k] * n[k] * 4, dbytes = d.offset_bytes + n[k] * pitch[k];
        char *src = malloc((size_t)sbytes), *want = malloc((size_t)dbytes);
        assert_non_null(src);
        assert_non_null(want);
        uint64_t rng = 0x5EED0000ull + (uint64_t)k;
        fill_random(&rng, src, sbytes);
        /* sl_buffer_alloc's bytes are unspecified (recycled heap memory), and reading them
         * before the copy would fault the pages in and defeat the "fresh" case: so only
         * bytes whose value is known are compared — every destination element, and the
         * gaps of the pages written before the copy (which the copy must leave alone) */
        char *known = malloc((size_t)dbytes), *all_ones = malloc((size_t)sbytes);
        assert_non_null(known);
        assert_non_null(all_ones);
        memset(all_ones, 0xFF, (size_t)sbytes);
        for (int touched = 0; touched <= 1; touched++) {
            void *got = NULL;
            assert_int_equal(sl_buffer_alloc(dbytes, &got, NULL), SL_OK);
            memset(want, 0, (size_t)dbytes);
            memset(known, 0, (size_t)dbytes);
            if (touched) /* every third 4 KiB page written before the copy */
                for (int64_t off = 0; off < dbytes; off += 3 * 4096) {
                    int64_t len = dbytes - off < 4096 ? dbytes - off : 4096;
                    memset((char *)got + off, GUARD_BYTE, (size_t)len);
                    memset(want + off, GUARD_BYTE, (size_t)len);
                    memset(known + off, 0xFF, (size_t)len);
                }
            naive_copy(want, &d, src, &s);
            naive_copy(known, &d, all_ones, &s);
            sl_copy_options o;
            sl_copy_options_init(&o);
            o.threads = 2;
            o.pool = pool;
            assert_int_equal(sl_copy(got, dbytes, &d, src, sbytes, &s, &o, NULL), SL_OK);
            int64_t compared = 0;
            for (int64_t i = 0; i < dbytes; i++)
                if (known[i]) {
                    compared++;
                    if (((const char *)got)[i] != want[i]) fail_msg("byte %lld differs", (long long)i);
                }
            assert_true(compared >= n[k] * n[k] * 4); /* at least every element's bytes */
            sl_buffer_free(got, dbytes);
        }
        free(known);
        free(all_ones);
        free(src);
        free(want);
    }
    sl_threadpool_destroy(pool);
}

static void transposes_of_every_width_and_simd_level_are_exact(void **state) {
    (void)state;
    const int64_t widths[] = {1, 2, 4, 8, 16};
    /* 1024 x 1096 and 1040 x 1100: destination rows 4 KiB or more apart for 4-byte
     * elements, more than one sweep of streaming blocks (choose_tile's tc.sweep),
     * pipelined and not */
    const int64_t shapes[][2] = {{67, 131}, {128, 64},    {200, 9},
                                 {5, 300},  {1000, 1000}, {1024, 1096}, {1040, 1100}};
    uint64_t rng = 42;
    for (size_t wi = 0; wi < COUNT_OF(widths); wi++)
        for (size_t si = 0; si < COUNT_OF(shapes); si++)
            for (int simd = 0; simd <= 3; simd++)
                for (int nt = 0; nt <= 1; nt++)
                for (int64_t off = 0; off <= 20; off += 20) { /* off: destination not on a line */
                    int64_t w = widths[wi], r = shapes[si][0], c = shapes[si][1];
                    sl_bview s = {0}, d = {0};
                    s.ndim = d.ndim = 2;
                    s.width_bytes = d.width_bytes = w;
                    s.size[0] = d.size[0] = c; /* s = a (r, c) matrix read transposed */
                    s.size[1] = d.size[1] = r;
                    s.stride_bytes[0] = w, s.stride_bytes[1] = c * w;
                    d.stride_bytes[0] = r * w, d.stride_bytes[1] = w;
                    d.offset_bytes = off;
                    int64_t bytes = r * c * w, dbytes = bytes + off + GUARD;
                    char *src = malloc((size_t)bytes), *got = NULL;
                    assert_non_null(src);
                    assert_int_equal(sl_buffer_alloc(dbytes, (void **)&got, NULL), SL_OK);
                    sl_copy_options o;
                    sl_copy_options_init(&o);
                    o.simd = simd;
                    o.nontemporal = nt;
                    if (!copy_matches_naive(&rng, got, dbytes, &d, src, bytes, &s, &o))
                        fail_msg("transpose %lldx%lld width %lld simd %d nt %d offset %lld differs",
                                 (long long)r, (long long)c, (long long)w, simd, nt, (long long)off);
                    sl_copy_plan_info info;
                    assert_int_equal(sl_copy_plan(&d, &s, &o, &info, NULL), SL_OK);
                    assert_string_equal(info.kernel, "transpose");
                    free(src);
                    sl_buffer_free(got, dbytes);
                }
}

/* Long runs (several streaming chunks) of every 1-D kernel, with streaming stores
 * forced on, destinations at every alignment, and rows of a 2-D copy. */
static void streaming_kernels_match_on_long_runs(void **state) {
    (void)state;
    const int64_t widths[] = {1, 2, 4, 8, 16, 3};
    const int64_t src_strides[] = {1, 2, 0, -1, 3}; /* in elements */
    uint64_t rng = 7;
    for (size_t wi = 0; wi < COUNT_OF(widths); wi++)
        for (size_t si = 0; si < COUNT_OF(src_strides); si++)
            for (int64_t misalign = 0; misalign < 40; misalign += 9) {
                int64_t w = widths[wi], n = 5000 + misalign, rows = 3;
                int64_t sst = src_strides[si] * w;
                int64_t sbytes = rows * n * 3 * w + 64, dbytes = rows * n * w + 2 * GUARD;
                char *src = malloc((size_t)sbytes), *got = malloc((size_t)dbytes + 64),
                     *want = malloc((size_t)dbytes + 64);
                fill_random(&rng, src, sbytes);
                sl_bview s = {0}, d = {0};
                s.ndim = d.ndim = 2;
                s.width_bytes = d.width_bytes = w;
                s.size[0] = d.size[0] = rows, s.size[1] = d.size[1] = n;
                s.stride_bytes[0] = n * 3 * w, s.stride_bytes[1] = sst;
                s.offset_bytes = sst < 0 ? (n - 1) * -sst : 0;
                d.stride_bytes[0] = n * w, d.stride_bytes[1] = w;
                d.offset_bytes = GUARD + misalign;
                memset(got, GUARD_BYTE, (size_t)dbytes + 64);
                memset(want, GUARD_BYTE, (size_t)dbytes + 64);
                naive_copy(want, &d, src, &s);
                sl_copy_options o;
                sl_copy_options_init(&o);
                o.nontemporal = 1;
                assert_int_equal(sl_copy(got, dbytes + 64, &d, src, sbytes, &s, &o, NULL), SL_OK);
                if (memcmp(got, want, (size_t)dbytes + 64) != 0)
                    fail_msg("streamed run differs: width %lld src stride %lld misalign %lld",
                             (long long)w, (long long)sst, (long long)misalign);
                free(src);
                free(got);
                free(want);
            }
}

/* Every permutation of 3-D shapes whose dims are whole 8-element tiles, with streaming
 * stores forced: the pipelined blocks walk planes and strips (136 rows: one of 128 and one
 * of 8), the tall and the square streaming blocks take their turns.  Widths 1 to 8, both
 * SIMD levels with tiles, one and two threads; against the naive loop, guard bytes
 * included. */
static void permutations_through_pipelined_blocks_are_exact(void **state) {
    (void)state;
    const int64_t shapes[][3] = {{136, 8, 40}, {16, 136, 24}, {24, 32, 136}};
    const int perms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    const int64_t widths[] = {1, 2, 4, 8};
    uint64_t rng = 7;
    int64_t cases = 0;
    for (size_t si = 0; si < COUNT_OF(shapes); si++)
        for (size_t pi = 0; pi < COUNT_OF(perms); pi++)
            for (size_t wi = 0; wi < COUNT_OF(widths); wi++)
                for (int simd = 2; simd <= 3; simd++)
                    for (int threads = 1; threads <= 2; threads++) {
                        const int64_t w = widths[wi], *n = shapes[si];
                        sl_bview s = {0}, d = {0};
                        s.ndim = d.ndim = 3;
                        s.width_bytes = d.width_bytes = w;
                        const int64_t cstride[3] = {n[1] * n[2] * w, n[2] * w, w};
                        int64_t st = w;
                        for (int k = 2; k >= 0; k--) { /* d = x.permute(perm), contiguous */
                            const int a = perms[pi][k];
                            s.size[k] = d.size[k] = n[a];
                            s.stride_bytes[k] = cstride[a];
                            d.stride_bytes[k] = st;
                            st *= n[a];
                        }
                        const int64_t bytes = st, dbytes = bytes + GUARD;
                        char *src = malloc((size_t)bytes), *got = malloc((size_t)dbytes);
                        assert_non_null(src);
                        assert_non_null(got);
                        sl_copy_options o;
                        sl_copy_options_init(&o);
                        o.simd = simd, o.nontemporal = 1, o.threads = threads;
                        if (!copy_matches_naive(&rng, got, dbytes, &d, src, bytes, &s, &o))
                            fail_msg("permute(%d, %d, %d) of (%lld, %lld, %lld) width %lld simd %d "
                                     "threads %d differs",
                                     perms[pi][0], perms[pi][1], perms[pi][2], (long long)n[0],
                                     (long long)n[1], (long long)n[2], (long long)w, simd, threads);
                        free(src);
                        free(got);
                        cases++;
                    }
    assert_int_equal(cases, 3 * 6 * 4 * 2 * 2);
}

static void zero_stride_destination_is_refused_with_torch_message(void **state) {
    (void)state;
    char buf[64] = {0}, src[64] = {0};
    sl_bview d = {0}, s = {0};
    d.ndim = s.ndim = 2;
    d.width_bytes = s.width_bytes = 4;
    d.size[0] = s.size[0] = 2, d.size[1] = s.size[1] = 3;
    d.stride_bytes[0] = 0, d.stride_bytes[1] = 4; /* torch.zeros(3).expand(2, 3) */
    s.stride_bytes[0] = 12, s.stride_bytes[1] = 4;
    sl_error err;
    assert_int_equal(sl_copy(buf, 64, &d, src, 64, &s, NULL, &err), SL_ERR_PY);
    assert_string_equal(err.type, REF_SELF_OVERLAP_TYPE);
    assert_string_equal(err.message, REF_SELF_OVERLAP_MSG);
}

static void partially_overlapping_destination_is_refused(void **state) {
    (void)state;
    /* width 2, strides 2 and 1 bytes: elements at 0, 1, 2, 3 share bytes */
    char buf[64] = {0}, src[64] = {0};
    sl_bview d = {0}, s = {0};
    d.ndim = s.ndim = 2;
    d.width_bytes = s.width_bytes = 2;
    d.size[0] = s.size[0] = d.size[1] = s.size[1] = 2;
    d.stride_bytes[0] = 2, d.stride_bytes[1] = 1;
    s.stride_bytes[0] = 4, s.stride_bytes[1] = 2;
    sl_error err;
    assert_int_equal(sl_copy(buf, 64, &d, src, 64, &s, NULL, &err), SL_ERR_PY);
    assert_string_equal(err.message, REF_SELF_OVERLAP_MSG);
    /* unfold-style sliding window: size (3, 4) strides (1, 1) elements */
    d.width_bytes = s.width_bytes = 4;
    d.size[0] = s.size[0] = 3, d.size[1] = s.size[1] = 4;
    d.stride_bytes[0] = 4, d.stride_bytes[1] = 4;
    s.stride_bytes[0] = 16, s.stride_bytes[1] = 4;
    assert_int_equal(sl_copy(buf, 64, &d, src, 64, &s, NULL, &err), SL_ERR_PY);
}

static void interleaved_but_disjoint_destination_is_accepted(void **state) {
    (void)state;
    /* width 1, sizes (3, 2), strides (2, 3): bytes 0 2 4 3 5 7, all distinct, yet the
     * strides do not nest, so only enumeration decides it */
    char buf[16], want[16], src[6] = {1, 2, 3, 4, 5, 6};
    sl_bview d = {0}, s = {0};
    d.ndim = s.ndim = 2;
    d.width_bytes = s.width_bytes = 1;
    d.size[0] = s.size[0] = 3, d.size[1] = s.size[1] = 2;
    d.stride_bytes[0] = 2, d.stride_bytes[1] = 3;
    s.stride_bytes[0] = 2, s.stride_bytes[1] = 1;
    memset(buf, 0, sizeof buf);
    memset(want, 0, sizeof want);
    naive_copy(want, &d, src, &s);
    assert_int_equal(sl_copy(buf, 16, &d, src, 6, &s, NULL, NULL), SL_OK);
    assert_memory_equal(buf, want, 16);
    /* the same decided by listing the addresses when the solver gets no budget */
    sl_copy_options o;
    sl_copy_options_init(&o);
    o.overlap_budget = 1;
    memset(buf, 0, sizeof buf);
    assert_int_equal(sl_copy(buf, 16, &d, src, 6, &s, &o, NULL), SL_OK);
    assert_memory_equal(buf, want, 16);
    /* and an overlapping non-nested destination found the same way: (3, 2) strides (1, 2)
     * of 2-byte elements */
    d.width_bytes = s.width_bytes = 2;
    d.stride_bytes[0] = 1, d.stride_bytes[1] = 2;
    s.stride_bytes[0] = 4, s.stride_bytes[1] = 2;
    sl_error err;
    char src2[16] = {0};
    assert_int_equal(sl_copy(buf, 16, &d, src2, 16, &s, &o, &err), SL_ERR_PY);
    assert_int_equal(sl_copy(buf, 16, &d, src2, 16, &s, NULL, &err), SL_ERR_PY);
    assert_string_equal(err.message, REF_SELF_OVERLAP_MSG);
}

/* The interleaved pattern above repeated 2^21 times: disjoint but not nested.  The
 * overlap module's solver proves it (every element then receives the broadcast byte);
 * with a budget too small for the solver and too many elements to enumerate, the copy
 * is refused as undecided instead. */
static void large_interleaved_destination_is_proved_or_refused(void **state) {
    (void)state;
    sl_bview d = {0}, s = {0};
    d.ndim = s.ndim = 3;
    d.width_bytes = s.width_bytes = 1;
    d.size[0] = s.size[0] = INT64_C(1) << 21;
    d.size[1] = s.size[1] = 3, d.size[2] = s.size[2] = 2;
    d.stride_bytes[0] = 8, d.stride_bytes[1] = 2, d.stride_bytes[2] = 3;
    int64_t bytes = INT64_C(8) << 21, numel = INT64_C(6) << 21;
    char one = 7, *buf = calloc(1, (size_t)bytes);
    assert_non_null(buf);
    sl_error err;
    assert_int_equal(sl_copy(buf, bytes, &d, &one, 1, &s, NULL, &err), SL_OK);
    int64_t sevens = 0;
    for (int64_t i = 0; i < bytes; i++) sevens += buf[i] == 7;
    assert_int_equal(sevens, numel);
    sl_copy_options o;
    sl_copy_options_init(&o);
    o.overlap_budget = 1;
    assert_int_equal(sl_copy(buf, bytes, &d, &one, 1, &s, &o, &err), SL_ERR_UNSUPPORTED);
    assert_memory_equal(err.message, "unsupported: ", 13);
    free(buf);
}

/* A source sharing bytes with the destination: the result is what reading the whole
 * source first would give (shifted runs both ways, reversed runs, in-place transposes). */
static void overlapping_source_is_read_before_it_is_overwritten(void **state) {
    (void)state;
    uint64_t rng = 99;
    for (int i = 0; i < 600; i++) {
        int64_t w = WIDTHS[i % COUNT_OF(WIDTHS)];
        int64_t n = ts_rand_range(&rng, 1, 40), shift = ts_rand_range(&rng, -3, 3);
        bool transpose = i % 3 == 2, reversed = i % 3 == 1;
        sl_bview d = {0}, s = {0};
        int64_t bytes;
        if (transpose) { /* x.copy_(x.t()) on an n x n matrix */
            n = ts_rand_range(&rng, 1, 20);
            bytes = n * n * w;
            d.ndim = s.ndim = 2;
            d.size[0] = d.size[1] = s.size[0] = s.size[1] = n;
            d.stride_bytes[0] = s.stride_bytes[1] = n * w;
            d.stride_bytes[1] = s.stride_bytes[0] = w;
        } else { /* a run copied onto itself shifted by `shift` elements, maybe reversed */
            bytes = (n + 8) * w;
            d.ndim = s.ndim = 1;
            d.size[0] = s.size[0] = n;
            d.offset_bytes = 4 * w, d.stride_bytes[0] = w;
            s.offset_bytes = (4 + shift + (reversed ? n - 1 : 0)) * w;
            s.stride_bytes[0] = reversed ? -w : w;
        }
        d.width_bytes = s.width_bytes = w;
        char *buf = malloc((size_t)bytes), *orig = malloc((size_t)bytes), *want = malloc((size_t)bytes);
        fill_random(&rng, buf, bytes);
        memcpy(orig, buf, (size_t)bytes);
        memcpy(want, buf, (size_t)bytes);
        naive_copy(want, &d, orig, &s);
        sl_copy_options o;
        sl_copy_options_init(&o);
        o.simd = (int32_t)(i % 4);
        sl_copy_plan_info info;
        assert_int_equal(sl_copy(buf, bytes, &d, buf, bytes, &s, &o, NULL), SL_OK);
        if (memcmp(buf, want, (size_t)bytes) != 0)
            fail_msg("overlapping copy differs: n %lld width %lld shift %lld kind %d",
                     (long long)n, (long long)w, (long long)shift, i % 3);
        (void)info;
        free(buf);
        free(orig);
        free(want);
    }
}

static void bytes_outside_storage_and_shape_mismatch_are_errors(void **state) {
    (void)state;
    char buf[32] = {0};
    sl_bview d = {0}, s = {0};
    d.ndim = s.ndim = 1;
    d.width_bytes = s.width_bytes = 4;
    d.size[0] = s.size[0] = 8;
    d.stride_bytes[0] = s.stride_bytes[0] = 4;
    sl_error err;
    assert_int_equal(sl_copy(buf, 31, &d, buf + 0, 32, &s, NULL, &err), SL_ERR_ARG);
    s.stride_bytes[0] = -4; /* reaches bytes before the start */
    assert_int_equal(sl_copy(buf, 32, &d, buf, 32, &s, NULL, &err), SL_ERR_ARG);
    s.stride_bytes[0] = 4;
    s.size[0] = 7;
    assert_int_equal(sl_copy(buf, 32, &d, buf, 32, &s, NULL, &err), SL_ERR_ARG);
    s.size[0] = 8;
    s.width_bytes = 2;
    assert_int_equal(sl_copy(buf, 32, &d, buf, 32, &s, NULL, &err), SL_ERR_ARG);
    s.width_bytes = 4;
    s.stride_bytes[0] = INT64_MAX / 2;
    assert_int_equal(sl_copy(buf, 32, &d, buf, 32, &s, NULL, &err), SL_ERR_OVERFLOW);
    /* zero elements: nothing is checked against storage, nothing moves */
    d.size[0] = s.size[0] = 0;
    assert_int_equal(sl_copy(NULL, 0, &d, NULL, 0, &s, NULL, &err), SL_OK);
}

static void plan_coalesces_and_reorders_like_tensor_iterator(void **state) {
    (void)state;
    sl_layout l;
    sl_bview s, d;
    sl_copy_plan_info info;
    /* a contiguous (2, 3, 4) tensor: one memcpy of 24 elements */
    int64_t sz[] = {2, 3, 4};
    sl_layout_init_contiguous(&l, sz, 3, 4, NULL);
    sl_layout_to_bview(&l, &s, NULL);
    sl_copy_dense_bview(&s, SL_ORDER_C, &d, NULL);
    assert_int_equal(sl_copy_plan(&d, &s, NULL, &info, NULL), SL_OK);
    assert_int_equal(info.ndim, 1);
    assert_int_equal(info.size[0], 24);
    assert_string_equal(info.kernel, "memcpy");
    /* permute(1, 2, 0) of a contiguous 256^3: a 256 x 65536 transpose */
    int64_t cube[] = {256, 256, 256}, pst[] = {256 * 4, 4, 65536 * 4};
    memset(&s, 0, sizeof s);
    s.ndim = 3, s.width_bytes = 4;
    for (int k = 0; k < 3; k++) s.size[k] = cube[k], s.stride_bytes[k] = pst[k];
    sl_copy_dense_bview(&s, SL_ORDER_C, &d, NULL);
    assert_int_equal(sl_copy_plan(&d, &s, NULL, &info, NULL), SL_OK);
    assert_int_equal(info.ndim, 2);
    int64_t want_size[] = {256, 65536}, want_ds[] = {4, 1024}, want_ss[] = {65536 * 4, 4};
    ts_assert_i64s(info.size, want_size, 2, "sizes");
    ts_assert_i64s(info.dst_stride_bytes, want_ds, 2, "dst strides");
    ts_assert_i64s(info.src_stride_bytes, want_ss, 2, "src strides");
    assert_string_equal(info.kernel, "transpose");
    assert_int_equal(info.transpose_dim, 1);
    /* x[::-1, ::-1] of a (4, 5) float matrix: destination normalised, source reversed,
     * both dims merged into one backwards run */
    memset(&s, 0, sizeof s);
    s.ndim = 2, s.width_bytes = 4, s.offset_bytes = 19 * 4;
    s.size[0] = 4, s.size[1] = 5, s.stride_bytes[0] = -20, s.stride_bytes[1] = -4;
    sl_copy_dense_bview(&s, SL_ORDER_C, &d, NULL);
    assert_int_equal(sl_copy_plan(&d, &s, NULL, &info, NULL), SL_OK);
    assert_int_equal(info.ndim, 1);
    assert_string_equal(info.kernel, "reverse");
    /* expand of a column: broadcast fill rows */
    s.offset_bytes = 0, s.stride_bytes[0] = 4, s.stride_bytes[1] = 0;
    sl_copy_dense_bview(&s, SL_ORDER_C, &d, NULL);
    assert_int_equal(sl_copy_plan(&d, &s, NULL, &info, NULL), SL_OK);
    assert_string_equal(info.kernel, "fill");
    /* a strided destination */
    d.stride_bytes[1] = 8, d.stride_bytes[0] = 40;
    assert_int_equal(sl_copy_plan(&d, &s, NULL, &info, NULL), SL_OK);
    assert_string_equal(info.kernel, "generic");
}

/* The worked example at the top of the header's copy section, as written there. */
static void header_example_materializes_a_transpose(void **state) {
    (void)state;
    float a[12], out[12];
    for (int i = 0; i < 12; i++) a[i] = (float)i; /* a: 4x3, row-major */
    sl_layout t;
    int64_t sz[] = {3, 4}, st[] = {1, 3}; /* a.t() */
    sl_layout_init(&t, sz, st, 2, 0, 4, NULL);
    sl_bview src, dst;
    sl_layout_to_bview(&t, &src, NULL);
    sl_copy_dense_bview(&src, SL_ORDER_C, &dst, NULL);
    assert_int_equal(dst.stride_bytes[0], 16);
    assert_int_equal(dst.stride_bytes[1], 4);
    assert_int_equal(sl_copy(out, 48, &dst, a, 48, &src, NULL, NULL), SL_OK);
    for (int r = 0; r < 3; r++)
        for (int c = 0; c < 4; c++) assert_true(out[r * 4 + c] == a[c * 3 + r]);
}

static void dense_layouts_in_c_f_and_k_order(void **state) {
    (void)state;
    sl_bview s = {0}, d;
    s.ndim = 3, s.width_bytes = 8;
    s.size[0] = 2, s.size[1] = 3, s.size[2] = 4;
    s.stride_bytes[0] = 8, s.stride_bytes[1] = -64, s.stride_bytes[2] = 16;
    assert_int_equal(sl_copy_dense_bview(&s, SL_ORDER_C, &d, NULL), SL_OK);
    int64_t c[] = {96, 32, 8}, f[] = {8, 16, 48}, k[] = {8, 64, 16};
    ts_assert_i64s(d.stride_bytes, c, 3, "C");
    assert_int_equal(sl_copy_dense_bview(&s, SL_ORDER_F, &d, NULL), SL_OK);
    ts_assert_i64s(d.stride_bytes, f, 3, "F");
    assert_int_equal(sl_copy_dense_bview(&s, SL_ORDER_K, &d, NULL), SL_OK);
    ts_assert_i64s(d.stride_bytes, k, 3, "K");
}

static void flip_reads_the_listed_dims_backwards(void **state) {
    (void)state;
    int64_t sz[] = {3, 4, 5};
    sl_tensor src, dst;
    assert_int_equal(sl_layout_init_contiguous(&src.layout, sz, 3, 4, NULL), SL_OK);
    src.dtype = SL_FLOAT32, src.storage_bytes = 240, src.alias = SL_ALIAS_NEW;
    dst = src;
    float in[60], out[60];
    for (int i = 0; i < 60; i++) in[i] = (float)i;
    int64_t dims[] = {0, -1};
    assert_int_equal(sl_copy_flip(out, &dst, in, &src, dims, 2, NULL, NULL), SL_OK);
    for (int a = 0; a < 3; a++)
        for (int b = 0; b < 4; b++)
            for (int c = 0; c < 5; c++)
                assert_true(out[a * 20 + b * 5 + c] == in[(2 - a) * 20 + b * 5 + (4 - c)]);
    sl_error err;
    int64_t dup[] = {1, -2};
    assert_int_equal(sl_copy_flip(out, &dst, in, &src, dup, 2, NULL, &err), SL_ERR_PY);
    assert_string_equal(err.type, REF_FLIP_DUPLICATE_TYPE);
    assert_string_equal(err.message, REF_FLIP_DUPLICATE_MSG);
    int64_t far[] = {5};
    assert_int_equal(sl_copy_flip(out, &dst, in, &src, far, 1, NULL, &err), SL_ERR_PY);
    assert_string_equal(err.type, REF_FLIP_RANGE_TYPE);
    assert_string_equal(err.message, REF_FLIP_RANGE_MSG);
}

static void copying_reshape_takes_elements_in_row_major_order(void **state) {
    (void)state;
    /* src = arange(24).reshape(2,3,4).transpose(0, 2)  (4, 3, 2), reshaped to (6, 4) */
    sl_tensor src, dst;
    int64_t sz[] = {4, 3, 2}, st[] = {1, 4, 12}, dsz[] = {6, 4};
    assert_int_equal(sl_layout_init(&src.layout, sz, st, 3, 0, 8, NULL), SL_OK);
    src.dtype = SL_INT64, src.storage_bytes = 192;
    assert_int_equal(sl_layout_init_contiguous(&dst.layout, dsz, 2, 8, NULL), SL_OK);
    dst.dtype = SL_INT64, dst.storage_bytes = 192;
    int64_t in[24], out[24], k = 0;
    for (int i = 0; i < 24; i++) in[i] = i;
    assert_int_equal(sl_copy_tensor(out, &dst, in, &src, NULL, NULL), SL_OK);
    for (int a = 0; a < 4; a++)
        for (int b = 0; b < 3; b++)
            for (int c = 0; c < 2; c++) assert_int_equal(out[k++], in[a + 4 * b + 12 * c]);
    /* numpy: asfortranarray of a C-ordered (2, 3) int16 array */
    sl_array a = {0}, f = {0};
    a.ndim = 2, a.dtype = SL_INT16, a.itemsize = 2, a.shape[0] = 2, a.shape[1] = 3;
    a.strides[0] = 6, a.strides[1] = 2, a.buffer_bytes = 12;
    f = a;
    f.strides[0] = 2, f.strides[1] = 4;
    int16_t ain[6] = {0, 1, 2, 3, 4, 5}, fout[6];
    assert_int_equal(sl_copy_array(fout, &f, ain, &a, NULL, NULL), SL_OK);
    int16_t want[6] = {0, 3, 1, 4, 2, 5};
    assert_memory_equal(fout, want, sizeof want);
}

struct pool_counts {
    int hits[256];
};
static void count_worker(void *arg, int32_t w) { ((struct pool_counts *)arg)->hits[w]++; }

static void pool_runs_every_worker_once_and_caps_at_cores(void **state) {
    (void)state;
    sl_threadpool *pool = NULL;
    assert_int_equal(sl_threadpool_create(1000, &pool, NULL), SL_OK);
    int32_t n = sl_threadpool_size(pool);
    assert_true(n >= 1 && n <= sl_cpu_count());
    struct pool_counts c;
    memset(&c, 0, sizeof c);
    for (int round = 0; round < 200; round++) sl_threadpool_run(pool, n + 5, count_worker, &c);
    for (int32_t w = 0; w < n; w++) assert_int_equal(c.hits[w], 200);
    for (int32_t w = n; w < 256; w++) assert_int_equal(c.hits[w], 0);
    memset(&c, 0, sizeof c);
    sl_threadpool_run(pool, 1, count_worker, &c); /* fewer workers than threads */
    assert_int_equal(c.hits[0], 1);
    for (int32_t w = 1; w < 256; w++) assert_int_equal(c.hits[w], 0);
    sl_threadpool_destroy(pool);
}

static void buffers_are_aligned_and_usable(void **state) {
    (void)state;
    void *p = NULL;
    /* malloc's alignment below 32 MiB, 2 MiB from there on */
    int64_t sizes[] = {1, 100, 4096, (INT64_C(2) << 20) - 1, INT64_C(2) << 20, INT64_C(5) << 20,
                       (INT64_C(32) << 20) - 1, INT64_C(32) << 20, (INT64_C(33) << 20) + 3};
    for (size_t i = 0; i < COUNT_OF(sizes); i++) {
        assert_int_equal(sl_buffer_alloc(sizes[i], &p, NULL), SL_OK);
        assert_non_null(p);
        uintptr_t align = sizes[i] >= (INT64_C(32) << 20) ? (UINT64_C(2) << 20)
                                                          : (uintptr_t)_Alignof(max_align_t);
        assert_int_equal((uintptr_t)p % align, 0);
        memset(p, 0x5A, (size_t)sizes[i]);
        sl_buffer_free(p, sizes[i]);
    }
    /* two large buffers alive at once are disjoint, and a freed one can be had again */
    for (int round = 0; round < 6; round++) {
        const int64_t n = round % 2 ? INT64_C(3) << 20 : INT64_C(40) << 20;
        char *a = NULL, *b = NULL;
        assert_int_equal(sl_buffer_alloc(n, (void **)&a, NULL), SL_OK);
        assert_int_equal(sl_buffer_alloc(n, (void **)&b, NULL), SL_OK);
        memset(a, 0x11, (size_t)n);
        memset(b, 0x22, (size_t)n);
        assert_true(a[0] == 0x11 && a[n - 1] == 0x11 && b[0] == 0x22 && b[n - 1] == 0x22);
        sl_buffer_free(a, n);
        sl_buffer_free(b, n);
    }
    assert_int_equal(sl_buffer_alloc(0, &p, NULL), SL_OK);
    assert_null(p);
    assert_int_equal(sl_buffer_alloc(-1, &p, NULL), SL_ERR_ARG);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(random_layouts_match_the_naive_loop),
        cmocka_unit_test(random_large_layouts_match_with_two_threads),
        cmocka_unit_test(small_path_agrees_with_the_general_path),
        cmocka_unit_test(prepared_copies_agree_with_sl_copy),
        cmocka_unit_test(two_d_path_agrees_with_the_general_path_at_every_size_and_bound),
        cmocka_unit_test(transpose_fast_path_agrees_with_the_general_path),
        cmocka_unit_test(two_threads_into_fresh_and_partly_touched_buffers),
        cmocka_unit_test(transposes_of_every_width_and_simd_level_are_exact),
        cmocka_unit_test(streaming_kernels_match_on_long_runs),
        cmocka_unit_test(permutations_through_pipelined_blocks_are_exact),
        cmocka_unit_test(zero_stride_destination_is_refused_with_torch_message),
        cmocka_unit_test(partially_overlapping_destination_is_refused),
        cmocka_unit_test(interleaved_but_disjoint_destination_is_accepted),
        cmocka_unit_test(large_interleaved_destination_is_proved_or_refused),
        cmocka_unit_test(overlapping_source_is_read_before_it_is_overwritten),
        cmocka_unit_test(bytes_outside_storage_and_shape_mismatch_are_errors),
        cmocka_unit_test(plan_coalesces_and_reorders_like_tensor_iterator),
        cmocka_unit_test(header_example_materializes_a_transpose),
        cmocka_unit_test(dense_layouts_in_c_f_and_k_order),
        cmocka_unit_test(flip_reads_the_listed_dims_backwards),
        cmocka_unit_test(copying_reshape_takes_elements_in_row_major_order),
        cmocka_unit_test(pool_runs_every_worker_once_and_caps_at_cores),
        cmocka_unit_test(buffers_are_aligned_and_usable),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
