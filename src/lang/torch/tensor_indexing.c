/*
 * tensor_indexing.c — t[...] of tensors, get and set: basic indexing through the engine
 * (sl_torch_index_ex), writes through the indexed view.
 *
 * Integer-array and boolean-mask indices are tensor_adv_index.c.
 */
#include "lang/python/py.h"
#include "lang/numpy/ndarray.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lang/torch/tensor_internal.h"

/* ------------------------------------------------------------ indexing == */

static int index_items(lang_interp *I, lang_value *idx, sl_index_item *items, int32_t *n,
                       sl_error *err) {
    int64_t cnt = idx->kind == V_TUPLE ? idx->u.seq.n : 1;
    if (cnt > 2 * SL_MAX_DIMS) return lang_unsupported(err, "an index with %lld items", (long long)cnt);
    for (int64_t i = 0; i < cnt; i++) {
        lang_value *v = idx->kind == V_TUPLE ? idx->u.seq.v[i] : idx;
        if (!(v = lang_np_scalar_py(I, v, err))) return err->code;
        sl_index_item *it = &items[i];
        int src = lang_slice_index_args(I, &v, err); /* x[t:], t a one-element integer tensor */
        if (src) return src;
        int basic = lang_basic_index_item(v, false, it, err);
        if (basic < 0) return basic;
        if (basic) continue;
        switch (v->kind) {
        case V_TENSOR:
            if (TV(v)->t.layout.ndim == 0 && sl_dtype_is_integral(TV(v)->t.dtype, false)) {
                lang_num x;
                int64_t z[1] = {0};
                int rc = tensor_read_at(I, v, z, &x, err);
                if (rc) return rc;
                it->kind = SL_IDX_INT_TENSOR0;
                it->value = x.i;
                break;
            }
            return lang_unsupported(err, "advanced indexing with a tensor");
        case V_LIST:
            return lang_unsupported(err, "advanced indexing with a list");
        default:
            it->kind = SL_IDX_INVALID;
            it->type_name = lv_type_name(v);
        }
    }
    *n = (int32_t)cnt;
    return SL_OK;
}

int lang_tensor_subscript(lang_interp *I, lang_value *t, lang_value *idx, lang_value **out,
                          sl_error *err) {
    /* lists, ranges, masks and index tensors: torch's index (tensor_adv_index.c) */
    if (lang_torch_adv_index(idx)) return lang_torch_adv_get(I, t, idx, out, err);
    sl_index_item items[2 * SL_MAX_DIMS];
    int32_t n = 0;
    int rc = index_items(I, idx, items, &n, err);
    if (rc) return rc;
    sl_tensor r;
    if ((rc = sl_torch_index_ex(&TV(t)->t, items, n, idx->kind == V_TUPLE, &r, err))) return rc;
    return tensor_wrap(I, rc, &r, t, out, err);
}

