/*
 * copy_tiles.c — the transpose kernel's register tiles, for copy_kernels.c's
 * transpose planes and copy.c's small-copy path.
 *
 * A strip kernel transposes square tiles held entirely in registers (8x8 for 4-byte
 * elements with AVX-512 or AVX2, 4x4 for 8-byte ones with AVX2; with SSE2 4x4 / 2x2;
 * 8x8 for 1- and 2-byte elements with SSE2); sl_copy_choose_tile picks one for a job
 * with the block sizes, streaming and pipelining that copy_kernels.c's plane walkers
 * use; sl_copy_transpose_small and sl_copy_transpose_f32_avx2 / _avx512 tile a whole
 * plane that fits in L1.  The shared element loop, the tile choice and the edge loop
 * are in copy_tiles.h; the job itself in copy_kernels.h.
 */
#include "copy/copy_kernels.h"
#include "copy/copy_tiles.h"

#ifdef SL_X86
#define LD8(T, load, s, ss0)                                                               \
    T r0 = load(s), r1 = load(s + (ss0)), r2 = load(s + 2 * (ss0)), r3 = load(s + 3 * (ss0)), \
      r4 = load(s + 4 * (ss0)), r5 = load(s + 5 * (ss0)), r6 = load(s + 6 * (ss0)),          \
      r7 = load(s + 7 * (ss0))

#define LDU_PS(p) _mm256_loadu_ps((const float *)(const void *)(p))
#define STU_PS(p, v) _mm256_storeu_ps((float *)(void *)(p), v)

/* 8x8 floats.  Each register is loaded as two 128-bit halves, the same four columns of
 * row r (low half) and of row r + 4 (high half), so that the load units do the
 * cross-lane step that would otherwise be a third round of shuffles: two 4x4
 * transposes inside the lanes (unpack pairs, then quads; 16 shuffles, not 24) leave
 * each register holding one whole destination row.  An 8x8 tile took 2.9 ns against
 * 5.0 ns with eight 256-bit loads and 24 shuffles (AMD Zen 5, 1e6 calls, best of 15). */
#define LDH_PS(p) _mm_loadu_ps((const float *)(const void *)(p))
#define LD2H_PS(lo, hi) _mm256_insertf128_ps(_mm256_castps128_ps256(LDH_PS(lo)), LDH_PS(hi), 1)
/* rows x0..x3 (4 columns each, two row groups) to 4 destination rows at o, o + dt, ... */
#define T4X2_PS(x0, x1, x2, x3, o, dt)                                                    \
    do {                                                                                  \
        __m256 t0 = _mm256_unpacklo_ps(x0, x1), t1 = _mm256_unpackhi_ps(x0, x1);          \
        __m256 t2 = _mm256_unpacklo_ps(x2, x3), t3 = _mm256_unpackhi_ps(x2, x3);          \
        STU_PS(o, _mm256_shuffle_ps(t0, t2, 0x44));                                       \
        STU_PS((o) + (dt), _mm256_shuffle_ps(t0, t2, 0xEE));                              \
        STU_PS((o) + 2 * (dt), _mm256_shuffle_ps(t1, t3, 0x44));                          \
        STU_PS((o) + 3 * (dt), _mm256_shuffle_ps(t1, t3, 0xEE));                          \
    } while (0)
__attribute__((target("avx2"), always_inline)) static inline void tile_f32_avx2(char *o,
                                                                               int64_t dt,
                                                                               const char *s,
                                                                               int64_t ss0) {
    const char *s4 = s + 4 * ss0;
    __m256 a0 = LD2H_PS(s, s4), a1 = LD2H_PS(s + ss0, s4 + ss0);
    __m256 a2 = LD2H_PS(s + 2 * ss0, s4 + 2 * ss0), a3 = LD2H_PS(s + 3 * ss0, s4 + 3 * ss0);
    T4X2_PS(a0, a1, a2, a3, o, dt);
    __m256 b0 = LD2H_PS(s + 16, s4 + 16), b1 = LD2H_PS(s + ss0 + 16, s4 + ss0 + 16);
    __m256 b2 = LD2H_PS(s + 2 * ss0 + 16, s4 + 2 * ss0 + 16);
    __m256 b3 = LD2H_PS(s + 3 * ss0 + 16, s4 + 3 * ss0 + 16);
    T4X2_PS(b0, b1, b2, b3, o + 4 * dt, dt);
}

