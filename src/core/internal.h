/*
 * core/internal.h — helpers shared by stridelab's modules; not part of the public API.
 *
 * Checked arithmetic is inline here so hot loops can use it without a call.  Every
 * module includes this header after stridelab.h.
 */
#ifndef STRIDELAB_INTERNAL_H
#define STRIDELAB_INTERNAL_H

#include "stridelab.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#define SL_ARRAY_LEN(a) (sizeof(a) / sizeof((a)[0]))

/* Overflow-checked int64 helpers: true on overflow. */
static inline bool sl_ovf_add(int64_t a, int64_t b, int64_t *out) {
    return __builtin_add_overflow(a, b, out);
}
static inline bool sl_ovf_sub(int64_t a, int64_t b, int64_t *out) {
    return __builtin_sub_overflow(a, b, out);
}
static inline bool sl_ovf_mul(int64_t a, int64_t b, int64_t *out) {
    return __builtin_mul_overflow(a, b, out);
}

/* Python-style floor division and modulo for b != 0 (caller checks b). */
static inline int64_t sl_floordiv(int64_t a, int64_t b) {
    int64_t q = a / b, r = a % b;
    return (r != 0 && ((r < 0) != (b < 0))) ? q - 1 : q;
}
static inline int64_t sl_floormod(int64_t a, int64_t b) {
    int64_t r = a % b;
    return (r != 0 && ((r < 0) != (b < 0))) ? r + b : r;
}

/* torch maybe_wrap_dim: wrap `dim` of an `ndim`-dim tensor (IndexError as torch words it).
 * wrap_scalar: a 0-dim tensor accepts 0 and -1 (most ops); else "has no dimensions".
 * The in-range case is inline (every view op wraps one or two dims); sl_wrap_dim_slow
 * (dims.c) decides the rest and writes the error. */
int sl_wrap_dim_slow(int64_t dim, int64_t ndim, bool wrap_scalar, int64_t *out, sl_error *err);
static inline int sl_wrap_dim(int64_t dim, int64_t ndim, bool wrap_scalar, int64_t *out,
                              sl_error *err) {
    if (ndim > 0 && dim >= -ndim && dim < ndim) {
        *out = dim < 0 ? dim + ndim : dim;
        return SL_OK;
    }
    return sl_wrap_dim_slow(dim, ndim, wrap_scalar, out, err);
}

/* Record copies that move only what a record uses: the scalar fields and the sizes and
 * strides of the dims in use (a record is 1 KiB, a view op's layout a few dozen bytes).
 * Entries past ndim are never read, so none is cleared.  Up to 4 dims the two arrays move
 * as two fixed 32-byte blocks (a handful of vector moves; entries past ndim inside the
 * block come along unread), up to 8 as two 64-byte blocks, beyond that by a loop; dst may
 * be src.  The field lists are
 * checked against the structs' sizes (a new field must be copied here too). */
void sl_dims_copy_long(int64_t *dsize, int64_t *dstride, const int64_t *ssize,
                       const int64_t *sstride, int32_t n); /* n > 4 (layout.c) */
static inline void sl_dims_copy(int64_t *dsize, int64_t *dstride, const int64_t *ssize,
                                const int64_t *sstride, int32_t n) {
    if (n <= 4) { /* all loads before the stores: dst may overlap src */
        int64_t s0 = ssize[0], s1 = ssize[1], s2 = ssize[2], s3 = ssize[3];
        int64_t t0 = sstride[0], t1 = sstride[1], t2 = sstride[2], t3 = sstride[3];
        dsize[0] = s0, dsize[1] = s1, dsize[2] = s2, dsize[3] = s3;
        dstride[0] = t0, dstride[1] = t1, dstride[2] = t2, dstride[3] = t3;
        return;
    }
    if (n <= 8) { /* a 4-dim input's unfold / unflatten / expand_dims result */
        int64_t s[8], t[8];
        for (int k = 0; k < 8; k++) s[k] = ssize[k], t[k] = sstride[k];
        for (int k = 0; k < 8; k++) dsize[k] = s[k], dstride[k] = t[k];
        return;
    }
    sl_dims_copy_long(dsize, dstride, ssize, sstride, n);
}
_Static_assert(SL_MAX_DIMS >= 8, "sl_dims_copy moves blocks of 4 and 8 entries");
_Static_assert(sizeof(sl_layout) == 24 + 2 * 8 * SL_MAX_DIMS, "sl_layout's fields changed");
static inline void sl_layout_copy(sl_layout *dst, const sl_layout *src) {
    int32_t n = src->ndim;
    dst->ndim = n;
    dst->itemsize = src->itemsize;
    dst->offset = src->offset;
    sl_dims_copy(dst->size, dst->stride, src->size, src->stride, n);
}
_Static_assert(sizeof(sl_tensor) == sizeof(sl_layout) + 32, "sl_tensor's fields changed");
/* Everything but the sizes and strides (ndim, itemsize and offset included). */
static inline void sl_tensor_copy_meta(sl_tensor *dst, const sl_tensor *src) {
    dst->dtype = src->dtype;
    dst->storage_bytes = src->storage_bytes;
    dst->alias = src->alias;
    dst->ref = src->ref;
    dst->conj = src->conj;
    dst->layout.ndim = src->layout.ndim;
    dst->layout.itemsize = src->layout.itemsize;
    dst->layout.offset = src->layout.offset;
}
static inline void sl_tensor_copy(sl_tensor *dst, const sl_tensor *src) {
    sl_tensor_copy_meta(dst, src);
    sl_dims_copy(dst->layout.size, dst->layout.stride, src->layout.size, src->layout.stride,
                 src->layout.ndim);
}
_Static_assert(sizeof(sl_array) == 24 + 2 * 8 * SL_MAX_DIMS + 24, "sl_array's fields changed");
static inline void sl_array_copy(sl_array *dst, const sl_array *src) {
    int32_t n = src->ndim;
    dst->ndim = n;
    dst->dtype = src->dtype;
    dst->itemsize = src->itemsize;
    dst->offset_bytes = src->offset_bytes;
    dst->buffer_bytes = src->buffer_bytes;
    dst->flags = src->flags;
    dst->alias = src->alias;
    dst->base = src->base;
    dst->ref = src->ref;
    sl_dims_copy(dst->shape, dst->strides, src->shape, src->strides, n);
}

