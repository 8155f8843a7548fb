/*
 * ndarray_count_nonzero.c — np.count_nonzero (numpy 1.24, axis=, keepdims=) for the snippet
 * language: a Python int, or (a != 0).sum(axis) as int64.  Dispatched from
 * lang_np_iterators_func (ndarray_iterators.c); np.nonzero / argwhere / flatnonzero are
 * ndarray_reorder.c, torch's count_nonzero src/lang/torch/tensor_nonzero.c; the x != 0
 * test both use (lang_torch_num_nonzero) is src/lang/arrays/arr_num_shape.c.
 */
#include "lang/python/py.h"
#include "lang/numpy/ndarray_internal.h"
#include "lang/arrays/arr_internal.h"

#include <string.h>

/* np.count_nonzero(a, axis=None, keepdims=False): a Python int, or (a != 0).sum(axis, keepdims) (int64) */
int lang_np_count_nonzero(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"a", "axis", "keepdims"};
    lang_value *p[3];
    int rc = lang_bind(a, "count_nonzero", PN, 3, 1, p, err);
    if (rc) return rc;
    if ((rc = lang_np_want_array(p[0], "count_nonzero", err))) return rc;
    bool keep = false;
    if (p[2] && (rc = lang_truth(I, p[2], &keep, err))) return rc;
    if ((p[1] && p[1]->kind != V_NONE) || keep) {
        /* numpy: a.astype(bool).sum(axis=axis, dtype=np.intp, keepdims=keepdims) */
        lang_value *zero = lv_int(I, 0), *ne;
        CHECK_ALLOC(zero);
        if ((rc = lang_np_compare(I, OP_NE, p[0], zero, &ne, err))) return rc;
        lang_args b;
        memset(&b, 0, sizeof b);
        const char *kn[2] = {"axis", "keepdims"};
        lang_value *kv[2] = {p[1] ? p[1] : lv_none(I), lv_bool(I, keep)};
        CHECK_ALLOC(kv[0]);
        CHECK_ALLOC(kv[1]);
        b.kwnames = kn;
        b.kw = kv;
        b.nkw = 2;
        return lang_np_method(I, ne, "sum", &b, out, err);
    }
    lang_num *v;
    int64_t n, cnt = 0;
    if ((rc = lang_np_read_array(I, p[0], "numpy.count_nonzero()", &v, &n, err))) return rc;
    for (int64_t k = 0; k < n; k++) cnt += lang_torch_num_nonzero(v[k]);
    *out = lv_int(I, cnt);
    CHECK_ALLOC(*out);
    return SL_OK;
}
