/*
 * np_views.c — numpy's O(1) views other than indexing and reshape: transpose, swapaxes,
 * moveaxis, rollaxis, diagonal, flip, broadcast_to / broadcast_arrays, as_strided,
 * sliding_window_view, squeeze, view(dtype) (docs/numpy-semantics.md §2, §3, §6-§11).
 *
 * Each op validates its arguments in numpy's order (so the first error numpy would raise
 * is the one reported), then builds the result by permuting, dropping, reversing or
 * re-striding the input's dims.  The data pointer moves only for diagonal (to the first
 * diagonal element) and flip (to the last element of each reversed axis).  Results are
 * new view records (base CHAIN) except where numpy returns its input (alias SAME:
 * squeeze with nothing to do) or builds the view through a helper object
 * (as_strided / sliding_window_view: base DUMMY).  Byte products that a result would
 * actually address are overflow-checked.
 */
#include "numpy/np_internal.h"

/* Loops that copy a few dims stay loops: GCC would otherwise turn them into memcpy calls
 * or `rep movsq`, whose start-up costs more than copying 4 dims (as_strided went from 38
 * to 9 ns with this). */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("no-tree-loop-distribute-patterns")
#endif

int sl_np_view(const sl_array *a, sl_array *out, sl_error *err) {
    int rc = np_check_array(a, err);
    if (rc) return rc;
    if (!out) return sl_error_set(err, SL_ERR_ARG, NULL, "NULL out");
    np_emit_view(a, a->shape, a->strides, a->ndim, a->offset_bytes, out);
    return SL_OK;
}

static void same_object(const sl_array *a, sl_array *out) {
    sl_array_copy(out, a);
    out->alias = SL_ALIAS_SAME;
}

/* ------------------------------------------------------------------ transposes -- */

int sl_np_transpose(const sl_array *a, const int64_t *axes, int32_t n, sl_array *out,
                    sl_error *err) {
    int rc = np_check_array(a, err);
    if (rc) return rc;
    if (!out || n < 0) return sl_error_set(err, SL_ERR_ARG, NULL, "bad argument");
    int32_t nd = a->ndim;
    int64_t shape[SL_MAX_DIMS], strides[SL_MAX_DIMS]; /* out may be a */
    if (!axes) { /* a.T: the dims reversed */
        for (int32_t i = 0; i < nd; i++) {
            shape[i] = a->shape[nd - 1 - i];
            strides[i] = a->strides[nd - 1 - i];
        }
    } else {
        /* the axes go through numpy's shape converter first, which caps their number */
        if (n > NP_MAXDIMS_OF(a->ref)) return np_maxdims_error(n, a->ref, err);
        if (n != nd) return NP_VALUE(err, "axes don't match array");
        _Static_assert(SL_MAX_DIMS <= 64, "the axis set is one 64-bit word");
        uint64_t seen = 0; /* bit ax: axis ax taken */
        for (int32_t i = 0; i < n; i++) {
            int64_t ax;
            if ((rc = np_norm_axis(axes[i], nd, NULL, &ax, err))) return rc;
            if (seen >> ax & 1) return NP_VALUE(err, "repeated axis in transpose");
            seen |= UINT64_C(1) << ax;
            shape[i] = a->shape[ax]; /* the permuted dims, built as the axes are checked */
            strides[i] = a->strides[ax];
        }
    }
    np_emit_view(a, shape, strides, nd, a->offset_bytes, out);
    return SL_OK;
}

