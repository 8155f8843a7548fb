/*
 * np_reshape.c — numpy's reshape family and copies: reshape, ravel, flatten,
 * expand_dims, copy/np.copy, ascontiguousarray/asfortranarray/asarray
 * (docs/numpy-semantics.md §4, §5, §6, §12).
 *
 * reshape decides, in numpy's order: an unchanged shape keeps the old strides; the one
 * unknown (any negative entry) is resolved against the size; an array contiguous in the
 * requested order gets fresh strides; otherwise the no-copy attempt cuts old dims
 * (size-1 dims removed) and new dims into groups of equal products, demands each group
 * of old dims be mergeable in the order, and derives the new strides from the group's
 * last (C) or first (F) old stride.  Failing that, numpy copies the array in the order
 * WITH ITS OLD SHAPE (a hidden owner) and returns a fresh-strided view of that copy.
 *
 * Copies in 'K' order keep the input's axis order by |stride| (ties: lower axis first)
 * and hand out contiguous strides from the fastest such axis, so negative strides
 * become positive and stride-0 axes become the fastest.
 */
#include "numpy/np_internal.h"

/* Loops that copy a few dims stay loops: GCC would otherwise turn them into memcpy calls
 * or `rep movsq`, whose start-up costs more than copying 4 dims (as_strided went from 38
 * to 9 ns with this). */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("no-tree-loop-distribute-patterns")
#endif

/* ------------------------------------------------------------------- owners -- */

/* A new owner with a's shape and dtype, laid out in `order` (C, F, or K = a's own axis
 * order).  Order A must be resolved by the caller. */
static int new_owner_like(const sl_array *a, char order, sl_array *out, sl_error *err) {
    sl_array o;
    np_owner_init(a->dtype, a->itemsize, a->ref, &o);
    o.ndim = a->ndim;
    for (int32_t d = 0; d < a->ndim; d++) o.shape[d] = a->shape[d];
    int64_t size;
    int rc = np_count(a->shape, a->ndim, &size, err);
    if (rc) return rc;
    if (sl_ovf_mul(size, a->itemsize, &o.buffer_bytes)) return sl_error_overflow(err, "nbytes");
    if (order == 'K') {
        if (a->ndim <= 1 || sl_np_is_c_contiguous(a)) order = 'C';
        else if (sl_np_is_f_contiguous(a)) order = 'F';
    }
    if (order == 'K') {
        if (size == 0) {
            for (int32_t d = 0; d < o.ndim; d++) o.strides[d] = 0;
        } else {
            int32_t perm[SL_MAX_DIMS];
            np_k_order_perm(a, perm);
            int64_t run = a->itemsize;
            for (int32_t k = a->ndim - 1; k >= 0; k--) {
                o.strides[perm[k]] = run;
                if (k > 0 && sl_ovf_mul(run, a->shape[perm[k]], &run))
                    return sl_error_overflow(err, "stride");
            }
        }
    } else if ((rc = np_fresh_strides(o.shape, o.ndim, o.itemsize, order, true, o.strides, err))) {
        return rc;
    }
    np_finish(&o);
    sl_array_copy(out, &o);
    return SL_OK;
}

static char resolve_a(const sl_array *a, char order) {
    if (order == 'A') return (sl_np_is_f_contiguous(a) && !sl_np_is_c_contiguous(a)) ? 'F' : 'C';
    return order;
}

static int check_order(char order, bool allow_k, sl_error *err) {
    if (order == 'C' || order == 'F' || order == 'A' || (allow_k && order == 'K')) return SL_OK;
    return NP_VALUE(err, "order must be one of 'C', 'F', 'A', or 'K' (got '%c')", order);
}

int sl_np_copy(const sl_array *a, char order, sl_array *out, sl_error *err) {
    int rc = np_check_array(a, err);
    if (rc) return rc;
    if (!out) return sl_error_set(err, SL_ERR_ARG, NULL, "NULL out");
    if ((rc = check_order(order, true, err))) return rc;
    return new_owner_like(a, resolve_a(a, order), out, err);
}