/* The raw LAYOUT form `size=(..),stride=(..)[,offset=N][,itemsize=B]` (layout_parse.c):
 * does the text start with `size=`, and its parse into an element layout. */
bool sl_layout_text_is_raw(const char *text);
int sl_layout_parse_raw(const char *text, sl_layout *out, sl_error *err);
/* Only the syntax of a raw layout (sizes may be negative, nothing is multiplied):
 * size/stride arrays of SL_MAX_DIMS entries, ndim, offset (elements), itemsize (>= 1). */
int sl_layout_parse_raw_fields(const char *text, int64_t *size, int64_t *stride, int32_t *ndim,
                               int64_t *offset, int64_t *itemsize, sl_error *err);

/* Argument checks of the public C API: SL_ERR_ARG, type ValueError, the message naming
 * the function and the argument ("sl_layout_numel: argument 'l' is NULL", "...: argument
 * 'n' is -1, outside [0, 64]", "...: layout 'l' has ndim 70, outside [0, 64]").  The
 * macros return from the calling function. */
int sl_error_null_arg(sl_error *err, const char *func, const char *arg);
int sl_error_bad_count(sl_error *err, const char *func, const char *arg, int64_t n, int64_t max);
#define SL_NONNULL(p, err) \
    do { if (!(p)) return sl_error_null_arg((err), __func__, #p); } while (0)
#define SL_COUNT_IN(n, max, err) \
    do { if ((int64_t)(n) < 0 || (int64_t)(n) > (int64_t)(max)) \
        return sl_error_bad_count((err), __func__, #n, (int64_t)(n), (int64_t)(max)); } while (0)
/* A caller's layout-like record (sl_layout, sl_bview, sl_tensor's layout, sl_array) whose
 * ndim is outside [0, SL_MAX_DIMS] is SL_ERR_ARG: nothing reads past its arrays. */
#define SL_NDIM_OK(rec, err) \
    do { if ((rec)->ndim < 0 || (rec)->ndim > SL_MAX_DIMS) \
        return sl_error_set((err), SL_ERR_ARG, "ValueError", "%s: %s has ndim %d, outside [0, %d]", \
                            __func__, #rec, (int)(rec)->ndim, SL_MAX_DIMS); } while (0)
#define SL_NDIM_VALID(rec) ((rec)->ndim >= 0 && (rec)->ndim <= SL_MAX_DIMS)

/* A cache record that sl_cache_init set up (cache_model.c): levels in range, tags set. */
bool sl_cache_valid(const sl_cache *c);

/* Standard overflow error for a named quantity. */
int sl_error_overflow(sl_error *err, const char *what);

/* Appending formatter into a fixed buffer: never overflows, always terminated. */
typedef struct sl_strbuf {
    char *buf;
    size_t cap, len;
} sl_strbuf;
void sl_sb_init(sl_strbuf *sb, char *buf, size_t cap);
void sl_sb_printf(sl_strbuf *sb, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
void sl_sb_list(sl_strbuf *sb, const int64_t *v, int32_t n);   /* [a, b] */
void sl_sb_tuple(sl_strbuf *sb, const int64_t *v, int32_t n);  /* (a, b) / (a,) / () */

/* The noun for a count in a message: `one` for exactly 1, else `many` ("1 element",
 * "2 elements", "1 miss", "0 misses"). */
static inline const char *sl_plural(long long n, const char *one, const char *many) {
    return n == 1 ? one : many;
}

#endif