int sl_np_swapaxes(const sl_array *a, int64_t axis1, int64_t axis2, sl_array *out,
                   sl_error *err) {
    int rc = np_check_array(a, err);
    if (rc) return rc;
    if (!out) return sl_error_set(err, SL_ERR_ARG, NULL, "NULL out");
    int64_t a1, a2;
    if ((rc = np_norm_axis(axis1, a->ndim, "axis1", &a1, err))) return rc;
    if ((rc = np_norm_axis(axis2, a->ndim, "axis2", &a2, err))) return rc;
    int64_t shape[SL_MAX_DIMS], strides[SL_MAX_DIMS]; /* out may be a */
    sl_dims_copy(shape, strides, a->shape, a->strides, a->ndim);
    shape[a1] = a->shape[a2], strides[a1] = a->strides[a2];
    shape[a2] = a->shape[a1], strides[a2] = a->strides[a1];
    np_emit_view(a, shape, strides, a->ndim, a->offset_bytes, out);
    return SL_OK;
}

/* One of moveaxis' lists: every entry checked first (AxisError naming the list); more
 * entries than dims must then repeat; else the normalized axes go to `norm`. */
static inline __attribute__((always_inline)) int moveaxis_list(const int64_t *list, int32_t count, int32_t ndim, const char *name,
                         int64_t *norm, sl_error *err) {
    int rc;
    for (int32_t i = 0; i < count; i++) {
        int64_t ax;
        if ((rc = np_norm_axis(list[i], ndim, name, &ax, err))) return rc;
        if (count <= ndim) norm[i] = ax;
    }
    bool repeated = count > ndim;
    for (int32_t i = 0; i < count && !repeated; i++)
        for (int32_t j = 0; j < i; j++) repeated |= norm[i] == norm[j];
    if (repeated) return NP_VALUE(err, "repeated axis in `%s` argument", name);
    return SL_OK;
}

int sl_np_moveaxis(const sl_array *a, const int64_t *src, int32_t nsrc, const int64_t *dst,
                   int32_t ndst, sl_array *out, sl_error *err) {
    int rc = np_check_array(a, err);
    if (rc) return rc;
    if (!out || nsrc < 0 || ndst < 0 || (nsrc && !src) || (ndst && !dst))
        return sl_error_set(err, SL_ERR_ARG, NULL, "bad argument");
    int64_t s[SL_MAX_DIMS], d[SL_MAX_DIMS];
    if ((rc = moveaxis_list(src, nsrc, a->ndim, "source", s, err)) ||
        (rc = moveaxis_list(dst, ndst, a->ndim, "destination", d, err)))
        return rc;
    if (nsrc != ndst)
        return NP_VALUE(err, "`source` and `destination` arguments must have the same number of elements");
    /* numpy: the axes not moved, ascending, then each source axis inserted at its
     * destination in ascending order of destination.  The insertions at ascending places
     * never move an earlier one, so source s[i] ends at d[i] and the axes not moved fill
     * the other places in order (axis sets as 64-bit words); the result's dims are built
     * in that order */
    _Static_assert(SL_MAX_DIMS <= 64, "the axis sets are 64-bit words");
    int64_t shape[SL_MAX_DIMS], strides[SL_MAX_DIMS]; /* out may be a */
    uint64_t moved = 0, taken = 0;
    for (int32_t i = 0; i < nsrc; i++) {
        shape[d[i]] = a->shape[s[i]];
        strides[d[i]] = a->strides[s[i]];
        moved |= UINT64_C(1) << s[i];
        taken |= UINT64_C(1) << d[i];
    }
    int32_t next = 0;
    for (int32_t k = 0; k < a->ndim; k++) {
        if (taken >> k & 1) continue;
        while (moved >> next & 1) next++;
        shape[k] = a->shape[next];
        strides[k] = a->strides[next++];
    }
    np_emit_view(a, shape, strides, a->ndim, a->offset_bytes, out);
    return SL_OK;
}

