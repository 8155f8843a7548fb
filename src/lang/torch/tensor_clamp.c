/*
 * tensor_clamp.c — torch's Tensor.clamp / clip and torch.clamp / clip with number
 * bounds for the snippet language (clamp's result type, the bounds' checked conversion,
 * the unary result layout, NaN kept; float16 only in torch 2.2, which has its kernel).  Dispatched from tensor_topk.c; numpy's clip is src/lang/numpy/ndarray_ufuncs.c.
 */
#include "lang/python/py.h"
#include "lang/torch/tensor_internal.h"

#include <math.h>
#include <stdlib.h>


/* ------------------------------------------------------------ clamp == */

/* x.clamp(min=None, max=None) / clip with number bounds, as clamp's meta function: the
 * result dtype is self's when floating, else the result type with the scalars (an int
 * tensor and a float bound: the default float32); a unary op over self.to(that dtype)
 * (sl_torch_unary_result of its preserve-format copy), min(max(v, lo), hi) per element in
 * the result dtype (NaN stays NaN) */
struct clamp_spec {
    bool has[2], fl, f32;
    double lo, hi;    /* floating results: the bounds in the result dtype */
    int64_t ilo, ihi; /* integer results */
};

/* min(max(v, lo), hi) in the result dtype; NaN compares false and stays */
static lang_num clamp_one(const void *ctx, lang_num v) {
    const struct clamp_spec *c = ctx;
    if (c->fl) {
        double d = v.is_float ? v.f : (double)v.i;
        if (c->f32) d = (double)(float)d;
        if (c->has[0] && d < c->lo) d = c->lo; /* std::max(d, lo) */
        if (c->has[1] && c->hi < d) d = c->hi; /* std::min(d, hi) */
        return (lang_num){.is_float = true, .f = d};
    }
    if (c->has[0] && v.i < c->ilo) v.i = c->ilo;
    if (c->has[1] && c->ihi < v.i) v.i = c->ihi;
    return v;
}

int lang_torch_method_clamp(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"min", "max"};
    lang_value *p[2];
    int rc = lang_bind(a, "clamp", PN, 2, 0, p, err);
    if (rc) return rc;
    bool has[2];
    double bd[2] = {0, 0};
    bool any_float = false;
    for (int k = 0; k < 2; k++) {
        has[k] = p[k] && p[k]->kind != V_NONE;
        if (!has[k]) continue;
        if (p[k]->kind == V_FLOAT) any_float = true;
        else if (p[k]->kind != V_INT) return lang_unsupported(err, "clamp() with a %s bound", lv_type_name(p[k]));
        if ((rc = lang_to_float(p[k], &bd[k], err))) return rc;
        if (isnan(bd[k]) || (p[k]->kind == V_INT && (p[k]->u.i > ((int64_t)1 << 53) || p[k]->u.i < -((int64_t)1 << 53))))
            return lang_unsupported(err, "clamp() with that bound");
    }
    if (!has[0] && !has[1])
        return lang_py_error(err, "RuntimeError", "torch.clamp: At least one of 'min' or 'max' must not be None");
    const sl_tensor *x = &TV(t)->t;
    sl_dtype dt = x->dtype;
    if (sl_dtype_is_complex(dt)) return lang_unsupported(err, "clamp() of %s tensors", lang_torch_scalar_type_name(dt));
    /* the result type with the scalars: a bool tensor and an int bound give int64, an
     * integer or bool tensor and a float bound the default float32 */
    sl_dtype odt = dt;
    if (!sl_dtype_is_floating(dt) && any_float) odt = SL_FLOAT32;
    else if (dt == SL_BOOL) odt = SL_INT64;
    /* torch 1.13 has no Half kernel for clamp with number bounds (its names, as it
     * spells them); torch 2.2 has */
    if (odt == SL_FLOAT16 && I->ref == SL_REF_DEBIAN12)
        return lang_py_error(err, "RuntimeError", "\"%s\" not implemented for 'Half'",
                             has[0] && has[1] ? "clamp_scalar_cpu" : has[0] ? "clamp_min_cpu" : "clamp_max_scalar_cpu");
    /* min.to<scalar_t>(): c10's checked conversion into the result dtype ("value cannot
     * be converted to type float without overflow"), then the bound in that dtype */
    lang_num bc[2] = {{0}, {0}};
    for (int k = 0; k < 2; k++) {
        if (!has[k]) continue;
        lang_num b = p[k]->kind == V_FLOAT ? (lang_num){.is_float = true, .f = bd[k]} : (lang_num){.i = p[k]->u.i};
        if ((rc = lang_torch_checked_convert(b, p[k]->kind == V_FLOAT ? SL_FLOAT64 : SL_INT64, odt, &bc[k], err)))
            return rc;
        if ((rc = lang_num_cast(b, odt, &bc[k], err))) return rc;
    }
    sl_tensor src = *x;
    if (odt != dt && (rc = sl_torch_clone(x, SL_MF_PRESERVE, &src, err))) return rc;
    bool fl = sl_dtype_is_floating(odt);
    struct clamp_spec spec = {{has[0], has[1]},
                              fl,
                              odt == SL_FLOAT32,
                              fl && has[0] ? bc[0].f : 0,
                              fl && has[1] ? bc[1].f : 0,
                              !fl && has[0] ? bc[0].i : 0,
                              !fl && has[1] ? bc[1].i : 0};
    return lang_torch_unary_map(I, t, &src, odt, clamp_one, &spec, "clamp()", out, err);
}
