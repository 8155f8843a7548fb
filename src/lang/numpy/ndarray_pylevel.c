/*
 * ndarray_pylevel.c — numpy functions that numpy itself writes in Python, run here as
 * numpy's own steps over the engine's calls (so layouts, casts and messages come from
 * the same primitives numpy's code calls):
 *
 *   append(arr, values, axis=None)  asarray(arr); without an axis both raveled; then
 *       concatenate((arr, values), axis) and its messages.
 *   delete(arr, obj, axis=None)  lib/function_base.py's delete: an int (or a size-1
 *       integer array) removes one index ("index 5 is out of bounds for axis 0 with size
 *       3"), a slice copies the kept chunks into a new array of arr's order, any other
 *       obj is np.asarray'd: a boolean one of shape (N,) is inverted ("boolean array
 *       argument obj to delete must be one dimensional and match the axis length of
 *       N"), else keep = ones(N, bool); keep[obj,] = False; the result arr[..., keep].
 *   insert(arr, obj, values, axis=None)  function_base's insert: one index (scalar,
 *       size-1 array or slice of one) takes values as np.array(values, ndmin=arr.ndim,
 *       dtype=arr.dtype) (moveaxis'd for a scalar index) written between the two chunks
 *       of arr; several indices are wrapped once, shifted by their stable sort rank, and
 *       the new array is written through them and through the mask of the old places
 *       (the engine's advanced assignment does the broadcasting and bounds checks).
 *       Boolean obj (a FutureWarning in numpy 1.x, flatnonzero in 2.x) is refused.
 *   select(condlist, choicelist, default=0)  the length checks, the conditions and
 *       choices broadcast, the boolean check ("invalid entry 0 in condlist: should be
 *       boolean ndarray"), np.full of the default, then np.copyto(result, choice,
 *       where=cond) from the last choice to the first.  The result dtype is the choices'
 *       common dtype where the default fits it; other mixes (numpy 1.x's value-based
 *       result_type) are refused.
 *   trim_zeros(filt, trim='fb'[, axis])  numpy 1.x walks a 1-D filt from either end
 *       comparing with 0; numpy 2.x takes the bounding box of argwhere(filt) (all axes,
 *       or one axis=) and validates trim.  A list stays a list.
 *   mask_indices(n, mask_func, k=0)  nonzero(mask_func(ones((n, n), int), k) != 0).
 *   unstack(x, axis=0) (numpy 2.x)  tuple(moveaxis(x, axis, 0)).
 *   matrix_transpose(x) (numpy 2.x)  swapaxes(x, -1, -2) of an array of at least 2 dims.
 */
#include "lang/python/py.h"
#include "lang/numpy/ndarray_internal.h"

#include <stdlib.h>
#include <string.h>

#define NONE_I INT64_MIN

static int np_call(lang_interp *I, const char *name, lang_value **pos, int32_t npos, lang_value **out, sl_error *err) {
    return lang_np_call(I, name, pos, npos, NULL, NULL, 0, out, err);
}

static lang_value *int_or_none(lang_interp *I, int64_t v) { return v == NONE_I ? lv_none(I) : lv_int(I, v); }

/* slice(start, stop, step), NONE_I for None */
static lang_value *mk_slice(lang_interp *I, int64_t start, int64_t stop, int64_t step) {
    lang_value *s = lv_new(I, V_SLICE);
    if (!s) return NULL;
    s->u.slice.start = int_or_none(I, start);
    s->u.slice.stop = int_or_none(I, stop);
    s->u.slice.step = int_or_none(I, step);
    return s->u.slice.start && s->u.slice.stop && s->u.slice.step ? s : NULL;
}

/* (slice(None),) * ndim with `item` at axis */
static lang_value *axis_index(lang_interp *I, int32_t ndim, int32_t axis, lang_value *item) {
    lang_value *t = lv_seq(I, V_TUPLE, ndim);
    if (!t || !item) return NULL;
    for (int32_t d = 0; d < ndim; d++) {
        t->u.seq.v[d] = d == axis ? item : mk_slice(I, NONE_I, NONE_I, NONE_I);
        if (!t->u.seq.v[d]) return NULL;
    }
    return t;
}

static bool is_arr(const lang_value *v) { return v->kind == V_ARRAY && !lang_np_scalar(v); }

static int as_array(lang_interp *I, lang_value *v, lang_value **out, sl_error *err) {
    if (is_arr(v)) {
        *out = v;
        return SL_OK;
    }
    return np_call(I, "asarray", &v, 1, out, err);
}

/* arr's order for the new array: 'F' when F- but not C-contiguous (flags.fnc) */
static const char *arr_order(const sl_array *x) {
    return (x->flags & SL_NP_F_CONTIGUOUS) && !(x->flags & SL_NP_C_CONTIGUOUS) ? "F" : "C";
}

