/*
 * tensor_nonzero.c — torch 1.13's Tensor.nonzero / argwhere, torch.where(condition),
 * count_nonzero and masked_select for the snippet language, with the reference's results,
 * layouts and messages; and the dispatchers (lang_torch_nonzero_method,
 * lang_torch_nonzero_func) of the torch helpers learners' stride snippets reach beyond the
 * view ops: also diag / diagflat / diag_embed / trace / fill_diagonal_ (tensor_diag.c),
 * equal / allclose / isclose (tensor_isclose.c), triu_indices / tril_indices
 * (tensor_triangles.c), argsort (tensor_topk.c) and neg / abs / sqrt (tensor_mathfn.c).
 * The helpers here that read every element of a tensor and fill a fresh zero tensor
 * (lang_torch_read_all, lang_torch_new_zeros, lang_torch_write_at, ...) serve those
 * neighbours too.  numpy's count_nonzero is src/lang/numpy/ndarray_count_nonzero.c;
 * Tensor.is_set_to is tensor_storage.c.
 */
#include "lang/python/py.h"
#include "lang/arrays/arr_internal.h"
#include "lang/torch/tensor_internal.h"

#include <math.h>
#include <string.h>

/* ------------------------------------------------------------ helpers == */

#define MAX_WALK ((int64_t)1 << 24) /* elements read one by one (more: refused) */


/* every element of tensor tv in row-major order (*n of them) */
int lang_torch_read_all(lang_interp *I, lang_value *tv, const char *what, lang_num **vals, int64_t *n, sl_error *err) {
    const sl_tensor *t = &TV(tv)->t;
    if (sl_dtype_is_complex(t->dtype)) return lang_unsupported(err, "%s of complex tensors", what);
    int rc = sl_layout_numel(&t->layout, n, err);
    if (rc) return rc;
    if (*n > MAX_WALK) return lang_unsupported(err, "%s of more than 16777216 elements", what);
    *vals = lang_alloc_n(&I->A, (*n + 1), sizeof **vals);
    CHECK_ALLOC(*vals);
    lang_lview v;
    lang_lview_of_tensor(t, &v);
    int64_t idx[SL_MAX_DIMS] = {0};
    for (int64_t k = 0; k < *n; k++) {
        if ((rc = lang_read(I, TV(tv)->st, &v, idx, &(*vals)[k], err))) return rc;
        lang_next_index(idx, t->layout.size, t->layout.ndim);
    }
    return SL_OK;
}

/* a fresh tensor of `shape` (strides: given, or contiguous when NULL; the storage holds
 * `nelem` elements then) with every element zero */
int lang_torch_new_zeros(lang_interp *I, const int64_t *shape, int32_t nd, const int64_t *strides, int64_t nelem,
                     sl_dtype dt, lang_value **out, lang_storage **st, sl_error *err) {
    sl_tensor r;
    int rc = sl_torch_empty_ref(shape, nd, dt, SL_MF_CONTIGUOUS, I->ref, &r, err);
    if (rc) return rc;
    if (strides) {
        memcpy(r.layout.stride, strides, sizeof(int64_t) * (size_t)nd);
        r.storage_bytes = nelem * r.layout.itemsize;
    }
    r.alias = SL_ALIAS_NEW;
    if ((rc = lang_torch_new_result(I, &r, out, st, err))) return rc;
    if ((*st)->poison) return lang_unsupported(err, "%s", (*st)->poison);
    return SL_OK;
}

int lang_torch_write_at(lang_interp *I, lang_value *tv, lang_storage *st, const int64_t *idx, lang_num x, sl_error *err) {
    lang_lview v;
    lang_lview_of_tensor(&TV(tv)->t, &v);
    lang_num c;
    int rc = lang_num_cast(x, TV(tv)->t.dtype, &c, err);
    if (rc) return rc;
    return lang_write(I, st, &v, idx, c, err);
}

lang_num lang_torch_inum(int64_t i) {
    lang_num x = {false, i, (double)i};
    return x;
}

int lang_torch_want_tensor(const lang_value *v, const char *fname, const char *what, sl_error *err) {
    if (!v || v->kind != V_TENSOR)
        return lang_unsupported(err, "%s() with %s given as %s", fname, what, v ? lv_type_name(v) : "nothing");
    return SL_OK;
}

/* ------------------------------------------------------------ nonzero == */

/* x.nonzero(): the (n, ndim) int64 indices of the nonzero elements in row-major order,
 * laid out as torch 1.13's CPU kernel leaves them: strides (1, n), index column by
 * column; as_tuple: its columns (unbind(1) views; a 0-dim x as x.unsqueeze(0)). */
