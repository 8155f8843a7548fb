/*
 * tensor_grids.c — torch 1.13's view compositions that make grids and add dims:
 * torch.meshgrid and torch.atleast_1d / atleast_2d / atleast_3d.
 *
 * Both are built from the view ops the engine already reproduces, in the order ATen's
 * C++ composes them, so every stride, storage offset and error comes from there:
 *   - meshgrid(*tensors, indexing='ij'): each input (0-D or 1-D, one dtype) viewed with -1
 *     in its own dim and 1 elsewhere, then expanded to the grid's shape (the numels);
 *     indexing='xy' swaps the first two inputs before and the first two grids after, so
 *     the grids are (len(y), len(x), ...) and x's grid has stride 0 along dim 0;
 *   - atleast_1d: a 0-D tensor reshaped to (1,); atleast_2d: 0-D reshaped to (1, 1),
 *     1-D unsqueezed at 0; atleast_3d: 0-D reshaped to (1, 1, 1), 1-D unsqueezed at 0 and
 *     at the end, 2-D unsqueezed at the end; other tensors are returned as they are.  A
 *     single tensor gives a tensor, several (or one list) a tuple.
 */
#include "lang/python/py.h"
#include "lang/torch/tensor.h"

static lang_tensor_v *TV(const lang_value *v) { return lang_tv(v); }

static int shape_arg(lang_interp *I, const int64_t *v, int32_t n, lang_value **out, sl_error *err) {
    *out = lv_ints(I, V_TUPLE, v, n);
    CHECK_ALLOC(*out);
    (void)err;
    return SL_OK;
}

/* the tensors of f(*tensors) or f([tensors]) */
static int tensor_args(const lang_args *a, const char *fname, lang_value *const **ts, int64_t *n, bool *listed,
                       sl_error *err) {
    *listed = a->npos == 1 && (a->pos[0]->kind == V_LIST || a->pos[0]->kind == V_TUPLE);
    if (*listed) {
        *ts = a->pos[0]->u.seq.v;
        *n = a->pos[0]->u.seq.n;
    } else {
        *ts = a->pos;
        *n = a->npos;
    }
    for (int64_t i = 0; i < *n; i++)
        if ((*ts)[i]->kind != V_TENSOR)
            return lang_unsupported(err, "torch.%s() of a %s", fname, lv_type_name((*ts)[i]));
    return SL_OK;
}

