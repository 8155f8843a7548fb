/*
 * tensor_triangles.c — torch tril / triu (also tril_ / triu_, diagonal=) and
 * torch.triu_indices / tril_indices for the snippet language (torch 1.13 semantics):
 * torch's tril / triu result is always contiguous, the indices a contiguous (2, n) int64
 * tensor.  tril / triu are dispatched from tensor_matmul.c, the indices from
 * lang_torch_nonzero_func (tensor_nonzero.c); the triangle test (lang_torch_tri_keep) is
 * shared with numpy's tril / triu in src/lang/numpy/ndarray_triangles.c.
 */
#include "lang/python/py.h"
#include "lang/arrays/arr_internal.h"
#include "lang/torch/tensor_internal.h"

#define MAX_WALK ((int64_t)1 << 24) /* elements read one by one (more: refused) */


/* ------------------------------------------------------------ tril / triu == */

int lang_torch_tri_diag(const char *fname, int pos, lang_value *v, int64_t *k, sl_error *err) {
    if (!v) return SL_OK;
    if (v->kind == V_INT) {
        *k = v->u.i;
        return SL_OK;
    }
    if (v->kind == V_BOOL || v->kind == V_FLOAT || v->kind == V_STR || v->kind == V_NONE)
        return lang_py_error(err, "TypeError", "%s(): argument 'diagonal' (position %d) must be int, not %s", fname, pos,
                             lv_type_name(v));
    return lang_unsupported(err, "%s() diagonal of type %s", fname, lv_type_name(v));
}

/* torch.tril / triu (inplace: tril_ / triu_) */
int lang_torch_tri(lang_interp *I, lang_value *t, bool lower, bool inplace, int64_t k, lang_value **out,
                     sl_error *err) {
    const sl_tensor *x = &TV(t)->t;
    int32_t nd = x->layout.ndim;
    int64_t numel;
    int rc = sl_layout_numel(&x->layout, &numel, err);
    if (rc) return rc;
    /* torch 2.x checks the dims first, also of an empty tensor */
    if (x->ref == SL_REF_LESSONS && nd < 2)
        return lang_py_error(err, "RuntimeError", "%s: input tensor must have at least 2 dimensions", lower ? "tril" : "triu");
    if (numel == 0) { /* returned before the dims are checked: self, or an empty contiguous result */
        if (inplace) {
            *out = t;
            return SL_OK;
        }
        sl_tensor r;
        if ((rc = sl_torch_empty_ref(x->layout.size, nd, x->dtype, SL_MF_CONTIGUOUS, I->ref, &r, err))) return rc;
        r.alias = SL_ALIAS_NEW;
        lang_storage *est;
        return lang_torch_new_result(I, &r, out, &est, err);
    }
    if (nd == 0) return lang_py_error(err, "IndexError", "Dimension specified as -2 but tensor has no dimensions");
    if (nd == 1)
        return lang_py_error(err, "IndexError", "Dimension out of range (expected to be in range of [-1, 0], but got -2)");
    if (sl_dtype_is_complex(x->dtype)) return lang_unsupported(err, "tril/triu of complex tensors");
    lang_lview xv, rv;
    lang_lview_of_tensor(x, &xv);
    lang_storage *st;
    if (inplace) {
        /* overlapping elements would make the result depend on the kernel's write order */
        if (sl_torch_internal_overlap(&x->layout) != SL_OVERLAP_NO) {
            sl_bview bv;
            sl_overlap_result ov;
            if (sl_layout_to_bview(&x->layout, &bv, err) || sl_overlap_internal(&bv, (int64_t)1 << 20, &ov, err) ||
                ov.answer != SL_OVL_NO) {
                sl_error_clear(err);
                return lang_unsupported(err, "tril_/triu_ of a tensor whose elements may overlap in memory");
            }
        }
        if ((rc = lang_before_write(I, err))) return rc;
        st = TV(t)->st;
        rv = xv;
        *out = t;
    } else {
        sl_tensor r;
        if ((rc = sl_torch_empty_ref(x->layout.size, nd, x->dtype, SL_MF_CONTIGUOUS, I->ref, &r, err))) return rc;
        r.alias = SL_ALIAS_NEW;
        if ((rc = lang_torch_new_result(I, &r, out, &st, err))) return rc;
        if (st->poison) return SL_OK;
        lang_lview_of_tensor(&r, &rv);
    }
    int64_t idx[SL_MAX_DIMS] = {0};
    for (int64_t e = 0; e < numel; e++) {
        lang_num z = {0};
        bool keep = lang_torch_tri_keep(lower, idx[nd - 2], idx[nd - 1], k);
        if (keep) {
            rc = lang_read(I, TV(t)->st, &xv, idx, &z, err);
            if (rc == SL_ERR_UNSUPPORTED && !inplace) {
                lang_torch_poison_from(I, st, err);
                return SL_OK;
            }
            if (rc) return rc;
        } else {
            z.is_float = sl_dtype_is_floating(x->dtype);
        }
        if (!keep || !inplace)
            if ((rc = lang_write(I, st, &rv, idx, z, err))) return rc;
        lang_next_index(idx, x->layout.size, nd);
    }
    return SL_OK;
}

/* ------------------------------------------------------------ triu / tril indices == */

/* torch.triu_indices(row, col, offset=0) / tril_indices: the (2, n) int64 row and column
 * indices of the upper (col - row >= offset) / lower (col - row <= offset) triangle in
 * row-major order, contiguous */
int lang_torch_tri_indices(lang_interp *I, bool upper, const lang_args *a, lang_value **out, sl_error *err) {
    const char *fname = upper ? "triu_indices" : "tril_indices";
    static const char *const PN[] = {"row", "col", "offset"};
    lang_value *p[3];
    int rc = lang_bind(a, fname, PN, 3, 2, p, err);
    if (rc) return rc;
    int64_t row, col, k = 0;
    if ((rc = lang_to_int(p[0], &row, "row", err)) || (rc = lang_to_int(p[1], &col, "col", err))) return rc;
    if ((rc = lang_torch_offset_arg(p[2], fname, &k, err))) return rc;
    if (row < 0 || col < 0) return lang_unsupported(err, "%s() with a negative size", fname);
    if (row > MAX_WALK || col > MAX_WALK) return lang_unsupported(err, "%s() of more than 16777216 rows or columns", fname);
    int64_t n = 0;
    for (int64_t i = 0; i < row; i++) {
        /* columns j in [0, col) with j - i >= k (upper) or j - i <= k (lower) */
        int64_t lo = upper ? i + k : 0, hi = upper ? col : i + k + 1;
        if (lo < 0) lo = 0;
        if (hi > col) hi = col;
        if (hi > lo) n += hi - lo;
        if (n > MAX_WALK) return lang_unsupported(err, "%s() of more than 16777216 indices", fname);
    }
    int64_t shape[2] = {2, n};
    lang_storage *st;
    if ((rc = lang_torch_new_zeros(I, shape, 2, NULL, 0, SL_INT64, out, &st, err))) return rc;
    int64_t e = 0;
    for (int64_t i = 0; i < row; i++) {
        int64_t lo = upper ? i + k : 0, hi = upper ? col : i + k + 1;
        if (lo < 0) lo = 0;
        if (hi > col) hi = col;
        for (int64_t j = lo; j < hi; j++, e++) {
            int64_t r0[2] = {0, e}, r1[2] = {1, e};
            if ((rc = lang_torch_write_at(I, *out, st, r0, lang_torch_inum(i), err)) || (rc = lang_torch_write_at(I, *out, st, r1, lang_torch_inum(j), err))) return rc;
        }
    }
    return SL_OK;
}