__attribute__((target("avx2"))) static void strip_f32_avx2(char *d, int64_t dt, const char *s,
                                                           int64_t ss0, int64_t nc) {
    for (int64_t c = 0; c < nc; c += 8, s += 32) tile_f32_avx2(d + c * dt, dt, s, ss0);
}

/* 8x8 floats with AVX-512: four 512-bit registers of two source rows each (the second
 * row inserted by the load unit), then two rounds of two-source permutes, 8 in all (the
 * AVX2 tile needs 16 shuffles): the first gathers columns 0-3 and 4-7 of rows 0-3 and of
 * rows 4-7, column-major; the second pairs them into two destination rows per register.
 * A 64x64 plane took 1.1-1.3x memcpy's time against 1.8x with the AVX2 tile (Zen 5). */
#define SL_AVX512 __attribute__((target("avx2,avx512f,avx512dq"), always_inline)) static inline
#define LD2R_PS(a, b)                                                                     \
    _mm512_insertf32x8(_mm512_castps256_ps512(LDU_PS(a)), LDU_PS(b), 1)
/* The 8x8 tile as four 512-bit registers of two destination rows each. */
SL_AVX512 void tile_f32_avx512_pairs(const char *s, int64_t ss0, __m512 *o01, __m512 *o23,
                                     __m512 *o45, __m512 *o67) {
    const __m512 a0 = LD2R_PS(s, s + ss0), a1 = LD2R_PS(s + 2 * ss0, s + 3 * ss0);
    const __m512 a2 = LD2R_PS(s + 4 * ss0, s + 5 * ss0), a3 = LD2R_PS(s + 6 * ss0, s + 7 * ss0);
    /* lane 4c + r: column c (of 0-3, or of 4-7) of row r of the pair's four rows */
    const __m512i cols_lo = _mm512_setr_epi32(0, 8, 16, 24, 1, 9, 17, 25, 2, 10, 18, 26, 3, 11,
                                              19, 27);
    const __m512i cols_hi = _mm512_setr_epi32(4, 12, 20, 28, 5, 13, 21, 29, 6, 14, 22, 30, 7, 15,
                                              23, 31);
    const __m512 c03r03 = _mm512_permutex2var_ps(a0, cols_lo, a1);
    const __m512 c47r03 = _mm512_permutex2var_ps(a0, cols_hi, a1);
    const __m512 c03r47 = _mm512_permutex2var_ps(a2, cols_lo, a3);
    const __m512 c47r47 = _mm512_permutex2var_ps(a2, cols_hi, a3);
    /* destination rows c and c + 1: rows 0-3 then 4-7 of column c, then of column c + 1 */
    const __m512i even = _mm512_setr_epi32(0, 1, 2, 3, 16, 17, 18, 19, 4, 5, 6, 7, 20, 21, 22, 23);
    const __m512i odd = _mm512_setr_epi32(8, 9, 10, 11, 24, 25, 26, 27, 12, 13, 14, 15, 28, 29,
                                          30, 31);
    *o01 = _mm512_permutex2var_ps(c03r03, even, c03r47);
    *o23 = _mm512_permutex2var_ps(c03r03, odd, c03r47);
    *o45 = _mm512_permutex2var_ps(c47r03, even, c47r47);
    *o67 = _mm512_permutex2var_ps(c47r03, odd, c47r47);
}

