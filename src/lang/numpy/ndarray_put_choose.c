/*
 * ndarray_put_choose.c — numpy's element pickers and placers for the snippet language,
 * as numpy 1.24 / 2.2.6 do them:
 *   put(a, ind, v, mode=)     PyArray_PutTo: flat C-order positions, v cycled and force-cast
 *                             to a's dtype, 'raise' / 'wrap' / 'clip'; the writes happen in
 *                             order, so an out-of-bounds index keeps the earlier ones in a
 *                             C-contiguous a (the others write through a copy, discarded);
 *   putmask(a, mask, values)  PyArray_PutMask: values cycled by flat position;
 *   place(arr, mask, vals)    arr_place: vals cycled over the True positions;
 *   extract(cond, arr)        take(ravel(arr), nonzero(ravel(cond))[0]);
 *   compress(cond, a, axis)   PyArray_Compress: a 1-d condition, nonzero, take;
 *   take_along_axis / put_along_axis   arr[_make_along_axis_idx(...)] (lib/shape_base.py);
 *   choose(a, choices, mode=) PyArray_Choose: choices brought to one dtype, broadcast with
 *                             a (choices first), a fresh C-ordered result.
 * and the methods a.put / a.compress / a.choose.  Complex arrays are refused here.
 * np.take itself is ndarray_take.c; the dispatcher lang_np_cover_func routes here and to
 * ndarray_index_tricks.c.
 */
#include "lang/python/py.h"
#include "lang/numpy/ndarray_internal.h"
#include "lang/arrays/arrays.h"

#include <math.h>
#include <string.h>

/* lang_bind for numpy functions written in Python (or behind a Python dispatcher): a
 * missing required argument is Python's own TypeError */
int ndarray_bind_py(const lang_args *a, const char *fname, const char *const *params, int n, int nreq,
                    lang_value **out, sl_error *err) {
    const char *miss[8];
    int nm = 0;
    for (int i = a->npos; i < nreq && nm < 8; i++)
        if (!lang_kwarg(a, params[i])) miss[nm++] = params[i];
    if (nm == 1)
        return lang_py_error(err, "TypeError", "%s() missing 1 required positional argument: '%s'", fname, miss[0]);
    if (nm == 2)
        return lang_py_error(err, "TypeError", "%s() missing 2 required positional arguments: '%s' and '%s'", fname,
                             miss[0], miss[1]);
    if (nm == 3)
        return lang_py_error(err, "TypeError", "%s() missing 3 required positional arguments: '%s', '%s', and '%s'",
                             fname, miss[0], miss[1], miss[2]);
    return lang_bind(a, fname, params, n, nreq, out, err);
}

/* flat C-order position k of a's shape as an index tuple */
static void unflat(const sl_array *x, int64_t k, int64_t *idx) {
    for (int32_t d = x->ndim - 1; d >= 0; d--) {
        int64_t n = x->shape[d] ? x->shape[d] : 1;
        idx[d] = k % n;
        k /= n;
    }
}

static int64_t size_of(const sl_array *x) {
    int64_t n = 1;
    for (int32_t d = 0; d < x->ndim; d++) n *= x->shape[d];
    return n;
}

static int write_flat(lang_interp *I, lang_value *arr, int64_t k, lang_num x, sl_error *err) {
    const sl_array *a = &AV(arr)->a;
    int64_t idx[SL_MAX_DIMS];
    unflat(a, k, idx);
    lang_lview v;
    lang_lview_of_array(a, &v);
    lang_num c;
    int rc = lang_num_cast(x, a->dtype, &c, err);
    if (rc) return rc;
    return lang_write(I, AV(arr)->st, &v, idx, c, err);
}

/* values given to put / putmask / place as the elements of an array of dst's dtype, in C
 * order.  force: put's FORCECAST; otherwise an array of another dtype is refused (numpy
 * checks a 'safe' cast there).  Python numbers are cast by value; those a cast would change
 * beyond a float's truncation toward an integer are refused. */
