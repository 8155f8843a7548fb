/*
 * copy/copy_kernels.h — the planned form of a strided copy, shared by copy.c (planning,
 * checks, threads) and copy_kernels.c (the loops).  Internal to the library.
 */
#ifndef STRIDELAB_COPY_KERNELS_H
#define STRIDELAB_COPY_KERNELS_H

#include "core/internal.h"

typedef enum sl_copy_kernel {
    SL_CK_EMPTY = 0, /* nothing to move */
    SL_CK_MEMCPY,    /* one contiguous block on both sides (ndim == 1) */
    SL_CK_ROWS,      /* innermost dim contiguous on both sides: memcpy per row */
    SL_CK_TRANSPOSE, /* dst contiguous along dim 0, src contiguous along dim tdim */
    SL_CK_GATHER,    /* dst contiguous along dim 0, src strided */
    SL_CK_FILL,      /* dst contiguous along dim 0, src stride 0 (broadcast) */
    SL_CK_REVERSE,   /* dst contiguous along dim 0, src stride -width */
    SL_CK_GENERIC    /* dst strided along dim 0 */
} sl_copy_kernel;

/* AVX512 here means AVX-512 F + DQ (the 4-byte transpose tile's two-source permutes and
 * 256-bit inserts/extracts); every other kernel of that level is the AVX2 one. */
typedef enum sl_copy_simd {
    SL_SIMD_PORTABLE = 0,
    SL_SIMD_SSE2 = 1,
    SL_SIMD_AVX2 = 2,
    SL_SIMD_AVX512 = 3
} sl_copy_simd;

/* A copy after planning: dims ordered innermost first, destination strides positive
 * and ascending, coalesced; `dst`/`src` address element (0, ..., 0).  Every address
 * dst + sum(i_k * ds[k]) (resp. src) for 0 <= i_k < size[k] is inside its buffer. */
typedef struct sl_copy_job {
    int32_t nd;
    int64_t width;
    int64_t size[SL_MAX_DIMS];
    int64_t ds[SL_MAX_DIMS]; /* destination byte strides */
    int64_t ss[SL_MAX_DIMS]; /* source byte strides */
    char *dst;
    const char *src;
    int64_t dst_off, src_off; /* dst, src: the bases plus these byte offsets */
    sl_copy_kernel kernel;
    int32_t tdim; /* SL_CK_TRANSPOSE: the dim along which the source is contiguous */
    sl_copy_simd simd;
    bool nontemporal;
} sl_copy_job;

/* Best SIMD level this CPU supports, capped at `cap` (cap < 0: no cap). */
sl_copy_simd sl_copy_detect_simd(int cap);
const char *sl_copy_simd_name(sl_copy_simd s);
const char *sl_copy_kernel_name(sl_copy_kernel k);
/* Run a planned job on the calling thread. */
void sl_copy_exec(const sl_copy_job *job);
/* The same with the job's first elements at dst / src instead of job->dst / job->src
 * (a prepared job run at other base pointers). */
void sl_copy_exec_at(const sl_copy_job *job, char *dst, const char *src);
/* dst[c*dt + i*w] = src[i*ss0 + c*w] for i < n0, c < nt, in register tiles, for planes
 * that fit in L1; false (nothing written) when there is no tile kernel for w and simd. */
bool sl_copy_transpose_small(char *d, int64_t dt, const char *s, int64_t ss0, int64_t n0,
                             int64_t nt, int64_t w, sl_copy_simd simd);

#if (defined(__x86_64__) || defined(__i386__)) && (defined(__GNUC__) || defined(__clang__)) && \
    !defined(SL_NO_SIMD)
#define SL_COPY_HAVE_AVX2_KERNELS 1
/* sl_copy_transpose_small for w == 4, only to be called when the CPU has AVX2; returns
 * SL_OK (so that callers can return it as a tail call). */
int sl_copy_transpose_f32_avx2(char *d, int64_t dt, const char *s, int64_t ss0, int64_t n0,
                               int64_t nt);
/* The same with AVX-512 F + DQ, only to be called when the CPU has them. */
int sl_copy_transpose_f32_avx512(char *d, int64_t dt, const char *s, int64_t ss0, int64_t n0,
                                 int64_t nt);
#endif

#endif
