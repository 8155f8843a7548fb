/*
 * ndarray_creation.c — new arrays: np.array / asarray from data, empty / zeros / ones /
 * full, arange, numpy scalars as 0-d arrays, and the owners the other files fill.
 *
 * Shapes, strides and messages come from the engine's constructors (np_create.c); element
 * values are recipes in the storage (src/lang/arrays/arr_store.c).  The *_like family,
 * astype, linspace and joining are ndarray_like.c.
 */
#include "lang/python/py.h"
#include "lang/torch/tensor.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lang/numpy/ndarray_internal.h"

/* ------------------------------------------------------------ creation == */

int ndarray_np_new(lang_interp *I, const sl_array *r, lang_fill fill, lang_num value, lang_value **out,
                  sl_error *err) {
    lang_storage *st = lang_storage_new(I, r->buffer_bytes, r->dtype, true);
    CHECK_ALLOC(st);
    st->fill = fill;
    st->value = value;
    *out = ndarray_new_array_value(I, r, st, NULL);
    CHECK_ALLOC(*out);
    return SL_OK;
}

int ndarray_np_create(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                     sl_error *err) {
    static const char *const KW[] = {"dtype", "order", "shape", "fill_value", "like"};
    int rc = ndarray_check_kw(a, name, KW, 5, err);
    if (rc) return rc;
    bool is_full = !strcmp(name, "full");
    lang_value *shp = a->npos >= 1 ? a->pos[0] : lang_kwarg(a, "shape");
    lang_value *fv = is_full ? (a->npos >= 2 ? a->pos[1] : lang_kwarg(a, "fill_value")) : NULL;
    int32_t base = is_full ? 2 : 1;
    lang_value *dtv = a->npos > base ? a->pos[base] : lang_kwarg(a, "dtype");
    lang_value *ordv = a->npos > base + 1 ? a->pos[base + 1] : lang_kwarg(a, "order");
    if (!shp || (is_full && !fv) || a->npos > base + 2) return lang_unsupported(err, "%s() arguments", name);
    int64_t shape[SL_MAX_DIMS];
    int32_t n = 0;
    if ((rc = ndarray_np_ints(shp, SL_NP_TE_INDEX, shape, &n, NULL, err))) return rc;
    sl_dtype dt = SL_FLOAT64;
    lang_num fill = {0};
    if (is_full) {
        if (fv->kind == V_FLOAT) {
            fill.is_float = true;
            fill.f = fv->u.f;
        } else if (fv->kind == V_INT) {
            fill.i = fv->u.i;
            dt = SL_INT64;
        } else if (fv->kind == V_BOOL) {
            fill.i = fv->u.b;
            dt = SL_BOOL;
        } else {
            return lang_unsupported(err, "full() fill value of type %s", lv_type_name(fv));
        }
    }
    if (dtv && (rc = ndarray_get_dtype(dtv, &dt, err)) < 0) return rc;
    if (is_full && lang_layers(I)->numpy2 && fv->kind == V_INT) { /* NEP 50: the Python int must fit dt */
        uop o = {.weak = true, .value = fill};
        if ((rc = ndarray_nep50_check(&o, 1, dt, err))) return rc;
    }
    char order = 'C';
    if ((rc = ndarray_get_order(ordv, &order, err))) return rc;
    sl_array r;
    if ((rc = sl_np_empty_ref(shape, n, dt, order, lang_np_ref(I), &r, err))) return rc;
    lang_fill kind = LF_ZERO;
    if (!strcmp(name, "ones")) {
        kind = LF_VALUE;
        fill.i = 1;
        fill.f = 1.0;
    } else if (!strcmp(name, "empty")) {
        kind = LF_UNINIT;
    } else if (is_full) {
        kind = LF_VALUE;
    }
    return ndarray_np_new(I, &r, kind, fill, out, err);
}