static int as_order_array(const sl_array *a, char order, sl_array *out, sl_error *err) {
    int rc = np_check_array(a, err);
    if (rc) return rc;
    if (!out) return sl_error_set(err, SL_ERR_ARG, NULL, "NULL out");
    if (a->ndim == 0) { /* ndmin=1: a (1,) view of the 0-d array */
        sl_array v;
        np_view_init(a, &v);
        v.ndim = 1;
        v.shape[0] = 1;
        v.strides[0] = a->itemsize;
        np_finish(&v);
        sl_array_copy(out, &v);
        return SL_OK;
    }
    bool ok = order == 'C' ? sl_np_is_c_contiguous(a) : sl_np_is_f_contiguous(a);
    if (ok) {
        sl_array_copy(out, a);
        out->alias = SL_ALIAS_SAME;
        return SL_OK;
    }
    return new_owner_like(a, order, out, err);
}

int sl_np_ascontiguousarray(const sl_array *a, sl_array *out, sl_error *err) {
    return as_order_array(a, 'C', out, err);
}

int sl_np_asfortranarray(const sl_array *a, sl_array *out, sl_error *err) {
    return as_order_array(a, 'F', out, err);
}

int sl_np_asarray(const sl_array *a, char order, sl_array *out, sl_error *err) {
    int rc = np_check_array(a, err);
    if (rc) return rc;
    if (!out) return sl_error_set(err, SL_ERR_ARG, NULL, "NULL out");
    if (order && (rc = check_order(order, true, err))) return rc;
    bool same = true;
    if (order == 'C') same = sl_np_is_c_contiguous(a);
    else if (order == 'F') same = sl_np_is_f_contiguous(a);
    if (same) {
        sl_array_copy(out, a);
        out->alias = SL_ALIAS_SAME;
        return SL_OK;
    }
    return new_owner_like(a, order, out, err);
}

/* ------------------------------------------------------------------- reshape -- */

static int mismatch(const sl_array *a, const int64_t *shape, int32_t n, sl_error *err) {
    int64_t size;
    int rc = np_count(a->shape, a->ndim, &size, err);
    if (rc) return rc;
    char buf[400];
    sl_np_format_shape(buf, sizeof buf, shape, n);
    return NP_VALUE(err, "cannot reshape array of size %lld into shape %s", (long long)size, buf);
}

/* numpy's _attempt_nocopy_reshape (see the file comment).  Returns true with the new
 * strides in `out_strides`, false when a copy is needed.  Sizes match and are > 0. */
static int nocopy_strides(const sl_array *a, const int64_t *newdims, int32_t newnd, char order,
                          int64_t *out_strides, bool *ok, sl_error *err) {
    int64_t olddims[SL_MAX_DIMS], oldstrides[SL_MAX_DIMS];
    int32_t oldnd = 0;
    for (int32_t d = 0; d < a->ndim; d++) {
        if (a->shape[d] == 1) continue;
        olddims[oldnd] = a->shape[d];
        oldstrides[oldnd++] = a->strides[d];
    }
    bool f = order == 'F';
    int32_t oi = 0, oj = 1, ni = 0, nj = 1;
    *ok = false;
    while (ni < newnd && oi < oldnd) {
        int64_t np_ = newdims[ni], op = olddims[oi];
        while (np_ != op) {
            /* products stay <= the total size, which fits; guard the cursors anyway */
            if (np_ < op) {
                if (nj >= newnd) return SL_OK;
                np_ *= newdims[nj++];
            } else {
                if (oj >= oldnd) return SL_OK;
                op *= olddims[oj++];
            }
        }
        for (int32_t k = oi; k < oj - 1; k++) {
            int64_t prod;
            if (f) {
                if (sl_ovf_mul(olddims[k], oldstrides[k], &prod) || oldstrides[k + 1] != prod)
                    return SL_OK;
            } else {
                if (sl_ovf_mul(olddims[k + 1], oldstrides[k + 1], &prod) || oldstrides[k] != prod)
                    return SL_OK;
            }
        }
        if (f) {
            out_strides[ni] = oldstrides[oi];
            for (int32_t k = ni + 1; k < nj; k++)
                if (sl_ovf_mul(out_strides[k - 1], newdims[k - 1], &out_strides[k]))
                    return sl_error_overflow(err, "reshape stride");
        } else {
            out_strides[nj - 1] = oldstrides[oj - 1];
            for (int32_t k = nj - 1; k > ni; k--)
                if (sl_ovf_mul(out_strides[k], newdims[k], &out_strides[k - 1]))
                    return sl_error_overflow(err, "reshape stride");
        }
        ni = nj++;
        oi = oj++;
    }
    int64_t last = ni >= 1 ? out_strides[ni - 1] : a->itemsize;
    if (f && ni >= 1 && sl_ovf_mul(last, newdims[ni - 1], &last))
        return sl_error_overflow(err, "reshape stride");
    for (int32_t k = ni; k < newnd; k++) out_strides[k] = last;
    *ok = true;
    return SL_OK;
}