/* a new zero array of shape and dtype in order (numpy's empty, every element written after) */
static int new_like(lang_interp *I, const int64_t *shape, int32_t nd, sl_dtype dt, const char *order, lang_value **out,
                    sl_error *err) {
    lang_value *sh = lv_ints(I, V_TUPLE, shape, nd), *dtv = ndarray_dtype_val(I, dt), *ov = lv_str(I, order, 1);
    CHECK_ALLOC(sh && dtv && ov ? sh : NULL);
    lang_value *pos[3] = {sh, dtv, ov};
    return np_call(I, "zeros", pos, 3, out, err);
}

/* normalize_axis_index(axis, ndim) with numpy's AxisError */
static int axis_arg(lang_interp *I, lang_value *v, int32_t ndim, int32_t *axis, sl_error *err) {
    if (v->kind != V_INT) return lang_unsupported(err, "an axis given as %s", lv_type_name(v));
    int64_t a = v->u.i;
    if (a < -ndim || a >= ndim)
        return lang_py_error(err, "AxisError", "axis %lld is out of bounds for array of dimension %d", (long long)a, ndim);
    *axis = (int32_t)(a < 0 ? a + ndim : a);
    return SL_OK;
}

/* ------------------------------------------------------------ append == */

static int np_append(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"arr", "values", "axis"};
    lang_value *p[3] = {0};
    int rc = lang_bind(a, "append", PN, 3, 2, p, err);
    if (rc) return rc;
    lang_value *arr, *values = p[1], *axis = p[2];
    if ((rc = as_array(I, p[0], &arr, err))) return rc;
    if (!axis || axis->kind == V_NONE) {
        if (AV(arr)->a.ndim != 1 && (rc = lang_np_method_pos(I, arr, "ravel", NULL, 0, &arr, err))) return rc;
        if ((rc = np_call(I, "ravel", &values, 1, &values, err))) return rc;
        CHECK_ALLOC(axis = lv_int(I, AV(arr)->a.ndim - 1));
    }
    if (!is_arr(values) && (rc = as_array(I, values, &values, err))) return rc; /* as concatenate converts it */
    lang_value *pair = lv_seq(I, V_TUPLE, 2);
    CHECK_ALLOC(pair);
    pair->u.seq.v[0] = arr;
    pair->u.seq.v[1] = values;
    const char *kwn[1] = {"axis"};
    return lang_np_call(I, "concatenate", &pair, 1, kwn, &axis, 1, out, err);
}

/* ------------------------------------------------------------ delete == */

/* obj as one index: an int (not bool), a numpy integer scalar, or a size-1 integer array */
static int single_index(lang_interp *I, lang_value *obj, bool *single, int64_t *k, lang_value **arrobj, sl_error *err) {
    *single = false;
    *arrobj = NULL;
    if (obj->kind == V_INT) {
        *single = true;
        *k = obj->u.i;
        return SL_OK;
    }
    if (obj->kind == V_ARRAY && lang_np_scalar(obj) && sl_dtype_is_integral(AV(obj)->a.dtype, false)) {
        lang_value *py = lang_np_scalar_py(I, obj, err);
        if (!py) return err->code;
        *single = true;
        *k = py->u.i;
        return SL_OK;
    }
    lang_value *o;
    int rc = np_call(I, "asarray", &obj, 1, &o, err);
    if (rc) return rc;
    const sl_array *x = &AV(o)->a;
    int64_t n;
    if ((rc = sl_np_size(x, &n, err))) return rc;
    if (n == 0 && !is_arr(obj)) {
        lang_value *dt = ndarray_dtype_val(I, SL_INT64);
        CHECK_ALLOC(dt);
        if ((rc = lang_np_method_pos(I, o, "astype", &dt, 1, &o, err))) return rc;
    } else if (n == 1 && sl_dtype_is_integral(x->dtype, false)) {
        lang_value *item;
        if ((rc = lang_np_method_pos(I, o, "item", NULL, 0, &item, err))) return rc;
        *single = true;
        *k = item->u.i;
        return SL_OK;
    }
    *arrobj = o;
    return SL_OK;
}

/* new[idx_new] = arr[idx_old] */
static int copy_part(lang_interp *I, lang_value *dst, lang_value *di, lang_value *src, lang_value *si, sl_error *err) {
    lang_value *part;
    CHECK_ALLOC(di && si ? di : NULL);
    int rc = lang_np_subscript(I, src, si, &part, err);
    return rc ? rc : lang_np_setitem(I, dst, di, part, err);
}

