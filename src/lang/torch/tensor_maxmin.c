/*
 * tensor_maxmin.c — t.max(dim) / t.min(dim) (and torch.max / torch.min with a dim): a
 * 2-tuple printed as torch.return_types.max(values=..., indices=...): values and int64
 * indices, contiguous, the first extreme along the dim (NaN counts as the extreme: the
 * first NaN).
 */
#include "lang/python/py.h"
#include "lang/numpy/ndarray.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lang/torch/tensor_internal.h"

/* ------------------------------------------------------------ max / min (dim) == */

int lang_torch_minmax_dim(lang_interp *I, lang_value *t, bool is_max, lang_value *dimv, bool keepdim, lang_value **out,
                          sl_error *err) {
    const sl_tensor *x = &TV(t)->t;
    const char *name = is_max ? "max" : "min";
    if (dimv->kind == V_TENSOR) return lang_unsupported(err, "torch.%s of two tensors (elementwise)", name);
    lang_value *dp = lang_np_scalar_py(I, dimv, err);
    if (!dp) return err->code;
    if (dp->kind != V_INT) return lang_unsupported(err, "%s() with dim given as %s", name, lv_type_name(dp));
    if (sl_dtype_is_complex(x->dtype)) return lang_unsupported(err, "%s() of complex tensors", name);
    int32_t nd = x->layout.ndim;
    int64_t dim;
    int rc = sl_wrap_dim(dp->u.i, nd, true, &dim, err);
    if (rc) return rc;
    if (nd > 0 && x->layout.size[dim] == 0)
        return lang_py_error(err, "IndexError", "%s(): Expected reduction dim %lld to have non-zero size.", name, (long long)dim);
    int64_t shape[SL_MAX_DIMS];
    int32_t rn = 0;
    for (int32_t d = 0; d < nd; d++) {
        if (d == dim) {
            if (keepdim) shape[rn++] = 1;
        } else {
            shape[rn++] = x->layout.size[d];
        }
    }
    sl_tensor rv, ri;
    if ((rc = sl_torch_empty_ref(shape, rn, x->dtype, SL_MF_CONTIGUOUS, I->ref, &rv, err))) return rc;
    if ((rc = sl_torch_empty_ref(shape, rn, SL_INT64, SL_MF_CONTIGUOUS, I->ref, &ri, err))) return rc;
    rv.alias = ri.alias = SL_ALIAS_NEW;
    lang_value *vv, *iv;
    lang_storage *vst = NULL, *ist = NULL;
    if ((rc = lang_torch_new_result(I, &rv, &vv, &vst, err))) return rc;
    if ((rc = lang_torch_new_result(I, &ri, &iv, &ist, err))) return rc;
    if (vst->poison || ist->poison) return lang_unsupported(err, "%s", vst->poison ? vst->poison : ist->poison);
    int64_t total = tensor_numel_of(shape, rn);
    int64_t len = nd > 0 ? x->layout.size[dim] : 1;
    if (total > MAX_WALK / len) return lang_unsupported(err, "%s() over more than 16777216 elements", name);
    lang_lview xv, vlv, ilv;
    lang_lview_of_tensor(x, &xv);
    lang_lview_of_tensor(&rv, &vlv);
    lang_lview_of_tensor(&ri, &ilv);
    int64_t opos[SL_MAX_DIMS] = {0};
    bool fl = sl_dtype_is_floating(x->dtype);
    for (int64_t e = 0; e < total; e++) {
        int64_t xi[SL_MAX_DIMS];
        int32_t q = 0;
        for (int32_t d = 0; d < nd; d++) {
            if (d == dim) {
                xi[d] = 0;
                if (keepdim) q++;
            } else {
                xi[d] = opos[q++];
            }
        }
        lang_num best;
        int64_t bi = 0;
        if ((rc = lang_read(I, TV(t)->st, &xv, xi, &best, err))) return rc;
        for (int64_t k = 0; k < len; k++) {
            if (nd > 0) xi[dim] = k;
            lang_num a;
            if ((rc = lang_read(I, TV(t)->st, &xv, xi, &a, err))) return rc;
            bool take;
            if (fl) {
                take = is_max ? !(a.f <= best.f) : !(a.f >= best.f);
            } else {
                take = is_max ? !(a.i <= best.i) : !(a.i >= best.i);
            }
            if (take) {
                best = a;
                bi = k;
                if (fl && isnan(a.f)) break;
            }
        }
        lang_num ix = {.is_float = false, .i = bi, .f = (double)bi};
        if ((rc = lang_write(I, vst, &vlv, opos, best, err))) return rc;
        if ((rc = lang_write(I, ist, &ilv, opos, ix, err))) return rc;
        lang_next_index(opos, shape, rn);
    }
    lang_value *tup = lv_seq(I, V_TUPLE, 2);
    CHECK_ALLOC(tup);
    tup->u.seq.v[0] = vv;
    tup->u.seq.v[1] = iv;
    tup->pytype = name;
    *out = tup;
    return SL_OK;
}

/* torch.return_types.max(\nvalues=...,\nindices=...) */
int lang_torch_rtype_repr(lang_interp *I, const lang_value *v, sl_strbuf *sb, sl_error *err) {
    static const char *const FIELDS[] = {"values", "indices"};
    sl_sb_printf(sb, "torch.return_types.%s(\n", v->pytype);
    for (int64_t i = 0; i < v->u.seq.n && i < 2; i++) {
        sl_sb_printf(sb, "%s=", FIELDS[i]);
        int rc = lv_repr(I, v->u.seq.v[i], sb, err);
        if (rc) return rc;
        if (i == 0) sl_sb_printf(sb, ",\n");
    }
    sl_sb_printf(sb, ")");
    return SL_OK;
}

int lang_torch_rtype_getattr(lang_interp *I, lang_value *v, const char *name, lang_value **out, sl_error *err) {
    (void)I;
    if (!strcmp(name, "values")) *out = v->u.seq.v[0];
    else if (!strcmp(name, "indices")) *out = v->u.seq.v[1];
    else return lang_unsupported(err, "attribute %s of torch.return_types.%s", name, v->pytype);
    return SL_OK;
}