static int meshgrid(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    const char *indexing = "ij";
    for (int32_t k = 0; k < a->nkw; k++) {
        if (strcmp(a->kwnames[k], "indexing"))
            return lang_py_error(err, "TypeError", "meshgrid() got an unexpected keyword argument '%s'", a->kwnames[k]);
        if (a->kw[k]->kind == V_NONE) continue; /* torch warns on stderr and takes 'ij' */
        if (a->kw[k]->kind != V_STR) return lang_unsupported(err, "meshgrid(indexing=) of type %s", lv_type_name(a->kw[k]));
        indexing = a->kw[k]->u.str.s;
    }
    lang_value *const *ts;
    int64_t n;
    bool listed;
    int rc = tensor_args(a, "meshgrid", &ts, &n, &listed, err);
    if (rc) return rc;
    if (n == 0) return lang_py_error(err, "RuntimeError", "meshgrid expects a non-empty TensorList");
    if (n > SL_MAX_DIMS) return lang_unsupported(err, "meshgrid() of more than %d tensors", SL_MAX_DIMS);
    for (int64_t i = 1; i < n; i++)
        if (TV(ts[i])->t.dtype != TV(ts[0])->t.dtype)
            return lang_py_error(err, "RuntimeError", "meshgrid expects all tensors to have the same dtype");
    bool xy = !strcmp(indexing, "xy");
    if (!xy && strcmp(indexing, "ij"))
        return lang_py_error(err, "RuntimeError",
                             "torch.meshgrid: indexing must be one of \"xy\" or \"ij\", but received: %s", indexing);
    for (int64_t i = 0; i < n; i++)
        if (TV(ts[i])->t.layout.ndim > 1) /* torch's message prints the tensor */
            return lang_unsupported(err, "meshgrid() of a tensor with more than one dim");
    lang_value *in[SL_MAX_DIMS];
    for (int64_t i = 0; i < n; i++) in[i] = ts[i];
    bool swap = xy && n >= 2;
    if (swap) {
        in[0] = ts[1];
        in[1] = ts[0];
    }
    int64_t shape[SL_MAX_DIMS], view[SL_MAX_DIMS];
    for (int64_t i = 0; i < n; i++) {
        if ((rc = sl_layout_numel(&TV(in[i])->t.layout, &shape[i], err))) return rc;
        view[i] = 1;
    }
    lang_value *grids = lv_seq(I, V_TUPLE, n);
    CHECK_ALLOC(grids);
    for (int64_t i = 0; i < n; i++) {
        lang_value *va, *sa, *v;
        view[i] = -1;
        if ((rc = shape_arg(I, view, (int32_t)n, &va, err)) || (rc = lang_tensor_method_pos(I, in[i], "view", &va, 1, &v, err)) ||
            (rc = shape_arg(I, shape, (int32_t)n, &sa, err)) ||
            (rc = lang_tensor_method_pos(I, v, "expand", &sa, 1, &grids->u.seq.v[i], err)))
            return rc;
        view[i] = 1;
    }
    if (swap) {
        lang_value *g = grids->u.seq.v[0];
        grids->u.seq.v[0] = grids->u.seq.v[1];
        grids->u.seq.v[1] = g;
    }
    *out = grids;
    return SL_OK;
}

static int atleast_one(lang_interp *I, lang_value *t, int nd_min, lang_value **out, sl_error *err) {
    int32_t nd = TV(t)->t.layout.ndim;
    lang_value *arg, *tmp;
    int rc;
    if (nd == 0) {
        int64_t ones[3] = {1, 1, 1};
        if ((rc = shape_arg(I, ones, nd_min, &arg, err))) return rc;
        return lang_tensor_method_pos(I, t, "reshape", &arg, 1, out, err);
    }
    if (nd == 1 && nd_min >= 2) {
        CHECK_ALLOC(arg = lv_int(I, 0));
        if ((rc = lang_tensor_method_pos(I, t, "unsqueeze", &arg, 1, nd_min == 3 ? &tmp : out, err))) return rc;
        if (nd_min == 2) return SL_OK;
        CHECK_ALLOC(arg = lv_int(I, -1));
        return lang_tensor_method_pos(I, tmp, "unsqueeze", &arg, 1, out, err);
    }
    if (nd == 2 && nd_min == 3) {
        CHECK_ALLOC(arg = lv_int(I, -1));
        return lang_tensor_method_pos(I, t, "unsqueeze", &arg, 1, out, err);
    }
    *out = t;
    return SL_OK;
}

static int atleast(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    if (a->nkw) return lang_unsupported(err, "keyword arguments to torch.%s()", name);
    int nd_min = name[8] - '0';
    lang_value *const *ts;
    int64_t n;
    bool listed;
    int rc = tensor_args(a, name, &ts, &n, &listed, err);
    if (rc) return rc;
    if (n == 1 && !listed) return atleast_one(I, ts[0], nd_min, out, err);
    lang_value *r = lv_seq(I, V_TUPLE, n);
    CHECK_ALLOC(r);
    for (int64_t i = 0; i < n; i++)
        if ((rc = atleast_one(I, ts[i], nd_min, &r->u.seq.v[i], err))) return rc;
    *out = r;
    return SL_OK;
}

int lang_torch_grids_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    if (!strcmp(name, "meshgrid")) return meshgrid(I, a, out, err);
    if (!strcmp(name, "atleast_1d") || !strcmp(name, "atleast_2d") || !strcmp(name, "atleast_3d"))
        return atleast(I, name, a, out, err);
    return LANG_NOT_MINE;
}
