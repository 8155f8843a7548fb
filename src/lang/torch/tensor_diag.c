/*
 * tensor_diag.c — torch 1.13's diag / diagflat / diag_embed / trace and
 * Tensor.fill_diagonal_ for the snippet language, with the reference's results, layouts
 * and messages: fresh results through tensor_nonzero.c's helpers, fill_diagonal_ as
 * as_strided + fill_.  Dispatched from lang_torch_nonzero_method (tensor_nonzero.c); the
 * offset check (lang_torch_offset_arg) also serves triu_indices (tensor_triangles.c).
 * Tensor.diagonal (a view) is tensor_objects.c; numpy's fill_diagonal is
 * src/lang/numpy/ndarray_fill_diagonal.c, np.diag ndarray_diag_copyto.c.
 */
#include "lang/python/py.h"
#include "lang/torch/tensor_internal.h"

#include <math.h>
#include <string.h>

#define MAX_WALK ((int64_t)1 << 24) /* elements read one by one (more: refused) */


/* ------------------------------------------------------------ diagonals == */

/* the elements of t (row-major) on diagonal k of a fresh square zero matrix */
static int vector_to_diag(lang_interp *I, lang_value *t, int64_t k, lang_value **out, sl_error *err) {
    lang_num *v;
    int64_t n;
    int rc = lang_torch_read_all(I, t, "diag()", &v, &n, err);
    if (rc) return rc;
    int64_t m = n + (k < 0 ? -k : k), shape[2] = {m, m}, mm;
    if (sl_ovf_mul(m, m, &mm) || mm > MAX_WALK)
        return lang_unsupported(err, "diag() of a matrix of more than 16777216 elements");
    lang_storage *st;
    if ((rc = lang_torch_new_zeros(I, shape, 2, NULL, 0, TV(t)->t.dtype, out, &st, err))) return rc;
    for (int64_t i = 0; i < n; i++) {
        int64_t at[2] = {k >= 0 ? i : i - k, k >= 0 ? i + k : i};
        if ((rc = lang_torch_write_at(I, *out, st, at, v[i], err))) return rc;
    }
    return SL_OK;
}

/* torch.diag(x, diagonal=0): a vector onto the diagonal of a fresh square zero matrix
 * of n + |diagonal| rows, or a matrix's diagonal copied into a fresh vector */
int lang_torch_method_diag(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"diagonal"};
    lang_value *p[1];
    int rc = lang_bind(a, "diag", PN, 1, 0, p, err);
    if (rc) return rc;
    int64_t k = 0;
    if (p[0] && (rc = lang_to_int(p[0], &k, "diagonal", err))) return rc;
    const sl_tensor *x = &TV(t)->t;
    int32_t nd = x->layout.ndim;
    if (nd != 1 && nd != 2) {
        if (x->ref == SL_REF_LESSONS)
            return lang_py_error(err, "RuntimeError", "diag(): Supports 1D or 2D tensors. Got %dD", nd);
        return lang_py_error(err, "RuntimeError", "matrix or a vector expected");
    }
    if (k > ((int64_t)1 << 40) || k < -((int64_t)1 << 40)) return lang_unsupported(err, "diag() with diagonal %lld", (long long)k);
    if (nd == 2) {
        int64_t r = x->layout.size[0], c = x->layout.size[1];
        int64_t len = k >= 0 ? (r < c - k ? r : c - k) : (r + k < c ? r + k : c);
        if (len < 0) return lang_unsupported(err, "diag() of a diagonal outside the matrix");
        lang_value *kv = lv_int(I, k), *d;
        CHECK_ALLOC(kv);
        if ((rc = lang_tensor_method_pos(I, t, "diagonal", &kv, 1, &d, err))) return rc;
        lang_num *v;
        int64_t n;
        if ((rc = lang_torch_read_all(I, d, "diag()", &v, &n, err))) return rc;
        lang_storage *st;
        if ((rc = lang_torch_new_zeros(I, &n, 1, NULL, 0, x->dtype, out, &st, err))) return rc;
        for (int64_t i = 0; i < n; i++)
            if ((rc = lang_torch_write_at(I, *out, st, &i, v[i], err))) return rc;
        return SL_OK;
    }
    return vector_to_diag(I, t, k, out, err);
}

