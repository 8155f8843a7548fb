/*
 * tensor_compose.c — torch 1.13 functions that ATen builds from other ops, built here
 * from the same ops in the same order, so that layouts, dtypes and values follow from
 * the engine's narrow / reshape / cat / stack / meshgrid / indexing and elementwise
 * arithmetic:
 *   - diff(input, n=1, dim=-1, prepend=None, append=None): prepend and append concatenated
 *     along dim, then n (clamped to the dim's size) rounds of narrow(dim, 1, len) -
 *     narrow(dim, 0, len) (logical_xor for bool); n = 0 returns the input itself;
 *   - outer(a, b) / ger: a.reshape(len(a), 1) * b, both 1-D;
 *   - dstack(tensors): cat(atleast_3d(tensors), 2);
 *   - cartesian_prod(*tensors): one tensor is returned as it is; else the ij meshgrid,
 *     each grid flattened, stacked along dim 1;
 *   - take(input, index): input flattened, indexed by the int64 index (negative values
 *     count from the end), with take's own messages for other dtypes and out-of-range
 *     values;
 *   - kron(a, b): KronImpl's views, a as (a0, 1, a1, 1, ...) and b as (1, b0, 1, b1, ...)
 *     (both padded on the left to the larger ndim), their product, viewed as
 *     (a0 * b0, a1 * b1, ...): when the product's layout does not allow that view (a
 *     transposed operand) torch 1.13 raises view's error, and so does this.
 */
#include "lang/python/py.h"
#include "lang/torch/tensor.h"

static lang_tensor_v *TV(const lang_value *v) { return lang_tv(v); }

static int torch_fn(lang_interp *I, const char *qname, lang_value **args, int32_t n, lang_value **out,
                    sl_error *err) {
    lang_args a = {0};
    a.pos = args;
    a.npos = n;
    return lang_torch_func_call(I, qname, &a, out, err);
}

static int narrow(lang_interp *I, lang_value *t, int64_t dim, int64_t start, int64_t len, lang_value **out,
                  sl_error *err) {
    lang_value *args[3] = {lv_int(I, dim), lv_int(I, start), lv_int(I, len)};
    CHECK_ALLOC(args[0]);
    CHECK_ALLOC(args[1]);
    CHECK_ALLOC(args[2]);
    return lang_tensor_method_pos(I, t, "narrow", args, 3, out, err);
}

static int diff(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"n", "dim", "prepend", "append"};
    lang_value *p[4];
    int rc = lang_bind(a, "diff", PN, 4, 0, p, err);
    if (rc) return rc;
    int64_t n = 1, dim = -1;
    if (p[0] && (rc = lang_to_int(p[0], &n, "n", err))) return rc;
    if (p[1] && (rc = lang_to_int(p[1], &dim, "dim", err))) return rc;
    if (TV(t)->t.layout.ndim == 0)
        return lang_py_error(err, "RuntimeError", "diff expects input to be at least one-dimensional");
    if (n < 0) return lang_unsupported(err, "diff() with a negative n");
    int64_t d;
    if ((rc = sl_wrap_dim(dim, TV(t)->t.layout.ndim, true, &d, err))) return rc;
    lang_value *r = t;
    bool pre = p[2] && p[2]->kind != V_NONE, app = p[3] && p[3]->kind != V_NONE;
    if (pre || app) {
        if ((pre && p[2]->kind != V_TENSOR) || (app && p[3]->kind != V_TENSOR))
            return lang_unsupported(err, "diff() with a prepend or append that is not a tensor");
        lang_value *parts = lv_seq(I, V_LIST, 0), *args[2];
        CHECK_ALLOC(parts);
        if ((pre && (rc = lv_list_append(I, parts, p[2], err))) || (rc = lv_list_append(I, parts, t, err)) ||
            (app && (rc = lv_list_append(I, parts, p[3], err))))
            return rc;
        args[0] = parts;
        CHECK_ALLOC(args[1] = lv_int(I, d));
        if ((rc = torch_fn(I, "torch.cat", args, 2, &r, err))) return rc;
    }
    int64_t len = TV(r)->t.layout.size[d];
    if (n > len) n = len;
    bool is_bool = TV(r)->t.dtype == SL_BOOL;
    for (int64_t k = 0; k < n; k++) {
        lang_value *hi, *lo;
        len--;
        if ((rc = narrow(I, r, d, 1, len, &hi, err)) || (rc = narrow(I, r, d, 0, len, &lo, err))) return rc;
        if (is_bool) {
            if ((rc = lang_tensor_method_pos(I, hi, "logical_xor", &lo, 1, &r, err))) return rc;
        } else if ((rc = lang_tensor_binop(I, OP_SUB, hi, lo, &r, err))) {
            return rc;
        }
    }
    *out = r;
    return SL_OK;
}