int ndarray_np_arange(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const KW[] = {"dtype", "start", "stop", "step"};
    int rc = ndarray_check_kw(a, "arange", KW, 4, err);
    if (rc) return rc;
    lang_value *pv[3] = {NULL, NULL, NULL};
    if (a->npos > 4) return lang_unsupported(err, "arange() with %d positional arguments", a->npos);
    lang_value *dtv = lang_kwarg(a, "dtype");
    int32_t np = a->npos;
    if (np == 4) {
        dtv = a->pos[3];
        np = 3;
    }
    if (np == 1) pv[1] = a->pos[0];
    else
        for (int32_t i = 0; i < np; i++) pv[i] = a->pos[i];
    if (lang_kwarg(a, "start")) pv[0] = lang_kwarg(a, "start");
    if (lang_kwarg(a, "stop")) pv[1] = lang_kwarg(a, "stop");
    if (lang_kwarg(a, "step")) pv[2] = lang_kwarg(a, "step");
    if (!pv[1]) {
        if (pv[0]) {
            pv[1] = pv[0];
            pv[0] = NULL;
        } else {
            return lang_py_error(err, "TypeError", "arange() requires stop to be specified.");
        }
    }
    bool any_float = false;
    lang_num v[3] = {{false, 0, 0}, {false, 0, 0}, {false, 1, 1.0}};
    for (int k = 0; k < 3; k++) {
        if (!pv[k] || pv[k]->kind == V_NONE) continue;
        if (pv[k]->kind == V_FLOAT) {
            any_float = true;
            v[k].is_float = true;
            v[k].f = pv[k]->u.f;
        } else if (pv[k]->kind == V_INT || pv[k]->kind == V_BOOL) {
            v[k].i = pv[k]->kind == V_INT ? pv[k]->u.i : pv[k]->u.b;
            v[k].f = (double)v[k].i;
        } else {
            return lang_unsupported(err, "arange() argument of type %s", lv_type_name(pv[k]));
        }
    }
    sl_dtype dt = sl_np_default_dtype(any_float);
    if (dtv && (rc = ndarray_get_dtype(dtv, &dt, err)) < 0) return rc;
    sl_array r;
    if (!any_float) rc = sl_np_arange_i64_ref(v[0].i, v[1].i, v[2].i, dt, lang_np_ref(I), &r, err);
    else {
        double s = v[0].is_float ? v[0].f : (double)v[0].i, e = v[1].is_float ? v[1].f : (double)v[1].i,
               st = v[2].is_float ? v[2].f : (double)v[2].i;
        rc = sl_np_arange_f64_ref(s, e, st, dt, lang_np_ref(I), &r, err);
    }
    if (rc) return rc;
    if (dt == SL_BOOL && r.shape[0] > 2)
        return lang_py_error(err, "TypeError", "arange() is only supported for booleans when the result has at most length 2.");
    if (lang_layers(I)->numpy2 && dt != SL_BOOL && sl_dtype_is_integral(dt, false)) {
        /* numpy 2 converts start and start + step (the values it fills from) as Python ints
         * into dt: NEP 50's OverflowError when they do not fit */
        for (int64_t k = 0; k < 2 && k < r.shape[0]; k++) {
            uop o = {0};
            o.weak = true;
            if (any_float) {
                double x = (v[0].is_float ? v[0].f : (double)v[0].i) + (k ? (v[2].is_float ? v[2].f : (double)v[2].i) : 0);
                if (!(x > -9.2e18 && x < 9.2e18)) return lang_unsupported(err, "arange() of %s from a huge float", sl_dtype_numpy_name(dt));
                o.value.i = (int64_t)x; /* Python's int(): toward zero */
            } else if (k && sl_ovf_add(v[0].i, v[2].i, &o.value.i)) {
                return lang_unsupported(err, "arange() whose second value passes int64");
            } else if (!k) {
                o.value.i = v[0].i;
            }
            if ((rc = ndarray_nep50_check(&o, 1, dt, err))) return rc;
        }
    }
    if ((rc = ndarray_np_new(I, &r, LF_ARANGE, v[0], out, err))) return rc;
    lang_storage *st = AV(*out)->st;
    /* numpy fills start, start + delta, ... with delta = (start + step) - start */
    if (any_float || sl_dtype_is_floating(dt)) {
        double s0 = v[0].is_float ? v[0].f : (double)v[0].i, sp = v[2].is_float ? v[2].f : (double)v[2].i;
        st->value.is_float = true;
        st->value.f = s0;
        st->step.is_float = true;
        st->step.f = (s0 + sp) - s0;
    } else {
        st->step = v[2];
    }
    return SL_OK;
}

