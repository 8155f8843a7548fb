/*
 * tensor_isclose.c — torch 1.13's equal / allclose / isclose (Tensor methods and torch
 * functions) for the snippet language: equal compares in the promoted dtype, allclose
 * and isclose test each element in the tensors' dtype arithmetic, isclose writing into
 * the layout of `x == y`.  Dispatched from lang_torch_nonzero_method (tensor_nonzero.c);
 * the promoted comparison (lang_torch_num_equal) also serves np.array_equal in
 * src/lang/numpy/ndarray_isclose.c, which holds numpy's isclose / allclose.
 */
#include "lang/python/py.h"
#include "lang/arrays/arr_internal.h"
#include "lang/torch/tensor_internal.h"

#include <math.h>
#include <string.h>


/* ------------------------------------------------------------ comparisons == */

/* the two tensors' values as torch compares them in their promoted dtype: double when
 * either is float64, float32 when either is another floating type, else exact ints */
static int promoted_kind(sl_dtype a, sl_dtype b, const char *fname, int *kind, sl_error *err) {
    if (sl_dtype_is_complex(a) || sl_dtype_is_complex(b)) return lang_unsupported(err, "%s() of complex tensors", fname);
    bool fa = sl_dtype_is_floating(a), fb = sl_dtype_is_floating(b);
    *kind = a == SL_FLOAT64 || b == SL_FLOAT64 ? 2 : fa || fb ? 1 : 0;
    return SL_OK;
}

int lang_torch_method_equal(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"other"};
    lang_value *p[1];
    int rc = lang_bind(a, "equal", PN, 1, 1, p, err);
    if (rc) return rc;
    if ((rc = lang_torch_want_tensor(p[0], "equal", "other", err))) return rc;
    const sl_tensor *x = &TV(t)->t, *y = &TV(p[0])->t;
    int kind = 0;
    if ((rc = promoted_kind(x->dtype, y->dtype, "equal", &kind, err))) return rc;
    bool same = x->layout.ndim == y->layout.ndim;
    for (int32_t d = 0; same && d < x->layout.ndim; d++) same = x->layout.size[d] == y->layout.size[d];
    if (same) {
        lang_num *xv, *yv;
        int64_t n;
        if ((rc = lang_torch_read_all(I, t, "equal()", &xv, &n, err))) return rc;
        if ((rc = lang_torch_read_all(I, p[0], "equal()", &yv, &n, err))) return rc;
        for (int64_t k = 0; k < n && same; k++) same = lang_torch_num_equal(xv[k], yv[k], kind);
    }
    *out = lv_bool(I, same);
    CHECK_ALLOC(*out);
    return SL_OK;
}

static int float_arg(const lang_value *v, double dflt, double *out, sl_error *err) {
    *out = dflt;
    if (!v) return SL_OK;
    if (v->kind != V_FLOAT && v->kind != V_INT) return lang_unsupported(err, "allclose() with a %s tolerance", lv_type_name(v));
    return lang_to_float(v, out, err);
}

/* torch.allclose(x, y, rtol=1e-05, atol=1e-08, equal_nan=False): isclose(...).all() as
 * torch 1.13 computes it: x == y, or |x - y| finite and <= atol + |rtol * y|, each op in
 * the tensors' dtype (float32 arithmetic for float32; integers: x == y exactly, then the
 * error terms on both cast to the default float32, unless rtol and atol are both zero) */
/* isclose: the same test element by element, written into the bool tensor `x == y` gives
 * (TensorIterator's layout over the two operands) */