static int np_delete(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"arr", "obj", "axis"};
    lang_value *p[3] = {0};
    int rc = lang_bind(a, "delete", PN, 3, 2, p, err);
    if (rc) return rc;
    lang_value *arr, *obj = p[1];
    if ((rc = as_array(I, p[0], &arr, err))) return rc;
    const char *order = arr_order(&AV(arr)->a);
    int32_t ndim = AV(arr)->a.ndim, axis;
    if (!p[2] || p[2]->kind == V_NONE) {
        if (ndim != 1 && (rc = lang_np_method_pos(I, arr, "ravel", NULL, 0, &arr, err))) return rc;
        ndim = AV(arr)->a.ndim;
        axis = ndim - 1;
    } else if ((rc = axis_arg(I, p[2], ndim, &axis, err))) {
        return rc;
    }
    if (ndim == 0) return lang_unsupported(err, "numpy.delete() of a 0-d array");
    const sl_array *x = &AV(arr)->a;
    const int64_t N = x->shape[axis];
    int64_t newshape[SL_MAX_DIMS];
    memcpy(newshape, x->shape, sizeof(int64_t) * (size_t)ndim);
    if (obj->kind == V_SLICE) {
        int64_t start, stop, step, len;
        if ((rc = lang_slice_indices(obj, N, &start, &stop, &step, &len, err))) return rc;
        if (len <= 0) {
            lang_value *ov = lv_str(I, order, 1);
            CHECK_ALLOC(ov);
            const char *kwn[1] = {"order"};
            lang_args ca = {NULL, 0, kwn, &ov, 1};
            return lang_np_method(I, arr, "copy", &ca, out, err);
        }
        if (step < 0) {
            step = -step;
            int64_t last = start - (len - 1) * step, first = start;
            start = last;
            stop = first + 1;
        }
        newshape[axis] -= len;
        lang_value *nw;
        if ((rc = new_like(I, newshape, ndim, x->dtype, order, &nw, err))) return rc;
        if (start != 0 &&
            (rc = copy_part(I, nw, axis_index(I, ndim, axis, mk_slice(I, NONE_I, start, NONE_I)), arr,
                            axis_index(I, ndim, axis, mk_slice(I, NONE_I, start, NONE_I)), err)))
            return rc;
        if (stop != N &&
            (rc = copy_part(I, nw, axis_index(I, ndim, axis, mk_slice(I, stop - len, NONE_I, NONE_I)), arr,
                            axis_index(I, ndim, axis, mk_slice(I, stop, NONE_I, NONE_I)), err)))
            return rc;
        if (step != 1) {
            int64_t m = stop - start;
            bool *keep = lang_alloc_n(&I->A, m + 1, sizeof *keep);
            CHECK_ALLOC(keep);
            for (int64_t k = 0; k < m; k++) keep[k] = k % step != 0;
            lang_value *kl = lv_seq(I, V_LIST, m), *kv;
            CHECK_ALLOC(kl);
            for (int64_t k = 0; k < m; k++) CHECK_ALLOC(kl->u.seq.v[k] = lv_bool(I, keep[k]));
            if ((rc = np_call(I, "array", &kl, 1, &kv, err))) return rc;
            lang_value *mid;
            if ((rc = lang_np_subscript(I, arr, axis_index(I, ndim, axis, mk_slice(I, start, stop, NONE_I)), &mid, err)))
                return rc;
            if ((rc = copy_part(I, nw, axis_index(I, ndim, axis, mk_slice(I, start, stop - len, NONE_I)), mid,
                                axis_index(I, ndim, axis, kv), err)))
                return rc;
        }
        *out = nw;
        return SL_OK;
    }
    if (obj->kind == V_BOOL) return lang_unsupported(err, "numpy.delete() with a bool obj");
    bool single;
    int64_t k = 0;
    lang_value *o;
    if ((rc = single_index(I, obj, &single, &k, &o, err))) return rc;
    if (single) {
        if (k < -N || k >= N)
            return lang_py_error(err, "IndexError", "index %lld is out of bounds for axis %d with size %lld", (long long)k,
                                 axis, (long long)N);
        if (k < 0) k += N;
        newshape[axis] -= 1;
        lang_value *nw;
        if ((rc = new_like(I, newshape, ndim, x->dtype, order, &nw, err))) return rc;
        if ((rc = copy_part(I, nw, axis_index(I, ndim, axis, mk_slice(I, NONE_I, k, NONE_I)), arr,
                            axis_index(I, ndim, axis, mk_slice(I, NONE_I, k, NONE_I)), err)) ||
            (rc = copy_part(I, nw, axis_index(I, ndim, axis, mk_slice(I, k, NONE_I, NONE_I)), arr,
                            axis_index(I, ndim, axis, mk_slice(I, k + 1, NONE_I, NONE_I)), err)))
            return rc;
        *out = nw;
        return SL_OK;
    }
    lang_value *keep;
    if (AV(o)->a.dtype == SL_BOOL) {
        if (!(AV(o)->a.ndim == 1 && AV(o)->a.shape[0] == N))
            return lang_py_error(err, "ValueError",
                                 "boolean array argument obj to delete must be one dimensional and match the axis length of %lld",
                                 (long long)N);
        if ((rc = lang_np_unary(I, OP_INVERT, o, &keep, err))) return rc;
    } else {
        lang_value *nv = lv_int(I, N), *bt = ndarray_dtype_val(I, SL_BOOL);
        CHECK_ALLOC(nv && bt ? nv : NULL);
        lang_value *pos[2] = {nv, bt};
        if ((rc = np_call(I, "ones", pos, 2, &keep, err))) return rc;
        lang_value *t1 = lv_seq(I, V_TUPLE, 1), *f = lv_bool(I, false);
        CHECK_ALLOC(t1 && f ? t1 : NULL);
        t1->u.seq.v[0] = o;
        if ((rc = lang_np_setitem(I, keep, t1, f, err))) return rc;
    }
    return lang_np_subscript(I, arr, axis_index(I, ndim, axis, keep), out, err);
}

