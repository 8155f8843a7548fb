/*
 * copy_kernels.c — the loops that move bytes for a planned strided copy.
 *
 * copy.c hands over a job whose dims are ordered innermost first, whose destination
 * strides are positive and ascending, and whose adjacent dims have been merged where
 * both sides allow it.  What remains is one of a few shapes of work:
 *
 *   memcpy     one contiguous block (the whole copy after coalescing);
 *   rows       the innermost dim is contiguous on both sides: one memcpy per row;
 *   transpose  the destination is contiguous along dim 0 and the source along another
 *              dim t: the (0, t) plane is cut into cache-sized blocks and each block
 *              into square tiles that are transposed in registers (8x8 for 4-byte
 *              elements with AVX-512 or AVX2, 4x4 for 8-byte ones with AVX2; with
 *              SSE2 4x4 / 2x2; 8x8 for 1- and 2-byte elements with SSE2: the tiles
 *              and their choice are in copy_tiles.c), so every cache line read or
 *              written is used whole while it is resident;
 *   gather / fill / reverse
 *              the destination is contiguous along dim 0 and the source is strided,
 *              broadcast (stride 0) or running backwards (stride -width);
 *   generic    the destination itself is strided along dim 0.
 *
 * All dims not handled by the inner kernel are walked by an odometer that keeps byte
 * offsets, and pointers are only formed for elements that exist, so no pointer ever
 * leaves its buffer.  Elements move through fixed-size memcpy (compiled to plain loads
 * and stores), so unaligned layouts and any width are fine.  The SIMD variants are
 * compiled with target attributes and chosen per job from the level copy.c detected
 * with __builtin_cpu_supports; builds for other targets (WebAssembly) compile only the
 * portable loops.  Large outputs may use non-temporal (streaming) stores, which skip
 * reading the destination lines into the cache before overwriting them.
 */
#include "copy/copy_kernels.h"
#include "copy/copy_tiles.h"

const char *sl_copy_simd_name(sl_copy_simd s) {
    switch (s) {
    case SL_SIMD_AVX512: return "avx512";
    case SL_SIMD_AVX2: return "avx2";
    case SL_SIMD_SSE2: return "sse2";
    default: return "portable";
    }
}

const char *sl_copy_kernel_name(sl_copy_kernel k) {
    static const char *const names[] = {"empty",  "memcpy", "rows",    "transpose",
                                        "gather", "fill",   "reverse", "generic"};
    return (unsigned)k < SL_ARRAY_LEN(names) ? names[k] : "?";
}

/* No __builtin_cpu_init: libgcc's constructor fills in the CPU model before main; a
 * call from an earlier constructor would see no features and take the portable loops,
 * slower but correct.  (The init call cost an 8x8 copy a tenth of its time.) */
sl_copy_simd sl_copy_detect_simd(int cap) {
    sl_copy_simd best = SL_SIMD_PORTABLE;
#ifdef SL_X86
    if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512dq") &&
        __builtin_cpu_supports("avx2"))
        best = SL_SIMD_AVX512;
    else if (__builtin_cpu_supports("avx2")) best = SL_SIMD_AVX2;
    else if (__builtin_cpu_supports("sse2")) best = SL_SIMD_SSE2;
#endif
    if (cap >= 0 && (int)best > cap) best = (sl_copy_simd)cap;
    return best;
}

/* ------------------------------------------------------------ element loops -- */


/* Destination contiguous: the constant store stride lets the compiler do better. */
#define GATHER_LOOP(T)                                                                    \
    for (int64_t i = 0; i < n; i++) {                                                     \
        T v;                                                                              \
        memcpy(&v, s + i * ss, sizeof v);                                                 \
        memcpy(d + i * (int64_t)sizeof(T), &v, sizeof v);                                 \
    }