int sl_np_rollaxis(const sl_array *a, int64_t axis, int64_t start, sl_array *out,
                   sl_error *err) {
    int rc = np_check_array(a, err);
    if (rc) return rc;
    if (!out) return sl_error_set(err, SL_ERR_ARG, NULL, "NULL out");
    int64_t n = a->ndim, ax;
    if ((rc = np_norm_axis(axis, n, NULL, &ax, err))) return rc;
    if (start < 0 && start >= INT64_MIN + n) start += n;
    else if (start < 0) start = INT64_MIN; /* Python would not overflow: still < -n */
    if (!(start >= 0 && start < n + 1))
        return sl_error_set(err, SL_ERR_PY, "AxisError",
                            "'start' arg requires %lld <= start < %lld, but %lld was passed in",
                            (long long)-n, (long long)(n + 1), (long long)start);
    if (ax < start) start--;
    if (ax == start) return sl_np_view(a, out, err);
    int32_t order[SL_MAX_DIMS], len = 0;
    for (int32_t i = 0; i < n; i++)
        if (i != ax) order[len++] = i;
    for (int64_t k = len; k > start; k--) order[k] = order[k - 1];
    order[start] = (int32_t)ax;
    np_permute(a, order, out);
    return SL_OK;
}

/* ------------------------------------------------------------------- diagonal -- */

static inline int c_int_arg(int64_t v, sl_error *err) {
    if (v > INT32_MAX)
        return sl_error_set(err, SL_ERR_PY, "OverflowError", "signed integer is greater than maximum");
    if (v < INT32_MIN)
        return sl_error_set(err, SL_ERR_PY, "OverflowError", "signed integer is less than minimum");
    return SL_OK;
}

int sl_np_diagonal(const sl_array *a, int64_t offset, int64_t axis1, int64_t axis2,
                   sl_array *out, sl_error *err) {
    int rc = np_check_array(a, err);
    if (rc) return rc;
    if (!out) return sl_error_set(err, SL_ERR_ARG, NULL, "NULL out");
    /* offset, axis1, axis2 are C ints, converted in argument order */
    if ((rc = c_int_arg(offset, err)) || (rc = c_int_arg(axis1, err)) ||
        (rc = c_int_arg(axis2, err)))
        return rc;
    if (a->ndim < 2) return NP_VALUE(err, "diag requires an array of at least two dimensions");
    int64_t a1, a2;
    if ((rc = np_norm_axis(axis1, a->ndim, "axis1", &a1, err))) return rc;
    if ((rc = np_norm_axis(axis2, a->ndim, "axis2", &a2, err))) return rc;
    if (a1 == a2) return NP_VALUE(err, "axis1 and axis2 cannot be the same");
    int64_t n1 = a->shape[a1], n2 = a->shape[a2], s1 = a->strides[a1], s2 = a->strides[a2];
    int64_t step, off_abs = offset < 0 ? -offset : offset; /* |offset| < 2**31 */
    if (offset >= 0) { n2 -= offset; step = s2; }
    else { n1 -= off_abs; step = s1; }
    int64_t len = n1 < n2 ? n1 : n2, offset_bytes = a->offset_bytes;
    if (len < 0) {
        len = 0;
    } else {
        int64_t move;
        if (sl_ovf_mul(off_abs, step, &move) || sl_ovf_add(offset_bytes, move, &offset_bytes))
            return sl_error_overflow(err, "diagonal offset");
    }
    int64_t dstride;
    if (sl_ovf_add(s1, s2, &dstride)) {
        if (len > 1) return sl_error_overflow(err, "diagonal stride");
        dstride = (int64_t)((uint64_t)s1 + (uint64_t)s2); /* numpy's wrapped value, unused */
    }
    int64_t shape[SL_MAX_DIMS], strides[SL_MAX_DIMS]; /* out may be a */
    int32_t k = 0;
    for (int32_t d = 0; d < a->ndim; d++) {
        if (d == a1 || d == a2) continue;
        shape[k] = a->shape[d];
        strides[k++] = a->strides[d];
    }
    shape[k] = len;
    strides[k++] = dstride;
    np_emit_view(a, shape, strides, k, offset_bytes, out);
    out->flags &= ~SL_NP_WRITEABLE; /* not a computed bit: np_emit_view's flags stand */
    return SL_OK;
}

