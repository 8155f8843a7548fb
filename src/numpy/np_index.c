/*
 * np_index.c — numpy basic indexing a[...] (docs/numpy-semantics.md §1).
 *
 * Two passes, as numpy makes them.  The first classifies every item left to right and
 * raises the errors that do not depend on the array's sizes (a second `...`, an item of
 * a type that cannot index, a Python int that only fits unsigned 64 bits); it then
 * counts the items that consume a dim ("too many indices") and the result's ndim (the
 * 32-dim limit).  The second pass walks the source dims with a cursor: an integer
 * moves the data pointer and drops the dim (bounds are checked here, naming the SOURCE
 * axis), a slice keeps the dim with length and stride from Python's slice rules (an
 * empty slice keeps the old stride and offset), None inserts (1, stride 0), and the
 * ellipsis (explicit or implied at the end) copies the dims no item claimed.
 *
 * The result is a view, except that exactly ndim integers (or `()` on a 0-d array)
 * give a numpy scalar, and a 0-d integer array inside a partial index makes numpy copy
 * the view (a K-order owner).  Boolean scalars switch numpy to fancy indexing, whose
 * copy layout bool_scalar_result reproduces.  Lists and integer arrays (general advanced
 * indexing) are outside this module: their index still gets every check above, then
 * the call reports SL_ERR_UNSUPPORTED.
 */
#include "numpy/np_internal.h"

/* Loops that copy a few dims stay loops: GCC would otherwise turn them into memcpy calls
 * or `rep movsq`, whose start-up costs more than copying 4 dims (as_strided went from 38
 * to 9 ns with this). */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("no-tree-loop-distribute-patterns")
#endif

static const char only_integers[] =
    "only integers, slices (`:`), ellipsis (`...`), numpy.newaxis (`None`) and integer or "
    "boolean arrays are valid indices";

/* Python's slice.indices() for a dim of `len`: start, step and the result length. */
static void slice_indices(const sl_index_item *it, int64_t len, int64_t *start, int64_t *step,
                          int64_t *count) {
    int64_t st = it->has_step ? it->step : 1;
    if (st < -INT64_MAX) st = -INT64_MAX;
    int64_t b = it->has_start ? it->start : (st < 0 ? INT64_MAX : 0);
    int64_t e = it->has_stop ? it->stop : (st < 0 ? INT64_MIN : INT64_MAX);
    if (b < 0) {
        b += len;
        if (b < 0) b = st < 0 ? -1 : 0;
    } else if (b >= len) {
        b = st < 0 ? len - 1 : len;
    }
    if (e < 0) {
        e += len;
        if (e < 0) e = st < 0 ? -1 : 0;
    } else if (e >= len) {
        e = st < 0 ? len - 1 : len;
    }
    /* a 64-bit division takes tens of cycles: steps of 1 and -1 need none */
    int64_t n = 0;
    if (st < 0) {
        if (e < b) n = st == -1 ? b - e : (b - e - 1) / (-st) + 1;
    } else if (b < e) {
        n = st == 1 ? e - b : (e - b - 1) / st + 1;
    }
    *start = b;
    *step = st;
    *count = n;
}

static int index_impl(const sl_array *a, const sl_index_item *items, int32_t nitems,
                      sl_array *out, sl_array *copied_view, sl_array *hidden, bool refuse_bools,
                      sl_error *err);

int sl_np_index(const sl_array *a, const sl_index_item *items, int32_t nitems,
                sl_array *out, sl_error *err) {
    /* boolean scalars make a copy whose values the caller can only fill from the
     * source view that sl_np_index_ex reports, so this entry point refuses them (after
     * numpy's own errors, whatever the layout) */
    return index_impl(a, items, nitems, out, NULL, NULL, true, err);
}

/* Boolean scalars make numpy index "fancily": every boolean and integer item becomes an
 * index array, and they broadcast to ONE new dim of length 1 (0 if any False).  numpy
 * builds a new owner whose outermost dim is that one and whose other dims are the
 * basic-index view `sub`, laid out by |stride| like a K copy (no contiguity shortcut).
 * If the fancy items sit next to each other and not first, the result is that owner
 * with the new dim moved to where the items were: a view of a hidden owner. */