#ifdef SL_X86
/* x[..., ::2] for 4-byte elements: two loads, one shuffle, one lane fix-up, one store. */
__attribute__((target("avx2"))) static int64_t gather_even_f32_avx2(char *d, const char *s,
                                                                      int64_t n) {
    int64_t i = 0;
    /* 8 outputs read 64 bytes, the last 4 of which follow the final element used: stop
     * one element early so the load never passes the last element of the run */
    for (; i + 9 <= n; i += 8) {
        __m256 a = _mm256_loadu_ps((const float *)(const void *)(s + 8 * i));
        __m256 b = _mm256_loadu_ps((const float *)(const void *)(s + 8 * i + 32));
        __m256 e = _mm256_shuffle_ps(a, b, 0x88); /* a0 a2 b0 b2 | a4 a6 b4 b6 */
        e = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(e), 0xD8));
        _mm256_storeu_ps((float *)(void *)(d + 4 * i), e);
    }
    return i;
}
#endif

#ifdef SL_X86
/* The same, streamed straight from the register (no pass through an L1 buffer): plain
 * stores up to the destination's first line boundary, then 32-byte streaming stores,
 * then plain stores for the rest.  `d` must be 4-byte aligned so the boundary falls on
 * an element.  x[:, ::2] of 4096 x 8192 went from 0.6 to about 0.8 of memcpy. */
__attribute__((target("avx2"))) static void gather_even_f32_stream(char *d, const char *s,
                                                                   int64_t n) {
    int64_t i = (int64_t)((64 - ((uintptr_t)d & 63)) & 63) / 4;
    if (i > n) i = n;
    for (int64_t k = 0; k < i; k++) memcpy(d + 4 * k, s + 8 * k, 4);
    for (; i + 9 <= n; i += 8) { /* as above: the last load stays inside the run */
        __m256 a = _mm256_loadu_ps((const float *)(const void *)(s + 8 * i));
        __m256 b = _mm256_loadu_ps((const float *)(const void *)(s + 8 * i + 32));
        __m256 e = _mm256_shuffle_ps(a, b, 0x88);
        e = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(e), 0xD8));
        _mm256_stream_ps((float *)(void *)(d + 4 * i), e);
    }
    for (; i < n; i++) memcpy(d + 4 * i, s + 8 * i, 4);
}
#endif

static void loop_gather(char *d, const char *s, int64_t ss, int64_t n, int64_t w,
                        sl_copy_simd simd) {
    int64_t done = 0;
#ifdef SL_X86
    if (simd >= SL_SIMD_AVX2 && w == 4 && ss == 8) done = gather_even_f32_avx2(d, s, n);
#else
    (void)simd;
#endif
    d += done * w;
    s += done * ss;
    n -= done;
    switch (w) {
    case 1: GATHER_LOOP(uint8_t) break;
    case 2: GATHER_LOOP(uint16_t) break;
    case 4: GATHER_LOOP(uint32_t) break;
    case 8: GATHER_LOOP(uint64_t) break;
    case 16: GATHER_LOOP(u128) break;
    default:
        for (int64_t i = 0; i < n; i++) memcpy(d + i * w, s + i * ss, (size_t)w);
    }
}

/* Broadcast one source element over n contiguous destination elements. */
#define FILL_LOOP(T)                                                                      \
    {                                                                                     \
        T v;                                                                              \
        memcpy(&v, s, sizeof v);                                                          \
        for (int64_t i = 0; i < n; i++) memcpy(d + i * (int64_t)sizeof(T), &v, sizeof v); \
    }

#ifdef SL_X86
/* Broadcast for widths dividing 32: one register holds the element repeated; stored (or
 * streamed, when the destination's first 64-byte line boundary falls on an element
 * boundary) 32 bytes at a time after a scalar head.  Returns how many elements it wrote. */
__attribute__((target("avx2"))) static int64_t fill_avx2(char *d, const char *s, int64_t n,
                                                         int64_t w, bool nt) {
    if (32 % w != 0) return 0;
    _Alignas(32) char pat[32];
    for (int64_t k = 0; k < 32; k += w) memcpy(pat + k, s, (size_t)w);
    const __m256i v = _mm256_load_si256((const __m256i *)(const void *)pat);
    int64_t mis = (int64_t)((64 - ((uintptr_t)d & 63)) & 63), per = 32 / w, i = 0;
    if (mis % w != 0) nt = false; /* elements straddle every line boundary */
    if (nt) {
        for (; i < mis / w && i < n; i++) memcpy(d + i * w, s, (size_t)w);
        for (; i + per <= n; i += per) _mm256_stream_si256((__m256i *)(void *)(d + i * w), v);
    } else {
        for (; i + per <= n; i += per) _mm256_storeu_si256((__m256i *)(void *)(d + i * w), v);
    }
    return i;
}
#endif