/* ----------------------------------------------------------------------- flip -- */

/* Reverse dim d of (shape, strides, *offset) in place (a no-op on a size-0 dim). */
static int reverse_dim(const int64_t *shape, int64_t *strides, int32_t d, int64_t *offset,
                       sl_error *err) {
    if (shape[d] == 0) return SL_OK;
    int64_t reach;
    if (sl_ovf_mul(shape[d] - 1, strides[d], &reach) || sl_ovf_add(*offset, reach, offset))
        return sl_error_overflow(err, "flip offset");
    if (strides[d] == INT64_MIN) {
        if (shape[d] > 1) return sl_error_overflow(err, "flip stride");
        return SL_OK; /* numpy negates with wrap-around: INT64_MIN stays */
    }
    strides[d] = -strides[d];
    return SL_OK;
}

int sl_np_flip(const sl_array *a, sl_np_axis_kind kind, const int64_t *axes, int32_t n,
               sl_array *out, sl_error *err) {
    int rc = np_check_array(a, err);
    if (rc) return rc;
    if (!out || n < 0 || (kind != SL_NP_AXIS_NONE && n && !axes))
        return sl_error_set(err, SL_ERR_ARG, NULL, "bad argument");
    _Static_assert(SL_MAX_DIMS <= 64, "the axis set is one 64-bit word");
    uint64_t rev = 0; /* bit d: dim d reversed */
    if (kind == SL_NP_AXIS_NONE) {
        rev = ~UINT64_C(0);
    } else {
        if (kind == SL_NP_AXIS_INT && n != 1)
            return sl_error_set(err, SL_ERR_ARG, NULL, "an int axis has one entry");
        for (int32_t i = 0; i < n; i++) {
            int64_t ax;
            if ((rc = np_norm_axis(axes[i], a->ndim, NULL, &ax, err))) return rc;
        }
        for (int32_t i = 0; i < n; i++) {
            int64_t ax = axes[i] < 0 ? axes[i] + a->ndim : axes[i]; /* in range: checked */
            if (rev >> ax & 1) return NP_VALUE(err, "repeated axis");
            rev |= UINT64_C(1) << ax;
        }
    }
    if (a->ndim == 0) { /* numpy indexes m[()]: on a 0-d array that is a scalar */
        np_emit_view(a, a->shape, a->strides, 0, a->offset_bytes, out);
        out->alias = SL_ALIAS_NEW;
        out->base = SL_NP_SCALAR;
        return SL_OK;
    }
    /* the new dims and offset in locals: out (which may be a) keeps its value on an error */
    int64_t shape[SL_MAX_DIMS], strides[SL_MAX_DIMS], offset = a->offset_bytes;
    sl_dims_copy(shape, strides, a->shape, a->strides, a->ndim);
    for (int32_t d = 0; d < a->ndim; d++)
        if ((rev >> d & 1) && (rc = reverse_dim(shape, strides, d, &offset, err))) return rc;
    np_emit_view(a, shape, strides, a->ndim, offset, out);
    return SL_OK;
}

int sl_np_flipud(const sl_array *a, sl_array *out, sl_error *err) {
    int rc = np_check_array(a, err);
    if (rc) return rc;
    if (a->ndim < 1) return NP_VALUE(err, "Input must be >= 1-d.");
    int64_t ax = 0;
    return sl_np_flip(a, SL_NP_AXIS_INT, &ax, 1, out, err);
}

int sl_np_fliplr(const sl_array *a, sl_array *out, sl_error *err) {
    int rc = np_check_array(a, err);
    if (rc) return rc;
    if (a->ndim < 2) return NP_VALUE(err, "Input must be >= 2-d.");
    int64_t ax = 1;
    return sl_np_flip(a, SL_NP_AXIS_INT, &ax, 1, out, err);
}

/* -------------------------------------------------------------------- squeeze -- */