SL_AVX512 void tile_f32_avx512(char *o, int64_t dt, const char *s, int64_t ss0) {
    __m512 o01, o23, o45, o67;
    tile_f32_avx512_pairs(s, ss0, &o01, &o23, &o45, &o67);
    STU_PS(o, _mm512_castps512_ps256(o01));
    STU_PS(o + dt, _mm512_extractf32x8_ps(o01, 1));
    STU_PS(o + 2 * dt, _mm512_castps512_ps256(o23));
    STU_PS(o + 3 * dt, _mm512_extractf32x8_ps(o23, 1));
    STU_PS(o + 4 * dt, _mm512_castps512_ps256(o45));
    STU_PS(o + 5 * dt, _mm512_extractf32x8_ps(o45, 1));
    STU_PS(o + 6 * dt, _mm512_castps512_ps256(o67));
    STU_PS(o + 7 * dt, _mm512_extractf32x8_ps(o67, 1));
}

/* An 8x8 tile whose destination rows are adjacent (a dense 8x8 output): four 64-byte
 * stores instead of eight 32-byte stores and four extracts. */
SL_AVX512 void tile_f32_avx512_dense(char *o, int64_t dt, const char *s, int64_t ss0) {
    (void)dt; /* 32 */
    __m512 o01, o23, o45, o67;
    tile_f32_avx512_pairs(s, ss0, &o01, &o23, &o45, &o67);
    _mm512_storeu_ps((float *)(void *)o, o01);
    _mm512_storeu_ps((float *)(void *)(o + 64), o23);
    _mm512_storeu_ps((float *)(void *)(o + 128), o45);
    _mm512_storeu_ps((float *)(void *)(o + 192), o67);
}

__attribute__((target("avx2,avx512f,avx512dq"))) static void strip_f32_avx512(char *d, int64_t dt,
                                                                             const char *s,
                                                                             int64_t ss0,
                                                                             int64_t nc) {
    for (int64_t c = 0; c < nc; c += 8, s += 32) tile_f32_avx512(d + c * dt, dt, s, ss0);
}

#define LDU_PD(p) _mm256_loadu_pd((const double *)(const void *)(p))
#define STU_PD(p, v) _mm256_storeu_pd((double *)(void *)(p), v)

/* 4x4 doubles: interleave pairs, then swap 128-bit halves. */
__attribute__((target("avx2"))) static void strip_f64_avx2(char *d, int64_t dt, const char *s,
                                                           int64_t ss0, int64_t nc) {
    for (int64_t c = 0; c < nc; c += 4, s += 32) {
        char *o = d + c * dt;
        __m256d r0 = LDU_PD(s), r1 = LDU_PD(s + ss0), r2 = LDU_PD(s + 2 * ss0),
                r3 = LDU_PD(s + 3 * ss0);
        __m256d t0 = _mm256_unpacklo_pd(r0, r1), t1 = _mm256_unpackhi_pd(r0, r1);
        __m256d t2 = _mm256_unpacklo_pd(r2, r3), t3 = _mm256_unpackhi_pd(r2, r3);
        STU_PD(o, _mm256_permute2f128_pd(t0, t2, 0x20));
        STU_PD(o + dt, _mm256_permute2f128_pd(t1, t3, 0x20));
        STU_PD(o + 2 * dt, _mm256_permute2f128_pd(t0, t2, 0x31));
        STU_PD(o + 3 * dt, _mm256_permute2f128_pd(t1, t3, 0x31));
    }
}

#define LDU_S(p) _mm_loadu_ps((const float *)(const void *)(p))
#define STU_S(p, v) _mm_storeu_ps((float *)(void *)(p), v)

__attribute__((target("sse2"))) static void strip_f32_sse2(char *d, int64_t dt, const char *s,
                                                           int64_t ss0, int64_t nc) {
    for (int64_t c = 0; c < nc; c += 4, s += 16) {
        char *o = d + c * dt;
        __m128 r0 = LDU_S(s), r1 = LDU_S(s + ss0), r2 = LDU_S(s + 2 * ss0), r3 = LDU_S(s + 3 * ss0);
        __m128 t0 = _mm_unpacklo_ps(r0, r1), t1 = _mm_unpackhi_ps(r0, r1);
        __m128 t2 = _mm_unpacklo_ps(r2, r3), t3 = _mm_unpackhi_ps(r2, r3);
        STU_S(o, _mm_movelh_ps(t0, t2));
        STU_S(o + dt, _mm_movehl_ps(t2, t0));
        STU_S(o + 2 * dt, _mm_movelh_ps(t1, t3));
        STU_S(o + 3 * dt, _mm_movehl_ps(t3, t1));
    }
}