static int bool_scalar_result(const sl_array *sub, const sl_index_item *items, int32_t nitems,
                              int64_t fill, sl_array *out, sl_array *copied_view,
                              sl_array *hidden, sl_error *err) {
    int64_t len = 1;
    int64_t pos = -1, result_dim = 0;
    int state = -1; /* -1 no fancy item yet, 0 in a run of them, 1 after the run, 2 split */
    for (int32_t i = 0; i < nitems; i++) {
        sl_index_kind k = items[i].kind;
        bool fancy = k == SL_IDX_INT || k == SL_IDX_INT_TENSOR0 || k == SL_IDX_TRUE || k == SL_IDX_FALSE;
        if (k == SL_IDX_FALSE) len = 0;
        if (fancy) {
            if (state == -1) { pos = result_dim; state = 0; }
            else if (state == 1) { state = 2; pos = 0; }
        } else {
            if (state == 0) state = 1;
            result_dim += k == SL_IDX_ELLIPSIS ? fill : 1;
        }
    }
    /* the new owner: (len, sub.shape...) */
    sl_array t;
    np_owner_init(sub->dtype, sub->itemsize, sub->ref, &t);
    t.ndim = sub->ndim + 1;
    t.shape[0] = len;
    for (int32_t d = 0; d < sub->ndim; d++) t.shape[d + 1] = sub->shape[d];
    int64_t size;
    int rc = np_count(t.shape, t.ndim, &size, err);
    if (rc) return rc;
    if (sl_ovf_mul(size, t.itemsize, &t.buffer_bytes)) return sl_error_overflow(err, "nbytes");
    if (size == 0) {
        for (int32_t d = 0; d < t.ndim; d++) t.strides[d] = 0;
    } else {
        int32_t perm[SL_MAX_DIMS];
        np_k_order_perm(sub, perm);
        int64_t run = t.itemsize;
        for (int32_t k = sub->ndim - 1; k >= 0; k--) {
            t.strides[perm[k] + 1] = run;
            if (sl_ovf_mul(run, sub->shape[perm[k]], &run)) return sl_error_overflow(err, "stride");
        }
        t.strides[0] = run;
    }
    np_finish(&t);
    if (copied_view) { /* t[i] = sub[i without the new dim] */
        sl_array cv;
        sl_array_copy(&cv, sub);
        cv.ndim = sub->ndim + 1;
        cv.shape[0] = len;
        cv.strides[0] = 0;
        for (int32_t d = 0; d < sub->ndim; d++) {
            cv.shape[d + 1] = sub->shape[d];
            cv.strides[d + 1] = sub->strides[d];
        }
        np_finish(&cv);
        sl_array_copy(copied_view, &cv);
    }
    if (pos <= 0) {
        sl_array_copy(out, &t);
        return SL_OK;
    }
    sl_array v;
    np_view_init(&t, &v);
    v.ndim = t.ndim;
    for (int64_t d = 0, k = 1; d < t.ndim; d++) {
        int64_t from = d == pos ? 0 : k++;
        v.shape[d] = t.shape[from];
        v.strides[d] = t.strides[from];
    }
    v.base = SL_NP_BASE_HIDDEN;
    np_finish(&v);
    if (hidden) sl_array_copy(hidden, &t);
    sl_array_copy(out, &v);
    return SL_OK;
}

int sl_np_index_ex(const sl_array *a, const sl_index_item *items, int32_t nitems,
                   sl_array *out, sl_array *copied_view, sl_array *hidden, sl_error *err) {
    return index_impl(a, items, nitems, out, copied_view, hidden, false, err);
}