/* an int argument within +-2**40 (offsets; larger ones are refused) */
int lang_torch_offset_arg(const lang_value *v, const char *fname, int64_t *k, sl_error *err) {
    *k = 0;
    if (!v) return SL_OK;
    int rc = lang_to_int(v, k, "offset", err);
    if (rc) return rc;
    if (*k > ((int64_t)1 << 40) || *k < -((int64_t)1 << 40))
        return lang_unsupported(err, "%s() with offset %lld", fname, (long long)*k);
    return SL_OK;
}

/* torch.diagflat(x, offset=0): x flattened onto a diagonal */
int lang_torch_method_diagflat(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"offset"};
    lang_value *p[1];
    int rc = lang_bind(a, "diagflat", PN, 1, 0, p, err);
    if (rc) return rc;
    int64_t k;
    if ((rc = lang_torch_offset_arg(p[0], "diagflat", &k, err))) return rc;
    return vector_to_diag(I, t, k, out, err);
}

/* torch.diag_embed(x, offset=0, dim1=-2, dim2=-1): a fresh contiguous zero tensor of
 * x's shape with its last dim n replaced by two of n + |offset|, x's last dim written on
 * diagonal `offset` of those two */
int lang_torch_method_diag_embed(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"offset", "dim1", "dim2"};
    lang_value *p[3];
    int rc = lang_bind(a, "diag_embed", PN, 3, 0, p, err);
    if (rc) return rc;
    int64_t k, d1 = -2, d2 = -1;
    if ((rc = lang_torch_offset_arg(p[0], "diag_embed", &k, err))) return rc;
    if (p[1] && (rc = lang_to_int(p[1], &d1, "dim1", err))) return rc;
    if (p[2] && (rc = lang_to_int(p[2], &d2, "dim2", err))) return rc;
    const sl_tensor *x = &TV(t)->t;
    int32_t nd = x->layout.ndim;
    if (d1 != -2 || d2 != -1) return lang_unsupported(err, "diag_embed() with dims other than -2, -1");
    if (nd == 0 || nd + 1 > SL_MAX_DIMS) return lang_unsupported(err, "diag_embed() of a %d-dim tensor", (int)nd);
    lang_num *v;
    int64_t n;
    if ((rc = lang_torch_read_all(I, t, "diag_embed()", &v, &n, err))) return rc;
    int64_t last = x->layout.size[nd - 1], m = last + (k < 0 ? -k : k), shape[SL_MAX_DIMS];
    memcpy(shape, x->layout.size, sizeof(int64_t) * (size_t)nd);
    shape[nd - 1] = m;
    shape[nd] = m;
    int64_t total = 1;
    for (int32_t d = 0; d <= nd; d++)
        if (sl_ovf_mul(total, shape[d], &total) || total > MAX_WALK)
            return lang_unsupported(err, "diag_embed() of more than 16777216 elements");
    lang_storage *st;
    if ((rc = lang_torch_new_zeros(I, shape, nd + 1, NULL, 0, x->dtype, out, &st, err))) return rc;
    int64_t idx[SL_MAX_DIMS] = {0}, at[SL_MAX_DIMS];
    for (int64_t e = 0; e < n; e++) {
        int64_t i = idx[nd - 1];
        memcpy(at, idx, sizeof(int64_t) * (size_t)nd);
        at[nd - 1] = k >= 0 ? i : i - k;
        at[nd] = k >= 0 ? i + k : i;
        if ((rc = lang_torch_write_at(I, *out, st, at, v[e], err))) return rc;
        lang_next_index(idx, x->layout.size, nd);
    }
    return SL_OK;
}

/* torch.trace(x) of a matrix: the diagonal summed in torch's CPU accumulator (int64 for
 * integers, the result int64; double for float32 / float64, stored in x's dtype) */