static int values_for(lang_interp *I, lang_value *dst, lang_value *vals, bool force, const char *fname, lang_num **out,
                      int64_t *n, sl_error *err) {
    sl_dtype dt = AV(dst)->a.dtype;
    if (vals->kind == V_STR) return lang_unsupported(err, "numpy.%s() with string values", fname);
    lang_value *va;
    int rc;
    bool was_array = vals->kind == V_ARRAY;
    if ((rc = lang_np_as_array(I, vals, &va, err))) return rc;
    sl_dtype vd = AV(va)->a.dtype;
    if (sl_dtype_is_complex(vd) || sl_dtype_is_complex(dt) || vd == SL_FLOAT16 || dt == SL_FLOAT16)
        return lang_unsupported(err, "numpy.%s() with complex or float16 data", fname);
    if (was_array && vd != dt && !force)
        return lang_unsupported(err, "numpy.%s() with values of another dtype than the array's", fname);
    if ((rc = lang_np_read_array(I, va, fname, out, n, err))) return rc;
    for (int64_t k = 0; k < *n; k++) {
        lang_num x = (*out)[k], c;
        if (!was_array && x.is_float && !sl_dtype_is_floating(dt) && dt != SL_BOOL &&
            (!isfinite(x.f) || fabs(x.f) >= 9.2e18))
            return lang_unsupported(err, "numpy.%s() of a non-finite or huge float into integers", fname);
        if ((rc = lang_num_cast(x, dt, &c, err))) return rc;
        if (!was_array && !x.is_float && !sl_dtype_is_floating(dt) && dt != SL_BOOL && c.i != x.i)
            return lang_unsupported(err, "numpy.%s() of a Python int out of the array's range", fname);
        (*out)[k] = c;
    }
    return SL_OK;
}

/* a mask as numpy's FORCECAST to bool in C order */
static int mask_of(lang_interp *I, lang_value *mask, const char *fname, bool **out, int64_t *n, sl_error *err) {
    lang_value *ma;
    int rc;
    if ((rc = lang_np_as_array(I, mask, &ma, err))) return rc;
    if (sl_dtype_is_complex(AV(ma)->a.dtype)) return lang_unsupported(err, "numpy.%s() with a complex mask", fname);
    lang_num *v;
    if ((rc = lang_np_read_array(I, ma, fname, &v, n, err))) return rc;
    *out = lang_alloc(&I->A, (size_t)(*n + 1));
    CHECK_ALLOC(*out);
    for (int64_t k = 0; k < *n; k++) (*out)[k] = v[k].is_float ? v[k].f != 0 : v[k].i != 0;
    return SL_OK;
}

/* PyArray_ClipmodeConverter: 'raise' / 'wrap' / 'clip'; an inexact match of the first
 * letter is accepted by numpy with a DeprecationWarning (refused here) */
static int clipmode(const lang_value *v, const char *fname, char *mode, sl_error *err) {
    *mode = 'r';
    if (!v || v->kind == V_NONE) return SL_OK;
    if (v->kind != V_STR) return lang_unsupported(err, "%s() with mode given as %s", fname, lv_type_name(v));
    const char *m = v->u.str.s;
    if (!strcmp(m, "raise") || !strcmp(m, "wrap") || !strcmp(m, "clip")) {
        *mode = m[0];
        return SL_OK;
    }
    if (strchr("cCwWrR", m[0]) && m[0])
        return lang_unsupported(err, "%s() with mode '%s' (numpy's deprecated inexact clip mode)", fname, m);
    return lang_py_error(err, "ValueError", "clipmode must be one of 'clip', 'raise', or 'wrap' (got '%s')", m);
}

static int not_ndarray(lang_value *v, const char *prefix, sl_error *err) {
    return lang_py_error(err, "TypeError", "%sargument 1 must be numpy.ndarray, not %s", prefix, lv_type_name(v));
}