int sl_np_reshape(const sl_array *a, const int64_t *shape, int32_t n, char order,
                  sl_array *out, sl_array *hidden, sl_error *err) {
    int rc = np_check_array(a, err);
    if (rc) return rc;
    if (!out || n < 0 || (n && !shape)) return sl_error_set(err, SL_ERR_ARG, NULL, "bad argument");
    if ((rc = check_order(order, true, err))) return rc;
    if (n > NP_MAXDIMS_OF(a->ref)) return np_maxdims_error(n, a->ref, err);
    if (order == 'K') return NP_VALUE(err, "order 'K' is not permitted for reshaping");
    order = resolve_a(a, order);
    /* 1. the same shape as given: a plain view */
    if (n == a->ndim) {
        bool same = true;
        for (int32_t d = 0; d < n; d++) same &= shape[d] == a->shape[d];
        if (same) return sl_np_view(a, out, err);
    }
    /* 2. resolve the unknown */
    int64_t size;
    if ((rc = np_count(a->shape, a->ndim, &size, err))) return rc;
    int64_t dims[SL_MAX_DIMS], known = 1;
    int32_t unknown = -1;
    for (int32_t d = 0; d < n; d++) {
        dims[d] = shape[d];
        if (shape[d] < 0) {
            if (unknown >= 0) return NP_VALUE(err, "can only specify one unknown dimension");
            unknown = d;
        } else if (sl_ovf_mul(known, shape[d], &known)) {
            return mismatch(a, shape, n, err);
        }
    }
    if (unknown >= 0) {
        if (known == 0 || size % known != 0) return mismatch(a, shape, n, err);
        dims[unknown] = size / known;
    } else if (known != size) {
        return mismatch(a, shape, n, err);
    }
    /* the constructor's size check: with elements, the dims multiply to `size` exactly,
     * so it is size * itemsize; a size-0 array's other dims are checked one by one */
    int64_t nbytes;
    if (size > 0 ? sl_ovf_mul(size, a->itemsize, &nbytes)
                 : (rc = np_check_dims(dims, n, a->itemsize, err)) != SL_OK)
        return size > 0 ? np_check_dims(dims, n, a->itemsize, err) : rc;
    /* 3. contiguous in the order: fresh strides, size-0 dims counted as 1 (written
     * straight into out, which may be a, once a has been read) */
    bool contig = order == 'C' ? sl_np_is_c_contiguous(a) : sl_np_is_f_contiguous(a);
    if (contig) {
        int64_t strides[SL_MAX_DIMS];
        if ((rc = np_fresh_strides(dims, n, a->itemsize, order, false, strides, err))) return rc;
        np_view_init(a, out);
        out->ndim = n;
        sl_dims_copy(out->shape, out->strides, dims, strides, n);
        np_finish_fresh(out, order);
        return SL_OK;
    }
    sl_array v;
    np_view_init(a, &v);
    v.ndim = n;
    for (int32_t d = 0; d < n; d++) v.shape[d] = dims[d];
    /* 4. the no-copy attempt */
    bool ok;
    if ((rc = nocopy_strides(a, dims, n, order, v.strides, &ok, err))) return rc;
    if (ok) {
        np_finish(&v);
        sl_array_copy(out, &v);
        return SL_OK;
    }
    /* 5. a hidden copy with the old shape, and a fresh view of it */
    sl_array h;
    if ((rc = new_owner_like(a, order, &h, err))) return rc;
    if ((rc = sl_np_view(&h, &v, err))) return rc;
    v.ndim = n;
    for (int32_t d = 0; d < n; d++) v.shape[d] = dims[d];
    if ((rc = np_fresh_strides(dims, n, a->itemsize, order, false, v.strides, err))) return rc;
    v.base = SL_NP_BASE_HIDDEN;
    np_finish(&v);
    if (hidden) sl_array_copy(hidden, &h);
    sl_array_copy(out, &v);
    return SL_OK;
}