int lang_torch_method_trace(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err) {
    if (a->npos || a->nkw) return lang_unsupported(err, "trace() with arguments");
    const sl_tensor *x = &TV(t)->t;
    if (x->layout.ndim != 2)
        return lang_py_error(err, "RuntimeError", "trace: expected a matrix, but got tensor with dim %d", (int)x->layout.ndim);
    sl_dtype dt = x->dtype;
    bool fl = dt == SL_FLOAT32 || dt == SL_FLOAT64;
    bool in = dt == SL_UINT8 || dt == SL_INT8 || dt == SL_INT16 || dt == SL_INT32 || dt == SL_INT64;
    if (!fl && !in) {
        if (sl_dtype_is_complex(dt)) return lang_unsupported(err, "trace() of complex tensors");
        return lang_py_error(err, "RuntimeError", "\"trace\" not implemented for '%s'", lang_torch_scalar_type_name(dt));
    }
    lang_value *d;
    int rc = lang_tensor_method_pos(I, t, "diagonal", NULL, 0, &d, err);
    if (rc) return rc;
    lang_num *v;
    int64_t n;
    if ((rc = lang_torch_read_all(I, d, "trace()", &v, &n, err))) return rc;
    double fs = 0;
    uint64_t is = 0;
    for (int64_t i = 0; i < n; i++) {
        if (fl) fs += v[i].f;
        else is += (uint64_t)v[i].i;
    }
    lang_storage *st;
    if ((rc = lang_torch_new_zeros(I, NULL, 0, NULL, 0, fl ? dt : SL_INT64, out, &st, err))) return rc;
    lang_num r = fl ? (lang_num){true, 0, fs} : lang_torch_inum((int64_t)is);
    return lang_torch_write_at(I, *out, st, NULL, r, err);
}

/* ------------------------------------------------------------ fill_diagonal_ == */

/* x.fill_diagonal_(fill_value, wrap=False) as torch 1.13 writes it: fill_ of the
 * as_strided view (min(h, w),) with the stride sum from x's offset; with wrap, a matrix
 * taller than width + 1 also gets the view after every width + 1 rows */
int lang_torch_method_fill_diagonal(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"fill_value", "wrap"};
    lang_value *p[2];
    int rc = lang_bind(a, "fill_diagonal_", PN, 2, 1, p, err);
    if (rc) return rc;
    if (p[1] && p[1]->kind != V_BOOL) return lang_unsupported(err, "fill_diagonal_() with wrap given as %s", lv_type_name(p[1]));
    bool wrap = p[1] && p[1]->u.b;
    const sl_layout *x = &TV(t)->t.layout;
    int32_t nd = x->ndim;
    if (nd < 2) return lang_py_error(err, "RuntimeError", "dimensions must larger than 1");
    int64_t h = x->size[0], w = x->size[1];
    if (nd > 2)
        for (int32_t d = 1; d < nd; d++)
            if (x->size[d] != h) return lang_py_error(err, "RuntimeError", "all dimensions of input must be of equal length");
    int64_t stride = 0, numel;
    for (int32_t d = 0; d < nd; d++)
        if (sl_ovf_add(stride, x->stride[d], &stride)) return lang_unsupported(err, "fill_diagonal_() stride overflow");
    if ((rc = sl_layout_numel(x, &numel, err))) return rc;
    int64_t size = h < w ? h : w;
    int64_t views[2][2] = {{size, x->offset}, {0, 0}};
    int nviews = 1;
    if (wrap && nd == 2 && h > w + 1) {
        int64_t step = w + 1;
        views[1][0] = (numel + step - 1) / step - size;
        if (sl_ovf_mul(x->stride[0], w + 1, &views[1][1]) || sl_ovf_add(views[1][1], x->offset, &views[1][1]))
            return lang_unsupported(err, "fill_diagonal_() offset overflow");
        nviews = 2;
    }
    for (int v = 0; v < nviews; v++) {
        lang_value *args[3], *dv, *ignored;
        args[0] = lv_ints(I, V_TUPLE, &views[v][0], 1);
        args[1] = lv_ints(I, V_TUPLE, &stride, 1);
        args[2] = lv_int(I, views[v][1]);
        CHECK_ALLOC(args[0] && args[1] && args[2] ? args[2] : NULL);
        if ((rc = lang_tensor_method_pos(I, t, "as_strided", args, 3, &dv, err))) return rc;
        if ((rc = lang_tensor_method_pos(I, dv, "fill_", &p[0], 1, &ignored, err))) return rc;
    }
    *out = t;
    return SL_OK;
}