int sl_np_squeeze(const sl_array *a, sl_np_axis_kind kind, const int64_t *axes, int32_t n,
                  sl_array *out, sl_error *err) {
    int rc = np_check_array(a, err);
    if (rc) return rc;
    if (!out || n < 0 || (kind != SL_NP_AXIS_NONE && n && !axes))
        return sl_error_set(err, SL_ERR_ARG, NULL, "bad argument");
    bool drop[SL_MAX_DIMS] = {false};
    int32_t ndrop = 0;
    if (kind == SL_NP_AXIS_NONE) {
        for (int32_t d = 0; d < a->ndim; d++)
            if (a->shape[d] == 1) { drop[d] = true; ndrop++; }
    } else if (kind == SL_NP_AXIS_INT && a->ndim == 0) {
        if (n != 1) return sl_error_set(err, SL_ERR_ARG, NULL, "an int axis has one entry");
        /* a 0-d array accepts a plain 0 or -1 and has nothing to squeeze */
        if (axes[0] != 0 && axes[0] != -1) {
            int64_t ax;
            return np_norm_axis(axes[0], 0, NULL, &ax, err);
        }
    } else {
        if (kind == SL_NP_AXIS_INT && n != 1)
            return sl_error_set(err, SL_ERR_ARG, NULL, "an int axis has one entry");
        for (int32_t i = 0; i < n; i++) {
            int64_t ax;
            if ((rc = np_norm_axis(axes[i], a->ndim, NULL, &ax, err))) return rc;
            if (drop[ax]) return NP_VALUE(err, "duplicate value in 'axis'");
            drop[ax] = true;
            ndrop++;
        }
        for (int32_t d = 0; d < a->ndim; d++)
            if (drop[d] && a->shape[d] != 1)
                return NP_VALUE(err, "cannot select an axis to squeeze out which has size not equal to one");
    }
    if (ndrop == 0) {
        same_object(a, out);
        return SL_OK;
    }
    sl_array v;
    np_view_init(a, &v);
    int32_t k = 0;
    for (int32_t d = 0; d < a->ndim; d++) {
        if (drop[d]) continue;
        v.shape[k] = a->shape[d];
        v.strides[k++] = a->strides[d];
    }
    v.ndim = k;
    np_finish(&v);
    sl_array_copy(out, &v);
    return SL_OK;
}

/* --------------------------------------------------------------- broadcast_to -- */

int sl_np_broadcast_to(const sl_array *a, const int64_t *shape, int32_t n, sl_array *out,
                       sl_error *err) {
    int rc = np_check_array(a, err);
    if (rc) return rc;
    if (!out || n < 0 || (n && !shape)) return sl_error_set(err, SL_ERR_ARG, NULL, "bad argument");
    /* past every profile's limit: refused before reading the entries */
    if (n > SL_MAX_DIMS) return np_maxdims_error(n, a->ref, err);
    if (n == 0 && a->ndim > 0) return NP_VALUE(err, "cannot broadcast a non-scalar to a scalar array");
    /* one pass: a negative entry, and the overflow flags of the two products numpy takes
     * later (reported in their places below): nditer's element count (a running product,
     * which a 0 keeps at 0; its first overflow is the error) and the constructor's bytes,
     * itemsize times the nonzero entries (np_check_dims) */
    int64_t count = 1, nbytes = a->itemsize, any = 0;
    bool count_ovf = false, bytes_ovf = false;
    for (int32_t i = 0; i < n; i++) {
        const int64_t sz = shape[i];
        any |= sz;
        count_ovf |= sl_ovf_mul(count, sz, &count);
        bytes_ovf |= sl_ovf_mul(nbytes, sz ? sz : 1, &nbytes);
    }
    if (any < 0) return NP_VALUE(err, "all elements of broadcast shape must be non-negative");
    if (n > NP_MAXDIMS_OF(a->ref)) return np_maxdims_error(n, a->ref, err);
    if (a->ndim > n)
        return NP_VALUE(err, "input operand has more dimensions than allowed by the axis remapping");
    int32_t lead = n - a->ndim;
    for (int32_t i = 0; i < a->ndim; i++) {
        if (a->shape[i] != 1 && a->shape[i] != shape[lead + i]) {
            char from[512], to[512];
            sl_np_format_shape(from, sizeof from, a->shape, a->ndim);
            sl_np_format_shape(to, sizeof to, shape, n);
            return NP_VALUE(err, "operands could not be broadcast together with remapped shapes "
                                 "[original->remapped]: %s  and requested shape %s", from, to);
        }
    }
    /* numpy's nditer over the shape: its element count past intp (a running product, so a
     * 0 stops it) is "iterator is too large"; then the view passes the constructor's check */
    if (count_ovf) return NP_VALUE(err, "iterator is too large");
    if (bytes_ovf) return np_check_dims(shape, n, a->itemsize, err); /* its message */
    int64_t dims[SL_MAX_DIMS], strides[SL_MAX_DIMS]; /* out may be a */
    for (int32_t i = 0; i < n; i++) {
        dims[i] = shape[i];
        bool real = i >= lead && shape[i] != 1 && a->shape[i - lead] == shape[i];
        strides[i] = real ? a->strides[i - lead] : 0;
    }
    np_emit_view(a, dims, strides, n, a->offset_bytes, out);
    out->flags &= ~SL_NP_WRITEABLE; /* not a computed bit: np_emit_view's flags stand */
    return SL_OK;
}

