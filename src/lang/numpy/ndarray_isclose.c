/*
 * ndarray_isclose.c — np.isclose / np.allclose and np.array_equal (numpy 1.24) for the
 * snippet language, and the numpy dispatcher (lang_np_isclose_func) of the numpy functions
 * learners call around strides that the probe round 2 found refused: also np.hsplit /
 * vsplit / dsplit (ndarray_split.c), np.nditer / ndenumerate (ndarray_iterators.c),
 * np.take (ndarray_take.c) and np.broadcast_shapes (ndarray_layout_queries.c).  The torch
 * functions of that round start at src/lang/torch/tensor_topk.c.  np.array_equal is
 * dispatched from lang_np_iterators_func (ndarray_iterators.c) and compares as torch's equal
 * does (lang_torch_num_equal, src/lang/arrays/arr_num_shape.c; torch's equal / allclose /
 * isclose are src/lang/torch/tensor_isclose.c).  The array helpers here (lang_np_as_array: np.asarray;
 * lang_np_want_array, lang_np_read_array: a non-complex ndarray and its elements in C
 * order) serve the neighbours too.
 *
 * np.isclose follows numeric.isclose: y is cast to result_type(y, 1.), |x - y| is
 * computed in the common type, atol + rtol * |y| in y's type; non-finite elements compare
 * with ==, equal_nan makes two NaNs close; all-finite inputs give a fresh array (the
 * ufunc's K-order layout), others a view `cond[()]` of it (numpy 2: always the view);
 * 0-d inputs a numpy bool.
 * Float16 and complex operands are refused.  np.allclose is bool(all(isclose(...))).
 */
#include "lang/python/py.h"
#include "lang/numpy/ndarray_internal.h"
#include "lang/arrays/arr_internal.h"

#include <math.h>
#include <stdlib.h>

#define MAX_WALK ((int64_t)1 << 24)

/* ------------------------------------------------------------ np.isclose == */

int lang_np_as_array(lang_interp *I, lang_value *v, lang_value **out, sl_error *err) {
    if (v->kind == V_ARRAY) {
        *out = v;
        return SL_OK;
    }
    if (v->kind == V_TENSOR) return lang_unsupported(err, "numpy.isclose() of a tensor");
    lang_args b;
    memset(&b, 0, sizeof b);
    b.pos = &v;
    b.npos = 1;
    return lang_np_func(I, "asarray", &b, out, err);
}

static bool small_for_f32(sl_dtype dt) {
    return dt == SL_FLOAT32 || dt == SL_BOOL || dt == SL_INT8 || dt == SL_UINT8 || dt == SL_INT16 || dt == SL_UINT16;
}

/* the broadcast view of array x onto shape[nd] */
static void bcast_view(const sl_array *x, const int64_t *shape, int32_t nd, lang_lview *v) {
    lang_lview_of_array(x, v);
    lang_lview o = *v;
    o.ndim = nd;
    for (int32_t d = 0; d < nd; d++) {
        int32_t sd = d - (nd - x->ndim);
        o.shape[d] = shape[d];
        o.stride_bytes[d] = (sd < 0 || x->shape[sd] == 1) ? 0 : x->strides[sd];
    }
    *v = o;
}

static double num_d(lang_num n) { return n.is_float ? n.f : (double)n.i; }

