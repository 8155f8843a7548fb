/*
 * ndarray_grids.c — numpy 1.24's grid builders np.meshgrid, np.indices and np.ix_,
 * written as numpy writes them in Python (numpy/lib/function_base.py, core/numeric.py,
 * lib/index_tricks.py) over the array ops the evaluator already reproduces, so shapes,
 * strides, bases and dtypes follow from asarray / reshape / broadcast_arrays / copy /
 * arange / empty / nonzero:
 *   - meshgrid(*xi, copy=True, sparse=False, indexing='xy'): each input asanyarray'd and
 *     reshaped to -1 along its own axis (for 'xy' the first two swapped), broadcast
 *     unless sparse, copied unless copy=False; a list;
 *   - indices(dimensions, dtype=int, sparse=False): an empty (N, *dimensions) array filled
 *     row by row with reshaped aranges, or the tuple of the reshaped aranges;
 *   - ix_(*args): each argument as an array (an empty sequence as intp), 1-D only, a bool
 *     mask replaced by its nonzero(), reshaped to its own axis; a tuple.
 */
#include "lang/python/py.h"
#include "lang/torch/tensor.h"
#include "lang/numpy/ndarray.h"

/* (1,)*k + (len,) + (1,)*(nd-k-1) */
static lang_value *axis_shape(lang_interp *I, int32_t nd, int32_t k, int64_t len) {
    int64_t s[SL_MAX_DIMS];
    for (int32_t i = 0; i < nd; i++) s[i] = i == k ? len : 1;
    return lv_ints(I, V_TUPLE, s, nd);
}

static int truthy_kw(lang_interp *I, lang_value *v, bool *out, sl_error *err) { return lang_truth(I, v, out, err); }

static int meshgrid(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    bool copy = true, sparse = false, xy = true;
    int rc;
    for (int32_t k = 0; k < a->nkw; k++) {
        const char *n = a->kwnames[k];
        if (!strcmp(n, "copy")) {
            if ((rc = truthy_kw(I, a->kw[k], &copy, err))) return rc;
        } else if (!strcmp(n, "sparse")) {
            if ((rc = truthy_kw(I, a->kw[k], &sparse, err))) return rc;
        } else if (!strcmp(n, "indexing")) {
            lang_value *v = a->kw[k];
            bool ij = v->kind == V_STR && !strcmp(v->u.str.s, "ij");
            xy = v->kind == V_STR && !strcmp(v->u.str.s, "xy");
            if (!ij && !xy) return lang_py_error(err, "ValueError", "Valid values for `indexing` are 'xy' and 'ij'.");
        } else {
            return lang_py_error(err, "TypeError", "meshgrid() got an unexpected keyword argument '%s'", n);
        }
    }
    int32_t nd = a->npos;
    if (nd > SL_MAX_DIMS) return lang_unsupported(err, "meshgrid() of more than %d arrays", SL_MAX_DIMS);
    lang_value *outs = lv_seq(I, lang_layers(I)->numpy2 ? V_TUPLE : V_LIST, nd); /* numpy 2: a tuple */
    CHECK_ALLOC(outs);
    for (int32_t i = 0; i < nd; i++) {
        lang_value *arr, *shape;
        int32_t axis = i;
        if (xy && nd > 1 && i < 2) axis = 1 - i; /* output[0].shape = (1, -1, ...), output[1] = (-1, 1, ...) */
        if ((rc = lang_np_call(I, "asarray", &a->pos[i], 1, NULL, NULL, 0, &arr, err))) return rc;
        CHECK_ALLOC(shape = axis_shape(I, nd, axis, -1));
        if ((rc = lang_np_method_pos(I, arr, "reshape", &shape, 1, &outs->u.seq.v[i], err))) return rc;
    }
    if (!sparse && nd > 0) {
        lang_value *b;
        if ((rc = lang_np_call(I, "broadcast_arrays", outs->u.seq.v, nd, NULL, NULL, 0, &b, err))) return rc;
        if ((b->kind != V_TUPLE && b->kind != V_LIST) || b->u.seq.n != nd)
            return lang_unsupported(err, "meshgrid() over this broadcast");
        for (int32_t i = 0; i < nd; i++) outs->u.seq.v[i] = b->u.seq.v[i];
    }
    if (copy)
        for (int32_t i = 0; i < nd; i++)
            if ((rc = lang_np_method_pos(I, outs->u.seq.v[i], "copy", NULL, 0, &outs->u.seq.v[i], err))) return rc;
    *out = outs;
    return SL_OK;
}

