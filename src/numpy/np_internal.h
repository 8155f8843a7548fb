/*
 * numpy/np_internal.h — helpers shared by the numpy modules (np_*.c); not public.
 *
 * The numpy modules keep one invariant: every record they hand back has its
 * C_CONTIGUOUS / F_CONTIGUOUS / ALIGNED bits recomputed from its final layout
 * (np_finish), and its `alias`/`base` fields saying what numpy's `.base` would be.
 */
#ifndef STRIDELAB_NP_INTERNAL_H
#define STRIDELAB_NP_INTERNAL_H

#include "core/internal.h"

/* numpy's dimension limit (NPY_MAXDIMS) under a profile: numpy 1.24's 32, numpy 2's 64 */
#define NP_MAXDIMS_OF(ref) ((ref) == SL_REF_LESSONS ? SL_NP2_MAX_DIMS : SL_NP_MAX_DIMS)

/* Shorthands for the exception classes numpy raises. */
#define NP_VALUE(err, ...) sl_error_set((err), SL_ERR_PY, "ValueError", __VA_ARGS__)
#define NP_INDEX(err, ...) sl_error_set((err), SL_ERR_PY, "IndexError", __VA_ARGS__)
#define NP_TYPE(err, ...) sl_error_set((err), SL_ERR_PY, "TypeError", __VA_ARGS__)

/* Validate a record handed to the API: not NULL, ndim within the profile's limit
 * (numpy 1.24's 32, numpy 2's 64), itemsize >= 1, no negative size (one branch-free OR
 * pass).  The error is np_check_array_error's (np_flags.c). */
int np_check_array_error(const sl_array *a, sl_error *err);
static inline int np_check_array(const sl_array *a, sl_error *err) {
    if (!a || a->ndim < 0 || a->ndim > (a->ref == SL_REF_LESSONS ? SL_NP2_MAX_DIMS : SL_NP_MAX_DIMS) ||
        a->itemsize < 1)
        return np_check_array_error(a, err);
    int64_t any = 0;
    for (int32_t d = 0; d < a->ndim; d++) any |= a->shape[d];
    return any < 0 ? np_check_array_error(a, err) : SL_OK;
}

/* numpy's normalize_axis_index: -ndim <= axis < ndim, negatives get +ndim; else
 * AxisError "[prefix: ]axis A is out of bounds for array of dimension N". */
int np_norm_axis_error(int64_t axis, int64_t ndim, const char *prefix, sl_error *err);
static inline int np_norm_axis(int64_t axis, int64_t ndim, const char *prefix, int64_t *out,
                               sl_error *err) {
    if (axis < -ndim || axis >= ndim) {
        *out = 0; /* defined for the compiler; the caller returns the error */
        return np_norm_axis_error(axis, ndim, prefix, err);
    }
    *out = axis < 0 ? axis + ndim : axis;
    return SL_OK;
}

/* The "maximum supported dimension" ValueError of creating/reshaping, and the ValueError
 * of as_strided's array interface ("number of dimensions must be within [0, 32]"; numpy 2
 * adds ", got N"), as the profile words them. */
int np_maxdims_error(int64_t found, sl_ref ref, sl_error *err);
int np_interface_dims_error(int64_t found, sl_ref ref, sl_error *err);

/* Start a new view of `src`: copies dtype, itemsize, buffer size and WRITEABLE; clears
 * OWNDATA and the foreign-base bits; base CHAIN, alias VIEW.  The caller sets ndim,
 * shape, strides, offset.  Inline (with np_emit_view): every numpy view op calls it. */
static inline void np_view_init(const sl_array *src, sl_array *out) {
    uint32_t flags = src->flags & (SL_NP_WRITEABLE | SL_NP_WARN_ON_WRITE); /* views inherit both */
    out->ndim = 0;
    out->dtype = src->dtype;
    out->itemsize = src->itemsize;
    out->ref = src->ref;
    out->offset_bytes = src->offset_bytes;
    out->buffer_bytes = src->buffer_bytes;
    out->flags = flags;
    out->alias = SL_ALIAS_VIEW;
    out->base = SL_NP_BASE_CHAIN;
}

/* Start a new owner of `dt` (OWNDATA|WRITEABLE, base NONE, alias NEW, offset 0). */
void np_owner_init(sl_dtype dt, int64_t itemsize, sl_ref ref, sl_array *out);

/* Recompute the computed flag bits. */
void np_finish(sl_array *a);
/* The same for a record whose strides np_fresh_strides made in `order` ('C' or 'F', size-0
 * dims counted as 1), without the contiguity walks. */
void np_finish_fresh(sl_array *a, char order);

/* Fresh C or F strides for shape (§0.2).  zero_if_empty: a new allocation (all strides 0
 * when some dim is 0); else size-0 dims count as 1.  SL_ERR_OVERFLOW on overflow. */
int np_fresh_strides(const int64_t *shape, int32_t n, int64_t itemsize, char order,
                     bool zero_if_empty, int64_t *strides, sl_error *err);

/* The dims check of numpy's array constructor (PyArray_NewFromDescr), which every new
 * array and view passes: dims in order, a negative one is "negative dimensions are not
 * allowed", and itemsize times the product of the nonzero dims past intp is "array is too
 * big" (even when another dim is 0). */
int np_check_dims(const int64_t *shape, int32_t n, int64_t itemsize, sl_error *err);

/* Element count with overflow check (0 when a dim is 0, whatever the others). */
static inline int np_count(const int64_t *shape, int32_t n, int64_t *size, sl_error *err) {
    int64_t s = 1;
    bool zero = false, ovf = false;
    for (int32_t d = 0; d < n; d++) {
        zero |= shape[d] == 0;
        ovf |= __builtin_mul_overflow(s, shape[d], &s);
    }
    if (zero) {
        *size = 0;
        return SL_OK;
    }
    *size = ovf ? 0 : s; /* defined either way; the caller returns the error */
    if (ovf) return sl_error_overflow(err, "number of elements");
    return SL_OK;
}

/* Axis permutation sorting axes by |stride| descending, ties keep the lower axis first
 * (numpy's K order). */
void np_k_order_perm(const sl_array *a, int32_t *perm);

/* Apply permutation `perm` (valid, length a->ndim) as a new view of `a`. */
void np_permute(const sl_array *a, const int32_t *perm, sl_array *out);

/* Write a new view of `src` (np_view_init's fields) with n dims from local arrays of
 * SL_MAX_DIMS entries (never a caller's shorter array: sl_dims_copy moves blocks of 4)
 * and its flags into out, which may be src. */
static inline void np_emit_view(const sl_array *src, const int64_t *shape,
                                const int64_t *strides, int32_t n, int64_t offset_bytes,
                                sl_array *out) {
    np_view_init(src, out);
    out->ndim = n;
    out->offset_bytes = offset_bytes;
    sl_dims_copy(out->shape, out->strides, shape, strides, n);
    sl_np_refresh_flags(out);
}

#endif