static int np_isclose(lang_interp *I, const char *fname, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"a", "b", "rtol", "atol", "equal_nan"};
    lang_value *p[5];
    int rc = lang_bind(a, fname, PN, 5, 2, p, err);
    if (rc) return rc;
    double rtol = 1e-05, atol = 1e-08;
    for (int k = 2; k < 4; k++) {
        if (!p[k]) continue;
        if (p[k]->kind != V_FLOAT && p[k]->kind != V_INT)
            return lang_unsupported(err, "numpy.%s() with a %s tolerance", fname, lv_type_name(p[k]));
        if ((rc = lang_to_float(p[k], k == 2 ? &rtol : &atol, err))) return rc;
    }
    bool equal_nan = p[4] && lv_truthy(p[4]);
    if (p[4] && p[4]->kind != V_BOOL) return lang_unsupported(err, "numpy.%s() with equal_nan given as %s", fname,
                                                              lv_type_name(p[4]));
    lang_value *xa, *ya;
    if ((rc = lang_np_as_array(I, p[0], &xa, err)) || (rc = lang_np_as_array(I, p[1], &ya, err))) return rc;
    const sl_array *x = &lang_av(xa)->a, *y = &lang_av(ya)->a;
    sl_dtype xd = x->dtype, yd = y->dtype;
    if (sl_dtype_is_complex(xd) || sl_dtype_is_complex(yd) || xd == SL_FLOAT16 || yd == SL_FLOAT16 ||
        xd == SL_BFLOAT16 || yd == SL_BFLOAT16)
        return lang_unsupported(err, "numpy.%s() of complex or float16 arrays", fname);
    /* y = asarray(y, dtype=result_type(y, 1.)); the broadcast check of x - y */
    lang_value *one = lv_float(I, 1.0), *y2, *diff;
    CHECK_ALLOC(one);
    if ((rc = lang_np_binop(I, OP_MUL, ya, one, &y2, err))) return rc;
    if ((rc = lang_np_binop(I, OP_SUB, xa, y2, &diff, err))) return rc;
    bool y32 = yd == SL_FLOAT32, c32 = y32 && small_for_f32(xd);
    /* the result: a bool array of the ufunc's layout over (x, y) */
    lang_value *res;
    if ((rc = lang_np_compare(I, OP_EQ, xa, y2, &res, err))) return rc;
    if (res->kind != V_ARRAY) return lang_unsupported(err, "numpy.%s() result", fname);
    const sl_array *r = &lang_av(res)->a;
    int64_t n = 1;
    for (int32_t d = 0; d < r->ndim; d++)
        if (sl_ovf_mul(n, r->shape[d], &n)) return sl_error_overflow(err, fname);
    if (n > MAX_WALK) return lang_unsupported(err, "numpy.%s() of more than 16777216 elements", fname);
    lang_lview xv, yv, rv;
    bcast_view(x, r->shape, r->ndim, &xv);
    bcast_view(y, r->shape, r->ndim, &yv);
    lang_lview_of_array(r, &rv);
    int64_t idx[SL_MAX_DIMS] = {0};
    bool all_finite = true, all_close = true;
    for (int64_t k = 0; k < n; k++) {
        lang_num xn, yn;
        if ((rc = lang_read(I, lang_av(xa)->st, &xv, idx, &xn, err))) return rc;
        if ((rc = lang_read(I, lang_av(ya)->st, &yv, idx, &yn, err))) return rc;
        double xd0 = num_d(xn), yd0 = num_d(yn);
        bool fin = isfinite(xd0) && isfinite(yd0), close;
        if (!fin) {
            all_finite = false;
            close = xd0 == yd0 || (equal_nan && isnan(xd0) && isnan(yd0));
        } else if (c32) {
            float df = fabsf((float)xd0 - (float)yd0);
            float tol = (float)atol + (float)rtol * fabsf((float)yd0);
            close = df <= tol;
        } else {
            double df = fabs(xd0 - yd0);
            double tol = y32 ? (double)((float)atol + (float)rtol * fabsf((float)yd0)) : atol + rtol * fabs(yd0);
            close = df <= tol;
        }
        all_close = all_close && close;
        lang_num b = {false, close, close};
        if ((rc = lang_write(I, lang_av(res)->st, &rv, idx, b, err))) return rc;
        lang_next_index(idx, r->shape, r->ndim);
    }
    if (!strcmp(fname, "allclose")) {
        *out = lv_bool(I, all_close);
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    /* numpy 2's isclose ends in result[()] whatever the values: always a view */
    if ((all_finite && !lang_np_is2(res)) || lang_np_scalar(res) || r->ndim == 0) {
        *out = res;
        return SL_OK;
    }
    lang_value *empty = lv_seq(I, V_TUPLE, 0);
    CHECK_ALLOC(empty);
    return lang_np_subscript(I, res, empty, out, err); /* cond[()] */
}

