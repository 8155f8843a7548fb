/*
 * layout.c — the layout model and its address arithmetic.
 *
 * A layout maps an index tuple to a storage element: offset + sum(i_k * stride_k).
 * Strides may be negative or zero; sizes are >= 0.  Every product and sum goes through
 * checked arithmetic, so a layout whose reachable addresses do not fit in int64 is
 * reported as SL_ERR_OVERFLOW rather than wrapping.  The required span (lowest and
 * highest reachable element) decides whether a view fits its storage; numel does not.
 */
#include "core/internal.h"

/* Loops that copy a few dims stay loops: GCC would otherwise turn them into memcpy calls
 * or `rep movsq`, whose start-up costs more than copying 4 dims (as_strided went from 38
 * to 9 ns with this). */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("no-tree-loop-distribute-patterns")
#endif

/* sl_dims_copy past 4 dims; dst may be src (the same entries, so forward is safe). */
void sl_dims_copy_long(int64_t *dsize, int64_t *dstride, const int64_t *ssize,
                       const int64_t *sstride, int32_t n) {
    for (int32_t d = 0; d < n; d++) {
        int64_t a = ssize[d], b = sstride[d];
        dsize[d] = a;
        dstride[d] = b;
    }
}

static int check_ndim(int32_t ndim, sl_error *err) {
    if (ndim < 0)
        return sl_error_set(err, SL_ERR_ARG, "ValueError",
                            "number of dimensions %d is negative", (int)ndim);
    if (ndim > SL_MAX_DIMS)
        return sl_error_set(err, SL_ERR_LIMIT, "RuntimeError",
                            "number of dimensions %d is outside [0, %d]", (int)ndim,
                            SL_MAX_DIMS);
    return SL_OK;
}

int sl_layout_init(sl_layout *l, const int64_t *sizes, const int64_t *strides, int32_t ndim,
                   int64_t offset, int64_t itemsize, sl_error *err) {
    SL_NONNULL(l, err);
    int rc = check_ndim(ndim, err);
    if (rc) return rc;
    if (ndim > 0) {
        SL_NONNULL(sizes, err);
        SL_NONNULL(strides, err);
    }
    if (itemsize < 1)
        return sl_error_set(err, SL_ERR_ARG, "ValueError", "itemsize must be >= 1, got %lld",
                            (long long)itemsize);
    /* only the ndim entries in use are written (entries past ndim are never read) */
    l->ndim = ndim;
    l->itemsize = itemsize;
    l->offset = offset;
    for (int32_t d = 0; d < ndim; d++) {
        if (sizes[d] < 0)
            return sl_error_set(err, SL_ERR_ARG, "ValueError",
                                "size %lld at dimension %d is negative", (long long)sizes[d],
                                (int)d);
        l->size[d] = sizes[d];
        l->stride[d] = strides[d];
    }
    return SL_OK;
}

int sl_layout_init_contiguous(sl_layout *l, const int64_t *sizes, int32_t ndim,
                              int64_t itemsize, sl_error *err) {
    int64_t strides[SL_MAX_DIMS];
    SL_NONNULL(l, err);
    int rc = check_ndim(ndim, err);
    if (rc) return rc;
    if (ndim > 0) SL_NONNULL(sizes, err);
    int64_t running = 1;
    for (int32_t d = ndim - 1; d >= 0; d--) {
        if (sizes[d] < 0)
            return sl_error_set(err, SL_ERR_ARG, "ValueError",
                                "size %lld at dimension %d is negative", (long long)sizes[d],
                                (int)d);
        strides[d] = running;
        if (sizes[d] > 1 && sl_ovf_mul(running, sizes[d], &running))
            return sl_error_overflow(err, "the element count");
    }
    return sl_layout_init(l, sizes, strides, ndim, 0, itemsize, err);
}

int sl_layout_numel(const sl_layout *l, int64_t *numel, sl_error *err) {
    SL_NONNULL(l, err);
    SL_NONNULL(numel, err);
    SL_NDIM_OK(l, err);
    int64_t n = 1;
    for (int32_t d = 0; d < l->ndim; d++) {
        if (sl_ovf_mul(n, l->size[d], &n)) {
            /* a zero size later still makes numel 0 */
            for (int32_t e = d; e < l->ndim; e++)
                if (l->size[e] == 0) {
                    *numel = 0;
                    return SL_OK;
                }
            return sl_error_overflow(err, "the element count");
        }
    }
    *numel = n;
    return SL_OK;
}