/* nested lists -> owner (tensor_objects.c has the torch twin) */
static int walk(lang_interp *I, const lang_value *v, int32_t depth, int64_t *shape, int32_t *ndim, lang_num *vals,
                int64_t *nvals, int64_t cap, bool *any_float, bool *all_bool, bool *ragged, bool *arrays,
                sl_error *err) {
    if (v->kind == V_ARRAY) {
        /* an array (or numpy scalar) inside the literal: its dims continue the shape, its
         * elements are the leaves.  Only the dtypes Python's own numbers discover (bool,
         * int64, float64): those promote as the leaves' kinds do */
        const sl_array *x = &AV(v)->a;
        if ((x->dtype != SL_INT64 && x->dtype != SL_FLOAT64 && x->dtype != SL_BOOL) ||
            depth + x->ndim > SL_NP_MAX_DIMS) {
            *ragged = true;
            return SL_OK;
        }
        *arrays = true;
        for (int32_t d = 0; d < x->ndim; d++) {
            int32_t dd = depth + d;
            if (dd == *ndim && *nvals == 0) {
                shape[dd] = x->shape[d];
                *ndim = dd + 1;
            } else if (dd >= *ndim || shape[dd] != x->shape[d]) {
                *ragged = true;
                return SL_OK;
            }
        }
        if (depth + x->ndim != *ndim) {
            *ragged = true;
            return SL_OK;
        }
        lang_lview lv;
        lang_lview_of_array(x, &lv);
        int64_t n, idx[SL_MAX_DIMS] = {0};
        int rc = lang_numel(&lv, &n, err);
        if (rc) return rc;
        if (x->dtype == SL_FLOAT64) *any_float = true;
        if (x->dtype != SL_BOOL && n) *all_bool = false;
        for (int64_t k = 0; k < n; k++) {
            if (*nvals >= cap) return SL_ERR_LIMIT;
            if ((rc = lang_read(I, AV(v)->st, &lv, idx, &vals[*nvals], err))) return rc;
            (*nvals)++;
            lang_next_index(idx, x->shape, x->ndim);
        }
        return SL_OK;
    }
    if (v->kind == V_LIST || v->kind == V_TUPLE) {
        if (depth >= SL_NP_MAX_DIMS) {
            *ragged = true;
            return SL_OK;
        }
        if (depth == *ndim && *nvals == 0) {
            shape[depth] = v->u.seq.n;
            *ndim = depth + 1;
        } else if (depth >= *ndim || shape[depth] != v->u.seq.n) {
            *ragged = true;
            return SL_OK;
        }
        for (int64_t i = 0; i < v->u.seq.n; i++) {
            int rc = walk(I, v->u.seq.v[i], depth + 1, shape, ndim, vals, nvals, cap, any_float, all_bool, ragged,
                          arrays, err);
            if (rc) return rc;
        }
        return SL_OK;
    }
    if (depth != *ndim) {
        *ragged = true;
        return SL_OK;
    }
    if (*nvals >= cap) return SL_ERR_LIMIT;
    lang_num x = {0};
    if (v->kind == V_FLOAT) {
        x.is_float = true;
        x.f = v->u.f;
        *any_float = true;
        *all_bool = false;
    } else if (v->kind == V_INT) {
        x.i = v->u.i;
        *all_bool = false;
    } else if (v->kind == V_BOOL) {
        x.i = v->u.b;
    } else {
        *ragged = true;
        return SL_OK;
    }
    vals[(*nvals)++] = x;
    return SL_OK;
}