/* a.put(indices, values, mode='raise') */
static int put(lang_interp *I, lang_value *self, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"indices", "values", "mode"};
    lang_value *p[3];
    int rc = lang_bind(a, "put", PN, 3, 2, p, err);
    if (rc) return rc;
    char mode;
    if ((rc = clipmode(p[2], "put", &mode, err))) return rc;
    if (!(AV(self)->a.flags & SL_NP_WRITEABLE))
        return lang_py_error(err, "ValueError", "put: output array is read-only");
    lang_value *ia;
    if ((rc = lang_np_as_array(I, p[0], &ia, err))) return rc;
    sl_dtype idt = AV(ia)->a.dtype;
    if (sl_dtype_is_complex(idt) || idt == SL_FLOAT16) return lang_unsupported(err, "put() with complex or float16 indices");
    lang_num *ind, *vals;
    int64_t ni, nv;
    if ((rc = lang_np_read_array(I, ia, "put", &ind, &ni, err))) return rc;
    for (int64_t i = 0; i < ni; i++) /* force-cast to intp: floats truncated */
        if (ind[i].is_float) {
            if (!isfinite(ind[i].f) || fabs(ind[i].f) >= 9.2e18)
                return lang_unsupported(err, "put() with non-finite or huge float indices");
            ind[i].i = (int64_t)ind[i].f;
            ind[i].is_float = false;
        }
    if ((rc = values_for(I, self, p[1], true, "put", &vals, &nv, err))) return rc;
    *out = lv_none(I);
    CHECK_ALLOC(*out);
    const sl_array *x = &AV(self)->a;
    int64_t max = size_of(x);
    /* an empty a: numpy 2 refuses any index first; numpy 1.x loops forever ('wrap') or
     * writes before the buffer ('clip') there */
    if (max == 0 && ni > 0 && lang_layers(I)->numpy2)
        return lang_py_error(err, "IndexError", "cannot replace elements of an empty array");
    if (nv <= 0) return SL_OK;
    if (max == 0 && ni > 0 && mode != 'r')
        return lang_unsupported(err, "put() into an empty array with mode '%s' (numpy 1.x hangs or writes out of bounds)",
                                mode == 'w' ? "wrap" : "clip");
    bool contiguous = (x->flags & SL_NP_C_CONTIGUOUS) != 0;
    /* the positions first: an error in a non-contiguous a discards every write */
    int64_t *pos = lang_alloc(&I->A, sizeof *pos * (size_t)(ni + 1));
    CHECK_ALLOC(pos);
    int64_t nok = ni;
    for (int64_t i = 0; i < ni; i++) {
        int64_t t = ind[i].i;
        if (mode == 'r') {
            if (t < -max || t >= max) {
                nok = i;
                break;
            }
            if (t < 0) t += max;
        } else if (mode == 'w') {
            t %= max;
            if (t < 0) t += max;
        } else {
            t = t < 0 ? 0 : t >= max ? max - 1 : t;
        }
        pos[i] = t;
    }
    if ((rc = lang_before_write(I, err))) return rc;
    if (nok == ni || contiguous)
        for (int64_t i = 0; i < nok; i++)
            if ((rc = write_flat(I, self, pos[i], vals[i % nv], err))) return rc;
    if (nok < ni)
        return lang_py_error(err, "IndexError", "index %lld is out of bounds for axis 0 with size %lld",
                             (long long)ind[nok].i, (long long)max);
    return SL_OK;
}

