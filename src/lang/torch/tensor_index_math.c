/*
 * tensor_index_math.c — torch's functions that compute index tuples for the snippet
 * language: torch.combinations and torch.unravel_index (torch 2.x; torch 1.13 has none,
 * which the module's attribute table answers).
 *
 *   combinations(input, r=2, with_replacement=False)  at::combinations: input must be
 *       1-D ("Expect a 1D vector, but got shape [2, 3]"), r >= 0 ("Expect a non-negative
 *       number, but got -1"); r == 0 gives empty({0}) of input's dtype; otherwise the
 *       r-tuples of positions i1 < i2 < ... (<= with replacement) in the row-major order
 *       of meshgrid's "ij" grid, which masked_select keeps, stacked along dim 1: a fresh
 *       contiguous (k, r) tensor of input's elements.  Refused: an index grid (n ** r
 *       positions, which torch allocates) of more than 2**24 positions.
 *   unravel_index(indices, shape)  torch/functional.py's _unravel_index, run through the
 *       engine's own ops: the checks of indices' dtype and of shape (an int or a
 *       sequence of ints, none negative), then indices.unsqueeze(-1).floor_divide(coefs)
 *       % shape with coefs the suffix products of shape, unbound along the last dim (a
 *       tuple of views).  Indices out of range wrap as floor division and % do.
 */
#include "lang/python/py.h"
#include "lang/torch/tensor_internal.h"

#include <string.h>

#define GRID_LIMIT ((int64_t)1 << 24)

static int combinations(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"input", "r", "with_replacement"};
    lang_value *p[3] = {0};
    int rc = lang_bind(a, "combinations", PN, 3, 1, p, err);
    if (rc) return rc;
    if (p[0]->kind != V_TENSOR) return lang_unsupported(err, "torch.combinations() of a %s", lv_type_name(p[0]));
    int64_t r = 2;
    if (p[1] && (rc = lang_torch_int_arg(p[1], "combinations", "r", &r, err))) return rc;
    if (p[2] && p[2]->kind != V_BOOL) return lang_unsupported(err, "torch.combinations() with with_replacement given as %s", lv_type_name(p[2]));
    const bool repl = p[2] && p[2]->u.b;
    const sl_tensor *x = &TV(p[0])->t;
    if (sl_dtype_is_complex(x->dtype)) return lang_unsupported(err, "torch.combinations() of complex tensors");
    if (x->layout.ndim != 1) {
        char s[SL_MAX_DIMS * 24 + 8];
        sl_format_list(s, sizeof s, x->layout.size, x->layout.ndim);
        return lang_py_error(err, "RuntimeError", "Expect a 1D vector, but got shape %s", s);
    }
    if (r < 0) return lang_py_error(err, "RuntimeError", "Expect a non-negative number, but got %lld", (long long)r);
    const int64_t n = x->layout.size[0];
    lang_storage *st;
    if (r == 0) {
        int64_t z = 0;
        return lang_torch_new_contig(I, &z, 1, x->dtype, out, &st, err);
    }
    int64_t grid = 1;
    for (int64_t k = 0; k < r && n > 1; k++)
        if (sl_ovf_mul(grid, n, &grid) || grid > GRID_LIMIT)
            return lang_unsupported(err, "torch.combinations() whose index grid has more than %lld positions", (long long)GRID_LIMIT);
    if (r > SL_MAX_DIMS && n > 0) return lang_unsupported(err, "torch.combinations() with r above %d", SL_MAX_DIMS);
    /* the tuples, in the grid's row-major order */
    int64_t cnt = 0, idx[SL_MAX_DIMS] = {0};
    int64_t *rows = lang_alloc_n(&I->A, grid * (r > 0 ? r : 1) + 1, sizeof *rows);
    CHECK_ALLOC(rows);
    if (n > 0) {
        int64_t shape[SL_MAX_DIMS];
        for (int64_t k = 0; k < r; k++) shape[k] = n;
        do {
            bool keep = true;
            for (int64_t k = 0; k + 1 < r && keep; k++) keep = repl ? idx[k] <= idx[k + 1] : idx[k] < idx[k + 1];
            if (keep) memcpy(rows + cnt++ * r, idx, sizeof(int64_t) * (size_t)r);
        } while (lang_next_index(idx, shape, (int32_t)r));
    }
    int64_t rshape[2] = {cnt, r};
    if ((rc = lang_torch_new_contig(I, rshape, 2, x->dtype, out, &st, err))) return rc;
    lang_lview xv, rv;
    lang_lview_of_tensor(x, &xv);
    lang_lview_of_tensor(&TV(*out)->t, &rv);
    if ((rc = lang_before_write(I, err))) return rc;
    int64_t at[2] = {0, 0};
    for (int64_t e = 0; e < cnt * r; e++) {
        lang_num v;
        if ((rc = lang_read(I, TV(p[0])->st, &xv, &rows[e], &v, err)) || (rc = lang_write(I, st, &rv, at, v, err))) return rc;
        lang_next_index(at, rshape, 2);
    }
    return SL_OK;
}