/* ------------------------------------------------------ as_strided and windows -- */

int sl_np_as_strided(const sl_array *a, const int64_t *shape, int32_t nshape,
                     const int64_t *strides, int32_t nstrides, bool writeable,
                     sl_array *out, sl_error *err) {
    int rc = np_check_array(a, err);
    if (rc) return rc;
    if (!out || (shape && nshape < 0) || (strides && nstrides < 0))
        return sl_error_set(err, SL_ERR_ARG, NULL, "bad argument");
    const int64_t *shp = shape ? shape : a->shape;
    int32_t nd = shape ? nshape : a->ndim;
    /* __array_interface__ omits the strides of a C-contiguous array */
    bool fresh = !strides && sl_np_is_c_contiguous(a);
    const int64_t *str = strides ? strides : a->strides;
    int32_t ns = strides ? nstrides : a->ndim;
    if (nd > NP_MAXDIMS_OF(a->ref)) return np_interface_dims_error(nd, a->ref, err);
    /* the array interface makes the array with the shape (the constructor's check), then
     * sets the strides */
    if ((rc = np_check_dims(shp, nd, a->itemsize, err))) return rc;
    if (!fresh && ns != nd) return NP_VALUE(err, "mismatch in length of strides and shape");
    sl_array v;
    np_view_init(a, &v);
    v.ndim = nd;
    for (int32_t d = 0; d < nd; d++) v.shape[d] = shp[d];
    if (fresh) {
        if ((rc = np_fresh_strides(v.shape, nd, a->itemsize, 'C', false, v.strides, err)))
            return rc;
    } else {
        for (int32_t d = 0; d < nd; d++) v.strides[d] = str[d];
    }
    /* a WARN_ON_WRITE input exports its buffer as read-only through
     * __array_interface__, so the result is read-only */
    if (!writeable || (a->flags & SL_NP_WARN_ON_WRITE))
        v.flags &= ~(SL_NP_WRITEABLE | SL_NP_WARN_ON_WRITE);
    v.flags |= SL_NP_FOREIGN_BASE;
    v.base = SL_NP_BASE_DUMMY;
    np_finish(&v);
    sl_array_copy(out, &v);
    return SL_OK;
}