static int do_nonzero(lang_interp *I, lang_value *t, bool as_tuple, lang_value **out, sl_error *err) {
    int rc;
    if (as_tuple && TV(t)->t.layout.ndim == 0) {
        lang_value *one = lv_int(I, 0), *u;
        CHECK_ALLOC(one);
        if ((rc = lang_tensor_method_pos(I, t, "unsqueeze", &one, 1, &u, err))) return rc;
        t = u;
    }
    const sl_tensor *x = &TV(t)->t;
    int32_t nd = x->layout.ndim;
    lang_num *vals;
    int64_t n;
    if ((rc = lang_torch_read_all(I, t, "nonzero()", &vals, &n, err))) return rc;
    int64_t cnt = 0;
    for (int64_t k = 0; k < n; k++) cnt += lang_torch_num_nonzero(vals[k]);
    int64_t shape[2] = {cnt, nd}, strides[2] = {1, cnt}, nelem;
    if (sl_ovf_mul(cnt, nd, &nelem)) return lang_unsupported(err, "nonzero() of that many elements");
    lang_storage *st;
    lang_value *r;
    if ((rc = lang_torch_new_zeros(I, shape, 2, strides, nelem, SL_INT64, &r, &st, err))) return rc;
    int64_t idx[SL_MAX_DIMS] = {0}, row = 0;
    for (int64_t k = 0; k < n; k++) {
        if (lang_torch_num_nonzero(vals[k])) {
            for (int32_t d = 0; d < nd; d++) {
                int64_t at[2] = {row, d};
                if ((rc = lang_torch_write_at(I, r, st, at, lang_torch_inum(idx[d]), err))) return rc;
            }
            row++;
        }
        lang_next_index(idx, x->layout.size, nd);
    }
    if (!as_tuple) {
        *out = r;
        return SL_OK;
    }
    lang_value *one = lv_int(I, 1), *cols;
    CHECK_ALLOC(one);
    if ((rc = lang_tensor_method_pos(I, r, "unbind", &one, 1, &cols, err))) return rc;
    *out = cols;
    return SL_OK;
}

static int as_tuple_flag(const lang_value *v, bool *out, sl_error *err) {
    if (!v) return SL_OK;
    if (v->kind != V_BOOL)
        return lang_py_error(err, "TypeError", "nonzero(): argument 'as_tuple' must be bool, not %s", lv_type_name(v));
    *out = v->u.b;
    return SL_OK;
}

static int method_nonzero(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err) {
    if (a->npos) return lang_unsupported(err, "nonzero() with positional arguments");
    bool as_tuple = false;
    for (int32_t k = 0; k < a->nkw; k++) {
        if (strcmp(a->kwnames[k], "as_tuple")) return lang_unsupported(err, "keyword argument '%s' of nonzero()", a->kwnames[k]);
        int rc = as_tuple_flag(a->kw[k], &as_tuple, err);
        if (rc) return rc;
    }
    return do_nonzero(I, t, as_tuple, out, err);
}

/* x.count_nonzero(dim=None): (x != 0).sum(dim), an int64 result */
static int method_count_nonzero(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"dim"};
    lang_value *p[1];
    int rc = lang_bind(a, "count_nonzero", PN, 1, 0, p, err);
    if (rc) return rc;
    if (sl_dtype_is_complex(TV(t)->t.dtype)) return lang_unsupported(err, "count_nonzero() of complex tensors");
    lang_value *zero = lv_int(I, 0), *ne;
    CHECK_ALLOC(zero);
    if ((rc = lang_tensor_compare(I, OP_NE, t, zero, &ne, err))) return rc;
    if (p[0] && p[0]->kind == V_NONE) p[0] = NULL;
    return lang_tensor_method_pos(I, ne, "sum", p, p[0] ? 1 : 0, out, err);
}

/* torch.masked_select(input, mask): the elements of input where the bool mask is set,
 * both broadcast to one shape, in row-major order: a fresh 1-d tensor */
static int method_masked_select(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"mask"};
    lang_value *p[1];
    int rc = lang_bind(a, "masked_select", PN, 1, 1, p, err);
    if (rc) return rc;
    if ((rc = lang_torch_want_tensor(p[0], "masked_select", "mask", err))) return rc;
    const sl_tensor *x = &TV(t)->t, *m = &TV(p[0])->t;
    if (m->dtype != SL_BOOL && x->ref == SL_REF_LESSONS) /* torch 2.x: bool masks only */
        return lang_py_error(err, "RuntimeError", "masked_select: expected BoolTensor for mask");
    if (m->dtype == SL_UINT8) return lang_unsupported(err, "masked_select() with a uint8 mask (a deprecation warning)");
    if (m->dtype != SL_BOOL)
        return lang_py_error(err, "RuntimeError", "masked_select: expected BoolTensor or ByteTensor for mask");
    int64_t shape[SL_MAX_DIMS];
    int32_t nd;
    if ((rc = sl_torch_broadcast_shapes2(m->layout.size, m->layout.ndim, x->layout.size, x->layout.ndim, shape, &nd,
                                         err)))
        return rc;
    lang_value *sv = lv_ints(I, V_TUPLE, shape, nd), *xe, *me;
    CHECK_ALLOC(sv);
    if ((rc = lang_tensor_method_pos(I, t, "expand", &sv, 1, &xe, err))) return rc;
    if ((rc = lang_tensor_method_pos(I, p[0], "expand", &sv, 1, &me, err))) return rc;
    lang_num *xv, *mv;
    int64_t n;
    if ((rc = lang_torch_read_all(I, me, "masked_select()", &mv, &n, err))) return rc;
    if ((rc = lang_torch_read_all(I, xe, "masked_select()", &xv, &n, err))) return rc;
    int64_t cnt = 0;
    for (int64_t k = 0; k < n; k++) cnt += lang_torch_num_nonzero(mv[k]);
    lang_storage *st;
    if ((rc = lang_torch_new_zeros(I, &cnt, 1, NULL, 0, x->dtype, out, &st, err))) return rc;
    for (int64_t k = 0, j = 0; k < n; k++)
        if (lang_torch_num_nonzero(mv[k])) {
            if ((rc = lang_torch_write_at(I, *out, st, &j, xv[k], err))) return rc;
            j++;
        }
    return SL_OK;
}

