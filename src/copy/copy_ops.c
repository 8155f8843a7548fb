/*
 * copy_ops.c — the copying ops built on sl_copy: dense layouts and typed copies.
 *
 * sl_copy_dense_bview gives the fresh row-major (C) or column-major (F) byte layout a
 * copy of a view lands in; sl_copy_tensor / sl_copy_array copy between torch tensors or
 * numpy arrays (a different shape with the same element count is copied through the
 * row-major order, as reshape-then-copy does); sl_copy_flip materializes torch's flip.
 * Every one of them ends in sl_copy (copy.c), which proves the bounds and aliasing and
 * plans the loops.
 */
#include "copy/copy_kernels.h"

#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------ dense layouts -- */

int sl_copy_dense_bview(const sl_bview *src, sl_copy_order order, sl_bview *out,
                        sl_error *err) {
    if (!src || !out) return sl_error_set(err, SL_ERR_ARG, "ValueError", "NULL layout");
    if (src->ndim < 0 || src->ndim > SL_MAX_DIMS)
        return sl_error_set(err, SL_ERR_LIMIT, "RuntimeError",
                            "number of dimensions outside [0, %d]", SL_MAX_DIMS);
    int32_t n = src->ndim, perm[SL_MAX_DIMS]; /* perm[0] = outermost dim */
    for (int32_t d = 0; d < n; d++) perm[d] = order == SL_ORDER_F ? n - 1 - d : d;
    if (order == SL_ORDER_K) { /* stable sort: larger |stride| outer */
        for (int32_t a = 1; a < n; a++)
            for (int32_t b = a; b > 0; b--) {
                int64_t x = src->stride_bytes[perm[b - 1]], y = src->stride_bytes[perm[b]];
                x = x < 0 ? -x : x, y = y < 0 ? -y : y;
                if (x >= y) break;
                int32_t t = perm[b];
                perm[b] = perm[b - 1], perm[b - 1] = t;
            }
    }
    sl_bview v;
    memset(&v, 0, sizeof v);
    v.ndim = n;
    v.width_bytes = src->width_bytes;
    int64_t running = src->width_bytes;
    for (int32_t q = n - 1; q >= 0; q--) {
        int32_t d = perm[q];
        if (src->size[d] < 0)
            return sl_error_set(err, SL_ERR_ARG, "ValueError", "negative size at dim %d", (int)d);
        v.size[d] = src->size[d];
        v.stride_bytes[d] = running;
        if (src->size[d] > 1 && sl_ovf_mul(running, src->size[d], &running))
            return sl_error_overflow(err, "the dense layout's size");
    }
    *out = v;
    return SL_OK;
}

/* --------------------------------------------------------- copying ops -- */

static bool c_contiguous(const sl_bview *v) {
    int64_t expect = v->width_bytes;
    for (int32_t d = v->ndim - 1; d >= 0; d--) {
        if (v->size[d] == 1) continue;
        if (v->stride_bytes[d] != expect) return false;
        expect *= v->size[d];
    }
    return true;
}

/* dst may have another shape with the same element count (copying reshape/flatten):
 * it must then be row-major, and is re-viewed with src's shape. */
static int copy_reshaped(void *dst_base, int64_t dst_bytes, const sl_bview *dstv,
                         const void *src_base, int64_t src_bytes, const sl_bview *srcv,
                         const sl_copy_options *opts, sl_error *err) {
    bool same = dstv->ndim == srcv->ndim;
    for (int32_t d = 0; same && d < dstv->ndim; d++) same = dstv->size[d] == srcv->size[d];
    if (same) return sl_copy(dst_base, dst_bytes, dstv, src_base, src_bytes, srcv, opts, err);
    int64_t nd_el, ns_el;
    int rc;
    if ((rc = sl_bview_numel(dstv, &nd_el, err)) || (rc = sl_bview_numel(srcv, &ns_el, err)))
        return rc;
    if (nd_el != ns_el)
        return sl_error_set(err, SL_ERR_ARG, "ValueError",
                            "copy: destination has %lld %s, source %lld",
                            (long long)nd_el, sl_plural(nd_el, "element", "elements"),
                            (long long)ns_el);
    if (!c_contiguous(dstv))
        return sl_error_set(err, SL_ERR_ARG, "ValueError",
                            "copy: a destination of another shape must be row-major contiguous");
    sl_bview re;
    if ((rc = sl_copy_dense_bview(srcv, SL_ORDER_C, &re, err))) return rc;
    re.width_bytes = dstv->width_bytes;
    re.offset_bytes = dstv->offset_bytes;
    return sl_copy(dst_base, dst_bytes, &re, src_base, src_bytes, srcv, opts, err);
}