/* np.putmask(a, mask, values) (also the "where" mask of place: by_true) */
static int putmask_place(lang_interp *I, bool place, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PM[] = {"a", "mask", "values"};
    static const char *const PP[] = {"arr", "mask", "vals"};
    const char *fname = place ? "place" : "putmask";
    lang_value *p[3];
    int rc = ndarray_bind_py(a, fname, place ? PP : PM, 3, 3, p, err);
    if (rc) return rc;
    if (p[0]->kind != V_ARRAY || lang_np_scalar(p[0])) {
        if (p[0]->kind == V_ARRAY) return lang_unsupported(err, "numpy.%s() of a numpy scalar", fname);
        /* numpy 1.25 and later (lessons: 1.26.4 beside torch, 2.2.6) word these anew */
        bool newer = I->ref == SL_REF_LESSONS;
        if (!place && newer) return lang_py_error(err, "TypeError", "putmask: first argument must be an array");
        return not_ndarray(p[0], place ? (newer ? "place() " : "") : "putmask() ", err);
    }
    lang_value *arr = p[0];
    if (!(AV(arr)->a.flags & SL_NP_WRITEABLE))
        return lang_py_error(err, "ValueError", "%s", place ? "WRITEBACKIFCOPY base is read-only"
                                                             : "putmask: output array is read-only");
    bool *mask;
    int64_t nm, nv;
    if ((rc = mask_of(I, p[1], fname, &mask, &nm, err))) return rc;
    int64_t max = size_of(&AV(arr)->a);
    if (nm != max) return lang_py_error(err, "ValueError", "%s: mask and data must be the same size", fname);
    lang_num *vals;
    if ((rc = values_for(I, arr, p[2], false, fname, &vals, &nv, err))) return rc;
    *out = lv_none(I);
    CHECK_ALLOC(*out);
    if (place && nv <= 0) {
        for (int64_t i = 0; i < nm; i++)
            if (mask[i]) return lang_py_error(err, "ValueError", "Cannot insert from an empty array!");
        return SL_OK;
    }
    if (nv <= 0) return SL_OK;
    if ((rc = lang_before_write(I, err))) return rc;
    int64_t j = 0;
    for (int64_t i = 0; i < nm; i++) {
        if (!mask[i]) continue;
        lang_num v;
        if (place) {
            if (j >= nv) j = 0;
            v = vals[j++];
        } else {
            v = vals[i % nv];
        }
        if ((rc = write_flat(I, arr, i, v, err))) return rc;
    }
    return SL_OK;
}

/* np.extract(condition, arr): take(ravel(arr), nonzero(ravel(condition))[0]) */
static int extract(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"condition", "arr"};
    lang_value *p[2];
    int rc = ndarray_bind_py(a, "extract", PN, 2, 2, p, err);
    if (rc) return rc;
    lang_value *ra, *rc_, *nz, *args[2];
    if ((rc = lang_np_call(I, "ravel", &p[1], 1, NULL, NULL, 0, &ra, err))) return rc;
    if ((rc = lang_np_call(I, "ravel", &p[0], 1, NULL, NULL, 0, &rc_, err))) return rc;
    if ((rc = lang_np_call(I, "nonzero", &rc_, 1, NULL, NULL, 0, &nz, err))) return rc;
    args[0] = ra;
    args[1] = nz->u.seq.v[0];
    return lang_np_call(I, "take", args, 2, NULL, NULL, 0, out, err);
}

/* a.compress(condition, axis=None, out=None) */
static int compress(lang_interp *I, lang_value *self, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"condition", "axis", "out"};
    lang_value *p[3];
    int rc = lang_bind(a, "compress", PN, 3, 1, p, err);
    if (rc) return rc;
    if (p[2] && p[2]->kind != V_NONE) return lang_unsupported(err, "compress() with out=");
    lang_value *cond, *nz;
    if ((rc = lang_np_as_array(I, p[0], &cond, err))) return rc;
    if (AV(cond)->a.ndim != 1) return lang_py_error(err, "ValueError", "condition must be a 1-d array");
    if ((rc = lang_np_call(I, "nonzero", &cond, 1, NULL, NULL, 0, &nz, err))) return rc;
    lang_value *args[3] = {self, nz->u.seq.v[0], p[1] ? p[1] : lv_none(I)};
    CHECK_ALLOC(args[2]);
    if (args[2]->kind == V_INT) { /* PyArray_CheckAxis before the take */
        int32_t nd = AV(self)->a.ndim;
        int64_t ax = args[2]->u.i;
        if (ax < -nd || ax >= nd)
            return lang_py_error(err, "AxisError", "axis %lld is out of bounds for array of dimension %d", (long long)ax, nd);
    }
    return lang_np_call(I, "take", args, 3, NULL, NULL, 0, out, err);
}