/* how many values a nested literal holds (enough to size the buffer; stops past `limit`) */
static int64_t count_leaves(const lang_value *v, int32_t depth, int64_t limit) {
    if (v->kind == V_ARRAY) {
        int64_t n = 1;
        for (int32_t d = 0; d < AV(v)->a.ndim && n <= limit; d++) n *= AV(v)->a.shape[d];
        return n;
    }
    if ((v->kind != V_LIST && v->kind != V_TUPLE) || depth >= SL_NP_MAX_DIMS) return 1;
    int64_t n = 0;
    for (int64_t i = 0; i < v->u.seq.n && n <= limit; i++) n += count_leaves(v->u.seq.v[i], depth + 1, limit);
    return n;
}

/* np.array's / np.asarray's copy= as a mode: numpy 1.24's np.array takes a truth value
 * (False: copy only when needed; None refused) and np.asarray has no copy=; numpy 2's take
 * True (always), None (when needed) or False (never: ValueError when a copy is needed) */
enum { CP_ALWAYS, CP_IF_NEEDED, CP_NEVER };

static const char NO_COPY_MSG[] =
    "Unable to avoid copy while creating an array as requested.\nIf using `np.array(obj, copy=False)` replace it with "
    "`np.asarray(obj)` to allow a copy when needed (no behavior change in NumPy 1.x).\nFor more details, see "
    "https://numpy.org/devdocs/numpy_2_0_migration_guide.html#adapting-to-changes-in-the-copy-keyword.";

static int copy_mode(lang_interp *I, const char *name, lang_value *cpv, int *mode, sl_error *err) {
    bool as = !strcmp(name, "asarray") || !strcmp(name, "asanyarray");
    *mode = as ? CP_IF_NEEDED : CP_ALWAYS;
    if (!cpv) return SL_OK;
    if (as && !lang_layers(I)->numpy2) return lang_py_error(err, "TypeError", "asarray() got an unexpected keyword argument 'copy'");
    if (cpv->kind == V_NONE) {
        if (!lang_layers(I)->numpy2) return lang_py_error(err, "ValueError", "NoneType copy mode not allowed.");
        *mode = CP_IF_NEEDED;
        return SL_OK;
    }
    if (cpv->kind == V_STR && lang_layers(I)->numpy2)
        return lang_py_error(err, "ValueError", "strings are not allowed for 'copy' keyword. Use True/False/None instead.");
    bool t;
    if (cpv->kind == V_BOOL) t = cpv->u.b;
    else if (cpv->kind == V_INT) t = cpv->u.i != 0;
    else if (cpv->kind == V_STR) t = cpv->u.str.len != 0;
    else return lang_unsupported(err, "%s() copy= of type %s", name, lv_type_name(cpv));
    *mode = t ? CP_ALWAYS : lang_layers(I)->numpy2 ? CP_NEVER : CP_IF_NEEDED;
    return SL_OK;
}

