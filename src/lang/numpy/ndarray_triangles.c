/*
 * ndarray_triangles.c — np.tril / np.triu for the snippet language (numpy 1.24
 * semantics): numpy's result is where(tri mask, m, 0), laid out in the iterator's K order
 * over the mask and m; np.tril_indices / triu_indices (and their _from forms), the
 * positions of such a mask, and np.diag_indices_from.  Also the numpy dispatcher of this family (lang_np_triangles_func: tril /
 * triu here, np.einsum in ndarray_einsum.c).  torch's tril / triu are
 * src/lang/torch/tensor_triangles.c; the triangle test (lang_torch_tri_keep) and the size
 * product (lang_torch_fold) both use are src/lang/arrays/arr_num_shape.c.
 */
#include "lang/python/py.h"
#include "lang/numpy/ndarray_internal.h"
#include "lang/arrays/arr_internal.h"

#include <stdint.h>
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

/* np.tril_indices(n, k=0, m=None) / np.triu_indices and their _from(arr, k=0) forms:
 * numpy's broadcast_to(inds, tri.shape)[tri] for the row and column indices of the mask
 * tri(n, m, k) (triu: ~tri(n, m, k - 1)), that is the (i, j) with j - i <= k (triu: >= k)
 * in row-major order, as two fresh int64 arrays (boolean indexing makes owners) */
static int np_tri_indices(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    bool upper = name[3] == 'u', from = strstr(name, "_from") != NULL;
    lang_value *p[3] = {NULL, NULL, NULL};
    int64_t n, m, k = 0;
    int rc;
    if (from) {
        static const char *const PN[] = {"arr", "k"};
        if ((rc = lang_bind(a, name, PN, 2, 1, p, err))) return rc;
        if (p[0]->kind != V_ARRAY) return lang_unsupported(err, "numpy.%s() of a %s", name, lv_type_name(p[0]));
        const sl_array *x = &lang_av(p[0])->a;
        if (x->ndim != 2) return lang_py_error(err, "ValueError", "input array must be 2-d");
        n = x->shape[0];
        m = x->shape[1];
    } else {
        static const char *const PN[] = {"n", "k", "m"};
        if ((rc = lang_bind(a, name, PN, 3, 1, p, err))) return rc;
        if (p[0]->kind != V_INT || (p[2] && p[2]->kind != V_INT && p[2]->kind != V_NONE))
            return lang_unsupported(err, "numpy.%s() of a %s", name, lv_type_name(p[0]->kind != V_INT ? p[0] : p[2]));
        n = p[0]->u.i;
        m = p[2] && p[2]->kind == V_INT ? p[2]->u.i : n;
    }
    lang_value *kv = p[1];
    if (kv && kv->kind != V_INT) return lang_unsupported(err, "numpy.%s() k of type %s", name, lv_type_name(kv));
    if (kv) k = kv->u.i;
    /* np.tri: greater_equal.outer(arange(n), arange(-k, m - k)): a negative size is empty */
    if (n < 0) n = 0;
    if (m < 0) m = 0;
    if (m && n > (1 << 24) / m) return lang_unsupported(err, "numpy.%s() of more than 2**24 positions", name);
    if (k > INT64_MAX / 4 || k < INT64_MIN / 4) return lang_unsupported(err, "numpy.%s() k beyond 2**61", name);
    int64_t cnt = 0;
    for (int64_t i = 0; i < n; i++)
        for (int64_t j = 0; j < m; j++) cnt += upper ? j - i >= k : j - i <= k;
    lang_value *rows, *cols;
    if ((rc = ndarray_new_zeros(I, &cnt, 1, SL_INT64, &rows, err)) ||
        (rc = ndarray_new_zeros(I, &cnt, 1, SL_INT64, &cols, err)))
        return rc;
    lang_lview lr, lc;
    lang_lview_of_array(&lang_av(rows)->a, &lr);
    lang_lview_of_array(&lang_av(cols)->a, &lc);
    if ((rc = lang_before_write(I, err))) return rc;
    int64_t at[1] = {0};
    for (int64_t i = 0; i < n; i++)
        for (int64_t j = 0; j < m; j++) {
            if (!(upper ? j - i >= k : j - i <= k)) continue;
            lang_num vi = {.i = i}, vj = {.i = j};
            if ((rc = lang_write(I, lang_av(rows)->st, &lr, at, vi, err)) ||
                (rc = lang_write(I, lang_av(cols)->st, &lc, at, vj, err)))
                return rc;
            at[0]++;
        }
    lang_value *t = lv_seq(I, V_TUPLE, 2);
    CHECK_ALLOC(t);
    t->u.seq.v[0] = rows;
    t->u.seq.v[1] = cols;
    *out = t;
    return SL_OK;
}

/* np.diag_indices_from(arr): diag_indices(arr.shape[0], arr.ndim) after numpy's checks */
static int np_diag_indices_from(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"arr"};
    lang_value *p[1];
    int rc = lang_bind(a, "diag_indices_from", PN, 1, 1, p, err);
    if (rc) return rc;
    if (p[0]->kind != V_ARRAY) return lang_unsupported(err, "numpy.diag_indices_from() of a %s", lv_type_name(p[0]));
    const sl_array *x = &lang_av(p[0])->a;
    if (x->ndim < 2) return lang_py_error(err, "ValueError", "input array must be at least 2-d");
    for (int32_t d = 1; d < x->ndim; d++)
        if (x->shape[d] != x->shape[0]) return lang_py_error(err, "ValueError", "All dimensions of input must be of equal length");
    lang_value *args[2] = {lv_int(I, x->shape[0]), lv_int(I, x->ndim)};
    CHECK_ALLOC(args[0]);
    CHECK_ALLOC(args[1]);
    lang_args b = {args, 2, NULL, NULL, 0};
    return lang_np_func(I, "diag_indices", &b, out, err);
}

int lang_np_triangles_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    if (!strcmp(name, "tril") || !strcmp(name, "triu")) {
        return np_tri(I, name, a, out, err);
    }
    if (!strncmp(name, "tril_indices", 12) || !strncmp(name, "triu_indices", 12)) return np_tri_indices(I, name, a, out, err);
    if (!strcmp(name, "diag_indices_from")) return np_diag_indices_from(I, a, out, err);
    if (!strcmp(name, "einsum")) return lang_np_einsum(I, a, out, err);
    return LANG_NOT_MINE;
}