/* _make_along_axis_idx(arr_shape, indices, axis) of lib/shape_base.py */
static int along_axis_idx(lang_interp *I, const int64_t *shape, int32_t nd, lang_value *indices, int32_t axis,
                          lang_value **out, sl_error *err) {
    if (indices->kind != V_ARRAY)
        return lang_py_error(err, "AttributeError", "'%s' object has no attribute 'dtype'", lv_type_name(indices));
    sl_dtype dt = AV(indices)->a.dtype;
    if (dt == SL_BOOL || sl_dtype_is_floating(dt) || sl_dtype_is_complex(dt))
        return lang_py_error(err, "IndexError", "`indices` must be an integer array");
    if (AV(indices)->a.ndim != nd)
        return lang_py_error(err, "ValueError", "`indices` and `arr` must have the same number of dimensions");
    lang_value *t = lv_seq(I, V_TUPLE, nd);
    CHECK_ALLOC(t);
    for (int32_t d = 0; d < nd; d++) {
        if (d == axis) {
            t->u.seq.v[d] = indices;
            continue;
        }
        int64_t ish[SL_MAX_DIMS];
        for (int32_t k = 0; k < nd; k++) ish[k] = k == d ? -1 : 1;
        lang_value *n = lv_int(I, shape[d]), *r, *sh = lv_ints(I, V_TUPLE, ish, nd);
        CHECK_ALLOC(n);
        CHECK_ALLOC(sh);
        int rc;
        if ((rc = lang_np_call(I, "arange", &n, 1, NULL, NULL, 0, &r, err))) return rc;
        if ((rc = lang_np_method_pos(I, r, "reshape", &sh, 1, &t->u.seq.v[d], err))) return rc;
    }
    *out = t;
    return SL_OK;
}

static int along_axis(lang_interp *I, bool put, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PT[] = {"arr", "indices", "axis"};
    static const char *const PP[] = {"arr", "indices", "values", "axis"};
    const char *fname = put ? "put_along_axis" : "take_along_axis";
    lang_value *p[4];
    int rc = ndarray_bind_py(a, fname, put ? PP : PT, put ? 4 : 3, put ? 4 : 3, p, err);
    if (rc) return rc;
    lang_value *arr = p[0], *indices = p[1], *axv = p[put ? 3 : 2];
    if (arr->kind != V_ARRAY || lang_np_scalar(arr)) {
        if (arr->kind == V_LIST || arr->kind == V_TUPLE)
            return lang_py_error(err, "AttributeError", "'%s' object has no attribute '%s'", lv_type_name(arr),
                                 axv->kind == V_NONE ? "flat" : "ndim");
        return lang_unsupported(err, "numpy.%s() of a %s", fname, lv_type_name(arr));
    }
    int64_t shape[SL_MAX_DIMS];
    int32_t nd, axis;
    lang_value *target = arr, *idx = NULL;
    if (axv->kind == V_NONE) {
        if ((rc = lang_np_getattr(I, arr, "flat", &target, err))) return rc;
        shape[0] = size_of(&AV(arr)->a);
        nd = 1;
        axis = 0;
    } else {
        if (axv->kind == V_FLOAT) return lang_py_error(err, "TypeError", "integer argument expected, got float");
        if (axv->kind != V_INT) return lang_unsupported(err, "numpy.%s() with axis given as %s", fname, lv_type_name(axv));
        nd = AV(arr)->a.ndim;
        if (axv->u.i < -nd || axv->u.i >= nd)
            return lang_py_error(err, "AxisError", "axis %lld is out of bounds for array of dimension %d",
                                 (long long)axv->u.i, nd);
        axis = (int32_t)(axv->u.i < 0 ? axv->u.i + nd : axv->u.i);
        memcpy(shape, AV(arr)->a.shape, sizeof shape[0] * (size_t)nd);
    }
    if ((rc = along_axis_idx(I, shape, nd, indices, axis, &idx, err))) return rc;
    if (target != arr) { /* arr.flat[(indices,)]: the flat iterator's integer-array index */
        if (!put) return lang_np_flat_get(I, target, indices, out, err);
        /* iter_ass_subscript: the values force-cast and cycled, written in order */
        if (!(AV(arr)->a.flags & SL_NP_WRITEABLE))
            return lang_py_error(err, "ValueError", "underlying array is read-only");
        lang_num *ind, *vals;
        int64_t ni, nv, max = shape[0];
        if ((rc = lang_np_read_array(I, indices, fname, &ind, &ni, err))) return rc;
        if ((rc = values_for(I, arr, p[2], true, fname, &vals, &nv, err))) return rc;
        if ((rc = lang_before_write(I, err))) return rc;
        for (int64_t i = 0; i < ni && nv > 0; i++) {
            int64_t t = ind[i].i;
            if (t < -max || t >= max)
                return lang_py_error(err, "IndexError", "index %lld is out of bounds for size %lld", (long long)t,
                                     (long long)max);
            if ((rc = write_flat(I, arr, t < 0 ? t + max : t, vals[i % nv], err))) return rc;
        }
        CHECK_ALLOC(*out = lv_none(I));
        return SL_OK;
    }
    if (put) {
        if ((rc = lang_np_setitem(I, arr, idx, p[2], err))) return rc;
        CHECK_ALLOC(*out = lv_none(I));
        return SL_OK;
    }
    return lang_np_subscript(I, arr, idx, out, err);
}