static void loop_fill(char *d, const char *s, int64_t n, int64_t w, sl_copy_simd simd, bool nt) {
#ifdef SL_X86
    if (simd >= SL_SIMD_AVX2 && w != 1) {
        int64_t done = fill_avx2(d, s, n, w, nt);
        d += done * w;
        n -= done;
    }
#else
    (void)simd;
    (void)nt;
#endif
    switch (w) {
    case 1: memset(d, (unsigned char)s[0], (size_t)n); break;
    case 2: FILL_LOOP(uint16_t) break;
    case 4: FILL_LOOP(uint32_t) break;
    case 8: FILL_LOOP(uint64_t) break;
    case 16: FILL_LOOP(u128) break;
    default:
        for (int64_t i = 0; i < n; i++) memcpy(d + i * w, s, (size_t)w);
    }
}

#ifdef SL_X86
/* Source running backwards with unit element stride: reverse 8 floats / 4 doubles per
 * step.  s addresses element 0 of the run, element i is at s - i*w. */
__attribute__((target("avx2"))) static int64_t reverse_avx2(char *d, const char *s, int64_t n,
                                                              int64_t w) {
    int64_t i = 0;
    if (w == 4) {
        const __m256i rev = _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0);
        for (; i + 8 <= n; i += 8) {
            __m256 v = _mm256_loadu_ps((const float *)(const void *)(s - (i + 7) * 4));
            _mm256_storeu_ps((float *)(void *)(d + i * 4), _mm256_permutevar8x32_ps(v, rev));
        }
    } else if (w == 8) {
        for (; i + 4 <= n; i += 4) {
            __m256d v = _mm256_loadu_pd((const double *)(const void *)(s - (i + 3) * 8));
            _mm256_storeu_pd((double *)(void *)(d + i * 8), _mm256_permute4x64_pd(v, 0x1B));
        }
    }
    return i;
}
#endif

static void loop_reverse(char *d, const char *s, int64_t n, int64_t w, sl_copy_simd simd) {
    int64_t i = 0;
#ifdef SL_X86
    if (simd >= SL_SIMD_AVX2) i = reverse_avx2(d, s, n, w);
#else
    (void)simd;
#endif
    for (; i < n; i++) memcpy(d + i * w, s - i * w, (size_t)w);
}

/* ------------------------------------------------------ streaming stores -- */

/* Streaming (non-temporal) stores write whole lines straight to memory instead of first
 * reading each destination line into the cache, which saves a third of the memory
 * traffic of a large copy.  They need 32-byte aligned addresses, and a line they only
 * partly cover costs a read-modify-write in memory, so every streamed run starts at a
 * 64-byte line boundary (the bytes before it, and a partial last line, take ordinary
 * stores).  They pay off only when the output is far larger than the caches (copy.c
 * decides). */
#ifdef SL_X86
/* n bytes from a 32-byte aligned buffer to a 64-byte aligned destination. */
__attribute__((target("avx2"))) static void stream_row_avx2(char *d, const char *s, int64_t n) {
    int64_t k = 0;
    for (; k + 32 <= n; k += 32)
        _mm256_stream_si256((__m256i *)(void *)(d + k),
                            _mm256_load_si256((const __m256i *)(const void *)(s + k)));
    if (k < n) memcpy(d + k, s + k, (size_t)(n - k));
}

/* memcpy with streaming stores, any alignment: a plain copy up to the destination's first
 * line boundary, then whole lines, then a plain copy of the partial last line. */
__attribute__((target("avx2"))) static void stream_copy_avx2(char *d, const char *s, int64_t n) {
    int64_t head = (int64_t)((64 - ((uintptr_t)d & 63)) & 63);
    if (head > n) head = n;
    memcpy(d, s, (size_t)head);
    int64_t k = head;
    for (; k + 64 <= n; k += 64) {
        __m256i a = _mm256_loadu_si256((const __m256i *)(const void *)(s + k));
        __m256i b = _mm256_loadu_si256((const __m256i *)(const void *)(s + k + 32));
        _mm256_stream_si256((__m256i *)(void *)(d + k), a);
        _mm256_stream_si256((__m256i *)(void *)(d + k + 32), b);
    }
    if (k < n) memcpy(d + k, s + k, (size_t)(n - k));
}
#endif

