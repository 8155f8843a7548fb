/*
 * overlap_internal.h — what the three overlap files share; not public.
 *
 * overlap.c holds the public API (cheap exact tests, then search or enumeration, and the
 * witness check), overlap_solve.c the bounded linear equation's depth-first search and
 * the building of its problems from views, overlap_enum.c the answers by enumerating
 * element addresses (bitmap or sorted starts).  The problem type, the 128-bit helpers
 * and the limits below are theirs in common; the algorithm is described atop overlap.c.
 */
#ifndef STRIDELAB_OVERLAP_INTERNAL_H
#define STRIDELAB_OVERLAP_INTERNAL_H

#include "core/internal.h"

#include <stdlib.h>

__extension__ typedef __int128 i128;

#define MAX_TERMS (2 * SL_MAX_DIMS + 2)
#define EXTENT_LIMIT ((i128)1 << 100)        /* beyond this we report overflow */
#define BITMAP_MAX_BITS ((int64_t)1 << 30)   /* 128 MiB bitmap at most */
#define SORT_MAX_ELEMS ((int64_t)1 << 24)    /* 16 Mi sorted addresses at most */
#define ENUM_ADDR_LIMIT ((int64_t)1 << 61)   /* enumerated addresses stay far from overflow */

enum { SRC_A_DIM, SRC_B_DIM, SRC_A_BYTE, SRC_B_BYTE };
enum { R_NO = 0, R_YES = 1, R_BUDGET = 2 };

typedef struct term {
    i128 coef;   /* > 0 */
    i128 bound;  /* variable ranges over [0, bound], bound >= 1 */
    i128 mid;    /* internal mode: the value meaning "same tuple" */
    int src, dim;
    bool flip;   /* pair mode: index = (size - 1) - variable */
} term;

typedef struct problem {
    term t[MAX_TERMS];
    int n;
    i128 rhs;
    bool nontrivial;         /* internal mode */
    i128 g[MAX_TERMS];       /* g[k] = gcd(c_0..c_k) */
    i128 reach[MAX_TERMS];   /* reach[k] = sum_{j<=k} c_j u_j */
    i128 x[MAX_TERMS];
    int64_t work, budget;    /* budget < 0: unlimited */
    /* before merging equal coefficients (pair mode): the original terms, the merged term
     * each belongs to, and their values in a solution */
    term orig[MAX_TERMS];
    int norig;
    int group[MAX_TERMS];
    i128 xo[MAX_TERMS];
    /* per level v >= 1, independent of the right-hand side: lg[v] = gcd(g[v-1], c_v),
     * lm[v] = g[v-1] / lg[v] (the period of admissible x_v), linv[v] = inverse of
     * c_v / lg[v] modulo lm[v]; level 1 uses g[1], c_0 / g[1] and c_1 / g[1] */
    i128 lg[MAX_TERMS], lm[MAX_TERMS], linv[MAX_TERMS];
} problem;


/* ------------------------------------------------------------ 128-bit helpers -- */

/* Division and remainder are library calls for 128-bit operands; almost every value
 * here fits 64 bits, so take the hardware path when it does. */
static inline bool fits64(i128 v) { return v >= INT64_MIN && v <= INT64_MAX; }

static inline i128 tdiv(i128 a, i128 b) { /* truncating, b != 0 */
    if (fits64(a) && fits64(b) && !(a == INT64_MIN && b == -1)) return (int64_t)a / (int64_t)b;
    return a / b;
}
static inline i128 tmod(i128 a, i128 b) {
    if (fits64(a) && fits64(b) && b != -1) return (int64_t)a % (int64_t)b;
    return b == -1 ? 0 : a % b;
}

static inline i128 gcd128(i128 a, i128 b) {
    if (a < 0) a = -a;
    if (b < 0) b = -b;
    while (b) {
        i128 t = tmod(a, b);
        a = b;
        b = t;
    }
    return a;
}

/* Inverse of a modulo m for gcd(a, m) == 1, m >= 1; result in [0, m). */
static inline i128 inv_mod(i128 a, i128 m) {
    if (m == 1) return 0;
    i128 r0 = m, r1 = tmod(a, m), s0 = 0, s1 = 1;
    if (r1 < 0) r1 += m;
    while (r1) {
        i128 q = tdiv(r0, r1), tmp;
        tmp = r0 - q * r1;
        r0 = r1;
        r1 = tmp;
        tmp = s0 - q * s1;
        s0 = s1;
        s1 = tmp;
    }
    s0 = tmod(s0, m);
    return s0 < 0 ? s0 + m : s0;
}