/* a.choose(choices, out=None, mode='raise') */
static int choose(lang_interp *I, lang_value *self, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"choices", "out", "mode"};
    lang_value *p[3];
    int rc = lang_bind(a, "choose", PN, 3, 1, p, err);
    if (rc) return rc;
    if (p[1] && p[1]->kind != V_NONE) return lang_unsupported(err, "choose() with out=");
    char mode;
    if ((rc = clipmode(p[2], "choose", &mode, err))) return rc;
    /* PyArray_ConvertToCommonType: an array is split along its first axis, a sequence
     * item by item */
    lang_value *ch = p[0];
    int64_t n;
    if (ch->kind == V_ARRAY && !lang_np_scalar(ch)) {
        if (AV(ch)->a.ndim == 0) return lang_unsupported(err, "choose() of 0-d choices");
        n = AV(ch)->a.shape[0];
    } else if ((ch->kind == V_LIST || ch->kind == V_TUPLE) && !ch->pytype) {
        n = ch->u.seq.n;
    } else {
        return lang_unsupported(err, "choose() with choices given as %s", lv_type_name(ch));
    }
    if (n == 0) return lang_py_error(err, "ValueError", "0-length sequence.");
    if (n > 31) return lang_unsupported(err, "choose() of more than 31 choices");
    lang_value *items[33];
    for (int64_t k = 0; k < n; k++) {
        lang_value *it;
        if (ch->kind == V_ARRAY) {
            lang_value *kk = lv_int(I, k);
            CHECK_ALLOC(kk);
            if ((rc = lang_np_subscript(I, ch, kk, &it, err))) return rc;
        } else {
            it = ch->u.seq.v[k];
        }
        if ((rc = lang_np_as_array(I, it, &items[k], err))) return rc;
        if (lang_np_scalar(items[k]) && (rc = ndarray_scalar_as_array(I, items[k], &items[k], err))) return rc;
    }
    sl_dtype dt = AV(items[0])->a.dtype;
    for (int64_t k = 1; k < n; k++)
        if (AV(items[k])->a.dtype != dt || AV(items[k])->a.ndim == 0 || AV(items[0])->a.ndim == 0) {
            /* numpy 1.24 promotes 0-d choices by value; keep to one dtype there */
            uop ops[32];
            for (int64_t j = 0; j < n; j++)
                if (AV(items[j])->a.ndim == 0 && AV(items[j])->a.dtype != AV(items[0])->a.dtype)
                    return lang_unsupported(err, "choose() of 0-d choices of different dtypes");
            for (int64_t j = 0; j < n; j++)
                if ((rc = ndarray_uop_from(I, items[j], &ops[j], err))) return rc;
            if ((rc = ndarray_np_result_type(ops, (int)n, &dt, err))) return rc;
            break;
        }
    if (sl_dtype_is_complex(dt) || dt == SL_FLOAT16) return lang_unsupported(err, "choose() of complex or float16 choices");
    /* a as intp ('safe') */
    lang_value *ap;
    if ((rc = lang_np_as_array(I, self, &ap, err))) return rc;
    if (lang_np_scalar(ap) && (rc = ndarray_scalar_as_array(I, ap, &ap, err))) return rc;
    sl_dtype adt = AV(ap)->a.dtype;
    if (sl_dtype_is_floating(adt) || sl_dtype_is_complex(adt) || adt == SL_UINT64) {
        char nm[32];
        snprintf(nm, sizeof nm, "%s", sl_dtype_numpy_name(adt));
        return lang_py_error(err, "TypeError",
                             "Cannot cast array data from dtype('%s') to dtype('int64') according to the rule 'safe'", nm);
    }
    /* broadcast: the choices, then a */
    lang_value *shapes[34];
    for (int64_t k = 0; k < n; k++)
        CHECK_ALLOC(shapes[k] = lv_ints(I, V_TUPLE, AV(items[k])->a.shape, AV(items[k])->a.ndim));
    CHECK_ALLOC(shapes[n] = lv_ints(I, V_TUPLE, AV(ap)->a.shape, AV(ap)->a.ndim));
    lang_value *bshape;
    lang_args sa = {shapes, (int32_t)(n + 1), NULL, NULL, 0};
    if ((rc = lang_np_broadcast_shapes(I, &sa, &bshape, err))) return rc;
    int32_t nd = (int32_t)bshape->u.seq.n;
    int64_t shp[SL_MAX_DIMS];
    for (int32_t d = 0; d < nd; d++) shp[d] = bshape->u.seq.v[d]->u.i;
    lang_value *res;
    if ((rc = ndarray_new_zeros(I, shp, nd, dt, &res, err))) return rc;
    lang_value *bc[33], *ba;
    for (int64_t k = 0; k <= n; k++) {
        lang_value *args[2] = {k < n ? items[k] : ap, bshape};
        if ((rc = lang_np_call(I, "broadcast_to", args, 2, NULL, NULL, 0, k < n ? &bc[k] : &ba, err))) return rc;
    }
    int64_t total = size_of(&AV(res)->a);
    lang_num *av;
    int64_t na;
    if ((rc = lang_np_read_array(I, ba, "choose", &av, &na, err))) return rc;
    lang_lview rv;
    lang_lview_of_array(&AV(res)->a, &rv);
    int64_t idx[SL_MAX_DIMS] = {0};
    for (int64_t i = 0; i < total; i++) {
        int64_t m = av[i].i;
        if (m < 0 || m >= n) {
            if (mode == 'r') return lang_py_error(err, "ValueError", "invalid entry in choice array");
            if (mode == 'w') {
                m %= n;
                if (m < 0) m += n;
            } else {
                m = m < 0 ? 0 : n - 1;
            }
        }
        lang_lview cv;
        lang_lview_of_array(&AV(bc[m])->a, &cv);
        lang_num x, c;
        if ((rc = lang_read(I, AV(bc[m])->st, &cv, idx, &x, err))) return rc;
        if ((rc = lang_num_cast(x, dt, &c, err))) return rc;
        if ((rc = lang_write(I, AV(res)->st, &rv, idx, c, err))) return rc;
        lang_next_index(idx, shp, nd);
    }
    *out = res;
    return SL_OK;
}