/* The 1-D kernels with a contiguous destination (gather, fill, reverse), streamed: each
 * chunk is produced into an L1-resident buffer by the ordinary kernel and then streamed
 * out.  One wrapper serves every kernel and width; the extra pass runs at L1 speed. */
#define STREAM_CHUNK_BYTES 4096

static void run_1d(sl_copy_kernel k, char *d, const char *s, int64_t ss, int64_t n, int64_t w,
                   sl_copy_simd simd) {
    switch (k) {
    case SL_CK_GATHER: loop_gather(d, s, ss, n, w, simd); break;
    case SL_CK_FILL: loop_fill(d, s, n, w, simd, false); break;
    case SL_CK_REVERSE: loop_reverse(d, s, n, w, simd); break;
    default: loop_strided(d, w, s, ss, n, w); break;
    }
}

static void run_1d_streamed(sl_copy_kernel k, char *d, const char *s, int64_t ss, int64_t n,
                            int64_t w, sl_copy_simd simd) {
#ifdef SL_X86
    if (k == SL_CK_GATHER && simd >= SL_SIMD_AVX2 && w == 4 && ss == 8 &&
        ((uintptr_t)d & 3) == 0) {
        gather_even_f32_stream(d, s, n);
        return;
    }
    if (k == SL_CK_FILL && simd >= SL_SIMD_AVX2 && w != 1 && 32 % w == 0) {
        loop_fill(d, s, n, w, simd, true); /* streams straight from a register */
        return;
    }
    int64_t mis = (int64_t)((64 - ((uintptr_t)d & 63)) & 63);
    if (simd >= SL_SIMD_AVX2 && w <= STREAM_CHUNK_BYTES / 64 && mis % w == 0 &&
        n * w >= 2 * STREAM_CHUNK_BYTES) {
        _Alignas(64) char buf[STREAM_CHUNK_BYTES];
        /* chunks of a multiple of 64 elements keep every chunk start on a line boundary */
        int64_t head = mis / w, per = STREAM_CHUNK_BYTES / (64 * w) * 64;
        run_1d(k, d, s, ss, head, w, simd);
        for (int64_t i = head; i < n; i += per) {
            int64_t cnt = n - i < per ? n - i : per;
            const char *si = k == SL_CK_FILL ? s : s + i * ss; /* reverse: ss == -w */
            run_1d(k, buf, si, ss, cnt, w, simd);
            stream_row_avx2(d + i * w, buf, cnt * w);
        }
        return;
    }
#endif
    run_1d(k, d, s, ss, n, w, simd);
}

/* One (0, t) plane: dim 0 has n0 elements (dst contiguous, src stride ss0), dim t has
 * nt elements (src contiguous, dst stride dt), in B x B blocks of T x T tiles.
 *
 * Rows of either side that lie more than a page apart (the (C, H*W) planes of NCHW <->
 * NHWC: 12.25 KiB) make a block read, or write, 64 separate streams of 256 bytes, too many
 * for the hardware prefetchers to follow.  While a block's tiles run, the lines of the
 * next block are prefetched T rows at a time: its source lines into L2 (prefetcht1) when
 * the source rows are far apart, its destination lines for writing (prefetchw) when the
 * destination rows are.  Measured on the 2-vCPU Zen 5 guest under load (other workers'
 * builds, load average 6-9), `build/bench/copy --ratios --rounds 21 --against` the
 * library without it, medians of per-round ratios to memcpy, one thread: NHWC -> NCHW
 * 0.38-0.59 -> 0.53-1.00 (two threads 0.43-0.50 -> 0.77-1.04), NCHW -> NHWC 0.53-0.74 ->
 * 0.54-0.82 (docs/perf-copy.md, round 9). */