static int indices(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"dimensions", "dtype", "sparse"};
    lang_value *p[3];
    int rc = lang_bind(a, "indices", PN, 3, 1, p, err);
    if (rc) return rc;
    int64_t dims[SL_MAX_DIMS];
    int32_t nd;
    if (p[0]->kind != V_TUPLE && p[0]->kind != V_LIST) return lang_unsupported(err, "numpy.indices() of a %s", lv_type_name(p[0]));
    if ((rc = lang_int_list((const lang_value *const *)&p[0], 1, dims, &nd, "dimensions", err))) return rc;
    if (nd >= SL_MAX_DIMS) return lang_unsupported(err, "numpy.indices() of more than %d dimensions", SL_MAX_DIMS - 1);
    bool sparse = false;
    if (p[2] && (rc = lang_truth(I, p[2], &sparse, err))) return rc;
    lang_value *dtype = p[1] ? p[1] : lang_np_type_value(I, SL_INT64); /* dtype=int */
    CHECK_ALLOC(dtype);
    const char *kwn[1] = {"dtype"};
    lang_value *res = NULL;
    if (sparse) {
        CHECK_ALLOC(res = lv_seq(I, V_TUPLE, nd));
    } else {
        int64_t full[SL_MAX_DIMS];
        full[0] = nd;
        for (int32_t i = 0; i < nd; i++) full[i + 1] = dims[i];
        lang_value *shape = lv_ints(I, V_TUPLE, full, nd + 1);
        CHECK_ALLOC(shape);
        if ((rc = lang_np_call(I, "empty", &shape, 1, kwn, &dtype, 1, &res, err))) return rc;
    }
    for (int32_t i = 0; i < nd; i++) {
        lang_value *n = lv_int(I, dims[i]), *r, *idx, *shape;
        CHECK_ALLOC(n);
        if ((rc = lang_np_call(I, "arange", &n, 1, kwn, &dtype, 1, &r, err))) return rc;
        CHECK_ALLOC(shape = axis_shape(I, nd, i, dims[i]));
        if ((rc = lang_np_method_pos(I, r, "reshape", &shape, 1, &idx, err))) return rc;
        if (sparse) {
            res->u.seq.v[i] = idx;
        } else {
            lang_value *k = lv_int(I, i);
            CHECK_ALLOC(k);
            if ((rc = lang_np_setitem(I, res, k, idx, err))) return rc;
        }
    }
    *out = res;
    return SL_OK;
}

static int ix(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    if (a->nkw) return lang_unsupported(err, "keyword arguments to numpy.ix_()");
    int32_t nd = a->npos;
    if (nd > SL_MAX_DIMS) return lang_unsupported(err, "numpy.ix_() of more than %d arrays", SL_MAX_DIMS);
    lang_value *res = lv_seq(I, V_TUPLE, nd);
    CHECK_ALLOC(res);
    int rc;
    for (int32_t k = 0; k < nd; k++) {
        lang_value *v = a->pos[k];
        if (v->kind != V_ARRAY || lang_np_scalar(v)) {
            if ((rc = lang_np_call(I, "asarray", &v, 1, NULL, NULL, 0, &v, err))) return rc;
            int64_t size;
            if ((rc = sl_np_size(&lang_av(v)->a, &size, err))) return rc;
            if (size == 0) {
                lang_value *intp = lang_np_type_value(I, SL_INT64);
                CHECK_ALLOC(intp);
                if ((rc = lang_np_method_pos(I, v, "astype", &intp, 1, &v, err))) return rc;
            }
        }
        if (lang_av(v)->a.ndim != 1) return lang_py_error(err, "ValueError", "Cross index must be 1 dimensional");
        if (lang_av(v)->a.dtype == SL_BOOL) {
            lang_value *nz;
            if ((rc = lang_np_method_pos(I, v, "nonzero", NULL, 0, &nz, err))) return rc;
            v = nz->u.seq.v[0];
        }
        lang_value *shape = axis_shape(I, nd, k, lang_av(v)->a.shape[0]);
        CHECK_ALLOC(shape);
        if ((rc = lang_np_method_pos(I, v, "reshape", &shape, 1, &res->u.seq.v[k], err))) return rc;
    }
    *out = res;
    return SL_OK;
}

int lang_np_grids_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    if (!strcmp(name, "meshgrid")) return meshgrid(I, a, out, err);
    if (!strcmp(name, "indices")) return indices(I, a, out, err);
    if (!strcmp(name, "ix_")) return ix(I, a, out, err);
    return LANG_NOT_MINE;
}