__attribute__((target("sse2"))) static void strip_f64_sse2(char *d, int64_t dt, const char *s,
                                                           int64_t ss0, int64_t nc) {
    for (int64_t c = 0; c < nc; c += 2, s += 16) {
        char *o = d + c * dt;
        __m128d r0 = _mm_loadu_pd((const double *)(const void *)s);
        __m128d r1 = _mm_loadu_pd((const double *)(const void *)(s + ss0));
        _mm_storeu_pd((double *)(void *)o, _mm_unpacklo_pd(r0, r1));
        _mm_storeu_pd((double *)(void *)(o + dt), _mm_unpackhi_pd(r0, r1));
    }
}

#define LDU_I(p) _mm_loadu_si128((const __m128i *)(const void *)(p))
#define STU_I(p, v) _mm_storeu_si128((__m128i *)(void *)(p), v)
#define LDL_I(p) _mm_loadl_epi64((const __m128i *)(const void *)(p))
#define STL_I(p, v) _mm_storel_epi64((__m128i *)(void *)(p), v)

/* 8x8 of 2-byte elements: three rounds of interleaving (16-, 32-, 64-bit). */
__attribute__((target("sse2"))) static void strip_u16_sse2(char *d, int64_t dt, const char *s,
                                                           int64_t ss0, int64_t nc) {
    for (int64_t c = 0; c < nc; c += 8, s += 16) {
        char *o = d + c * dt;
        LD8(__m128i, LDU_I, s, ss0);
        __m128i a0 = _mm_unpacklo_epi16(r0, r1), a1 = _mm_unpackhi_epi16(r0, r1);
        __m128i a2 = _mm_unpacklo_epi16(r2, r3), a3 = _mm_unpackhi_epi16(r2, r3);
        __m128i a4 = _mm_unpacklo_epi16(r4, r5), a5 = _mm_unpackhi_epi16(r4, r5);
        __m128i a6 = _mm_unpacklo_epi16(r6, r7), a7 = _mm_unpackhi_epi16(r6, r7);
        __m128i b0 = _mm_unpacklo_epi32(a0, a2), b1 = _mm_unpackhi_epi32(a0, a2);
        __m128i b2 = _mm_unpacklo_epi32(a1, a3), b3 = _mm_unpackhi_epi32(a1, a3);
        __m128i b4 = _mm_unpacklo_epi32(a4, a6), b5 = _mm_unpackhi_epi32(a4, a6);
        __m128i b6 = _mm_unpacklo_epi32(a5, a7), b7 = _mm_unpackhi_epi32(a5, a7);
        STU_I(o, _mm_unpacklo_epi64(b0, b4));
        STU_I(o + dt, _mm_unpackhi_epi64(b0, b4));
        STU_I(o + 2 * dt, _mm_unpacklo_epi64(b1, b5));
        STU_I(o + 3 * dt, _mm_unpackhi_epi64(b1, b5));
        STU_I(o + 4 * dt, _mm_unpacklo_epi64(b2, b6));
        STU_I(o + 5 * dt, _mm_unpackhi_epi64(b2, b6));
        STU_I(o + 6 * dt, _mm_unpacklo_epi64(b3, b7));
        STU_I(o + 7 * dt, _mm_unpackhi_epi64(b3, b7));
    }
}

/* 8x8 bytes: 8-byte rows in the low halves, interleave 8-, 16-, 32-bit; each result
 * register holds two destination rows. */