static int outer(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"vec2"};
    lang_value *p[1];
    int rc = lang_bind(a, "outer", PN, 1, 1, p, err);
    if (rc) return rc;
    if (p[0]->kind != V_TENSOR) return lang_unsupported(err, "outer() of a %s", lv_type_name(p[0]));
    if (TV(t)->t.layout.ndim != 1)
        return lang_py_error(err, "RuntimeError", "outer: Expected 1-D argument self, but got %d-D",
                             TV(t)->t.layout.ndim);
    if (TV(p[0])->t.layout.ndim != 1)
        return lang_py_error(err, "RuntimeError", "outer: Expected 1-D argument vec2, but got %d-D",
                             TV(p[0])->t.layout.ndim);
    int64_t shape[2] = {TV(t)->t.layout.size[0], 1};
    lang_value *sa = lv_ints(I, V_TUPLE, shape, 2), *col;
    CHECK_ALLOC(sa);
    if ((rc = lang_tensor_method_pos(I, t, "reshape", &sa, 1, &col, err))) return rc;
    return lang_tensor_binop(I, OP_MUL, col, p[0], out, err);
}

static int take(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"index"};
    lang_value *p[1];
    int rc = lang_bind(a, "take", PN, 1, 1, p, err);
    if (rc) return rc;
    if (p[0]->kind != V_TENSOR) return lang_unsupported(err, "take() with an index that is not a tensor");
    const sl_tensor *ix = &TV(p[0])->t;
    if (ix->dtype != SL_INT64)
        return lang_py_error(err, "RuntimeError", "take(): Expected a long tensor for index, but got %s",
                             lang_torch_scalar_type_name(ix->dtype));
    int64_t numel, count;
    if ((rc = sl_layout_numel(&TV(t)->t.layout, &numel, err)) || (rc = sl_layout_numel(&ix->layout, &count, err)))
        return rc;
    /* take's own bounds message, from the first index out of range in index order */
    lang_lview iv;
    lang_lview_of_tensor(ix, &iv);
    int64_t idx[SL_MAX_DIMS] = {0};
    for (int64_t e = 0; e < count; e++) {
        lang_num x;
        if ((rc = lang_read(I, TV(p[0])->st, &iv, idx, &x, err))) return rc;
        if (x.i < -numel || x.i >= numel)
            return lang_py_error(err, "IndexError", "out of range: tried to access index %lld on a tensor of %lld elements.",
                                 (long long)x.i, (long long)numel);
        lang_next_index(idx, ix->layout.size, ix->layout.ndim);
    }
    lang_value *m1 = lv_int(I, -1), *flat;
    CHECK_ALLOC(m1);
    if ((rc = lang_tensor_method_pos(I, t, "reshape", &m1, 1, &flat, err))) return rc;
    return lang_getitem(I, flat, p[0], out, err);
}

static int dstack(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    if (a->npos != 1 || a->nkw || (a->pos[0]->kind != V_LIST && a->pos[0]->kind != V_TUPLE))
        return lang_unsupported(err, "torch.dstack() arguments other than one list of tensors");
    if (a->pos[0]->u.seq.n == 0) return lang_py_error(err, "RuntimeError", "dstack expects a non-empty TensorList");
    lang_value *args[2], *l;
    int rc;
    lang_value *list = lv_seq(I, V_LIST, 0);
    CHECK_ALLOC(list);
    if ((rc = lv_list_append(I, list, a->pos[0], err))) return rc; /* atleast_3d([...]): a tuple */
    if ((rc = torch_fn(I, "torch.atleast_3d", list->u.seq.v, 1, &l, err))) return rc;
    args[0] = l;
    CHECK_ALLOC(args[1] = lv_int(I, 2));
    return torch_fn(I, "torch.cat", args, 2, out, err);
}