static void transpose_plane(const sl_copy_job *j, char *d, const char *s, const tile_choice *tc) {
    const int64_t w = j->width, n0 = j->size[0], ss0 = j->ss[0];
    const int64_t nt = j->size[j->tdim], dt = j->ds[j->tdim];
    const int64_t B = tc->block, T = tc->tile;
    const bool pf_src = ss0 > 4096 || ss0 < -4096, pf_dst = dt > 4096;
    for (int64_t cb = 0; cb < nt; cb += B) {
        int64_t ce = cb + B < nt ? cb + B : nt;
        for (int64_t ib = 0; ib < n0; ib += B) {
            int64_t ie = ib + B < n0 ? ib + B : n0;
            int64_t cfull = cb, ifull = ib;
            /* the next block of this walk: rows [nib, nie), columns [ncb, nce) */
            const int64_t nib = ie < n0 ? ie : 0, ncb = ie < n0 ? cb : ce;
            const int64_t nie = nib + B < n0 ? nib + B : n0, nce = ncb + B < nt ? ncb + B : nt;
            const bool pf = (pf_src || pf_dst) && ncb < nt;
            if (tc->fn) {
                cfull = cb + ((ce - cb) & ~(T - 1)); /* T is a power of two */
                ifull = ib + ((ie - ib) & ~(T - 1));
                for (int64_t i = ib; i < ifull; i += T) {
                    if (pf) {
                        const int64_t g = i - ib;
                        if (pf_src)
                            for (int64_t r = nib + g; r < nib + g + T && r < nie; r++)
                                for (int64_t b = 0; b < (nce - ncb) * w; b += 64)
                                    __builtin_prefetch(s + r * ss0 + ncb * w + b, 0, 2);
                        if (pf_dst)
                            for (int64_t c = ncb + g; c < ncb + g + T && c < nce; c++)
                                for (int64_t b = 0; b < (nie - nib) * w; b += 64)
                                    __builtin_prefetch(d + c * dt + nib * w + b, 1, 3);
                    }
                    tc->fn(d + cb * dt + i * w, dt, s + cb * w + i * ss0, ss0, cfull - cb);
                }
            }
            /* ragged edges: the right strip of rows, then the bottom strip of columns */
            rect_scalar(d, dt, s, ss0, w, ifull, ie, cb, ce);
            rect_scalar(d, dt, s, ss0, w, ib, ifull, cfull, ce);
        }
    }
}

/* Streaming variant of transpose_plane for outputs far larger than the caches.  Row
 * pitches that are multiples of 4 KiB (every power-of-two matrix) send all rows of a
 * tile to the same cache sets, so tiles are not written to the destination directly:
 * each block is transposed into a small contiguous buffer that stays in L1, reading
 * the source 8 rows at a time so their lines are used whole before they can be evicted,
 * and the next block's source lines are prefetched meanwhile; the buffer's rows are then
 * written out with streaming stores, full lines at a time. */

/* One B x B block (rows [ib, ie) along dim 0, columns [cb, ce) along dim t) through the
 * L1 buffer to the destination. */
static void stream_block(const sl_copy_job *j, char *d, const char *s, const tile_choice *tc,
                         char *buf, int64_t ib, int64_t ie, int64_t cb, int64_t ce,
                         int64_t pf_col, int64_t pf_cols) {
    const int64_t w = j->width, ss0 = j->ss[0], dt = j->ds[j->tdim];
    const int64_t T = tc->tile, pitch = tc->sbi * w;
    int64_t cfull = cb, ifull = ib;
    if (tc->fn) {
        cfull = cb + ((ce - cb) & ~(T - 1)); /* T is a power of two */
        ifull = ib + ((ie - ib) & ~(T - 1));
    }
    for (int64_t i = ib; i < ifull; i += T) {
        /* the same rows' lines of the block to the right, into L2 (prefetcht1): into L1
         * they cost 0.05-0.2 of memcpy on the far-apart transposes (Zen 5) */
        if (pf_col >= 0)
            for (int64_t r = i; r < i + T; r++)
                for (int64_t b = 0; b < pf_cols * w; b += 64)
                    __builtin_prefetch(s + r * ss0 + pf_col * w + b, 0, 2);
        if (cfull > cb) tc->fn(buf + (i - ib) * w, pitch, s + cb * w + i * ss0, ss0, cfull - cb);
    }
    for (int64_t c = cb; c < ce; c++) { /* ragged edges straight into the buffer */
        int64_t i0 = c < cfull ? ifull : ib;
        if (i0 < ie)
            loop_strided(buf + (c - cb) * pitch + (i0 - ib) * w, w, s + c * w + i0 * ss0, ss0,
                         ie - i0, w);
    }
    for (int64_t c = cb; c < ce; c++) {
#ifdef SL_X86
        if (j->simd >= SL_SIMD_AVX2) { /* always true where streaming was chosen */
            stream_copy_avx2(d + c * dt + ib * w, buf + (c - cb) * pitch, (ie - ib) * w);
            continue;
        }
#endif
        memcpy(d + c * dt + ib * w, buf + (c - cb) * pitch, (size_t)((ie - ib) * w));
    }
}

