/*
 * tensor_hvstack.c — torch 1.13's torch.hstack / torch.vstack for the snippet language:
 * hstack / vstack are atleast_1d / atleast_2d then cat.  Dispatched from tensor_topk.c;
 * torch.cat / stack are tensor_ops.c, torch.dstack tensor_compose.c, numpy's stacks
 * src/lang/numpy/ndarray_reorder.c.
 */
#include "lang/python/py.h"
#include "lang/torch/tensor_internal.h"

#include <math.h>
#include <stdlib.h>


/* ------------------------------------------------------------ hstack / vstack == */

int lang_torch_hvstack(lang_interp *I, bool v, const lang_args *a, lang_value **out, sl_error *err) {
    const char *fname = v ? "vstack" : "hstack";
    if (a->npos != 1 || a->nkw) return lang_unsupported(err, "torch.%s() arguments", fname);
    lang_value *seq = a->pos[0];
    if (seq->kind != V_LIST && seq->kind != V_TUPLE)
        return lang_unsupported(err, "torch.%s() of a %s", fname, lv_type_name(seq));
    if (seq->pytype) return lang_unsupported(err, "torch.%s() of an iterator", fname);
    int64_t n = seq->u.seq.n;
    if (n == 0) return lang_py_error(err, "RuntimeError", "%s expects a non-empty TensorList", fname);
    lang_value *l = lv_seq(I, V_LIST, n);
    CHECK_ALLOC(l);
    int rc;
    for (int64_t k = 0; k < n; k++) {
        lang_value *e = seq->u.seq.v[k];
        if (e->kind != V_TENSOR) return lang_unsupported(err, "torch.%s() of a %s", fname, lv_type_name(e));
        int32_t nd = TV(e)->t.layout.ndim;
        if (nd == 0 || (v && nd == 1)) {
            int64_t shp[2] = {1, nd ? TV(e)->t.layout.size[0] : 1};
            lang_value *sz = v ? lv_ints(I, V_TUPLE, shp, 2) : lv_ints(I, V_TUPLE, shp, 1);
            CHECK_ALLOC(sz);
            if (nd == 1) {
                lang_value *z = lv_int(I, 0);
                CHECK_ALLOC(z);
                if ((rc = lang_torch_call_args(I, e, "unsqueeze", &z, 1, NULL, NULL, 0, &e, err))) return rc;
            } else if ((rc = lang_torch_call_args(I, e, "reshape", &sz, 1, NULL, NULL, 0, &e, err))) {
                return rc;
            }
        }
        l->u.seq.v[k] = e;
    }
    int64_t dim = (!v && TV(l->u.seq.v[0])->t.layout.ndim != 1) ? 1 : 0;
    lang_value *dv = lv_int(I, dim);
    CHECK_ALLOC(dv);
    lang_value *pos[2] = {l, dv};
    return lang_torch_call_args(I, NULL, "torch.cat", pos, 2, NULL, NULL, 0, out, err);
}
