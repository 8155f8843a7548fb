/*
 * ndarray_fill_diagonal.c — np.fill_diagonal (numpy 1.24, wrap=) for the snippet
 * language, written as numpy writes it: a.flat[:end:step] = val, views too.  Dispatched
 * from lang_np_iterators_func (ndarray_iterators.c); torch's fill_diagonal_ is
 * src/lang/torch/tensor_diag.c, np.diag ndarray_diag_copyto.c.
 */
#include "lang/python/py.h"
#include "lang/numpy/ndarray_internal.h"

#include <string.h>


/* np.fill_diagonal(a, val, wrap=False) as numpy writes it: a.flat[:end:step] = val with
 * step 1 + sum of cumprod(shape[:-1]) and end = shape[1]**2 (2-d without wrap) */
int lang_np_fill_diagonal(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"a", "val", "wrap"};
    lang_value *p[3];
    int rc = lang_bind(a, "fill_diagonal", PN, 3, 2, p, err);
    if (rc) return rc;
    if ((rc = lang_np_want_array(p[0], "fill_diagonal", err))) return rc;
    if (p[2] && p[2]->kind != V_BOOL) return lang_unsupported(err, "numpy.fill_diagonal() with wrap given as %s", lv_type_name(p[2]));
    bool wrap = p[2] && p[2]->u.b;
    const sl_array *x = &AV(p[0])->a;
    if (x->ndim < 2) return lang_py_error(err, "ValueError", "array must be at least 2-d");
    int64_t step = 1, end = -1, acc = 1;
    if (x->ndim == 2) {
        step = x->shape[1] + 1;
        if (!wrap && sl_ovf_mul(x->shape[1], x->shape[1], &end)) return lang_unsupported(err, "numpy.fill_diagonal() end overflow");
    } else {
        for (int32_t d = 1; d < x->ndim; d++)
            if (x->shape[d] != x->shape[0]) return lang_py_error(err, "ValueError", "All dimensions of input must be of equal length");
        for (int32_t d = 0; d + 1 < x->ndim; d++) {
            if (sl_ovf_mul(acc, x->shape[d], &acc) || sl_ovf_add(step, acc, &step))
                return lang_unsupported(err, "numpy.fill_diagonal() step overflow");
        }
    }
    if (p[1]->kind != V_INT && p[1]->kind != V_FLOAT && p[1]->kind != V_BOOL && p[1]->kind != V_LIST &&
        p[1]->kind != V_TUPLE && p[1]->kind != V_ARRAY)
        return lang_unsupported(err, "numpy.fill_diagonal() with a %s value", lv_type_name(p[1]));
    lang_value *flat, *sl = lv_new(I, V_SLICE);
    CHECK_ALLOC(sl);
    sl->u.slice.start = lv_none(I);
    sl->u.slice.stop = end < 0 ? lv_none(I) : lv_int(I, end);
    sl->u.slice.step = lv_int(I, step);
    CHECK_ALLOC(sl->u.slice.start && sl->u.slice.stop && sl->u.slice.step ? sl : NULL);
    if ((rc = lang_getattr(I, p[0], "flat", &flat, err))) return rc;
    if ((rc = lang_np_flat_set(I, flat, sl, p[1], err))) return rc;
    *out = lv_none(I);
    return SL_OK;
}