__attribute__((target("sse2"))) static void strip_u8_sse2(char *d, int64_t dt, const char *s,
                                                          int64_t ss0, int64_t nc) {
    for (int64_t c = 0; c < nc; c += 8, s += 8) {
        char *o = d + c * dt;
        LD8(__m128i, LDL_I, s, ss0);
        __m128i a0 = _mm_unpacklo_epi8(r0, r1), a1 = _mm_unpacklo_epi8(r2, r3);
        __m128i a2 = _mm_unpacklo_epi8(r4, r5), a3 = _mm_unpacklo_epi8(r6, r7);
        __m128i b0 = _mm_unpacklo_epi16(a0, a1), b1 = _mm_unpackhi_epi16(a0, a1);
        __m128i b2 = _mm_unpacklo_epi16(a2, a3), b3 = _mm_unpackhi_epi16(a2, a3);
        __m128i c0 = _mm_unpacklo_epi32(b0, b2), c1 = _mm_unpackhi_epi32(b0, b2);
        __m128i c2 = _mm_unpacklo_epi32(b1, b3), c3 = _mm_unpackhi_epi32(b1, b3);
        STL_I(o, c0);
        STL_I(o + dt, _mm_unpackhi_epi64(c0, c0));
        STL_I(o + 2 * dt, c1);
        STL_I(o + 3 * dt, _mm_unpackhi_epi64(c1, c1));
        STL_I(o + 4 * dt, c2);
        STL_I(o + 5 * dt, _mm_unpackhi_epi64(c2, c2));
        STL_I(o + 6 * dt, c3);
        STL_I(o + 7 * dt, _mm_unpackhi_epi64(c3, c3));
    }
}
#endif


tile_choice sl_copy_choose_tile(const sl_copy_job *j) {
    tile_choice tc = {NULL, 1, 64, false, false, 64, 64, 64};
    int64_t w = j->width;
    /* Blocks of 8-16 KiB per side keep a source and a destination block in L1. */
    tc.block = w <= 1 ? 128 : w <= 4 ? 64 : 32;
    /* Streaming blocks.  Tall ones when the source rows are close (at most 4 KiB) and
     * the destination's rows far apart (more than 4 KiB, as in 256^3 permute(2, 0, 1)):
     * each block reads one cache line from each of 256 source rows and writes 64/w
     * destination rows of 256 elements, so the destination is written in runs of 1-4 KiB.
     * Otherwise 128 source rows times two cache lines of each: 128-element runs in the
     * destination.  Measured interleaved against memcpy (1 and 2 threads, 64 MiB, 4 KiB
     * pages, AMD Zen 5; medians over several runs), against the square 64 x 64 blocks these
     * replace: the 4096^2 transpose 0.48-0.50 -> 0.59-0.72 of memcpy, permute 120 0.47 ->
     * 0.48-0.64, 210 0.59 -> 0.64-0.67, 021 0.61 -> 0.62-0.73, NCHW->NHWC 0.70 -> 0.72-0.79
     * (on the transpose, 256 x 16: 0.52-0.60, 64 x 64: 0.53-0.57, 128 x 64: 0.56-0.61).  On an earlier, slower-memory machine tall
     * blocks had lifted permute 201 from 0.58 to 0.68-0.73. */
    const int64_t ss0 = j->ss[0] < 0 ? -j->ss[0] : j->ss[0];
    const int64_t dst_t = j->ds[j->tdim] < 0 ? -j->ds[j->tdim] : j->ds[j->tdim];
    if (ss0 <= 4096 && dst_t > 4096 && w <= 64 && 64 % w == 0) {
        tc.sbc = 64 / w;
        tc.sbi = STREAM_BUF_BYTES / 64; /* 256 elements, a multiple of every tile edge */
    } else if (w <= 64 && 128 % w == 0) {
        tc.sbc = 128 / w;
        tc.sbi = STREAM_BUF_BYTES / 128; /* 128 elements */
    } else {
        tc.sbi = tc.sbc = tc.block;
    }
    /* streaming stores exist only in the AVX2 build of the kernels */
    tc.streaming = j->nontemporal && j->simd >= SL_SIMD_AVX2 &&
                   tc.sbi * tc.sbc * w <= STREAM_BUF_BYTES;
#ifdef SL_X86
    if (j->simd >= SL_SIMD_AVX512 && w == 4) {
        tc.fn = strip_f32_avx512, tc.tile = 8;
    } else if (j->simd >= SL_SIMD_AVX2 && w == 4) {
        tc.fn = strip_f32_avx2, tc.tile = 8;
    } else if (j->simd >= SL_SIMD_AVX2 && w == 8) {
        tc.fn = strip_f64_avx2, tc.tile = 4;
    } else if (j->simd >= SL_SIMD_SSE2) {
        if (w == 4) tc.fn = strip_f32_sse2, tc.tile = 4;
        if (w == 8) tc.fn = strip_f64_sse2, tc.tile = 2;
        if (w == 2) tc.fn = strip_u16_sse2, tc.tile = 8;
        if (w == 1) tc.fn = strip_u8_sse2, tc.tile = 8;
    }
#endif
    /* Each sweep of the strips covers columns whose destination rows span about 1024
     * pages (4 MiB when the rows are closer than a page), so the pages a sweep writes
     * stay in the TLB from one strip to the next: the 4096^2 transpose, whose destination
     * rows are 16 KiB apart, wrote 512 B to each of 4096 pages per strip (one TLB miss
     * per run) and went from 0.55-0.63 to 0.65-0.70 of memcpy (one thread, medians of 15
     * rounds against the library without sweeps, alternating in one process); 256 and
     * 2048 pages were slower, the other benchmark cases did not change. */
    {
        const int64_t page_cols = dst_t >= 4096 ? 1024 : 1024 * 4096 / (dst_t > 0 ? dst_t : 1);
        tc.sweep = page_cols < tc.sbc ? tc.sbc : page_cols / tc.sbc * tc.sbc;
    }
    /* The 128 x 2-line blocks overlap their reads with the previous block's writes
     * (transpose_planes_pipelined) when both dims are whole tiles.  One thread, Zen 5,
     * 4 KiB pages, the library with and without it alternating with memcpy in one
     * process (bench/copy --ratios --against, medians of 15-21 rounds, against memcpy):
     * permute(1, 2, 0) 0.55-0.58 -> 0.61-0.66, permute(0, 2, 1) 0.65-0.71 -> 0.73-0.74,
     * NCHW->NHWC 0.76 -> 0.77; the 4096^2 transpose and permute(2, 1, 0), whose
     * destination rows are far apart, -0.04 to +0.03 (two threads +0.00 to +0.05) once
     * their sweeps were bounded (tc.sweep).  The tall blocks lost 0.02-0.07 with it
     * (their 32 KiB of buffers and 256 source lines crowd L1). */
    tc.pipelined = tc.streaming && tc.fn && tc.sbi == STREAM_BUF_BYTES / 128 &&
                   j->size[0] % tc.tile == 0 && j->size[j->tdim] % tc.tile == 0;
    return tc;
}