/* self for the functions that call the method (_wrapfunc): an array, or np.asarray of a
 * list / number */
static int self_of(lang_interp *I, const lang_args *a, const char *fname, const char *pname, lang_value **self,
                   lang_args *rest, sl_error *err) {
    lang_value *s = a->npos ? a->pos[0] : lang_kwarg(a, pname);
    if (!s) return lang_py_error(err, "TypeError", "%s() missing 1 required positional argument: '%s'", fname, pname);
    *rest = *a;
    if (a->npos) {
        rest->pos = a->pos + 1;
        rest->npos = a->npos - 1;
    } else { /* drop the keyword */
        const char **nm = lang_alloc(&I->A, sizeof *nm * (size_t)(a->nkw + 1));
        lang_value **kv = lang_alloc(&I->A, sizeof *kv * (size_t)(a->nkw + 1));
        CHECK_ALLOC(nm);
        CHECK_ALLOC(kv);
        int32_t k2 = 0;
        for (int32_t k = 0; k < a->nkw; k++)
            if (strcmp(a->kwnames[k], pname)) {
                nm[k2] = a->kwnames[k];
                kv[k2++] = a->kw[k];
            }
        rest->kwnames = nm;
        rest->kw = kv;
        rest->nkw = k2;
    }
    if (s->kind == V_ARRAY && lang_np_scalar(s)) return lang_unsupported(err, "numpy.%s() of a numpy scalar", fname);
    return lang_np_as_array(I, s, self, err);
}