/* ------------------------------------------------------------ dispatch == */

int lang_torch_nonzero_method(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                             lang_value **out, sl_error *err) {
    if (!strcmp(name, "nonzero")) return method_nonzero(I, t, a, out, err);
    if (!strcmp(name, "argwhere")) {
        if (a->npos || a->nkw) return lang_unsupported(err, "argwhere() with arguments");
        return do_nonzero(I, t, false, out, err);
    }
    if (!strcmp(name, "count_nonzero")) return method_count_nonzero(I, t, a, out, err);
    if (!strcmp(name, "masked_select")) return method_masked_select(I, t, a, out, err);
    if (!strcmp(name, "diag")) return lang_torch_method_diag(I, t, a, out, err);
    if (!strcmp(name, "diagflat")) return lang_torch_method_diagflat(I, t, a, out, err);
    if (!strcmp(name, "diag_embed")) return lang_torch_method_diag_embed(I, t, a, out, err);
    if (!strcmp(name, "trace")) return lang_torch_method_trace(I, t, a, out, err);
    if (!strcmp(name, "equal")) return lang_torch_method_equal(I, t, a, out, err);
    if (!strcmp(name, "allclose") || !strcmp(name, "isclose")) return lang_torch_method_allclose(I, t, name[0] == 'i', a, out, err);
    if (!strcmp(name, "fill_diagonal_")) return lang_torch_method_fill_diagonal(I, t, a, out, err);
    if (!strcmp(name, "argsort")) return lang_torch_method_argsort(I, t, a, out, err);
    if (!strcmp(name, "neg") || !strcmp(name, "negative") || !strcmp(name, "abs") || !strcmp(name, "absolute") ||
        !strcmp(name, "sqrt")) {
        if (a->npos || a->nkw) return lang_unsupported(err, "%s() with arguments", name);
        const char *base = name[0] == 'n' ? "neg" : name[0] == 'a' ? "abs" : "sqrt";
        return lang_torch_unary_op(I, t, base, out, err);
    }
    if (!strcmp(name, "neg_") || !strcmp(name, "negative_")) {
        if (a->npos || a->nkw) return lang_unsupported(err, "%s() with arguments", name);
        if (TV(t)->t.dtype == SL_BOOL) return lang_torch_unary_op(I, t, "neg", out, err);
        lang_value *k = lv_int(I, -1);
        CHECK_ALLOC(k);
        return lang_tensor_method_pos(I, t, "mul_", &k, 1, out, err);
    }
    return LANG_NOT_MINE;
}

int lang_torch_nonzero_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    if (!strcmp(name, "triu_indices") || !strcmp(name, "tril_indices"))
        return lang_torch_tri_indices(I, name[3] == 'u', a, out, err);
    if (!strcmp(name, "where")) {
        /* torch.where(condition) is torch.nonzero(condition, as_tuple=True) */
        if (a->npos != 1 || a->nkw) return LANG_NOT_MINE;
        if (a->pos[0]->kind != V_TENSOR) return LANG_NOT_MINE;
        return do_nonzero(I, a->pos[0], true, out, err);
    }
    static const char *const FUNCS[] = {"nonzero", "argwhere", "count_nonzero", "masked_select", "diag", "diagflat",
                                        "diag_embed", "trace", "equal", "allclose", "isclose", "argsort", "neg", "negative",
                                        "abs", "absolute", "sqrt"};
    bool mine = false;
    for (size_t i = 0; i < SL_ARRAY_LEN(FUNCS) && !mine; i++) mine = !strcmp(name, FUNCS[i]);
    if (!mine) return LANG_NOT_MINE;
    if (a->npos < 1 || a->pos[0]->kind != V_TENSOR)
        return lang_unsupported(err, "torch.%s() without a tensor as its first positional argument", name);
    lang_args b = *a;
    b.pos = a->pos + 1;
    b.npos = a->npos - 1;
    return lang_torch_nonzero_method(I, a->pos[0], name, &b, out, err);
}