int sl_np_expand_dims(const sl_array *a, const int64_t *axes, int32_t n, sl_array *out,
                      sl_error *err) {
    int rc = np_check_array(a, err);
    if (rc) return rc;
    if (!out || n < 0 || (n && !axes)) return sl_error_set(err, SL_ERR_ARG, NULL, "bad argument");
    int64_t out_nd = (int64_t)a->ndim + n;
    if (n > 65536) return sl_error_set(err, SL_ERR_LIMIT, NULL, "unsupported: more than 65536 axes");
    for (int32_t i = 0; i < n; i++) {
        int64_t ax;
        if ((rc = np_norm_axis(axes[i], out_nd, NULL, &ax, err))) return rc;
    }
    /* repeats, compared after normalisation (pairwise: n is a Python tuple's length) */
    for (int32_t i = 0; i < n; i++) {
        int64_t ai = axes[i] < 0 ? axes[i] + out_nd : axes[i];
        for (int32_t j = 0; j < i; j++)
            if (ai == (axes[j] < 0 ? axes[j] + out_nd : axes[j])) return NP_VALUE(err, "repeated axis");
    }
    if (out_nd > NP_MAXDIMS_OF(a->ref)) return np_maxdims_error(out_nd, a->ref, err);
    _Static_assert(SL_MAX_DIMS <= 64, "the axis set is one 64-bit word");
    uint64_t is_new = 0; /* bit d: result dim d is a new one (out_nd <= 64 here) */
    for (int32_t i = 0; i < n; i++) is_new |= UINT64_C(1) << (axes[i] < 0 ? axes[i] + out_nd : axes[i]);
    int64_t shape[SL_MAX_DIMS];
    int32_t k = 0;
    for (int32_t d = 0; d < out_nd; d++) shape[d] = (is_new >> d & 1) ? 1 : a->shape[k++];
    /* numpy's expand_dims is a.reshape(shape).  With axes to add and elements, reshape's
     * checks on this shape (a's sizes and ones: no unknown, the same count, dims already
     * counted above) come down to the byte count size * itemsize, and an array contiguous
     * in C order gets fresh C strides (sl_np_reshape's step 3), written here directly;
     * every other case, and any failing check, is sl_np_reshape's */
    int64_t size, nbytes, strides[SL_MAX_DIMS];
    if (n > 0 && sl_np_is_c_contiguous(a) && np_count(a->shape, a->ndim, &size, NULL) == SL_OK &&
        size > 0 && !sl_ovf_mul(size, a->itemsize, &nbytes) &&
        np_fresh_strides(shape, (int32_t)out_nd, a->itemsize, 'C', false, strides, NULL) == SL_OK) {
        np_view_init(a, out); /* out may be a: the new dims are in locals */
        out->ndim = (int32_t)out_nd;
        sl_dims_copy(out->shape, out->strides, shape, strides, (int32_t)out_nd);
        np_finish_fresh(out, 'C');
        return SL_OK;
    }
    return sl_np_reshape(a, shape, (int32_t)out_nd, 'C', out, NULL, err);
}

/* ------------------------------------------------------------ ravel / flatten -- */

/* The order in which numpy's iterator walks `a` in 'K' order (what flatten('K') and a
 * copying ravel('K') use; NOT the layout rule of K copies).  The iterator lists axes
 * innermost first, starting from the last array axis, and insertion-sorts them by
 * |stride| ascending; a stride of 0 (or a size-1 axis, which it treats as stride 0)
 * makes a comparison ambiguous: such a pair is neither swapped nor stops the scan.
 * Writes the outermost-first axis order into perm. */
static void iterator_k_perm(const sl_array *a, int32_t *perm) {
    int32_t n = a->ndim, it[SL_MAX_DIMS];
    int64_t eff[SL_MAX_DIMS];
    for (int32_t d = 0; d < n; d++) eff[d] = a->shape[d] == 1 ? 0 : a->strides[d];
    for (int32_t i = 0; i < n; i++) it[i] = n - 1 - i;
    for (int32_t i0 = 1; i0 < n; i0++) {
        int32_t ipos = i0, ax0 = it[i0];
        uint64_t s0 = eff[ax0] < 0 ? 0 - (uint64_t)eff[ax0] : (uint64_t)eff[ax0];
        for (int32_t i1 = i0 - 1; i1 >= 0; i1--) {
            int64_t e1 = eff[it[i1]];
            uint64_t s1 = e1 < 0 ? 0 - (uint64_t)e1 : (uint64_t)e1;
            if (s0 == 0 || s1 == 0) continue; /* ambiguous */
            if (s1 > s0) ipos = i1;
            else break;
        }
        if (ipos != i0) {
            for (int32_t k = i0; k > ipos; k--) it[k] = it[k - 1];
            it[ipos] = ax0;
        }
    }
    for (int32_t k = 0; k < n; k++) perm[k] = it[n - 1 - k];
}