int sl_layout_element_offset(const sl_layout *l, const int64_t *index, int64_t *elem,
                             sl_error *err) {
    SL_NONNULL(l, err);
    SL_NONNULL(elem, err);
    SL_NDIM_OK(l, err);
    if (l->ndim > 0) SL_NONNULL(index, err);
    int64_t acc = l->offset;
    for (int32_t d = 0; d < l->ndim; d++) {
        if (index[d] < -l->size[d] || index[d] >= l->size[d])
            return sl_error_set(err, SL_ERR_PY, "IndexError",
                                "index %lld is out of bounds for dimension %d with size %lld",
                                (long long)index[d], (int)d, (long long)l->size[d]);
        int64_t i = index[d] < 0 ? index[d] + l->size[d] : index[d], term;
        if (sl_ovf_mul(i, l->stride[d], &term) || sl_ovf_add(acc, term, &acc))
            return sl_error_overflow(err, "the element offset");
    }
    *elem = acc;
    return SL_OK;
}

int sl_layout_span(const sl_layout *l, int64_t *min_elem, int64_t *max_elem, bool *empty,
                   sl_error *err) {
    SL_NONNULL(l, err);
    SL_NDIM_OK(l, err);
    int64_t lo = l->offset, hi = l->offset;
    bool is_empty = false;
    for (int32_t d = 0; d < l->ndim; d++)
        if (l->size[d] == 0) is_empty = true;
    if (!is_empty) {
        for (int32_t d = 0; d < l->ndim; d++) {
            int64_t ext;
            if (sl_ovf_mul(l->size[d] - 1, l->stride[d], &ext))
                return sl_error_overflow(err, "the view's span");
            if (ext < 0) {
                if (sl_ovf_add(lo, ext, &lo)) return sl_error_overflow(err, "the view's span");
            } else if (sl_ovf_add(hi, ext, &hi)) {
                return sl_error_overflow(err, "the view's span");
            }
        }
    }
    if (min_elem) *min_elem = lo;
    if (max_elem) *max_elem = hi;
    if (empty) *empty = is_empty;
    return SL_OK;
}

int sl_layout_to_bview(const sl_layout *l, sl_bview *out, sl_error *err) {
    SL_NONNULL(l, err);
    SL_NONNULL(out, err);
    SL_NDIM_OK(l, err);
    /* only the ndim entries in use are written (entries past ndim are never read) */
    out->ndim = l->ndim;
    out->width_bytes = l->itemsize;
    if (sl_ovf_mul(l->offset, l->itemsize, &out->offset_bytes))
        return sl_error_overflow(err, "the byte offset");
    for (int32_t d = 0; d < l->ndim; d++) {
        out->size[d] = l->size[d];
        if (sl_ovf_mul(l->stride[d], l->itemsize, &out->stride_bytes[d]))
            return sl_error_overflow(err, "a byte stride");
    }
    return SL_OK;
}

bool sl_layout_equal(const sl_layout *a, const sl_layout *b) {
    if (!a || !b || !SL_NDIM_VALID(a) || !SL_NDIM_VALID(b)) return false;
    if (a->ndim != b->ndim || a->itemsize != b->itemsize || a->offset != b->offset) return false;
    for (int32_t d = 0; d < a->ndim; d++)
        if (a->size[d] != b->size[d] || a->stride[d] != b->stride[d]) return false;
    return true;
}

int sl_bview_numel(const sl_bview *v, int64_t *numel, sl_error *err) {
    SL_NONNULL(v, err);
    SL_NONNULL(numel, err);
    SL_NDIM_OK(v, err);
    int64_t n = 1;
    bool zero = false;
    for (int32_t d = 0; d < v->ndim; d++)
        if (v->size[d] == 0) zero = true;
    if (zero) {
        *numel = 0;
        return SL_OK;
    }
    for (int32_t d = 0; d < v->ndim; d++)
        if (sl_ovf_mul(n, v->size[d], &n)) return sl_error_overflow(err, "the element count");
    *numel = n;
    return SL_OK;
}

int sl_bview_span(const sl_bview *v, int64_t *min_byte, int64_t *end_byte, bool *empty,
                  sl_error *err) {
    SL_NONNULL(v, err);
    SL_NDIM_OK(v, err);
    int64_t lo = v->offset_bytes, hi = v->offset_bytes;
    bool is_empty = false;
    for (int32_t d = 0; d < v->ndim; d++)
        if (v->size[d] == 0) is_empty = true;
    if (!is_empty) {
        for (int32_t d = 0; d < v->ndim; d++) {
            int64_t ext;
            if (sl_ovf_mul(v->size[d] - 1, v->stride_bytes[d], &ext))
                return sl_error_overflow(err, "the view's byte span");
            if (ext < 0) {
                if (sl_ovf_add(lo, ext, &lo))
                    return sl_error_overflow(err, "the view's byte span");
            } else if (sl_ovf_add(hi, ext, &hi)) {
                return sl_error_overflow(err, "the view's byte span");
            }
        }
        if (sl_ovf_add(hi, v->width_bytes, &hi))
            return sl_error_overflow(err, "the view's byte span");
    }
    if (min_byte) *min_byte = lo;
    if (end_byte) *end_byte = is_empty ? lo : hi;
    if (empty) *empty = is_empty;
    return SL_OK;
}