/* A plane small enough to sit in L1 (copy.c's small-copy path), tiled without blocking:
 * full T x T tiles by the strip kernel, ragged edges element by element.  False when no
 * tile kernel exists for this width and SIMD level (the caller then plans it generally). */
#ifdef SL_X86
/* Ragged edges of a plane tiled by 8: out of line, so the common whole-tile call keeps a
 * small prologue. */
__attribute__((noinline)) static void transpose_edges(char *d, int64_t dt, const char *s,
                                                      int64_t ss0, int64_t w, int64_t n0,
                                                      int64_t nt, int64_t ifull, int64_t cfull) {
    rect_scalar(d, dt, s, ss0, w, ifull, n0, 0, nt);
    rect_scalar(d, dt, s, ss0, w, 0, ifull, cfull, nt);
}

/* sl_copy_transpose_f32_avx2 and _avx512: sl_copy_transpose_small for 4-byte elements
 * without choose_tile's dispatch, the tile inlined; the two differ only in the tile (and
 * the target they are compiled for).  Planes of at most 16 KiB stay in L1 either way:
 * one tile per step (64x64: 1.31x memcpy against 1.40x with 32-row strips).  Larger
 * planes are swept in strips of 32 source rows, four tiles stacked per step, so each
 * destination row receives 128 contiguous bytes (two whole lines) at once: with one tile
 * per step a 256x256 plane, whose destination rows are 1 KiB apart and so share four L1
 * sets, had its destination lines evicted between the two halves of each line (3.1x
 * memcpy's time against 1.4x; 16-row strips 1.6x, 32x32 blocks 1.8x; Zen 3).  One 8x8
 * tile is inline in the entry point and everything else out of line: the loops' frame
 * (saved registers, a 32-byte aligned stack) cost the single tile more than the tile
 * itself (5.4 ns against 2.9 ns). */