/* The odometer over a job's outer dims (every dim but 0 and, for a transpose, tdim):
 * steps idx and the two byte offsets to the next plane; false after the last. */
static inline bool odometer_next(const sl_copy_job *j, const int32_t *outer, int32_t no,
                                 int64_t *idx, int64_t *doff, int64_t *soff) {
    for (int32_t q = 0; q < no; q++) {
        const int32_t k = outer[q];
        if (idx[q] + 1 < j->size[k]) {
            idx[q]++;
            *doff += j->ds[k], *soff += j->ss[k];
            return true;
        }
        *doff -= idx[q] * j->ds[k], *soff -= idx[q] * j->ss[k];
        idx[q] = 0;
    }
    return false;
}

#ifdef SL_X86
/* The order in which transpose_planes_pipelined visits its blocks: the columns of a
 * sweep, the strips of the sweep, the sweeps, the planes.  (Taking the planes inside the
 * strips, so that permute(2, 1, 0)'s source rows, which run on into the next plane, are
 * read front to back, measured 0.02-0.09 of memcpy slower.) */
typedef struct block_walk {
    const sl_copy_job *j;
    const int32_t *outer;
    int32_t no;
    int64_t n0, nt, BI, BC, sweep;
    int64_t ib, cb;                            /* the block's first row and column */
    int64_t idx[SL_MAX_DIMS], doff, soff;      /* its plane */
    bool done;
} block_walk;

static void block_walk_next(block_walk *w) {
    const int64_t cc = w->cb / w->sweep * w->sweep;
    const int64_t cce = w->nt - cc < w->sweep ? w->nt : cc + w->sweep;
    if (w->cb + w->BC < cce) {
        w->cb += w->BC;
        return;
    }
    if (w->ib + w->BI < w->n0) {
        w->ib += w->BI, w->cb = cc;
        return;
    }
    if (cce < w->nt) {
        w->ib = 0, w->cb = cce;
        return;
    }
    w->ib = 0, w->cb = 0;
    w->done = !odometer_next(w->j, w->outer, w->no, w->idx, &w->doff, &w->soff);
}

/* Pipelined streaming blocks: the tiles of block k are interleaved with the streaming
 * stores of block k - 1, a few destination rows after each group of T source rows, so
 * that reading and writing memory overlap instead of taking turns.  Two 16 KiB buffers.
 * The blocks of every plane (the odometer's) form one sequence, so that the pipeline
 * does not drain between planes (permute(0, 2, 1) of 256^3 has 256 planes of 16 blocks).
 * Both dims must be multiples of the tile edge (the caller checks); blocks at the ends
 * may be shorter than BI x BC. */
