/*
 * copy/copy_tiles.h — what copy_kernels.c (the loops and plane walkers) and copy_tiles.c
 * (the register tiles of the transpose) share: the x86 SIMD switch, the element loop of
 * any width, a strip kernel and the tile choice for a job.  Internal to the library.
 */
#ifndef STRIDELAB_COPY_TILES_H
#define STRIDELAB_COPY_TILES_H

#include "copy/copy_kernels.h"

#include <string.h>

#if (defined(__x86_64__) || defined(__i386__)) && (defined(__GNUC__) || defined(__clang__)) && \
    !defined(SL_NO_SIMD)
#define SL_X86 1
#include <immintrin.h>
#endif

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

static inline void loop_strided(char *d, int64_t ds, const char *s, int64_t ss, int64_t n,
                                int64_t w) {
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

/* A strip kernel transposes T source rows (along dim 0, `ss0` bytes apart) times nc
 * columns (along dim t, contiguous in the source; nc a multiple of T) into nc
 * destination rows (`dt` bytes apart) of T contiguous elements each, one T x T tile at a
 * time, each tile entirely in registers.  The tiles are written with named registers,
 * not arrays, so the compiler never spills them to the stack. */
typedef void (*strip_fn)(char *d, int64_t dt, const char *s, int64_t ss0, int64_t nc);

/* Elements of a rectangle of the (0, t) plane one at a time: rows i in [i0, i1) along
 * dim 0, columns c in [c0, c1) along dim t. */
static inline void rect_scalar(char *d, int64_t dt, const char *s, int64_t ss0, int64_t w,
                               int64_t i0, int64_t i1, int64_t c0, int64_t c1) {
    if (i0 >= i1) return;
    for (int64_t c = c0; c < c1; c++)
        loop_strided(d + c * dt + i0 * w, w, s + c * w + i0 * ss0, ss0, i1 - i0, w);
}

typedef struct tile_choice {
    strip_fn fn;
    int64_t tile;   /* T: tile edge in elements */
    int64_t block;  /* block edge in elements (a multiple of T) */
    bool streaming; /* transpose_plane_streaming: via an L1 buffer, streaming stores */
    bool pipelined; /* streaming, through transpose_planes_pipelined */
    int64_t sbi, sbc; /* streaming blocks: elements along dim 0 and along dim t */
    int64_t sweep;    /* streaming: columns (dim t elements) per sweep of the strips */
} tile_choice;

#define STREAM_BUF_BYTES 16384

/* The strip kernel, tile edge, block sizes and streaming choices for a transpose job
 * (copy_tiles.c). */
tile_choice sl_copy_choose_tile(const sl_copy_job *j);

#endif