#define DEFINE_TRANSPOSE_F32(NAME, TARGET, TILE, DENSE_TILE)                              \
    __attribute__((target(TARGET), noinline)) static void NAME##_tiles(                   \
        char *d, int64_t dt, const char *s, int64_t ss0, int64_t n0, int64_t nt) {        \
        const int64_t ifull = n0 & ~INT64_C(7), cfull = nt & ~INT64_C(7);                \
        if (n0 * nt <= 4096) {                                                            \
            for (int64_t i = 0; i < ifull; i += 8)                                        \
                for (int64_t c = 0; c < cfull; c += 8)                                    \
                    TILE(d + c * dt + i * 4, dt, s + i * ss0 + c * 4, ss0);              \
        } else {                                                                          \
            for (int64_t i0 = 0; i0 < ifull; i0 += 32) {                                  \
                const int64_t iend = i0 + 32 < ifull ? i0 + 32 : ifull;                   \
                for (int64_t c = 0; c < cfull; c += 8)                                    \
                    for (int64_t i = i0; i < iend; i += 8)                                \
                        TILE(d + c * dt + i * 4, dt, s + i * ss0 + c * 4, ss0);          \
            }                                                                             \
        }                                                                                 \
        if ((ifull ^ n0) | (cfull ^ nt))                                                  \
            transpose_edges(d, dt, s, ss0, 4, n0, nt, ifull, cfull);                      \
    }                                                                                     \
    __attribute__((target(TARGET))) int NAME(char *d, int64_t dt, const char *s,         \
                                             int64_t ss0, int64_t n0, int64_t nt) {       \
        if (n0 == 8 && nt == 8) {                                                         \
            if (dt == 32) DENSE_TILE(d, dt, s, ss0);                                      \
            else TILE(d, dt, s, ss0);                                                     \
            return SL_OK;                                                                 \
        }                                                                                 \
        NAME##_tiles(d, dt, s, ss0, n0, nt);                                              \
        return SL_OK;                                                                     \
    }
DEFINE_TRANSPOSE_F32(sl_copy_transpose_f32_avx2, "avx2", tile_f32_avx2, tile_f32_avx2)
DEFINE_TRANSPOSE_F32(sl_copy_transpose_f32_avx512, "avx2,avx512f,avx512dq", tile_f32_avx512,
                     tile_f32_avx512_dense)
#endif

bool sl_copy_transpose_small(char *d, int64_t dt, const char *s, int64_t ss0, int64_t n0,
                             int64_t nt, int64_t w, sl_copy_simd simd) {
#ifdef SL_X86
    if (w == 4 && simd >= SL_SIMD_AVX512) {
        sl_copy_transpose_f32_avx512(d, dt, s, ss0, n0, nt);
        return true;
    }
    if (w == 4 && simd >= SL_SIMD_AVX2) {
        sl_copy_transpose_f32_avx2(d, dt, s, ss0, n0, nt);
        return true;
    }
#endif
    sl_copy_job probe;
    probe.width = w, probe.simd = simd, probe.nontemporal = false;
    probe.tdim = 0, probe.ss[0] = probe.ds[0] = 0; /* read by sl_copy_choose_tile */
    tile_choice tc = sl_copy_choose_tile(&probe);
    if (!tc.fn) return false;
    const int64_t T = tc.tile, ifull = n0 & ~(T - 1), cfull = nt & ~(T - 1);
    if (cfull > 0)
        for (int64_t i = 0; i < ifull; i += T) tc.fn(d + i * w, dt, s + i * ss0, ss0, cfull);
    rect_scalar(d, dt, s, ss0, w, ifull, n0, 0, nt);
    rect_scalar(d, dt, s, ss0, w, 0, ifull, cfull, nt);
    return true;
}