__attribute__((noinline, target("avx2"))) static void transpose_planes_pipelined(
    const sl_copy_job *j, char *dst, const char *src, const tile_choice *tc,
    const int32_t *outer, int32_t no) {
    _Alignas(64) char buf[2 * STREAM_BUF_BYTES];
    const int64_t w = j->width, ss0 = j->ss[0], dt = j->ds[j->tdim], T = tc->tile;
    const int64_t n0 = j->size[0], nt = j->size[j->tdim];
    const int64_t BI = tc->sbi < n0 ? tc->sbi : n0, BC = tc->sbc, pitch = BI * w;
    block_walk cur_b = {j, outer, no, n0, nt, BI, BC, tc->sweep, 0, 0, {0}, 0, 0, false};
    char *pend_d = NULL;         /* the previous block's destination, or NULL */
    const char *pend_buf = NULL; /* its buffer */
    int64_t pend_rows = 0, pend_bytes = 0; /* its destination rows, bytes per row */
    for (int k = 0;; k ^= 1) {
        const bool have = !cur_b.done;
        block_walk next_b = cur_b;
        if (have) block_walk_next(&next_b);
        const int64_t ib = cur_b.ib, cb = cur_b.cb;
        const int64_t cc = cb / tc->sweep * tc->sweep;
        const int64_t cce = nt - cc < tc->sweep ? nt : cc + tc->sweep;
        const int64_t bi = n0 - ib < BI ? n0 - ib : BI, bc = cce - cb < BC ? cce - cb : BC;
        const char *s = src + cur_b.soff, *ns = src + next_b.soff;
        const int64_t nib = next_b.ib, ncb = next_b.cb;
        const int64_t nbi = n0 - nib < BI ? n0 - nib : BI;
        const int64_t nbc = nt - ncb < BC ? nt - ncb : BC;
        char *cur = buf + k * STREAM_BUF_BYTES;
        const int64_t groups = have ? bi / T : 1;
        const int64_t per_group = (pend_rows + groups - 1) / groups;
        int64_t done = 0;
        for (int64_t g = 0; g < groups; g++) {
            if (have) {
                const int64_t i = ib + g * T;
                if (!next_b.done && g * T < nbi) /* the next block's lines, into L2 */
                    for (int64_t r = nib + g * T; r < nib + g * T + T; r++)
                        for (int64_t b = 0; b < nbc * w; b += 64)
                            __builtin_prefetch(ns + r * ss0 + ncb * w + b, 0, 2);
                tc->fn(cur + g * T * w, pitch, s + cb * w + i * ss0, ss0, bc);
            }
            for (const int64_t e = done + per_group; done < e && done < pend_rows; done++)
                stream_copy_avx2(pend_d + done * dt, pend_buf + done * pitch, pend_bytes);
        }
        if (!have) return;
        pend_d = dst + cur_b.doff + cb * dt + ib * w, pend_buf = cur;
        pend_rows = bc, pend_bytes = bi * w;
        cur_b = next_b;
    }
}
#endif

/* Blocks are visited in strips: the BI source rows of one strip are swept across the
 * whole t dim, BC columns at a time, before the next strip starts, so each source row is
 * read front to back in BC*w-byte steps (the next block's lines are prefetched) and the
 * destination is written BI*w bytes per row.  Measured interleaved against memcpy (1
 * thread, 64 MiB, 4 KiB pages), this beat the earlier super-blocks of about 1 KiB a side
 * (bounding the pages a sweep touches) by 0.04-0.09 of memcpy on the 4096^2 transpose,
 * permute 120 and 210 and NCHW->NHWC. */
/* noinline: its 16 KiB buffer would otherwise sit in every caller's frame, and the
 * stack probes for it cost a small copy more than the copy itself */
__attribute__((noinline)) static void transpose_plane_streaming(const sl_copy_job *j, char *d,
                                                                const char *s,
                                                                const tile_choice *tc) {
    _Alignas(64) char buf[STREAM_BUF_BYTES];
    const int64_t n0 = j->size[0];
    const int64_t nt = j->size[j->tdim];
    const int64_t BI = tc->sbi, BC = tc->sbc;
    for (int64_t cc = 0; cc < nt; cc += tc->sweep) {
        const int64_t cce = cc + tc->sweep < nt ? cc + tc->sweep : nt;
        for (int64_t ib = 0; ib < n0; ib += BI) {
            int64_t ie = ib + BI < n0 ? ib + BI : n0;
            for (int64_t cb = cc; cb < cce; cb += BC) {
                int64_t ce = cb + BC < cce ? cb + BC : cce;
                int64_t pf = ce < cce ? ce : -1, pf_end = ce + BC < cce ? ce + BC : cce;
                stream_block(j, d, s, tc, buf, ib, ie, cb, ce, pf, pf_end - ce);
            }
        }
    }
}

/* ---------------------------------------------------------------- driver -- */