/* ------------------------------------------------------------ numpy helpers == */


int lang_np_want_array(const lang_value *v, const char *fname, sl_error *err) {
    if (v->kind != V_ARRAY || lang_np_scalar(v))
        return lang_unsupported(err, "numpy.%s() of a %s", fname, lv_type_name(v));
    if (sl_dtype_is_complex(AV(v)->a.dtype)) return lang_unsupported(err, "numpy.%s() of complex arrays", fname);
    return SL_OK;
}

/* every element of an array in C order */
int lang_np_read_array(lang_interp *I, lang_value *av, const char *what, lang_num **vals, int64_t *n, sl_error *err) {
    const sl_array *a = &AV(av)->a;
    lang_lview v;
    lang_lview_of_array(a, &v);
    int rc = lang_numel(&v, n, err);
    if (rc) return rc;
    if (*n > MAX_WALK) return lang_unsupported(err, "%s of more than 16777216 elements", what);
    *vals = lang_alloc_n(&I->A, (*n + 1), sizeof **vals);
    CHECK_ALLOC(*vals);
    int64_t idx[SL_MAX_DIMS] = {0};
    for (int64_t k = 0; k < *n; k++) {
        if ((rc = lang_read(I, AV(av)->st, &v, idx, &(*vals)[k], err))) return rc;
        lang_next_index(idx, a->shape, a->ndim);
    }
    return SL_OK;
}

/* np.array_equal(a1, a2): same shape and equal elements (in the promoted type: exact for
 * two integer arrays, doubles otherwise; NaN unequal) as a Python bool */
int lang_np_array_equal(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"a1", "a2", "equal_nan"};
    lang_value *p[3];
    int rc = lang_bind(a, "array_equal", PN, 3, 2, p, err);
    if (rc) return rc;
    if (p[2] && !(p[2]->kind == V_BOOL && !p[2]->u.b)) return lang_unsupported(err, "numpy.array_equal() with equal_nan=");
    if ((rc = lang_np_want_array(p[0], "array_equal", err)) || (rc = lang_np_want_array(p[1], "array_equal", err))) return rc;
    const sl_array *x = &AV(p[0])->a, *y = &AV(p[1])->a;
    bool same = x->ndim == y->ndim;
    for (int32_t d = 0; same && d < x->ndim; d++) same = x->shape[d] == y->shape[d];
    if (same) {
        bool xi = !sl_dtype_is_floating(x->dtype), yi = !sl_dtype_is_floating(y->dtype);
        if (xi && yi && (x->dtype == SL_UINT64) != (y->dtype == SL_UINT64))
            return lang_unsupported(err, "numpy.array_equal() of uint64 with signed integers");
        lang_num *xv, *yv;
        int64_t n;
        if ((rc = lang_np_read_array(I, p[0], "numpy.array_equal()", &xv, &n, err))) return rc;
        if ((rc = lang_np_read_array(I, p[1], "numpy.array_equal()", &yv, &n, err))) return rc;
        for (int64_t k = 0; k < n && same; k++) same = lang_torch_num_equal(xv[k], yv[k], xi && yi ? 0 : 2);
    }
    *out = lv_bool(I, same);
    CHECK_ALLOC(*out);
    return SL_OK;
}

/* ------------------------------------------------------------ dispatch (numpy) == */

int lang_np_isclose_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    if (!strcmp(name, "isclose") || !strcmp(name, "allclose")) return np_isclose(I, name, a, out, err);
    if (!strcmp(name, "hsplit") || !strcmp(name, "vsplit") || !strcmp(name, "dsplit"))
        return lang_np_hvdsplit(I, name, a, out, err);
    if (!strcmp(name, "nditer")) return lang_np_nditer(I, a, out, err);
    if (!strcmp(name, "ndenumerate")) return lang_np_ndenumerate(I, a, out, err);
    if (!strcmp(name, "take")) return lang_np_take(I, NULL, a, out, err);
    if (!strcmp(name, "broadcast_shapes")) return lang_np_broadcast_shapes(I, a, out, err);
    return LANG_NOT_MINE;
}