int lang_tensor_setitem(lang_interp *I, lang_value *t, lang_value *idx, lang_value *v,
                        sl_error *err) {
    lang_value *view, *res;
    /* valueToTensor comes before anything about the index; of numpy scalars it takes the
     * integers and float64 (a Python float) only */
    if (v->kind == V_ARRAY && lang_np_scalar(v)) {
        sl_dtype sd = lang_av(v)->a.dtype;
        if (sl_dtype_is_complex(sd)) return lang_unsupported(err, "assigning a numpy complex scalar to a tensor");
        if (!sl_dtype_is_integral(sd, false) && sd != SL_FLOAT64)
            return lang_py_error(err, "TypeError", "can't assign a numpy.%s to a torch.%sTensor", lv_type_name(v),
                                 lang_torch_scalar_type_name(TV(t)->t.dtype));
    }
    lang_value *pvv = lang_np_scalar_py(I, v, err);
    if (!pvv) return err->code;
    if (pvv->kind == V_LIST || pvv->kind == V_TUPLE || pvv->kind == V_NONE || pvv->kind == V_STR ||
        pvv->kind == V_ARRAY)
        return lang_py_error(err, "TypeError", "can't assign a %s%s to a torch.%sTensor",
                             pvv->kind == V_TUPLE && pvv->pytype ? "torch.return_types." :
                             pvv->kind == V_ARRAY ? "numpy." : "", lv_type_name(pvv),
                             lang_torch_scalar_type_name(TV(t)->t.dtype));
    if (pvv->kind == V_INT || pvv->kind == V_BOOL || pvv->kind == V_FLOAT) {
        /* scalarToTensor fills a tensor of t's dtype: c10's overflow check */
        lang_num n = {.is_float = pvv->kind == V_FLOAT}, conv;
        n.i = pvv->kind == V_INT ? pvv->u.i : pvv->kind == V_BOOL ? pvv->u.b : 0;
        n.f = pvv->kind == V_FLOAT ? pvv->u.f : (double)n.i;
        sl_dtype from = pvv->kind == V_INT ? SL_INT64 : pvv->kind == V_BOOL ? SL_BOOL : SL_FLOAT64;
        if (!sl_dtype_is_complex(TV(t)->t.dtype)) {
            int crc = lang_torch_checked_convert(n, from, TV(t)->t.dtype, &conv, err);
            if (crc == SL_ERR_PY) return crc;
            sl_error_clear(err);
        }
    }
    /* index_put_: advanced indices, and True/False inside a tuple (a long index there) */
    bool tuple_bool = false;
    for (int64_t i = 0; idx->kind == V_TUPLE && i < idx->u.seq.n; i++)
        if (idx->u.seq.v[i]->kind == V_BOOL) tuple_bool = true;
    if (tuple_bool || lang_torch_adv_index(idx)) return lang_torch_adv_set(I, t, idx, v, err);
    int rc;
    if (idx->kind == V_BOOL) {
        /* torch: x[False] = v does nothing; x[True] = v writes through x.unsqueeze(0) */
        if (!idx->u.b) return SL_OK;
        sl_tensor u;
        if ((rc = sl_torch_unsqueeze(&TV(t)->t, 0, &u, err))) return rc;
        view = lang_wrap_tensor(I, &u, NULL, t);
        CHECK_ALLOC(view);
    } else if (TV(t)->t.layout.ndim == 0 && idx->kind == V_SLICE &&
               (idx->u.slice.start->kind == V_NONE || (idx->u.slice.start->kind == V_INT && idx->u.slice.start->u.i == 0)) &&
               idx->u.slice.stop->kind == V_INT && idx->u.slice.stop->u.i == 0 &&
               (idx->u.slice.step->kind == V_NONE || (idx->u.slice.step->kind == V_INT && idx->u.slice.step->u.i == 1))) {
        /* torch 1.13's set_item skips the slice when start == 0, step == 1 and stop equals
         * the dim's length, which it reads past the end of a 0-dim tensor's (empty) sizes:
         * the slot there holds 0, so x[:0] = v and x[0:0] = v write all of a 0-dim x (any
         * other slice raises slice()'s error, as reading x[:0] does) */
        view = t;
    } else if ((rc = lang_tensor_subscript(I, t, idx, &view, err))) {
        return rc;
    }
    if (v->kind == V_TENSOR) {
        /* copy_to: equal sizes copy_, a 0-dim value fill_, else the value with its
         * leading 1-dims dropped (slicePrefix1sSize) expanded to the target, then copy_ */
        const sl_tensor *vt = &TV(v)->t, *dt = &TV(view)->t;
        bool same = vt->layout.ndim == dt->layout.ndim &&
                    !memcmp(vt->layout.size, dt->layout.size, (size_t)vt->layout.ndim * sizeof(int64_t));
        if (same) return tensor_inplace(I, view, W_COPY, v, &res, err);
        if (vt->layout.ndim == 0) {
            if ((rc = lang_torch_fill_tensor_check(&TV(view)->t, err))) return rc;
            return tensor_inplace(I, view, W_FILL, v, &res, err);
        }
        int32_t drop = 0;
        while (drop < vt->layout.ndim && vt->layout.size[drop] == 1) drop++;
        sl_tensor s, e;
        if ((rc = sl_torch_view(vt, vt->layout.size + drop, vt->layout.ndim - drop, &s, err))) return rc;
        if ((rc = sl_torch_expand(&s, dt->layout.size, dt->layout.ndim, &e, err))) return rc;
        e.alias = SL_ALIAS_VIEW;
        v = lang_wrap_tensor(I, &e, NULL, v);
        CHECK_ALLOC(v);
        return tensor_inplace(I, view, W_COPY, v, &res, err);
    }
    /* a Python number: torch 1.13 fills (no overlap check); torch 2.x makes it a 0-dim
     * tensor and fills with that, which copy_()s (lang_torch_fill_tensor_check) */
    if ((rc = lang_torch_fill_tensor_check(&TV(view)->t, err))) return rc;
    return tensor_inplace(I, view, W_FILL, pvv, &res, err);
}