/* ------------------------------------------------------------ insert == */

static int cmp_pair(const void *a, const void *b) { /* (value, position): a stable order */
    const int64_t *x = a, *y = b;
    return x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : x[1] < y[1] ? -1 : x[1] > y[1];
}

/* np.array(values, ndmin=nd, dtype=dt) (numpy 1.x copy=False, 2.x copy=None: a view is fine) */
static int values_as(lang_interp *I, lang_value *values, sl_dtype dt, int32_t ndmin, lang_value **out, sl_error *err) {
    lang_value *dtv = ndarray_dtype_val(I, dt), *v;
    CHECK_ALLOC(dtv);
    int rc;
    if (values->kind == V_ARRAY) {
        if ((rc = ndarray_scalar_as_array(I, values, &v, err))) return rc;
        if (AV(v)->a.dtype != dt && (rc = lang_np_method_pos(I, v, "astype", &dtv, 1, &v, err))) return rc;
    } else {
        const char *kwn[1] = {"dtype"};
        if ((rc = lang_np_call(I, "array", &values, 1, kwn, &dtv, 1, &v, err))) return rc;
    }
    const sl_array *x = &AV(v)->a;
    if (x->ndim < ndmin) {
        int64_t shape[SL_MAX_DIMS];
        int32_t pad = ndmin - x->ndim;
        for (int32_t d = 0; d < pad; d++) shape[d] = 1;
        memcpy(shape + pad, x->shape, sizeof(int64_t) * (size_t)x->ndim);
        lang_value *sh = lv_ints(I, V_TUPLE, shape, ndmin);
        CHECK_ALLOC(sh);
        if ((rc = lang_np_method_pos(I, v, "reshape", &sh, 1, &v, err))) return rc;
    }
    *out = v;
    return SL_OK;
}