static void copy_contiguous(const sl_copy_job *j, char *d, const char *s, int64_t bytes) {
#ifdef SL_X86
    if (j->nontemporal && j->simd >= SL_SIMD_AVX2 && bytes >= 256) {
        stream_copy_avx2(d, s, bytes);
        return;
    }
#endif
    (void)j;
    memcpy(d, s, (size_t)bytes);
}

static void run_inner(const sl_copy_job *j, char *d, const char *s, const tile_choice *tc) {
    const int64_t n = j->size[0], w = j->width;
    switch (j->kernel) {
    case SL_CK_ROWS: copy_contiguous(j, d, s, n * w); break;
    case SL_CK_TRANSPOSE:
        if (tc->streaming) transpose_plane_streaming(j, d, s, tc);
        else transpose_plane(j, d, s, tc);
        break;
    case SL_CK_GATHER:
    case SL_CK_FILL:
    case SL_CK_REVERSE:
        if (j->nontemporal) run_1d_streamed(j->kernel, d, s, j->ss[0], n, w, j->simd);
        else run_1d(j->kernel, d, s, j->ss[0], n, w, j->simd);
        break;
    case SL_CK_GENERIC: loop_strided(d, j->ds[0], s, j->ss[0], n, w); break;
    default: break;
    }
}

void sl_copy_exec(const sl_copy_job *j) { sl_copy_exec_at(j, j->dst, j->src); }

void sl_copy_exec_at(const sl_copy_job *j, char *dst, const char *src) {
    if (j->kernel == SL_CK_EMPTY) return;
    if (j->kernel == SL_CK_MEMCPY) {
        copy_contiguous(j, dst, src, j->size[0] * j->width);
#ifdef SL_X86
        if (j->nontemporal && j->simd >= SL_SIMD_AVX2) _mm_sfence();
#endif
        return;
    }
    int32_t outer[SL_MAX_DIMS], no = 0;
    for (int32_t k = 1; k < j->nd; k++)
        if (!(j->kernel == SL_CK_TRANSPOSE && k == j->tdim)) outer[no++] = k;
    if (j->kernel == SL_CK_ROWS) {
        /* Rows are whole runs on both sides, so the order of the rows is free: walk them
         * in source order (smallest |source stride| fastest).  Reads that jump stall the
         * copy (each row starts a new page and a new prefetch stream), writes that jump
         * are absorbed by the store and write-combining buffers: permute(1, 0, 2) of 256^3
         * (1 KiB rows) went from 0.65-0.73 to 1.2-1.3 of memcpy (bench/copy --ratios). */
        for (int32_t a = 1; a < no; a++)
            for (int32_t b = a; b > 0; b--) {
                int64_t x = j->ss[outer[b - 1]], y = j->ss[outer[b]];
                if ((x < 0 ? -x : x) <= (y < 0 ? -y : y)) break;
                int32_t t = outer[b];
                outer[b] = outer[b - 1], outer[b - 1] = t;
            }
    }
    tile_choice tc = {NULL, 1, 64, false, false, 64, 64, 64};
    if (j->kernel == SL_CK_TRANSPOSE) tc = sl_copy_choose_tile(j);
#ifdef SL_X86
    if (tc.pipelined) { /* it walks the planes itself */
        transpose_planes_pipelined(j, dst, src, &tc, outer, no);
        _mm_sfence();
        return;
    }
#endif
    if (no == 0) { /* one inner call: no odometer (small copies are mostly this) */
        run_inner(j, dst, src, &tc);
#ifdef SL_X86
        if (j->nontemporal && j->simd >= SL_SIMD_AVX2) _mm_sfence();
#endif
        return;
    }
    int64_t idx[SL_MAX_DIMS];
    for (int32_t q = 0; q < no; q++) idx[q] = 0;
    int64_t doff = 0, soff = 0;
    do run_inner(j, dst + doff, src + soff, &tc);
    while (odometer_next(j, outer, no, idx, &doff, &soff));
#ifdef SL_X86
    /* streaming stores are weakly ordered: fence before anyone reads the output */
    if (j->nontemporal && j->simd >= SL_SIMD_AVX2) _mm_sfence();
#endif
}
