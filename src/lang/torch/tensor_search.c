/*
 * tensor_search.c — torch 1.13's torch.searchsorted(sorted_sequence, input, *,
 * out_int32=False, right=False, side=None) and torch.bucketize(input, boundaries, *,
 * out_int32=False, right=False) on CPU.
 *
 * searchsorted_pre_check's messages in its order; boundaries and input converted to
 * their promoted dtype (contiguous copies, as searchsorted_maybe_trim_input_tensors
 * makes them); for every input element, in row-major order, the binary search of
 * cus_lower_bound / cus_upper_bound over the boundaries row it belongs to (the only row
 * of 1-d boundaries, else the row with the same leading indices):
 *   lower: while start < end: mid = start + (end - start) / 2; if !(bd[mid] >= v) start = mid + 1 else end = mid
 *   upper: the same with bd[mid] > v
 * so NaNs and unsorted boundaries land where torch's loop puts them.  The result has the
 * input's shape, contiguous, int64 (int32 with out_int32=True).  A Python number input
 * is a 0-dim tensor of its own type (Long, Double or Bool).  sorter= is refused.
 */
#include "lang/python/py.h"
#include "lang/torch/tensor.h"

static lang_tensor_v *TV(const lang_value *v) { return lang_tv(v); }

/* the values of t, row-major, each converted to dt (integers keep their int64, floats
 * their value rounded to dt) */
static int read_as(lang_interp *I, lang_value *t, sl_dtype dt, lang_num **vals, int64_t *n, sl_error *err) {
    const sl_tensor *x = &TV(t)->t;
    int rc = sl_layout_numel(&x->layout, n, err);
    if (rc) return rc;
    if (*n > ((int64_t)1 << 24)) return lang_unsupported(err, "searchsorted() over %lld elements", (long long)*n);
    *vals = lang_alloc_n(&I->A, (*n > 0 ? *n : 1), sizeof **vals);
    CHECK_ALLOC(*vals);
    lang_lview v;
    lang_lview_of_tensor(x, &v);
    int64_t idx[SL_MAX_DIMS] = {0};
    for (int64_t e = 0; e < *n; e++) {
        lang_num z;
        if ((rc = lang_charge_units(I, 1, err)) || (rc = lang_read(I, TV(t)->st, &v, idx, &z, err)) ||
            (rc = lang_num_cast(z, dt, &(*vals)[e], err)))
            return rc;
        lang_next_index(idx, x->layout.size, x->layout.ndim);
    }
    return SL_OK;
}

/* bd >= v (ge) or bd > v, in the common dtype */
static bool above(const lang_num *bd, const lang_num *v, bool fl, bool ge) {
    if (fl) return ge ? bd->f >= v->f : bd->f > v->f;
    return ge ? bd->i >= v->i : bd->i > v->i;
}