static int np_insert(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"arr", "obj", "values", "axis"};
    lang_value *p[4] = {0};
    int rc = lang_bind(a, "insert", PN, 4, 3, p, err);
    if (rc) return rc;
    lang_value *arr, *obj = p[1], *values = p[2];
    if ((rc = as_array(I, p[0], &arr, err))) return rc;
    const char *order = arr_order(&AV(arr)->a);
    int32_t ndim = AV(arr)->a.ndim, axis;
    if (!p[3] || p[3]->kind == V_NONE) {
        if (ndim != 1 && (rc = lang_np_method_pos(I, arr, "ravel", NULL, 0, &arr, err))) return rc;
        ndim = AV(arr)->a.ndim;
        axis = ndim - 1;
    } else if ((rc = axis_arg(I, p[3], ndim, &axis, err))) {
        return rc;
    }
    if (ndim == 0) return lang_unsupported(err, "numpy.insert() into a 0-d array");
    const sl_array *x = &AV(arr)->a;
    const int64_t N = x->shape[axis];
    int64_t newshape[SL_MAX_DIMS];
    memcpy(newshape, x->shape, sizeof(int64_t) * (size_t)ndim);
    /* indices: arange(*obj.indices(N)) of a slice, else np.array(obj) */
    int64_t *iv = NULL, n = 0;
    int32_t ind_ndim = 1;
    if (obj->kind == V_SLICE) {
        int64_t start, stop, step, len;
        if ((rc = lang_slice_indices(obj, N, &start, &stop, &step, &len, err))) return rc;
        n = len;
        CHECK_ALLOC(iv = lang_alloc_n(&I->A, n + 1, sizeof *iv));
        for (int64_t k = 0; k < n; k++) iv[k] = start + k * step;
    } else {
        if (obj->kind == V_BOOL) return lang_unsupported(err, "numpy.insert() with a bool obj");
        lang_value *ind;
        if ((rc = np_call(I, "array", &obj, 1, &ind, err))) return rc;
        const sl_array *ix = &AV(ind)->a;
        if (ix->dtype == SL_BOOL) return lang_unsupported(err, "numpy.insert() with a boolean obj");
        if (ix->ndim > 1)
            return lang_py_error(err, "ValueError", "index array argument obj to insert must be one dimensional or scalar");
        int64_t size;
        if ((rc = sl_np_size(ix, &size, err))) return rc;
        if (size > 0 && !sl_dtype_is_integral(ix->dtype, false))
            return lang_unsupported(err, "numpy.insert() with %s indices", sl_dtype_numpy_name(ix->dtype));
        ind_ndim = ix->ndim;
        if (size > 0) {
            lang_num *vals;
            if ((rc = lang_np_read_array(I, ind, "numpy.insert()", &vals, &n, err))) return rc;
            CHECK_ALLOC(iv = lang_alloc_n(&I->A, n + 1, sizeof *iv));
            for (int64_t k = 0; k < n; k++) iv[k] = vals[k].i;
        }
    }
    if (n == 1) {
        int64_t index = iv[0];
        if (index < -N || index > N) {
            lang_value *txt;
            if ((rc = lang_text_of(I, obj, false, &txt, err))) return rc;
            return lang_py_error(err, "IndexError", "index %s is out of bounds for axis %d with size %lld", txt->u.str.s, axis,
                                 (long long)N);
        }
        if (index < 0) index += N;
        lang_value *v;
        if ((rc = values_as(I, values, x->dtype, ndim, &v, err))) return rc;
        if (ind_ndim == 0) {
            lang_value *z = lv_int(I, 0), *ax = lv_int(I, axis);
            CHECK_ALLOC(z && ax ? z : NULL);
            lang_value *pos[3] = {v, z, ax};
            if ((rc = np_call(I, "moveaxis", pos, 3, &v, err))) return rc;
        }
        const int64_t numnew = AV(v)->a.shape[axis];
        newshape[axis] += numnew;
        lang_value *nw;
        if ((rc = new_like(I, newshape, ndim, x->dtype, order, &nw, err))) return rc;
        if ((rc = copy_part(I, nw, axis_index(I, ndim, axis, mk_slice(I, NONE_I, index, NONE_I)), arr,
                            axis_index(I, ndim, axis, mk_slice(I, NONE_I, index, NONE_I)), err)))
            return rc;
        lang_value *mid = axis_index(I, ndim, axis, mk_slice(I, index, index + numnew, NONE_I));
        CHECK_ALLOC(mid);
        if ((rc = lang_np_setitem(I, nw, mid, v, err))) return rc;
        if ((rc = copy_part(I, nw, axis_index(I, ndim, axis, mk_slice(I, index + numnew, NONE_I, NONE_I)), arr,
                            axis_index(I, ndim, axis, mk_slice(I, index, NONE_I, NONE_I)), err)))
            return rc;
        *out = nw;
        return SL_OK;
    }
    /* several: wrapped once, shifted by their stable rank */
    int64_t *pairs = lang_alloc_n(&I->A, 2 * n + 2, sizeof *pairs);
    CHECK_ALLOC(pairs);
    for (int64_t k = 0; k < n; k++) {
        if (iv[k] < 0) iv[k] += N;
        pairs[2 * k] = iv[k];
        pairs[2 * k + 1] = k;
    }
    qsort(pairs, (size_t)n, 2 * sizeof(int64_t), cmp_pair);
    for (int64_t j = 0; j < n; j++) iv[pairs[2 * j + 1]] += j;
    newshape[axis] += n;
    lang_value *il = lv_ints(I, V_LIST, iv, (int32_t)n), *ia, *mask, *nw;
    CHECK_ALLOC(il);
    if (n == 0) {
        lang_value *dt = ndarray_dtype_val(I, SL_INT64);
        CHECK_ALLOC(dt);
        const char *kwn[1] = {"dtype"};
        if ((rc = lang_np_call(I, "array", &il, 1, kwn, &dt, 1, &ia, err))) return rc;
    } else if ((rc = np_call(I, "array", &il, 1, &ia, err))) {
        return rc;
    }
    lang_value *nv = lv_int(I, newshape[axis]), *bt = ndarray_dtype_val(I, SL_BOOL), *f = lv_bool(I, false);
    CHECK_ALLOC(nv && bt && f ? nv : NULL);
    lang_value *pos[2] = {nv, bt};
    if ((rc = np_call(I, "ones", pos, 2, &mask, err)) || (rc = lang_np_setitem(I, mask, ia, f, err))) return rc;
    if ((rc = new_like(I, newshape, ndim, x->dtype, order, &nw, err))) return rc;
    lang_value *s1 = axis_index(I, ndim, axis, ia), *s2 = axis_index(I, ndim, axis, mask);
    CHECK_ALLOC(s1 && s2 ? s1 : NULL);
    if ((rc = lang_np_setitem(I, nw, s1, values, err)) || (rc = lang_np_setitem(I, nw, s2, arr, err))) return rc;
    *out = nw;
    return SL_OK;
}

/* ------------------------------------------------------------ select == */