/* The view of `a` whose C-order traversal is numpy's element order for `order`. */
static void traversal_view(const sl_array *a, char order, sl_array *src) {
    int32_t perm[SL_MAX_DIMS];
    if (order == 'C') {
        for (int32_t i = 0; i < a->ndim; i++) perm[i] = i;
    } else if (order == 'F') {
        for (int32_t i = 0; i < a->ndim; i++) perm[i] = a->ndim - 1 - i;
    } else {
        iterator_k_perm(a, perm);
    }
    np_permute(a, perm, src);
}

int sl_np_flatten(const sl_array *a, char order, sl_array *out, sl_array *src_order,
                  sl_error *err) {
    int rc = np_check_array(a, err);
    if (rc) return rc;
    if (!out) return sl_error_set(err, SL_ERR_ARG, NULL, "NULL out");
    if ((rc = check_order(order, true, err))) return rc;
    order = resolve_a(a, order);
    int64_t size;
    if ((rc = np_count(a->shape, a->ndim, &size, err))) return rc;
    int64_t shape[1] = {size};
    sl_array o;
    if ((rc = sl_np_empty_ref(shape, 1, a->dtype, 'C', a->ref, &o, err))) return rc;
    if (src_order) traversal_view(a, order, src_order);
    sl_array_copy(out, &o);
    return SL_OK;
}

int sl_np_ravel(const sl_array *a, char order, sl_array *out, sl_array *src_order,
                sl_error *err) {
    int rc = np_check_array(a, err);
    if (rc) return rc;
    if (!out) return sl_error_set(err, SL_ERR_ARG, NULL, "NULL out");
    if ((rc = check_order(order, true, err))) return rc;
    /* F contiguity matters only to orders other than C */
    bool c = sl_np_is_c_contiguous(a), f = order != 'C' && sl_np_is_f_contiguous(a);
    order = resolve_a(a, order);
    if (order == 'K') order = c ? 'C' : f ? 'F' : 'K';
    int64_t minus_one = -1;
    if ((order == 'C' && c) || (order == 'F' && f)) {
        /* reshape(-1) of an array contiguous in the order is one dim of all its elements
         * with stride itemsize (what sl_np_reshape makes of it), written directly; a size
         * whose bytes leave int64 takes reshape's checks */
        int64_t shape[SL_MAX_DIMS], strides[SL_MAX_DIMS], nbytes;
        if (np_count(a->shape, a->ndim, &shape[0], NULL) == SL_OK &&
            !sl_ovf_mul(shape[0], a->itemsize, &nbytes)) {
            strides[0] = a->itemsize;
            np_view_init(a, out);
            out->ndim = 1;
            out->shape[0] = shape[0];
            out->strides[0] = strides[0];
            np_finish_fresh(out, order);
            return SL_OK;
        }
        return sl_np_reshape(a, &minus_one, 1, order, out, NULL, err);
    }
    if (order == 'K') {
        int32_t perm[SL_MAX_DIMS];
        np_k_order_perm(a, perm);
        int64_t stride = a->itemsize;
        bool view = true;
        for (int32_t i = a->ndim - 1; i >= 0 && view; i--) {
            int64_t n = a->shape[perm[i]];
            if (n == 1) continue;
            if (a->strides[perm[i]] != stride) view = false;
            else if (sl_ovf_mul(stride, n, &stride)) view = i == 0; /* no further use */
        }
        if (view) {
            sl_array v;
            np_view_init(a, &v);
            v.ndim = 1;
            if ((rc = np_count(a->shape, a->ndim, &v.shape[0], err))) return rc;
            v.strides[0] = a->itemsize;
            np_finish(&v);
            sl_array_copy(out, &v);
            return SL_OK;
        }
    }
    return sl_np_flatten(a, order, out, src_order, err);
}