static int index_impl(const sl_array *a, const sl_index_item *items, int32_t nitems,
                      sl_array *out, sl_array *copied_view, sl_array *hidden, bool refuse_bools,
                      sl_error *err) {
    int rc = np_check_array(a, err);
    if (rc) return rc;
    if (!out || nitems < 0 || (nitems && !items))
        return sl_error_set(err, SL_ERR_ARG, NULL, "bad argument");

    /* ---- pass 1: classify */
    bool ellipsis = false, advanced = false, has_array0 = false, only_ints = true, has_bool = false;
    int64_t used = 0, newaxes = 0, removed = 0; /* removed: dims integer items drop */
    for (int32_t i = 0; i < nitems; i++) {
        const sl_index_item *it = &items[i];
        switch (it->kind) {
        case SL_IDX_ELLIPSIS:
            if (ellipsis) return NP_INDEX(err, "an index can only have a single ellipsis ('...')");
            ellipsis = true;
            only_ints = false;
            break;
        case SL_IDX_NONE: newaxes++; only_ints = false; break;
        case SL_IDX_SLICE: used++; only_ints = false; break;
        case SL_IDX_INT: used++; removed++; break;
        case SL_IDX_INT_TENSOR0: used++; removed++; has_array0 = true; break;
        case SL_IDX_TRUE:
        case SL_IDX_FALSE:
            if (!has_bool) newaxes++; /* all of them broadcast into one new dim */
            has_bool = true;
            only_ints = false;
            break;
        case SL_IDX_INVALID: {
            const char *t = it->type_name ? it->type_name : "";
            if (strcmp(t, "uint64") == 0)
                return sl_error_set(err, SL_ERR_PY, "OverflowError",
                                    "Python int too large to convert to C long");
            if (strcmp(t, "ndarray") == 0)
                return NP_INDEX(err, "arrays used as indices must be of integer (or boolean) type");
            if (strcmp(t, "list") == 0 || strcmp(t, "intarray") == 0) {
                used++;
                advanced = true;
                only_ints = false;
                break;
            }
            return NP_INDEX(err, "%s", only_integers);
        }
        default: return sl_error_set(err, SL_ERR_ARG, NULL, "unknown index item kind");
        }
    }
    if (used > a->ndim)
        return NP_INDEX(err, "too many indices for array: array is %d-dimensional, but %lld were indexed",
                        a->ndim, (long long)used);
    int64_t out_nd = a->ndim - removed + newaxes; /* slices keep their dim */
    if (out_nd > NP_MAXDIMS_OF(a->ref))
        return NP_INDEX(err, "number of dimensions must be within [0, %d], indexing result would have %lld",
                        NP_MAXDIMS_OF(a->ref), (long long)out_nd);

    /* ---- pass 2: build the view */
    sl_array v;
    np_view_init(a, &v);
    int32_t d = 0, k = 0;
    int64_t fill = a->ndim - used; /* dims the ellipsis stands for */
    for (int32_t i = 0; i < nitems; i++) {
        const sl_index_item *it = &items[i];
        switch (it->kind) {
        case SL_IDX_INT:
        case SL_IDX_INT_TENSOR0: {
            int64_t n = a->shape[d], idx = it->value;
            if (idx < -n || idx >= n)
                return NP_INDEX(err, "index %lld is out of bounds for axis %d with size %lld",
                                (long long)idx, d, (long long)n);
            if (idx < 0) idx += n;
            int64_t move;
            if (sl_ovf_mul(idx, a->strides[d], &move) ||
                sl_ovf_add(v.offset_bytes, move, &v.offset_bytes))
                return sl_error_overflow(err, "index offset");
            d++;
            break;
        }
        case SL_IDX_SLICE: {
            if (!it->has_start && !it->has_stop && !it->has_step) { /* `:` keeps the dim */
                v.shape[k] = a->shape[d];
                v.strides[k++] = a->strides[d];
                d++;
                break;
            }
            if (it->has_step && it->step == 0) return NP_VALUE(err, "slice step cannot be zero");
            int64_t start, step, count;
            slice_indices(it, a->shape[d], &start, &step, &count);
            int64_t stride = a->strides[d];
            if (count > 0) {
                int64_t move;
                if (sl_ovf_mul(start, stride, &move) ||
                    sl_ovf_add(v.offset_bytes, move, &v.offset_bytes))
                    return sl_error_overflow(err, "slice offset");
                int64_t ns;
                if (sl_ovf_mul(stride, step, &ns)) {
                    /* numpy wraps silently; harmless only when no second element is
                     * ever addressed through it */
                    if (count > 1) return sl_error_overflow(err, "slice stride");
                    ns = (int64_t)((uint64_t)stride * (uint64_t)step);
                }
                stride = ns;
            }
            v.shape[k] = count;
            v.strides[k++] = stride;
            d++;
            break;
        }
        case SL_IDX_NONE:
            v.shape[k] = 1;
            v.strides[k++] = 0;
            break;
        case SL_IDX_ELLIPSIS:
            for (int64_t j = 0; j < fill; j++, d++, k++) {
                v.shape[k] = a->shape[d];
                v.strides[k] = a->strides[d];
            }
            break;
        default: /* bools and advanced items: checked in pass 1, built elsewhere */
            if (it->kind == SL_IDX_INVALID) d++;
            break;
        }
    }
    if (!ellipsis)
        for (; d < a->ndim; d++, k++) {
            v.shape[k] = a->shape[d];
            v.strides[k] = a->strides[d];
        }
    v.ndim = k;
    if (advanced)
        return sl_error_set(err, SL_ERR_UNSUPPORTED, NULL,
                            "unsupported: advanced indexing (list or integer array index)");
    np_finish(&v);
    if (has_bool && refuse_bools) {
        sl_array probe;
        if ((rc = bool_scalar_result(&v, items, nitems, fill, &probe, NULL, NULL, err))) return rc;
        return sl_error_set(err, SL_ERR_UNSUPPORTED, NULL,
                            "unsupported: a boolean scalar index needs sl_np_index_ex "
                            "(the copy's source view)");
    }
    if (has_bool) return bool_scalar_result(&v, items, nitems, fill, out, copied_view, hidden, err);
    if (only_ints && used == a->ndim) { /* x[i, j, k] and s[()]: a numpy scalar */
        v.alias = SL_ALIAS_NEW;
        v.base = SL_NP_SCALAR;
        sl_array_copy(out, &v);
        return SL_OK;
    }
    if (has_array0) {
        if ((rc = sl_np_copy(&v, 'K', out, err))) return rc;
        if (copied_view) sl_array_copy(copied_view, &v);
        return SL_OK;
    }
    sl_array_copy(out, &v);
    return SL_OK;
}