static int np_select(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"condlist", "choicelist", "default"};
    lang_value *p[3] = {0};
    int rc = lang_bind(a, "select", PN, 3, 2, p, err);
    if (rc) return rc;
    lang_value *cl = p[0], *ch = p[1], *dflt = p[2];
    if ((cl->kind != V_LIST && cl->kind != V_TUPLE) || (ch->kind != V_LIST && ch->kind != V_TUPLE))
        return lang_unsupported(err, "numpy.select() of a condlist or choicelist other than a list or tuple");
    const int64_t n = cl->u.seq.n;
    if (n != ch->u.seq.n) return lang_py_error(err, "ValueError", "list of cases must be same length as list of conditions");
    if (n == 0) return lang_py_error(err, "ValueError", "select with an empty condition list is not possible");
    if (n > 32) return lang_unsupported(err, "numpy.select() of more than 32 choices");
    lang_value *choices = lv_seq(I, V_LIST, n + 1), *conds = lv_seq(I, V_LIST, n);
    CHECK_ALLOC(choices && conds ? choices : NULL);
    sl_dtype dt = SL_BOOL;
    for (int64_t k = 0; k < n; k++) {
        lang_value *c = ch->u.seq.v[k];
        if (c->kind == V_INT || c->kind == V_FLOAT || c->kind == V_BOOL || lang_np_scalar(c))
            return lang_unsupported(err, "numpy.select() with a scalar choice");
        if ((rc = as_array(I, c, &choices->u.seq.v[k], err))) return rc;
        sl_dtype cd = AV(choices->u.seq.v[k])->a.dtype;
        if (AV(choices->u.seq.v[k])->a.ndim == 0) return lang_unsupported(err, "numpy.select() with a 0-d choice");
        if (k == 0) dt = cd;
        else if (cd != dt) return lang_unsupported(err, "numpy.select() of choices of different dtypes");
    }
    if (sl_dtype_is_complex(dt) || dt == SL_FLOAT16 || dt == SL_BFLOAT16)
        return lang_unsupported(err, "numpy.select() of %s choices", sl_dtype_numpy_name(dt));
    /* the default must fit the choices' dtype, so that result_type keeps it */
    lang_value *dv = dflt ? dflt : lv_int(I, 0);
    CHECK_ALLOC(dv);
    if (dv->kind == V_ARRAY) {
        if (AV(dv)->a.dtype != dt || AV(dv)->a.ndim != 0)
            return lang_unsupported(err, "numpy.select() with a default array of another dtype or shape");
        lang_value *item = NULL;
        if (lang_np_scalar(dv)) item = lang_np_scalar_py(I, dv, err);
        else if ((rc = lang_np_method_pos(I, dv, "item", NULL, 0, &item, err))) return rc;
        if (!item) return err->code;
        dv = item;
    }
    if (dt == SL_BOOL ? dv->kind != V_BOOL
                      : sl_dtype_is_floating(dt) ? (dt != SL_FLOAT64 && dv->kind == V_FLOAT) || (dv->kind != V_INT && dv->kind != V_FLOAT)
                                                 : dv->kind != V_INT)
        return lang_unsupported(err, "numpy.select() with a default of type %s for %s choices", lv_type_name(dv), sl_dtype_numpy_name(dt));
    if (dv->kind == V_INT && !sl_dtype_is_floating(dt)) {
        lang_i128 lo, hi;
        int bits;
        if (lang_int_limits(dt, &lo, &hi, &bits) && (dv->u.i < lo || dv->u.i > hi))
            return lang_unsupported(err, "numpy.select() with a default outside the choices' dtype");
    }
    if ((rc = np_call(I, "asarray", &dv, 1, &choices->u.seq.v[n], err))) return rc;
    for (int64_t k = 0; k < n; k++)
        if ((rc = as_array(I, cl->u.seq.v[k], &conds->u.seq.v[k], err))) return rc;
    lang_value *bc, *bch;
    lang_args ca = {conds->u.seq.v, (int32_t)n, NULL, NULL, 0}, cha = {choices->u.seq.v, (int32_t)n + 1, NULL, NULL, 0};
    if ((rc = lang_np_func(I, "broadcast_arrays", &ca, &bc, err)) || (rc = lang_np_func(I, "broadcast_arrays", &cha, &bch, err)))
        return rc;
    for (int64_t k = 0; k < n; k++)
        if (AV(bc->u.seq.v[k])->a.dtype != SL_BOOL)
            return lang_py_error(err, "TypeError", "invalid entry %lld in condlist: should be boolean ndarray", (long long)k);
    lang_value *shape, *bp, *first = bc->u.seq.v[0];
    if (AV(bch->u.seq.v[0])->a.ndim != 0) { /* np.broadcast_arrays(condlist[0], choicelist[0])[0].shape */
        lang_value *pair[2] = {bc->u.seq.v[0], bch->u.seq.v[0]};
        lang_args pa = {pair, 2, NULL, NULL, 0};
        if ((rc = lang_np_func(I, "broadcast_arrays", &pa, &bp, err))) return rc;
        first = bp->u.seq.v[0];
    }
    if ((rc = lang_np_getattr(I, first, "shape", &shape, err))) return rc;
    lang_value *dtv = ndarray_dtype_val(I, dt), *res;
    CHECK_ALLOC(dtv);
    lang_value *fpos[3] = {shape, dv, dtv};
    if ((rc = np_call(I, "full", fpos, 3, &res, err))) return rc;
    for (int64_t k = n - 1; k >= 0; k--) {
        lang_value *cpos[2] = {res, bch->u.seq.v[k]}, *ign;
        const char *kwn[1] = {"where"};
        if ((rc = lang_np_call(I, "copyto", cpos, 2, kwn, &bc->u.seq.v[k], 1, &ign, err))) return rc;
    }
    *out = res;
    return SL_OK;
}

/* ------------------------------------------------------------ trim_zeros == */