static int search(lang_interp *I, const char *fname, lang_value *bnd, lang_value *inp, bool out_int32, bool right,
                  const lang_value *side, lang_value **out, sl_error *err) {
    const sl_tensor *b = &TV(bnd)->t, *x = &TV(inp)->t;
    if (side && side->kind != V_NONE) {
        if (side->kind != V_STR) return lang_unsupported(err, "%s() with side given as %s", fname, lv_type_name(side));
        const char *sd = side->u.str.s;
        if (strcmp(sd, "left") && strcmp(sd, "right"))
            return lang_py_error(err, "RuntimeError", "torch.searchsorted(): side can only be 'left' or 'right' but got %s", sd);
        if (right && strcmp(sd, "right"))
            return lang_py_error(err, "RuntimeError",
                                 "torch.searchsorted(): side and right can't be set to opposites, got side of %s while right was True", sd);
        right = !strcmp(sd, "right");
    }
    if (sl_dtype_is_complex(b->dtype) || sl_dtype_is_complex(x->dtype)) return lang_unsupported(err, "%s() of complex tensors", fname);
    int64_t xn, bn;
    int rc;
    if ((rc = sl_layout_numel(&x->layout, &xn, err)) || (rc = sl_layout_numel(&b->layout, &bn, err))) return rc;
    if (!(x->layout.ndim > 0 || (xn == 1 && b->layout.ndim == 1)))
        return lang_py_error(err, "RuntimeError",
                             "torch.searchsorted(): input value can be a scalar only when boundaries tensor dimension is 1, but we got "
                             "boundaries tensor dim(%d) and input value's dim(%d) numel(%lld)",
                             b->layout.ndim, x->layout.ndim, (long long)xn);
    if (b->layout.ndim == 0)
        return lang_py_error(err, "RuntimeError", "torch.searchsorted(): boundaries tensor should have positive dimension, but got 0 dimension");
    bool matched = b->layout.ndim == x->layout.ndim;
    for (int32_t d = 0; matched && d + 1 < b->layout.ndim; d++) matched = b->layout.size[d] == x->layout.size[d];
    if (b->layout.ndim != 1 && !matched) {
        char a1[SL_MAX_DIMS * 24 + 8], a2[SL_MAX_DIMS * 24 + 8];
        sl_format_list(a1, sizeof a1, b->layout.size, b->layout.ndim);
        sl_format_list(a2, sizeof a2, x->layout.size, x->layout.ndim);
        return lang_py_error(err, "RuntimeError",
                             "torch.searchsorted(): boundaries tensor should be 1 dimension or the first N-1 dimensions of boundaries "
                             "tensor and input value tensor must match, but we got boundaries tensor %s and input value tensor %s",
                             a1, a2);
    }
    lang_storage *st;
    if ((rc = lang_torch_new_contig(I, x->layout.size, x->layout.ndim, out_int32 ? SL_INT32 : SL_INT64, out, &st, err))) return rc;
    if (xn == 0) return SL_OK;
    const sl_dtype dt = lang_torch_promote_types(b->dtype, x->dtype);
    if (dt == SL_BOOL) return lang_py_error(err, "RuntimeError", "\"searchsorted_out_cpu\" not implemented for 'Bool'");
    lang_num *bv, *xv;
    if ((rc = read_as(I, bnd, dt, &bv, &bn, err)) || (rc = read_as(I, inp, dt, &xv, &xn, err))) return rc;
    if (st->poison) return SL_OK;
    const bool fl = sl_dtype_is_floating(dt);
    const int64_t row = b->layout.size[b->layout.ndim - 1], xrow = x->layout.ndim > 0 ? x->layout.size[x->layout.ndim - 1] : 1;
    lang_lview rv;
    lang_lview_of_tensor(&TV(*out)->t, &rv);
    int64_t idx[SL_MAX_DIMS] = {0};
    for (int64_t e = 0; e < xn; e++) {
        const int64_t base = b->layout.ndim == 1 ? 0 : e / xrow * row;
        int64_t lo = 0, hi = row;
        while (lo < hi) {
            const int64_t mid = lo + ((hi - lo) >> 1);
            if (!above(&bv[base + mid], &xv[e], fl, !right)) lo = mid + 1;
            else hi = mid;
        }
        lang_num z = {.i = lo, .f = (double)lo};
        if ((rc = lang_charge_units(I, 1, err)) || (rc = lang_write(I, st, &rv, idx, z, err))) return rc;
        lang_next_index(idx, x->layout.size, x->layout.ndim);
    }
    return SL_OK;
}

/* a Python number as scalar_to_tensor makes it: a 0-dim Long, Double or Bool tensor */
static int as_tensor(lang_interp *I, lang_value *v, lang_value **out, sl_error *err) {
    if (v->kind == V_TENSOR) {
        *out = v;
        return SL_OK;
    }
    if (v->kind != V_INT && v->kind != V_FLOAT && v->kind != V_BOOL)
        return lang_unsupported(err, "searchsorted() of a %s", lv_type_name(v));
    lang_args a = {.pos = &v, .npos = 1};
    return lang_torch_func_call(I, "torch.tensor", &a, out, err);
}

int lang_torch_search_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    const bool ss = !strcmp(name, "searchsorted");
    if (!ss && strcmp(name, "bucketize")) return LANG_NOT_MINE;
    static const char *const PS[] = {"sorted_sequence", "input", "out_int32", "right", "side", "sorter"};
    static const char *const PB[] = {"input", "boundaries", "out_int32", "right"};
    lang_value *p[6] = {0};
    int rc = lang_bind(a, name, ss ? PS : PB, ss ? 6 : 4, 2, p, err);
    if (rc) return rc;
    if (a->npos > 2) return lang_unsupported(err, "torch.%s() with flags given positionally", name);
    if (ss && p[5] && p[5]->kind != V_NONE) return lang_unsupported(err, "torch.searchsorted() with sorter=");
    bool flags[2] = {false, false};
    for (int k = 0; k < 2; k++) {
        if (!p[2 + k]) continue;
        if (p[2 + k]->kind != V_BOOL) return lang_unsupported(err, "torch.%s() with a flag given as %s", name, lv_type_name(p[2 + k]));
        flags[k] = p[2 + k]->u.b;
    }
    lang_value *bnd = ss ? p[0] : p[1], *inp = ss ? p[1] : p[0];
    if (bnd->kind != V_TENSOR) return lang_unsupported(err, "torch.%s() with boundaries given as %s", name, lv_type_name(bnd));
    if ((rc = as_tensor(I, inp, &inp, err))) return rc;
    if (!ss && TV(bnd)->t.layout.ndim != 1)
        return lang_py_error(err, "RuntimeError", "boundaries tensor must be 1 dimension, but got dim(%d)", TV(bnd)->t.layout.ndim);
    return search(I, ss ? "searchsorted" : "bucketize", bnd, inp, flags[0], flags[1], ss ? p[4] : NULL, out, err);
}