int sl_copy_tensor(void *dst_storage, const sl_tensor *dst, const void *src_storage,
                   const sl_tensor *src, const sl_copy_options *opts, sl_error *err) {
    if (!dst || !src) return sl_error_set(err, SL_ERR_ARG, "ValueError", "copy: NULL tensor");
    sl_bview dv, sv;
    int rc;
    if ((rc = sl_layout_to_bview(&dst->layout, &dv, err))) return rc;
    if ((rc = sl_layout_to_bview(&src->layout, &sv, err))) return rc;
    return copy_reshaped(dst_storage, dst->storage_bytes, &dv, src_storage, src->storage_bytes,
                         &sv, opts, err);
}

int sl_copy_array(void *dst_buffer, const sl_array *dst, const void *src_buffer,
                  const sl_array *src, const sl_copy_options *opts, sl_error *err) {
    if (!dst || !src) return sl_error_set(err, SL_ERR_ARG, "ValueError", "copy: NULL array");
    sl_bview dv, sv;
    const sl_array *a[2] = {dst, src};
    sl_bview *v[2] = {&dv, &sv};
    for (int k = 0; k < 2; k++) {
        if (a[k]->ndim < 0 || a[k]->ndim > SL_MAX_DIMS)
            return sl_error_set(err, SL_ERR_LIMIT, "RuntimeError",
                                "number of dimensions outside [0, %d]", SL_MAX_DIMS);
        memset(v[k], 0, sizeof *v[k]);
        v[k]->ndim = a[k]->ndim;
        v[k]->width_bytes = a[k]->itemsize;
        v[k]->offset_bytes = a[k]->offset_bytes;
        for (int32_t d = 0; d < a[k]->ndim; d++) {
            v[k]->size[d] = a[k]->shape[d];
            v[k]->stride_bytes[d] = a[k]->strides[d];
        }
    }
    return copy_reshaped(dst_buffer, dst->buffer_bytes, &dv, src_buffer, src->buffer_bytes, &sv,
                         opts, err);
}

int sl_copy_flip(void *dst_storage, const sl_tensor *dst, const void *src_storage,
                 const sl_tensor *src, const int64_t *dims, int32_t ndims,
                 const sl_copy_options *opts, sl_error *err) {
    if (!dst || !src || (ndims > 0 && !dims))
        return sl_error_set(err, SL_ERR_ARG, "ValueError", "copy: NULL argument");
    if (ndims < 0)
        return sl_error_set(err, SL_ERR_ARG, "ValueError", "sl_copy_flip: ndims is negative (%d)",
                            (int)ndims);
    SL_NDIM_OK(&src->layout, err);
    sl_layout flipped = src->layout;
    bool seen[SL_MAX_DIMS] = {false};
    for (int32_t q = 0; q < ndims; q++) {
        int64_t d;
        int rc = sl_wrap_dim(dims[q], flipped.ndim, true, &d, err);
        if (rc) return rc;
        if (flipped.ndim == 0) continue; /* a 0-dim tensor flips to itself */
        if (seen[d])
            return sl_error_set(err, SL_ERR_PY, "RuntimeError",
                                "dim %lld appears multiple times in the list of dims",
                                (long long)d);
        seen[d] = true;
        if (flipped.size[d] > 1) {
            int64_t ext;
            if (sl_ovf_mul(flipped.size[d] - 1, flipped.stride[d], &ext) ||
                sl_ovf_add(flipped.offset, ext, &flipped.offset))
                return sl_error_overflow(err, "the flipped offset");
            flipped.stride[d] = -flipped.stride[d];
        }
    }
    sl_tensor s2 = *src;
    s2.layout = flipped;
    return sl_copy_tensor(dst_storage, dst, src_storage, &s2, opts, err);
}