static int np_trim_zeros(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    const bool v2 = lang_layers(I)->numpy2;
    static const char *const PN[] = {"filt", "trim", "axis"};
    lang_value *p[3] = {0};
    int rc = lang_bind(a, "trim_zeros", PN, v2 ? 3 : 2, 1, p, err);
    if (rc) return rc;
    lang_value *filt = p[0], *arr;
    char trim[8] = "fb";
    if (p[1]) {
        if (p[1]->kind != V_STR || p[1]->u.str.len > 4) return lang_unsupported(err, "numpy.trim_zeros() with trim given as %s", lv_type_name(p[1]));
        for (int64_t k = 0; k <= p[1]->u.str.len; k++) {
            char c = p[1]->u.str.s[k];
            trim[k] = (char)(c >= 'A' && c <= 'Z' ? c + 32 : c);
        }
    }
    if (filt->kind != V_LIST && !is_arr(filt)) return lang_unsupported(err, "numpy.trim_zeros() of a %s", lv_type_name(filt));
    if ((rc = as_array(I, filt, &arr, err))) return rc;
    const sl_array *x = &AV(arr)->a;
    if (sl_dtype_is_complex(x->dtype)) return lang_unsupported(err, "numpy.trim_zeros() of complex values");
    if (v2 && strcmp(trim, "fb") && strcmp(trim, "bf") && strcmp(trim, "f") && strcmp(trim, "b")) {
        lang_value *r;
        if ((rc = lang_text_of(I, p[1], true, &r, err))) return rc;
        return lang_py_error(err, "ValueError", "unexpected character(s) in `trim`: %s", r->u.str.s);
    }
    const bool f = strchr(trim, 'f') != NULL, b = strchr(trim, 'b') != NULL;
    if (!v2 && x->ndim > 1 && f && x->shape[0] > 0) { /* 1.x: `if i != 0.` of the first row */
        int64_t row = 1;
        for (int32_t d = 1; d < x->ndim; d++) row *= x->shape[d];
        if (row > 1)
            return lang_py_error(err, "ValueError",
                                 "The truth value of an array with more than one element is ambiguous. Use a.any() or a.all()");
    }
    if (!v2 && x->ndim != 1) return lang_unsupported(err, "numpy.trim_zeros() of a %d-d value under numpy 1.x", x->ndim);
    if (x->ndim == 0) return lang_unsupported(err, "numpy.trim_zeros() of a 0-d array");
    if (filt->kind == V_LIST && x->ndim != 1) return lang_unsupported(err, "numpy.trim_zeros() of a nested list");
    /* the bounding box of the nonzero elements */
    int64_t lo[SL_MAX_DIMS], hi[SL_MAX_DIMS], idx[SL_MAX_DIMS] = {0}, size;
    bool any = false;
    if ((rc = sl_np_size(x, &size, err))) return rc;
    for (int32_t d = 0; d < x->ndim; d++) lo[d] = INT64_MAX, hi[d] = -1;
    for (int64_t e = 0; e < size; e++) {
        lang_num v;
        if ((rc = ndarray_read_elem(I, arr, x, idx, &v, err))) return rc;
        if (v.is_float ? v.f != 0.0 : v.i != 0) {
            any = true;
            for (int32_t d = 0; d < x->ndim; d++) {
                if (idx[d] < lo[d]) lo[d] = idx[d];
                if (idx[d] > hi[d]) hi[d] = idx[d];
            }
        }
        lang_next_index(idx, x->shape, x->ndim);
    }
    /* numpy 1.x's loops stop at the first nonzero from each end: for 1-D the same box */
    int64_t start[SL_MAX_DIMS], stop[SL_MAX_DIMS];
    for (int32_t d = 0; d < x->ndim; d++) {
        if (!any) {
            start[d] = stop[d] = 0;
            if (!v2) start[d] = f ? x->shape[d] : 0, stop[d] = b ? (f ? x->shape[d] : 0) : x->shape[d];
        } else {
            start[d] = f ? lo[d] : NONE_I;
            stop[d] = b ? hi[d] + 1 : NONE_I;
        }
    }
    if (!v2 && !any) { /* 1.x: first = len when 'f'; last = 0 when 'b' */
        start[0] = f ? x->shape[0] : 0;
        stop[0] = b ? 0 : x->shape[0];
    }
    lang_value *sl;
    if (x->ndim == 1) {
        CHECK_ALLOC(sl = mk_slice(I, start[0], stop[0], NONE_I));
    } else if (!p[2] || p[2]->kind == V_NONE) {
        CHECK_ALLOC(sl = lv_seq(I, V_TUPLE, x->ndim));
        for (int32_t d = 0; d < x->ndim; d++) CHECK_ALLOC(sl->u.seq.v[d] = mk_slice(I, start[d], stop[d], NONE_I));
    } else {
        int32_t ax;
        if ((rc = axis_arg(I, p[2], x->ndim, &ax, err))) return rc;
        CHECK_ALLOC(sl = lv_seq(I, V_TUPLE, ax + 2));
        for (int32_t d = 0; d < ax; d++) CHECK_ALLOC(sl->u.seq.v[d] = mk_slice(I, NONE_I, NONE_I, NONE_I));
        CHECK_ALLOC(sl->u.seq.v[ax] = mk_slice(I, start[ax], stop[ax], NONE_I));
        CHECK_ALLOC(sl->u.seq.v[ax + 1] = lv_new(I, V_ELLIPSIS));
    }
    if (filt->kind == V_LIST) {
        int64_t s0, s1, st, len;
        if ((rc = lang_slice_indices(sl, filt->u.seq.n, &s0, &s1, &st, &len, err))) return rc;
        lang_value *r = lv_seq(I, V_LIST, len);
        CHECK_ALLOC(r);
        for (int64_t k = 0; k < len; k++) r->u.seq.v[k] = filt->u.seq.v[s0 + k];
        *out = r;
        return SL_OK;
    }
    return lang_np_subscript(I, filt, sl, out, err);
}