int ndarray_np_array(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const KW[] = {"dtype", "order", "copy", "ndmin"};
    const bool is_array = !strcmp(name, "array");
    int rc = ndarray_check_kw(a, name, KW, is_array ? 4 : 3, err);
    if (rc) return rc;
    /* ndmin (np.array only): ones prepended to the new array's shape, a view of it */
    lang_value *ndv = is_array ? lang_kwarg(a, "ndmin") : NULL;
    if (ndv && ndv->kind != V_INT) return lang_unsupported(err, "array() with ndmin given as %s", lv_type_name(ndv));
    if (ndv && (ndv->u.i < 0 || ndv->u.i > SL_MAX_DIMS)) return lang_unsupported(err, "array() with ndmin=%lld", (long long)ndv->u.i);
    if (ndv && ndv->u.i > 0) {
        if (a->pos[0]->kind == V_ARRAY || a->pos[0]->kind == V_TENSOR)
            return lang_unsupported(err, "array() of an array with ndmin");
        lang_value *kwv[3];
        const char *kwn[3];
        lang_args b = *a;
        b.nkw = 0;
        for (int32_t k = 0; k < a->nkw; k++)
            if (strcmp(a->kwnames[k], "ndmin")) kwn[b.nkw] = a->kwnames[k], kwv[b.nkw++] = a->kw[k];
        b.kwnames = kwn;
        b.kw = kwv;
        lang_value *r;
        if ((rc = ndarray_np_array(I, name, &b, &r, err))) return rc;
        const sl_array *x = &AV(r)->a;
        if (x->ndim >= ndv->u.i) {
            *out = r;
            return SL_OK;
        }
        int64_t shape[SL_MAX_DIMS];
        int32_t pad = (int32_t)ndv->u.i - x->ndim;
        for (int32_t d = 0; d < pad; d++) shape[d] = 1;
        memcpy(shape + pad, x->shape, sizeof(int64_t) * (size_t)x->ndim);
        lang_value *sh = lv_ints(I, V_TUPLE, shape, (int32_t)ndv->u.i);
        CHECK_ALLOC(sh);
        lang_args ra = {&sh, 1, NULL, NULL, 0};
        return lang_np_method(I, r, "reshape", &ra, out, err);
    }
    if (a->npos < 1 || a->npos > 2) return lang_unsupported(err, "%s() arguments", name);
    lang_value *data = a->pos[0];
    lang_value *dtv = a->npos == 2 ? a->pos[1] : lang_kwarg(a, "dtype");
    char order = 'K';
    if ((rc = ndarray_get_order(lang_kwarg(a, "order"), &order, err))) return rc;
    int mode;
    if ((rc = copy_mode(I, name, lang_kwarg(a, "copy"), &mode, err))) return rc;
    if (data->kind == V_ARRAY && lang_np_scalar(data)) { /* a numpy scalar: always a new 0-d array */
        if (dtv && dtv->kind != V_NONE) return lang_unsupported(err, "%s() of a numpy scalar with a dtype", name);
        if (mode == CP_NEVER) return lang_py_error(err, "ValueError", "%s", NO_COPY_MSG);
        return ndarray_scalar_as_array(I, data, out, err);
    }
    if (data->kind == V_ARRAY && dtv && dtv->kind != V_NONE) {
        sl_dtype want;
        if ((rc = ndarray_get_dtype(dtv, &want, err)) < 0) return rc;
        if (want != AV(data)->a.dtype) { /* a cast copy in the given order (K: astype's) */
            if (mode == CP_NEVER) return lang_py_error(err, "ValueError", "%s", NO_COPY_MSG);
            lang_value *dv = dtv, *ov = lv_str(I, &order, 1);
            CHECK_ALLOC(ov);
            const char *kwn[1] = {"order"};
            lang_args ca = {&dv, 1, kwn, &ov, 1};
            return lang_np_method(I, data, "astype", &ca, out, err);
        }
    }
    if (data->kind == V_ARRAY) {
        sl_array r;
        if (mode == CP_ALWAYS) rc = sl_np_copy(&AV(data)->a, order, &r, err);
        else rc = sl_np_asarray(&AV(data)->a, lang_kwarg(a, "order") ? order : 0, &r, err);
        if (!rc && mode == CP_NEVER && r.alias != SL_ALIAS_SAME) return lang_py_error(err, "ValueError", "%s", NO_COPY_MSG);
        return ndarray_wrap_np(I, rc, &r, data, out, err);
    }
    if (mode == CP_NEVER && data->kind != V_TENSOR) return lang_py_error(err, "ValueError", "%s", NO_COPY_MSG);
    if (data->kind == V_TENSOR) return lang_interop_np_array(I, name, a, out, err);
    int64_t cap = count_leaves(data, 0, 1 << 20) + 1, n = 0;
    lang_num *vals = lang_alloc_n(&I->A, cap, sizeof *vals);
    CHECK_ALLOC(vals);
    int64_t shape[SL_MAX_DIMS];
    int32_t ndim = 0;
    bool any_float = false, all_bool = true, ragged = false, arrays = false;
    rc = walk(I, data, 0, shape, &ndim, vals, &n, cap, &any_float, &all_bool, &ragged, &arrays, err);
    if (rc == SL_ERR_LIMIT) return lang_unsupported(err, "array literal with more than %lld elements", (long long)(1 << 20));
    if (rc) return rc;
    if (ragged) return lang_unsupported(err, "array literal that is ragged or holds non-numbers");
    sl_dtype dt = n == 0 ? SL_FLOAT64 : any_float ? SL_FLOAT64 : all_bool ? SL_BOOL : SL_INT64;
    if (dtv && (rc = ndarray_get_dtype(dtv, &dt, err)) < 0) return rc;
    /* arrays are cast unsafely, Python numbers checked: alike only into float32 / float64 */
    if (arrays && dtv && dtv->kind != V_NONE && dt != SL_FLOAT64 && dt != SL_FLOAT32)
        return lang_unsupported(err, "array literal holding arrays, with a dtype other than float32 / float64");
    for (int64_t k = 0; lang_layers(I)->numpy2 && k < n; k++) { /* NEP 50: each Python int must fit dt */
        uop o = {.weak = true, .value = vals[k]};
        if (!vals[k].is_float && (rc = ndarray_nep50_check(&o, 1, dt, err))) return rc;
    }
    sl_array r;
    if ((rc = sl_np_empty_ref(shape, ndim, dt, order == 'F' ? 'F' : 'C', lang_np_ref(I), &r, err))) return rc;
    lang_value *res;
    lang_num z = {0};
    if ((rc = ndarray_np_new(I, &r, LF_ZERO, z, &res, err))) return rc;
    if (dt == SL_BFLOAT16) {
        /* the layout is exact; values of these dtypes are not modelled */
        AV(res)->st->poison = "element values of bfloat16 arrays";
        *out = res;
        return SL_OK;
    }
    lang_lview lv;
    lang_lview_of_array(&r, &lv);
    int64_t idx[SL_MAX_DIMS] = {0};
    if ((rc = lang_before_write(I, err))) return rc;
    for (int64_t k = 0; k < n; k++) {
        if ((rc = lang_write(I, AV(res)->st, &lv, idx, vals[k], err))) return rc;
        lang_next_index(idx, r.shape, r.ndim);
    }
    *out = res;
    return SL_OK;
}