static inline i128 fdiv(i128 a, i128 b) { /* b > 0 */
    i128 q = tdiv(a, b);
    return (tmod(a, b) < 0) ? q - 1 : q;
}
static inline i128 cdiv(i128 a, i128 b) { return -fdiv(-a, b); }
static inline i128 imax(i128 a, i128 b) { return a > b ? a : b; }
static inline i128 imin(i128 a, i128 b) { return a < b ? a : b; }
static inline i128 pmod(i128 a, i128 m) {
    i128 r = tmod(a, m);
    return r < 0 ? r + m : r;
}

/* A byte view's extent [lo, end) in 128 bits; false when empty.  One dimension adds
 * less than 2^126 in magnitude, but 64 of them can pass 2^127, so each partial sum is
 * clamped to +-EXTENT_CLAMP (beyond EXTENT_LIMIT): exact for every view check_view
 * accepts, and still beyond the limit for every view it refuses. */
#define EXTENT_CLAMP ((i128)1 << 101)
static inline bool extent128(const sl_bview *v, i128 *lo, i128 *end) {
    i128 l = v->offset_bytes, h = v->offset_bytes;
    for (int32_t d = 0; d < v->ndim; d++)
        if (v->size[d] == 0) return false;
    for (int32_t d = 0; d < v->ndim; d++) {
        i128 e = (i128)(v->size[d] - 1) * v->stride_bytes[d];
        if (e < 0)
            l = imax(l + e, -EXTENT_CLAMP);
        else
            h = imin(h + e, EXTENT_CLAMP);
    }
    *lo = l;
    *end = h + v->width_bytes;
    return true;
}

static inline int check_view(const sl_bview *v, const char *name, sl_error *err) {
    if (!v || v->ndim < 0 || v->ndim > SL_MAX_DIMS || v->width_bytes < 1)
        return sl_error_set(err, SL_ERR_ARG, "ValueError", "invalid byte view %s", name);
    for (int32_t d = 0; d < v->ndim; d++)
        if (v->size[d] < 0)
            return sl_error_set(err, SL_ERR_ARG, "ValueError",
                                "view %s: size %lld at dimension %d is negative", name,
                                (long long)v->size[d], (int)d);
    i128 lo, end;
    if (extent128(v, &lo, &end) && (lo < -EXTENT_LIMIT || end > EXTENT_LIMIT))
        return sl_error_set(err, SL_ERR_OVERFLOW, "OverflowError",
                            "view %s: byte extent beyond 2^100", name);
    return SL_OK;
}

static inline bool is_empty(const sl_bview *v) {
    for (int32_t d = 0; d < v->ndim; d++)
        if (v->size[d] == 0) return true;
    return false;
}

/* Address of an element in 128 bits (indices assumed in range). */
static inline i128 addr128(const sl_bview *v, const int64_t *idx) {
    i128 a = v->offset_bytes;
    for (int32_t d = 0; d < v->ndim; d++) a += (i128)idx[d] * v->stride_bytes[d];
    return a;
}


void ovl_build_internal(problem *p, const sl_bview *v);
void ovl_build_pair(problem *p, const sl_bview *a, const sl_bview *b, i128 start_a, i128 end_b);
int ovl_enum_internal(const sl_bview *v, bool force_sort, sl_overlap_result *res, sl_error *err, int *status);
int ovl_enum_pair(const sl_bview *a, const sl_bview *b, int64_t lo, int64_t hi, bool force_sort, sl_overlap_result *res, sl_error *err, int *status);
int64_t ovl_numel_sat(const sl_bview *v);
void ovl_prepare(problem *p, bool merge);
int ovl_run_search(problem *p);
bool ovl_witness_from_internal(problem *p, const sl_bview *v, sl_overlap_result *res);
bool ovl_witness_from_pair(problem *p, const sl_bview *a, const sl_bview *b, sl_overlap_result *res);
static inline bool ovl_enum_safe(const sl_bview *v) {
    i128 lo, end;
    if (!extent128(v, &lo, &end)) return true;
    if (lo < -ENUM_ADDR_LIMIT || end > ENUM_ADDR_LIMIT) return false;
    for (int32_t d = 0; d < v->ndim; d++)
        if (v->stride_bytes[d] > ENUM_ADDR_LIMIT / 4 || v->stride_bytes[d] < -ENUM_ADDR_LIMIT / 4)
            return false;
    return true;
}


/* numpy's bounded search over two views with the extents [lo, end) given
 * (overlap_numpy.c); step_limit bounds the search's steps (SL_NP_OVL_LIMIT past it) */
sl_np_overlap_answer ovl_numpy_bounded(const sl_bview *va, const sl_bview *vb, i128 loA, i128 endA, i128 loB,
                                       i128 endB, int64_t max_work, int64_t step_limit);

#endif