int sl_np_sliding_window_view(const sl_array *a, const int64_t *window, int32_t nwindow,
                              const int64_t *axes, int32_t naxes, bool writeable,
                              sl_array *out, sl_error *err) {
    int rc = np_check_array(a, err);
    if (rc) return rc;
    if (!out || nwindow < 0 || (nwindow && !window) || (axes && naxes < 0))
        return sl_error_set(err, SL_ERR_ARG, NULL, "bad argument");
    for (int32_t i = 0; i < nwindow; i++)
        if (window[i] < 0) return NP_VALUE(err, "`window_shape` cannot contain negative values");
    int64_t ax[SL_MAX_DIMS];
    int32_t nax;
    if (!axes) {
        if (nwindow != a->ndim)
            return NP_VALUE(err, "Since axis is `None`, must provide window_shape for all "
                                 "dimensions of `x`; got %d window_shape elements and `x.ndim` "
                                 "is %d.", nwindow, a->ndim);
        nax = a->ndim;
        for (int32_t i = 0; i < nax; i++) ax[i] = i;
    } else {
        for (int32_t i = 0; i < naxes; i++) {
            int64_t t;
            if ((rc = np_norm_axis(axes[i], a->ndim, NULL, &t, err))) return rc;
            if (i < SL_MAX_DIMS) ax[i] = t;
        }
        if (nwindow != naxes)
            return NP_VALUE(err, "Must provide matching length window_shape and axis; got %d "
                                 "window_shape elements and %d axes elements.", nwindow, naxes);
        nax = naxes;
    }
    if (a->ndim + nax > SL_MAX_DIMS) /* as_strided refuses past the limit anyway */
        return np_interface_dims_error(a->ndim + nax, a->ref, err);
    int64_t shape[SL_MAX_DIMS], strides[SL_MAX_DIMS];
    for (int32_t d = 0; d < a->ndim; d++) {
        shape[d] = a->shape[d];
        strides[d] = a->strides[d];
    }
    for (int32_t i = 0; i < nax; i++) {
        if (shape[ax[i]] < window[i])
            return NP_VALUE(err, "window shape cannot be larger than input array shape");
        if (sl_ovf_add(shape[ax[i]] - window[i], 1, &shape[ax[i]]))
            return sl_error_overflow(err, "window count");
    }
    for (int32_t i = 0; i < nax; i++) {
        shape[a->ndim + i] = window[i];
        strides[a->ndim + i] = a->strides[ax[i]];
    }
    return sl_np_as_strided(a, shape, a->ndim + nax, strides, a->ndim + nax, writeable, out,
                            err);
}

/* np.broadcast_arrays: numpy's multi-iterator fixes each output dim from the first
 * argument whose (right-aligned) size there is not 1 and reports the first argument
 * that disagrees with it.  Equal shapes return the inputs themselves; otherwise every
 * input becomes a broadcast view that stays writeable (when its input was) but is
 * marked WARN_ON_WRITE.  numpy 2 (an input whose ref is lessons) returns each input that
 * already has the result's shape itself, whatever the others. */