/* numpy turns a scalar into a fresh writable 0-d array before an array method runs */
int ndarray_scalar_as_array(lang_interp *I, lang_value *v, lang_value **out, sl_error *err) {
    if (!lang_np_scalar(v)) {
        *out = v;
        return SL_OK;
    }
    int64_t idx[1] = {0};
    sl_array s;
    int rc = sl_np_empty_ref(NULL, 0, AV(v)->a.dtype, 'C', lang_np_ref(I), &s, err);
    if (rc) return rc;
    return ndarray_elem_copy_new(I, v, &AV(v)->a, idx, &s, out, err);
}

/* PyArray_Return: a 0-d array result of a scalar's method becomes a scalar again */
int ndarray_back_to_scalar(lang_interp *I, lang_value *v, lang_value **out, sl_error *err) {
    if (v->kind != V_ARRAY || lang_np_scalar(v) || AV(v)->a.ndim != 0) {
        *out = v;
        return SL_OK;
    }
    int64_t idx[1] = {0};
    sl_array s;
    int rc = sl_np_empty_ref(NULL, 0, AV(v)->a.dtype, 'C', lang_np_ref(I), &s, err);
    if (rc) return rc;
    s.flags &= ~SL_NP_WRITEABLE;
    lang_value *r;
    if ((rc = ndarray_elem_copy_new(I, v, &AV(v)->a, idx, &s, &r, err))) return rc;
    r->u.object.bits |= LANG_BIT_NP_SCALAR;
    *out = r;
    return SL_OK;
}

const char *ndarray_scalar_type(const lang_value *v) {
    return lang_np_scalar_name(lang_av(v)->a.dtype, lang_np_is2(v));
}