static int cartesian_prod(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    if (a->nkw) return lang_unsupported(err, "keyword arguments to torch.cartesian_prod()");
    for (int32_t i = 0; i < a->npos; i++) {
        if (a->pos[i]->kind != V_TENSOR) return lang_unsupported(err, "cartesian_prod() of a %s", lv_type_name(a->pos[i]));
        if (TV(a->pos[i])->t.layout.ndim != 1) return lang_unsupported(err, "cartesian_prod() of a tensor that is not 1-D");
    }
    if (a->npos == 1) {
        *out = a->pos[0];
        return SL_OK;
    }
    lang_value *grids, *flat = lv_seq(I, V_LIST, a->npos), *args[2];
    CHECK_ALLOC(flat);
    lang_args m = {0};
    m.pos = a->pos;
    m.npos = a->npos;
    lang_value *ij = lv_strz(I, "ij");
    CHECK_ALLOC(ij);
    const char *kwn[1] = {"indexing"};
    m.kw = &ij;
    m.kwnames = kwn;
    m.nkw = 1;
    int rc = lang_torch_func_call(I, "torch.meshgrid", &m, &grids, err);
    if (rc) return rc;
    for (int64_t i = 0; i < grids->u.seq.n; i++)
        if ((rc = lang_tensor_method_pos(I, grids->u.seq.v[i], "flatten", NULL, 0, &flat->u.seq.v[i], err))) return rc;
    args[0] = flat;
    CHECK_ALLOC(args[1] = lv_int(I, 1));
    return torch_fn(I, "torch.stack", args, 2, out, err);
}

static int kron(lang_interp *I, lang_value *t, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"other"};
    lang_value *p[1];
    int rc = lang_bind(a, "kron", PN, 1, 1, p, err);
    if (rc) return rc;
    if (p[0]->kind != V_TENSOR) return lang_unsupported(err, "kron() of a %s", lv_type_name(p[0]));
    const sl_tensor *x = &TV(t)->t, *y = &TV(p[0])->t;
    const int32_t nd = x->layout.ndim > y->layout.ndim ? x->layout.ndim : y->layout.ndim;
    if (2 * nd > SL_MAX_DIMS) return lang_unsupported(err, "kron() of %d dims", nd);
    const int32_t px = nd - x->layout.ndim, py = nd - y->layout.ndim;
    int64_t ash[SL_MAX_DIMS], bsh[SL_MAX_DIMS], rsh[SL_MAX_DIMS];
    for (int32_t i = 0; i < nd; i++) {
        ash[2 * i] = i >= px ? x->layout.size[i - px] : 1;
        ash[2 * i + 1] = 1;
        bsh[2 * i] = 1;
        bsh[2 * i + 1] = i >= py ? y->layout.size[i - py] : 1;
        if (sl_ovf_mul(ash[2 * i], bsh[2 * i + 1], &rsh[i])) return sl_error_overflow(err, "kron()'s size");
    }
    lang_value *av = lv_ints(I, V_TUPLE, ash, 2 * nd), *bv = lv_ints(I, V_TUPLE, bsh, 2 * nd), *rv = lv_ints(I, V_TUPLE, rsh, nd);
    CHECK_ALLOC(av);
    CHECK_ALLOC(bv);
    CHECK_ALLOC(rv);
    lang_value *xa, *yb, *prod;
    if ((rc = lang_tensor_method_pos(I, t, "view", &av, 1, &xa, err)) ||
        (rc = lang_tensor_method_pos(I, p[0], "view", &bv, 1, &yb, err)) ||
        (rc = lang_tensor_binop(I, OP_MUL, xa, yb, &prod, err)))
        return rc;
    return lang_tensor_method_pos(I, prod, "view", &rv, 1, out, err);
}

int lang_torch_compose_method(lang_interp *I, lang_value *t, const char *name, const lang_args *a,
                              lang_value **out, sl_error *err) {
    if (!strcmp(name, "diff")) return diff(I, t, a, out, err);
    if (!strcmp(name, "outer") || !strcmp(name, "ger")) return outer(I, t, a, out, err);
    if (!strcmp(name, "take")) return take(I, t, a, out, err);
    if (!strcmp(name, "kron")) return kron(I, t, a, out, err);
    return LANG_NOT_MINE;
}

int lang_torch_compose_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    if (!strcmp(name, "dstack")) return dstack(I, a, out, err);
    if (!strcmp(name, "cartesian_prod")) return cartesian_prod(I, a, out, err);
    return LANG_NOT_MINE;
}