/* ------------------------------------------------------------ mask_indices, unstack, matrix_transpose == */

static int np_mask_indices(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"n", "mask_func", "k"};
    lang_value *p[3] = {0};
    int rc = lang_bind(a, "mask_indices", PN, 3, 2, p, err);
    if (rc) return rc;
    if (p[0]->kind != V_INT) return lang_unsupported(err, "numpy.mask_indices() with n given as %s", lv_type_name(p[0]));
    lang_value *sh = lv_seq(I, V_TUPLE, 2), *it = ndarray_dtype_val(I, SL_INT64), *m, *r, *z = lv_int(I, 0);
    lang_value *k = p[2] ? p[2] : lv_int(I, 0);
    CHECK_ALLOC(sh && z && k && it ? sh : NULL);
    sh->u.seq.v[0] = sh->u.seq.v[1] = p[0];
    lang_value *pos[2] = {sh, it};
    if ((rc = np_call(I, "ones", pos, 2, &m, err))) return rc;
    lang_value *fa[2] = {m, k};
    lang_args ca = {fa, 2, NULL, NULL, 0};
    if ((rc = lang_call_func(I, p[1], &ca, &r, err))) return rc;
    lang_value *nz;
    if ((rc = lang_np_compare(I, OP_NE, r, z, &nz, err))) return rc;
    return np_call(I, "nonzero", &nz, 1, out, err);
}

static int np_unstack(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    if (a->npos != 1) return lang_unsupported(err, "numpy.unstack() with %d positional arguments", (int)a->npos);
    lang_value *axis = lang_kwarg(a, "axis");
    if (a->nkw > (axis ? 1 : 0)) return lang_unsupported(err, "numpy.unstack() keyword arguments");
    lang_value *x = a->pos[0], *m;
    int rc;
    if (x->kind != V_ARRAY) /* numpy 2.2 reads x.ndim first */
        return lang_py_error(err, "AttributeError", "'%s' object has no attribute 'ndim'", lv_type_name(x));
    if (AV(x)->a.ndim == 0) return lang_py_error(err, "ValueError", "Input array must be at least 1-d.");
    lang_value *z = lv_int(I, 0), *ax = axis ? axis : z;
    CHECK_ALLOC(z);
    lang_value *pos[3] = {x, ax, z};
    if ((rc = np_call(I, "moveaxis", pos, 3, &m, err))) return rc;
    const int64_t n = AV(m)->a.shape[0];
    lang_value *t = lv_seq(I, V_TUPLE, n);
    CHECK_ALLOC(t);
    for (int64_t k = 0; k < n; k++) {
        lang_value *kv = lv_int(I, k);
        CHECK_ALLOC(kv);
        if ((rc = lang_np_subscript(I, m, kv, &t->u.seq.v[k], err))) return rc;
    }
    *out = t;
    return SL_OK;
}

static int np_matrix_transpose(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    if (a->npos != 1 || a->nkw) return lang_unsupported(err, "numpy.matrix_transpose() arguments");
    lang_value *x;
    int rc = as_array(I, a->pos[0], &x, err);
    if (rc) return rc;
    if (AV(x)->a.ndim < 2)
        return lang_py_error(err, "ValueError", "Input array must be at least 2-dimensional, but it is %d", AV(x)->a.ndim);
    lang_value *m1 = lv_int(I, -1), *m2 = lv_int(I, -2);
    CHECK_ALLOC(m1 && m2 ? m1 : NULL);
    lang_value *pos[3] = {x, m1, m2};
    return np_call(I, "swapaxes", pos, 3, out, err);
}

int lang_np_pylevel_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    if (!strcmp(name, "append")) return np_append(I, a, out, err);
    if (!strcmp(name, "delete")) return np_delete(I, a, out, err);
    if (!strcmp(name, "insert")) return np_insert(I, a, out, err);
    if (!strcmp(name, "select")) return np_select(I, a, out, err);
    if (!strcmp(name, "trim_zeros")) return np_trim_zeros(I, a, out, err);
    if (!strcmp(name, "mask_indices")) return np_mask_indices(I, a, out, err);
    if (lang_layers(I)->numpy2 && !strcmp(name, "unstack")) return np_unstack(I, a, out, err);
    if (lang_layers(I)->numpy2 && !strcmp(name, "matrix_transpose")) return np_matrix_transpose(I, a, out, err);
    return LANG_NOT_MINE;
}
