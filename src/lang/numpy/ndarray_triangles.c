/*
 * ndarray_triangles.c — np.tril / np.triu for the snippet language (numpy 1.24
 * semantics): numpy's result is where(tri mask, m, 0), laid out in the iterator's K order
 * over the mask and m.  Also the numpy dispatcher of this family (lang_np_triangles_func: tril /
 * triu here, np.einsum in ndarray_einsum.c).  torch's tril / triu are
 * src/lang/torch/tensor_triangles.c; the triangle test (lang_torch_tri_keep) and the size
 * product (lang_torch_fold) both use are src/lang/arrays/arr_num_shape.c.
 */
#include "lang/python/py.h"
#include "lang/numpy/ndarray_internal.h"
#include "lang/arrays/arr_internal.h"

#include <string.h>

/* np.tril / np.triu: where(tri(*m.shape[-2:], k, bool), m, zeros(1, m.dtype)) */
static int np_tri(lang_interp *I, const char *fname, const lang_args *args, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"m", "k"};
    lang_value *p[2];
    int rc = lang_bind(args, fname, PN, 2, 1, p, err);
    if (rc) return rc;
    if (p[0]->kind != V_ARRAY) return lang_unsupported(err, "np.%s() of a %s", fname, lv_type_name(p[0]));
    int64_t k = 0;
    if (p[1]) {
        if (p[1]->kind != V_INT) return lang_unsupported(err, "np.%s() k of type %s", fname, lv_type_name(p[1]));
        k = p[1]->u.i;
    }
    const sl_array *m = &lang_av(p[0])->a;
    if (m->ndim == 0) return lang_py_error(err, "TypeError", "tri() missing 1 required positional argument: 'N'");
    if (sl_dtype_is_complex(m->dtype) || m->dtype == SL_FLOAT16)
        return lang_unsupported(err, "np.%s() of %s arrays", fname, sl_dtype_numpy_name(m->dtype));
    /* the broadcast operands: a 1-d m is one row repeated down an (n, n) mask */
    sl_array ops[2];
    memset(ops, 0, sizeof ops);
    int32_t nd = m->ndim == 1 ? 2 : m->ndim;
    int64_t R = m->ndim == 1 ? m->shape[0] : m->shape[nd - 2], C = m->shape[m->ndim - 1];
    for (int q = 0; q < 2; q++) ops[q].ndim = nd;
    for (int32_t d = 0; d < nd; d++) {
        int64_t sz = m->ndim == 1 ? (d == 0 ? R : C) : m->shape[d];
        ops[0].shape[d] = ops[1].shape[d] = sz;
        ops[0].strides[d] = d == nd - 1 ? 1 : d == nd - 2 ? C : 0;
        ops[1].strides[d] = m->ndim == 1 ? (d == 0 ? 0 : m->strides[0]) : m->strides[d];
        for (int q = 0; q < 2; q++)
            if (sz == 1) ops[q].strides[d] = 0;
    }
    int64_t total;
    if ((rc = lang_torch_fold(ops[0].shape, nd, &total, err))) return rc;
    int32_t perm[SL_MAX_DIMS];
    lang_np_iter_perm(ops, 2, perm);
    sl_array r;
    if ((rc = sl_np_empty_ref(ops[0].shape, nd, m->dtype, 'C', lang_np_ref(I), &r, err))) return rc;
    /* dense strides innermost first; an empty output gets all-zero strides */
    int64_t acc = total ? r.itemsize : 0;
    for (int32_t q = 0; q < nd; q++) {
        r.strides[nd - 1 - perm[q]] = acc;
        acc *= r.shape[nd - 1 - perm[q]];
    }
    sl_np_refresh_flags(&r);
    lang_storage *st = lang_storage_new(I, r.buffer_bytes, r.dtype, true);
    CHECK_ALLOC(st);
    st->fill = LF_ZERO;
    *out = lang_np_array_value(I, &r, st, NULL);
    CHECK_ALLOC(*out);
    lang_lview mv, rv;
    lang_lview_of_array(m, &mv);
    lang_lview_of_array(&r, &rv);
    if (m->ndim == 1) {
        mv.ndim = 2;
        mv.shape[1] = mv.shape[0];
        mv.stride_bytes[1] = mv.stride_bytes[0];
        mv.shape[0] = R;
        mv.stride_bytes[0] = 0;
    }
    bool lower = fname[3] == 'l';
    int64_t idx[SL_MAX_DIMS] = {0};
    for (int64_t e = 0; e < total; e++) {
        if (lang_torch_tri_keep(lower, idx[nd - 2], idx[nd - 1], k)) {
            lang_num z;
            if ((rc = lang_read(I, lang_av(p[0])->st, &mv, idx, &z, err))) return rc;
            if ((rc = lang_write(I, st, &rv, idx, z, err))) return rc;
        }
        lang_next_index(idx, ops[0].shape, nd);
    }
    return SL_OK;
}

int lang_np_triangles_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    if (!strcmp(name, "tril") || !strcmp(name, "triu")) {
        return np_tri(I, name, a, out, err);
    }
    if (!strcmp(name, "einsum")) return lang_np_einsum(I, a, out, err);
    return LANG_NOT_MINE;
}