int sl_np_broadcast_arrays(const sl_array *in, int32_t n, sl_array *outs, sl_error *err) {
    if (n < 0 || (n && (!in || !outs))) return sl_error_set(err, SL_ERR_ARG, NULL, "bad argument");
    if (n > SL_NP_MAX_DIMS) /* numpy's multi-iterator: 32 arguments under both profiles */
        return sl_error_set(err, SL_ERR_LIMIT, NULL, "unsupported: more than 32 arrays to broadcast");
    int32_t nd = 0;
    for (int32_t j = 0; j < n; j++) {
        int rc = np_check_array(&in[j], err);
        if (rc) return rc;
        if (in[j].ndim > nd) nd = in[j].ndim;
    }
    int64_t shape[SL_MAX_DIMS];
    for (int32_t i = 0; i < nd; i++) {
        shape[i] = 1;
        int32_t src = 0;
        for (int32_t j = 0; j < n; j++) {
            int32_t k = i + in[j].ndim - nd;
            if (k < 0 || in[j].shape[k] == 1) continue;
            if (shape[i] == 1) {
                shape[i] = in[j].shape[k];
                src = j;
            } else if (shape[i] != in[j].shape[k]) {
                char s1[600], s2[600];
                sl_format_tuple(s1, sizeof s1, in[src].shape, in[src].ndim);
                sl_format_tuple(s2, sizeof s2, in[j].shape, in[j].ndim);
                return NP_VALUE(err, "shape mismatch: objects cannot be broadcast to a single "
                                     "shape.  Mismatch is between arg %d with shape %s and arg "
                                     "%d with shape %s.", src, s1, j, s2);
            }
        }
    }
    bool all_same = true;
    for (int32_t j = 0; j < n && all_same; j++) {
        all_same = in[j].ndim == nd;
        for (int32_t d = 0; d < nd && all_same; d++) all_same = in[j].shape[d] == shape[d];
    }
    for (int32_t j = 0; j < n; j++) {
        bool same = in[j].ndim == nd;
        for (int32_t d = 0; d < nd && same; d++) same = in[j].shape[d] == shape[d];
        if (all_same || (same && in[j].ref == SL_REF_LESSONS)) {
            sl_array_copy(&outs[j], &in[j]);
            outs[j].alias = SL_ALIAS_SAME;
            continue;
        }
        int rc = sl_np_broadcast_to(&in[j], shape, nd, &outs[j], err);
        if (rc) return rc;
        if (in[j].flags & SL_NP_WRITEABLE) outs[j].flags |= SL_NP_WRITEABLE | SL_NP_WARN_ON_WRITE;
    }
    return SL_OK;
}

/* a.view(dtype): a new view whose dtype is replaced.  A different itemsize rescales the
 * last axis, which must then be contiguous (stride = old itemsize) unless it has one
 * element or the array none; its length and stride are recomputed in bytes. */
int sl_np_view_dtype(const sl_array *a, sl_dtype dt, sl_array *out, sl_error *err) {
    int rc = np_check_array(a, err);
    if (rc) return rc;
    if (!out) return sl_error_set(err, SL_ERR_ARG, NULL, "NULL out");
    int64_t newsize = sl_dtype_itemsize(dt), oldsize = a->itemsize;
    if (newsize < 1 || !sl_dtype_numpy_name(dt))
        return sl_error_set(err, SL_ERR_ARG, NULL, "dtype not available in numpy");
    sl_array v;
    if ((rc = sl_np_view(a, &v, err))) return rc;
    if (newsize != oldsize) {
        if (a->ndim == 0)
            return NP_VALUE(err, "Changing the dtype of a 0d array is only supported if the "
                                 "itemsize is unchanged");
        int32_t ax = a->ndim - 1;
        int64_t size;
        if ((rc = np_count(a->shape, a->ndim, &size, err))) return rc;
        if (a->shape[ax] != 1 && size != 0 && a->strides[ax] != oldsize)
            return NP_VALUE(err, "To change to a dtype of a different size, the last axis must "
                                 "be contiguous");
        if (newsize < oldsize) {
            if (oldsize % newsize != 0)
                return NP_VALUE(err, "When changing to a smaller dtype, its size must be a "
                                     "divisor of the size of original dtype");
            if (sl_ovf_mul(v.shape[ax], oldsize / newsize, &v.shape[ax]))
                return sl_error_overflow(err, "last axis length");
        } else {
            int64_t bytes;
            if (sl_ovf_mul(a->shape[ax], oldsize, &bytes)) return sl_error_overflow(err, "last axis bytes");
            if (bytes % newsize != 0)
                return NP_VALUE(err, "When changing to a larger dtype, its size must be a divisor "
                                     "of the total size in bytes of the last axis of the array.");
            v.shape[ax] = bytes / newsize;
        }
        v.strides[ax] = newsize;
    }
    v.dtype = dt;
    v.itemsize = newsize;
    np_finish(&v);
    sl_array_copy(out, &v);
    return SL_OK;
}