int lang_torch_method_allclose(lang_interp *I, lang_value *t, bool isclose, const lang_args *a, lang_value **out,
                           sl_error *err) {
    static const char *const PN[] = {"other", "rtol", "atol", "equal_nan"};
    const char *fname = isclose ? "isclose" : "allclose";
    lang_value *p[4];
    int rc = lang_bind(a, fname, PN, 4, 1, p, err);
    if (rc) return rc;
    if ((rc = lang_torch_want_tensor(p[0], fname, "other", err))) return rc;
    double rtol, atol;
    if ((rc = float_arg(p[1], 1e-05, &rtol, err)) || (rc = float_arg(p[2], 1e-08, &atol, err))) return rc;
    if (p[3] && p[3]->kind != V_BOOL) return lang_unsupported(err, "allclose() with equal_nan given as %s", lv_type_name(p[3]));
    bool equal_nan = p[3] && p[3]->u.b;
    const sl_tensor *x = &TV(t)->t, *y = &TV(p[0])->t;
    if (x->dtype != y->dtype)
        return lang_py_error(err, "RuntimeError", "%s did not match %s", lang_torch_scalar_type_name(x->dtype),
                             lang_torch_scalar_type_name(y->dtype));
    sl_dtype dt = x->dtype;
    bool fl = dt == SL_FLOAT32 || dt == SL_FLOAT64;
    bool in = dt == SL_UINT8 || dt == SL_INT8 || dt == SL_INT16 || dt == SL_INT32 || dt == SL_INT64;
    if (!fl && !in) return lang_unsupported(err, "allclose() of %s tensors", lang_torch_scalar_type_name(dt));
    if (!(rtol >= 0) || !(atol >= 0)) return lang_unsupported(err, "allclose() with a negative tolerance");
    int64_t shape[SL_MAX_DIMS];
    int32_t nd;
    if ((rc = sl_torch_broadcast_shapes2(x->layout.size, x->layout.ndim, y->layout.size, y->layout.ndim, shape, &nd,
                                         err)))
        return rc;
    lang_value *sv = lv_ints(I, V_TUPLE, shape, nd), *xe, *ye;
    CHECK_ALLOC(sv);
    if ((rc = lang_tensor_method_pos(I, t, "expand", &sv, 1, &xe, err))) return rc;
    if ((rc = lang_tensor_method_pos(I, p[0], "expand", &sv, 1, &ye, err))) return rc;
    lang_num *xv, *yv;
    int64_t n;
    if ((rc = lang_torch_read_all(I, xe, "allclose()", &xv, &n, err))) return rc;
    if ((rc = lang_torch_read_all(I, ye, "allclose()", &yv, &n, err))) return rc;
    lang_value *res = NULL;
    lang_lview rv;
    int64_t ridx[SL_MAX_DIMS] = {0};
    if (isclose) {
        if ((rc = lang_tensor_compare(I, OP_EQ, t, p[0], &res, err))) return rc;
        lang_lview_of_tensor(&TV(res)->t, &rv);
    }
    bool all = true;
    for (int64_t k = 0; k < n && (all || isclose); k++) {
        lang_num u = xv[k], w = yv[k];
        bool close;
        if (dt == SL_FLOAT64) {
            close = u.f == w.f || (equal_nan && isnan(u.f) && isnan(w.f));
            double act = fabs(u.f - w.f), allowed = atol + fabs(rtol * w.f);
            close = close || (isfinite(act) && act <= allowed);
        } else if (dt == SL_FLOAT32) {
            float uf = (float)u.f, wf = (float)w.f;
            close = uf == wf || (equal_nan && isnan(uf) && isnan(wf));
            float act = fabsf(uf - wf), allowed = (float)atol + fabsf((float)rtol * wf);
            close = close || (isfinite(act) && act <= allowed);
        } else {
            /* integers: exact ==, then (both tolerances zero: nothing more) the error terms
             * on the values cast to the default float32 */
            close = u.i == w.i;
            if (rtol != 0 || atol != 0) {
                float uf = (float)u.i, wf = (float)w.i;
                float act = fabsf(uf - wf), allowed = (float)atol + fabsf((float)rtol * wf);
                close = close || (isfinite(act) && act <= allowed);
            }
        }
        all = all && close;
        if (isclose) {
            lang_num b = {false, close, close};
            if ((rc = lang_write(I, TV(res)->st, &rv, ridx, b, err))) return rc;
            lang_next_index(ridx, shape, nd);
        }
    }
    if (isclose) {
        *out = res;
        return SL_OK;
    }
    *out = lv_bool(I, all);
    CHECK_ALLOC(*out);
    return SL_OK;
}