int lang_np_put_choose_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    lang_value *self;
    lang_args rest;
    int rc;
    if (!strcmp(name, "put")) {
        lang_value *s = a->npos ? a->pos[0] : lang_kwarg(a, "a");
        if (s && (s->kind != V_ARRAY || lang_np_scalar(s))) {
            if (s->kind == V_ARRAY) return lang_unsupported(err, "numpy.put() of a numpy scalar");
            return not_ndarray(s, "", err);
        }
        static const char *const PN[] = {"a", "ind", "v", "mode"};
        lang_value *p[4];
        if ((rc = ndarray_bind_py(a, "put", PN, 4, 3, p, err))) return rc;
        lang_value *args[3] = {p[1], p[2], p[3] ? p[3] : lv_none(I)};
        CHECK_ALLOC(args[2]);
        lang_args b = {args, 3, NULL, NULL, 0};
        return put(I, p[0], &b, out, err);
    }
    if (!strcmp(name, "putmask")) return putmask_place(I, false, a, out, err);
    if (!strcmp(name, "place")) return putmask_place(I, true, a, out, err);
    if (!strcmp(name, "extract")) return extract(I, a, out, err);
    if (!strcmp(name, "take_along_axis")) return along_axis(I, false, a, out, err);
    if (!strcmp(name, "put_along_axis")) return along_axis(I, true, a, out, err);
    if (!strcmp(name, "compress")) {
        /* compress(condition, a, axis=None, out=None): a.compress(condition, axis, out) */
        static const char *const PN[] = {"condition", "a", "axis", "out"};
        lang_value *p[4];
        if ((rc = ndarray_bind_py(a, "compress", PN, 4, 2, p, err))) return rc;
        if (p[1]->kind == V_ARRAY && lang_np_scalar(p[1])) return lang_unsupported(err, "numpy.compress() of a numpy scalar");
        if ((rc = lang_np_as_array(I, p[1], &self, err))) return rc;
        lang_value *args[3] = {p[0], p[2] ? p[2] : lv_none(I), p[3] ? p[3] : lv_none(I)};
        CHECK_ALLOC(args[1]);
        CHECK_ALLOC(args[2]);
        lang_args b = {args, 3, NULL, NULL, 0};
        return compress(I, self, &b, out, err);
    }
    if (!strcmp(name, "choose")) {
        static const char *const PN[] = {"a", "choices", "out", "mode"};
        lang_value *p[4];
        if ((rc = ndarray_bind_py(a, "choose", PN, 4, 2, p, err))) return rc;
        if ((rc = self_of(I, a, name, "a", &self, &rest, err))) return rc;
        return choose(I, self, &rest, out, err);
    }
    return LANG_NOT_MINE;
}

int lang_np_put_choose_method(lang_interp *I, lang_value *self, const char *name, const lang_args *a, lang_value **out,
                              sl_error *err) {
    if (lang_np_scalar(self)) return LANG_NOT_MINE;
    if (!strcmp(name, "put")) return put(I, self, a, out, err);
    if (!strcmp(name, "compress")) return compress(I, self, a, out, err);
    if (!strcmp(name, "choose")) return choose(I, self, a, out, err);
    return LANG_NOT_MINE;
}
