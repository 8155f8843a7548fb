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
 *              elements with AVX2, 4x4 for 8-byte ones; with SSE2 4x4 / 2x2; 8x8 for
 *              1- and 2-byte elements with SSE2), so every cache line read or written
 *              is used whole while it is resident;
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
#include "copy_kernels.h"

#if (defined(__x86_64__) || defined(__i386__)) && (defined(__GNUC__) || defined(__clang__)) && \
    !defined(SL_NO_SIMD)
#define SL_X86 1
#include <immintrin.h>
#endif

const char *sl_copy_simd_name(sl_copy_simd s) {
    switch (s) {
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

sl_copy_simd sl_copy_detect_simd(int cap) {
    sl_copy_simd best = SL_SIMD_PORTABLE;
#ifdef SL_X86
    __builtin_cpu_init();
    if (__builtin_cpu_supports("sse2")) best = SL_SIMD_SSE2;
    if (__builtin_cpu_supports("avx2")) best = SL_SIMD_AVX2;
#endif
    if (cap >= 0 && (int)best > cap) best = (sl_copy_simd)cap;
    return best;
}

/* ------------------------------------------------------------ element loops -- */

typedef struct u128 {
    uint64_t lo, hi;
} u128;

/* dst[i*ds] = src[i*ss] for i < n, elements of `w` bytes. */
#define STRIDED_LOOP(T)                                                                   \
    for (int64_t i = 0; i < n; i++) {                                                     \
        T v;                                                                              \
        memcpy(&v, s + i * ss, sizeof v);                                                 \
        memcpy(d + i * ds, &v, sizeof v);                                                 \
    }

static void loop_strided(char *d, int64_t ds, const char *s, int64_t ss, int64_t n, int64_t w) {
    switch (w) {
    case 1: STRIDED_LOOP(uint8_t) break;
    case 2: STRIDED_LOOP(uint16_t) break;
    case 4: STRIDED_LOOP(uint32_t) break;
    case 8: STRIDED_LOOP(uint64_t) break;
    case 16: STRIDED_LOOP(u128) break;
    default:
        for (int64_t i = 0; i < n; i++) memcpy(d + i * ds, s + i * ss, (size_t)w);
    }
}

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

static void loop_fill(char *d, const char *s, int64_t n, int64_t w) {
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

/* ------------------------------------------------------- transpose tiles -- */

/* A tile kernel transposes a T x T tile: source row r (r along dim 0, `ss0` bytes apart)
 * holds T contiguous elements along dim t; destination row c (c along dim t, `dt` bytes
 * apart) receives T contiguous elements along dim 0. */
typedef void (*tile_fn)(char *d, int64_t dt, const char *s, int64_t ss0);

#ifdef SL_X86
__attribute__((target("avx2"))) static inline void tr8x8_f32_regs(__m256 r[8]) {
    __m256 t0 = _mm256_unpacklo_ps(r[0], r[1]), t1 = _mm256_unpackhi_ps(r[0], r[1]);
    __m256 t2 = _mm256_unpacklo_ps(r[2], r[3]), t3 = _mm256_unpackhi_ps(r[2], r[3]);
    __m256 t4 = _mm256_unpacklo_ps(r[4], r[5]), t5 = _mm256_unpackhi_ps(r[4], r[5]);
    __m256 t6 = _mm256_unpacklo_ps(r[6], r[7]), t7 = _mm256_unpackhi_ps(r[6], r[7]);
    __m256 u0 = _mm256_shuffle_ps(t0, t2, 0x44), u1 = _mm256_shuffle_ps(t0, t2, 0xEE);
    __m256 u2 = _mm256_shuffle_ps(t1, t3, 0x44), u3 = _mm256_shuffle_ps(t1, t3, 0xEE);
    __m256 u4 = _mm256_shuffle_ps(t4, t6, 0x44), u5 = _mm256_shuffle_ps(t4, t6, 0xEE);
    __m256 u6 = _mm256_shuffle_ps(t5, t7, 0x44), u7 = _mm256_shuffle_ps(t5, t7, 0xEE);
    r[0] = _mm256_permute2f128_ps(u0, u4, 0x20);
    r[1] = _mm256_permute2f128_ps(u1, u5, 0x20);
    r[2] = _mm256_permute2f128_ps(u2, u6, 0x20);
    r[3] = _mm256_permute2f128_ps(u3, u7, 0x20);
    r[4] = _mm256_permute2f128_ps(u0, u4, 0x31);
    r[5] = _mm256_permute2f128_ps(u1, u5, 0x31);
    r[6] = _mm256_permute2f128_ps(u2, u6, 0x31);
    r[7] = _mm256_permute2f128_ps(u3, u7, 0x31);
}

__attribute__((target("avx2"))) static void tile_f32_avx2(char *d, int64_t dt, const char *s,
                                                          int64_t ss0) {
    __m256 r[8];
    for (int k = 0; k < 8; k++) r[k] = _mm256_loadu_ps((const float *)(const void *)(s + k * ss0));
    tr8x8_f32_regs(r);
    for (int k = 0; k < 8; k++) _mm256_storeu_ps((float *)(void *)(d + k * dt), r[k]);
}

/* Streaming variant over an 8 (along t) x 16 (along dim 0) tile: each destination row
 * gets one whole 64-byte line, so the write-combining buffers flush full lines.
 * Requires d and dt 64-byte aligned. */
__attribute__((target("avx2"))) static void tile_f32_avx2_nt16(char *d, int64_t dt,
                                                               const char *s, int64_t ss0) {
    __m256 a[8], b[8];
    for (int k = 0; k < 8; k++) a[k] = _mm256_loadu_ps((const float *)(const void *)(s + k * ss0));
    for (int k = 0; k < 8; k++)
        b[k] = _mm256_loadu_ps((const float *)(const void *)(s + (k + 8) * ss0));
    tr8x8_f32_regs(a);
    tr8x8_f32_regs(b);
    for (int k = 0; k < 8; k++) {
        _mm256_stream_ps((float *)(void *)(d + k * dt), a[k]);
        _mm256_stream_ps((float *)(void *)(d + k * dt + 32), b[k]);
    }
}

__attribute__((target("avx2"))) static void tile_f64_avx2(char *d, int64_t dt, const char *s,
                                                          int64_t ss0) {
    __m256d r0 = _mm256_loadu_pd((const double *)(const void *)s);
    __m256d r1 = _mm256_loadu_pd((const double *)(const void *)(s + ss0));
    __m256d r2 = _mm256_loadu_pd((const double *)(const void *)(s + 2 * ss0));
    __m256d r3 = _mm256_loadu_pd((const double *)(const void *)(s + 3 * ss0));
    __m256d t0 = _mm256_unpacklo_pd(r0, r1), t1 = _mm256_unpackhi_pd(r0, r1);
    __m256d t2 = _mm256_unpacklo_pd(r2, r3), t3 = _mm256_unpackhi_pd(r2, r3);
    _mm256_storeu_pd((double *)(void *)d, _mm256_permute2f128_pd(t0, t2, 0x20));
    _mm256_storeu_pd((double *)(void *)(d + dt), _mm256_permute2f128_pd(t1, t3, 0x20));
    _mm256_storeu_pd((double *)(void *)(d + 2 * dt), _mm256_permute2f128_pd(t0, t2, 0x31));
    _mm256_storeu_pd((double *)(void *)(d + 3 * dt), _mm256_permute2f128_pd(t1, t3, 0x31));
}

__attribute__((target("sse2"))) static void tile_f32_sse2(char *d, int64_t dt, const char *s,
                                                          int64_t ss0) {
    __m128 r0 = _mm_loadu_ps((const float *)(const void *)s);
    __m128 r1 = _mm_loadu_ps((const float *)(const void *)(s + ss0));
    __m128 r2 = _mm_loadu_ps((const float *)(const void *)(s + 2 * ss0));
    __m128 r3 = _mm_loadu_ps((const float *)(const void *)(s + 3 * ss0));
    __m128 t0 = _mm_unpacklo_ps(r0, r1), t1 = _mm_unpackhi_ps(r0, r1);
    __m128 t2 = _mm_unpacklo_ps(r2, r3), t3 = _mm_unpackhi_ps(r2, r3);
    _mm_storeu_ps((float *)(void *)d, _mm_movelh_ps(t0, t2));
    _mm_storeu_ps((float *)(void *)(d + dt), _mm_movehl_ps(t2, t0));
    _mm_storeu_ps((float *)(void *)(d + 2 * dt), _mm_movelh_ps(t1, t3));
    _mm_storeu_ps((float *)(void *)(d + 3 * dt), _mm_movehl_ps(t3, t1));
}

__attribute__((target("sse2"))) static void tile_f64_sse2(char *d, int64_t dt, const char *s,
                                                          int64_t ss0) {
    __m128d r0 = _mm_loadu_pd((const double *)(const void *)s);
    __m128d r1 = _mm_loadu_pd((const double *)(const void *)(s + ss0));
    _mm_storeu_pd((double *)(void *)d, _mm_unpacklo_pd(r0, r1));
    _mm_storeu_pd((double *)(void *)(d + dt), _mm_unpackhi_pd(r0, r1));
}

/* 8x8 of 2-byte elements: three rounds of interleaving (16-, 32-, 64-bit). */
__attribute__((target("sse2"))) static void tile_u16_sse2(char *d, int64_t dt, const char *s,
                                                          int64_t ss0) {
    __m128i r[8];
    for (int k = 0; k < 8; k++) r[k] = _mm_loadu_si128((const __m128i *)(const void *)(s + k * ss0));
    __m128i a0 = _mm_unpacklo_epi16(r[0], r[1]), a1 = _mm_unpackhi_epi16(r[0], r[1]);
    __m128i a2 = _mm_unpacklo_epi16(r[2], r[3]), a3 = _mm_unpackhi_epi16(r[2], r[3]);
    __m128i a4 = _mm_unpacklo_epi16(r[4], r[5]), a5 = _mm_unpackhi_epi16(r[4], r[5]);
    __m128i a6 = _mm_unpacklo_epi16(r[6], r[7]), a7 = _mm_unpackhi_epi16(r[6], r[7]);
    __m128i b0 = _mm_unpacklo_epi32(a0, a2), b1 = _mm_unpackhi_epi32(a0, a2);
    __m128i b2 = _mm_unpacklo_epi32(a1, a3), b3 = _mm_unpackhi_epi32(a1, a3);
    __m128i b4 = _mm_unpacklo_epi32(a4, a6), b5 = _mm_unpackhi_epi32(a4, a6);
    __m128i b6 = _mm_unpacklo_epi32(a5, a7), b7 = _mm_unpackhi_epi32(a5, a7);
    __m128i c[8] = {_mm_unpacklo_epi64(b0, b4), _mm_unpackhi_epi64(b0, b4),
                    _mm_unpacklo_epi64(b1, b5), _mm_unpackhi_epi64(b1, b5),
                    _mm_unpacklo_epi64(b2, b6), _mm_unpackhi_epi64(b2, b6),
                    _mm_unpacklo_epi64(b3, b7), _mm_unpackhi_epi64(b3, b7)};
    for (int k = 0; k < 8; k++) _mm_storeu_si128((__m128i *)(void *)(d + k * dt), c[k]);
}

/* 8x8 of bytes: 8-byte rows in the low halves, interleave 8-, 16-, 32-bit; each result
 * register holds two destination rows. */
__attribute__((target("sse2"))) static void tile_u8_sse2(char *d, int64_t dt, const char *s,
                                                         int64_t ss0) {
    __m128i r[8];
    for (int k = 0; k < 8; k++) r[k] = _mm_loadl_epi64((const __m128i *)(const void *)(s + k * ss0));
    __m128i a0 = _mm_unpacklo_epi8(r[0], r[1]), a1 = _mm_unpacklo_epi8(r[2], r[3]);
    __m128i a2 = _mm_unpacklo_epi8(r[4], r[5]), a3 = _mm_unpacklo_epi8(r[6], r[7]);
    __m128i b0 = _mm_unpacklo_epi16(a0, a1), b1 = _mm_unpackhi_epi16(a0, a1);
    __m128i b2 = _mm_unpacklo_epi16(a2, a3), b3 = _mm_unpackhi_epi16(a2, a3);
    __m128i c[4] = {_mm_unpacklo_epi32(b0, b2), _mm_unpackhi_epi32(b0, b2),
                    _mm_unpacklo_epi32(b1, b3), _mm_unpackhi_epi32(b1, b3)};
    for (int k = 0; k < 4; k++) {
        _mm_storel_epi64((__m128i *)(void *)(d + (2 * k) * dt), c[k]);
        _mm_storel_epi64((__m128i *)(void *)(d + (2 * k + 1) * dt), _mm_unpackhi_epi64(c[k], c[k]));
    }
}
#endif

/* Elements of a rectangle of the (0, t) plane one at a time: rows i in [i0, i1) along
 * dim 0, columns c in [c0, c1) along dim t. */
static void rect_scalar(char *d, int64_t dt, const char *s, int64_t ss0, int64_t w, int64_t i0,
                        int64_t i1, int64_t c0, int64_t c1) {
    if (i0 >= i1) return;
    for (int64_t c = c0; c < c1; c++)
        loop_strided(d + c * dt + i0 * w, w, s + c * w + i0 * ss0, ss0, i1 - i0, w);
}

typedef struct tile_choice {
    tile_fn fn;
    int64_t tile;    /* T: tile edge in elements (fn handles T x T) */
    int64_t tile_i;  /* tile extent along dim 0 (2T for the streaming variant) */
    int64_t block;   /* block edge in elements (multiple of tile_i) */
} tile_choice;

static tile_choice choose_tile(const sl_copy_job *j, const char *d, int64_t dt) {
    tile_choice tc = {NULL, 1, 1, 64};
    int64_t w = j->width;
    /* Blocks of about 16 KiB per side keep a source and a destination block in L1. */
    tc.block = w <= 1 ? 128 : w <= 4 ? 64 : 32;
#ifdef SL_X86
    if (j->simd >= SL_SIMD_AVX2 && w == 4) {
        tc.fn = tile_f32_avx2, tc.tile = tc.tile_i = 8;
        if (j->nontemporal && ((uintptr_t)d % 64) == 0 && dt % 64 == 0)
            tc.fn = tile_f32_avx2_nt16, tc.tile_i = 16;
    } else if (j->simd >= SL_SIMD_AVX2 && w == 8) {
        tc.fn = tile_f64_avx2, tc.tile = tc.tile_i = 4;
    } else if (j->simd >= SL_SIMD_SSE2) {
        if (w == 4) tc.fn = tile_f32_sse2, tc.tile = tc.tile_i = 4;
        if (w == 8) tc.fn = tile_f64_sse2, tc.tile = tc.tile_i = 2;
        if (w == 2) tc.fn = tile_u16_sse2, tc.tile = tc.tile_i = 8;
        if (w == 1) tc.fn = tile_u8_sse2, tc.tile = tc.tile_i = 8;
    }
#else
    (void)d;
    (void)dt;
#endif
    return tc;
}

/* One (0, t) plane: dim 0 has n0 elements (dst contiguous, src stride ss0), dim t has
 * nt elements (src contiguous, dst stride dt). */
static void transpose_plane(const sl_copy_job *j, char *d, const char *s, const tile_choice *tc) {
    const int64_t w = j->width, n0 = j->size[0], ss0 = j->ss[0];
    const int64_t nt = j->size[j->tdim], dt = j->ds[j->tdim];
    const int64_t B = tc->block, T = tc->tile, TI = tc->tile_i;
    for (int64_t cb = 0; cb < nt; cb += B) {
        int64_t ce = cb + B < nt ? cb + B : nt;
        for (int64_t ib = 0; ib < n0; ib += B) {
            int64_t ie = ib + B < n0 ? ib + B : n0;
            int64_t cfull = cb, ifull = ib;
            if (tc->fn) {
                cfull = cb + (ce - cb) / T * T;
                ifull = ib + (ie - ib) / TI * TI;
                for (int64_t c = cb; c < cfull; c += T)
                    for (int64_t i = ib; i < ifull; i += TI)
                        tc->fn(d + c * dt + i * w, dt, s + c * w + i * ss0, ss0);
            }
            /* ragged edges: the right strip of rows, then the bottom strip of columns */
            rect_scalar(d, dt, s, ss0, w, ifull, ie, cb, ce);
            rect_scalar(d, dt, s, ss0, w, ib, ifull, cfull, ce);
        }
    }
}

/* ---------------------------------------------------------------- driver -- */

static void copy_contiguous(char *d, const char *s, int64_t bytes) {
    memcpy(d, s, (size_t)bytes);
}

static void run_inner(const sl_copy_job *j, char *d, const char *s, const tile_choice *tc) {
    const int64_t n = j->size[0], w = j->width;
    switch (j->kernel) {
    case SL_CK_ROWS: copy_contiguous(d, s, n * w); break;
    case SL_CK_TRANSPOSE: transpose_plane(j, d, s, tc); break;
    case SL_CK_GATHER: loop_gather(d, s, j->ss[0], n, w, j->simd); break;
    case SL_CK_FILL: loop_fill(d, s, n, w); break;
    case SL_CK_REVERSE: loop_reverse(d, s, n, w, j->simd); break;
    case SL_CK_GENERIC: loop_strided(d, j->ds[0], s, j->ss[0], n, w); break;
    default: break;
    }
}

void sl_copy_exec(const sl_copy_job *j) {
    if (j->kernel == SL_CK_EMPTY) return;
    if (j->kernel == SL_CK_MEMCPY) {
        copy_contiguous(j->dst, j->src, j->size[0] * j->width);
        return;
    }
    int32_t outer[SL_MAX_DIMS], no = 0;
    for (int32_t k = 1; k < j->nd; k++)
        if (!(j->kernel == SL_CK_TRANSPOSE && k == j->tdim)) outer[no++] = k;
    tile_choice tc = {NULL, 1, 1, 64};
    if (j->kernel == SL_CK_TRANSPOSE) tc = choose_tile(j, j->dst, j->ds[j->tdim]);
    int64_t idx[SL_MAX_DIMS] = {0};
    int64_t doff = 0, soff = 0;
    for (;;) {
        run_inner(j, j->dst + doff, j->src + soff, &tc);
        int32_t q = 0;
        for (; q < no; q++) {
            int32_t k = outer[q];
            if (idx[q] + 1 < j->size[k]) {
                idx[q]++;
                doff += j->ds[k];
                soff += j->ss[k];
                break;
            }
            doff -= idx[q] * j->ds[k];
            soff -= idx[q] * j->ss[k];
            idx[q] = 0;
        }
        if (q == no) break;
    }
#ifdef SL_X86
    if (tc.fn == tile_f32_avx2_nt16) _mm_sfence();
#endif
}