static int unravel_index(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"indices", "shape"};
    lang_value *p[2] = {0};
    int rc = lang_bind(a, "unravel_index", PN, 2, 2, p, err);
    if (rc) return rc;
    if (p[0]->kind != V_TENSOR) return lang_unsupported(err, "torch.unravel_index() of a %s", lv_type_name(p[0]));
    const sl_tensor *x = &TV(p[0])->t;
    if (sl_dtype_is_complex(x->dtype) || sl_dtype_is_floating(x->dtype) || x->dtype == SL_BOOL)
        return lang_py_error(err, "TypeError", "expected 'indices' to be integer dtype, but got %s", sl_dtype_torch_name(x->dtype));
    lang_value *shp = p[1];
    int64_t dims[SL_MAX_DIMS];
    int64_t nd;
    if (shp->kind == V_INT) {
        nd = 1;
        dims[0] = shp->u.i;
    } else if (shp->kind == V_TUPLE || shp->kind == V_LIST || shp->kind == V_SIZE) {
        nd = shp->u.seq.n;
        if (nd > SL_MAX_DIMS) return lang_unsupported(err, "torch.unravel_index() of more than %d dims", SL_MAX_DIMS);
        for (int64_t k = 0; k < nd; k++) {
            lang_value *d = shp->u.seq.v[k];
            if (d->kind != V_INT && d->kind != V_BOOL)
                return lang_unsupported(err, "torch.unravel_index() with a shape holding %s", lv_type_name(d));
            dims[k] = d->kind == V_INT ? d->u.i : d->u.b;
        }
    } else {
        return lang_unsupported(err, "torch.unravel_index() with a shape given as %s", lv_type_name(shp));
    }
    for (int64_t k = 0; k < nd; k++)
        if (dims[k] < 0) {
            char s[SL_MAX_DIMS * 24 + 8];
            sl_format_tuple(s, sizeof s, dims, (int32_t)nd);
            return lang_py_error(err, "ValueError", "'shape' cannot have negative values, but got %s", s);
        }
    if (nd == 0) return lang_unsupported(err, "torch.unravel_index() with an empty shape");
    int64_t coefs[SL_MAX_DIMS];
    coefs[nd - 1] = 1;
    for (int64_t k = nd - 2; k >= 0; k--)
        if (sl_ovf_mul(coefs[k + 1], dims[k + 1], &coefs[k]))
            return lang_unsupported(err, "torch.unravel_index() of a shape whose products overflow int64");
    for (int64_t k = 0; k < nd; k++)
        if (dims[k] == 0 || coefs[k] == 0) return lang_unsupported(err, "torch.unravel_index() of a shape holding 0 (division by zero)");
    lang_value *cl = lv_ints(I, V_LIST, coefs, (int32_t)nd), *sl = lv_ints(I, V_LIST, dims, (int32_t)nd), *m1 = lv_int(I, -1);
    CHECK_ALLOC(cl && sl && m1 ? cl : NULL);
    lang_value *ct, *stt, *u, *q, *r;
    if ((rc = lang_torch_call_args(I, NULL, "torch.tensor", &cl, 1, NULL, NULL, 0, &ct, err)) ||
        (rc = lang_torch_call_args(I, NULL, "torch.tensor", &sl, 1, NULL, NULL, 0, &stt, err)) ||
        (rc = lang_torch_call_args(I, p[0], "unsqueeze", &m1, 1, NULL, NULL, 0, &u, err)) ||
        (rc = lang_torch_call_args(I, u, "floor_divide", &ct, 1, NULL, NULL, 0, &q, err)) ||
        (rc = lang_tensor_binop(I, OP_MOD, q, stt, &r, err)))
        return rc;
    return lang_torch_call_args(I, r, "unbind", &m1, 1, NULL, NULL, 0, out, err);
}

int lang_torch_index_math_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    if (!strcmp(name, "combinations")) return combinations(I, a, out, err);
    if (!strcmp(name, "unravel_index")) return unravel_index(I, a, out, err);
    return LANG_NOT_MINE;
}
