/*
 * ndarray_compose.c — numpy 1.24 functions written in Python over other array ops,
 * written here over the same ops in the same order (numpy/lib/function_base.py,
 * core/numeric.py), so layouts, dtypes and errors follow from subscripting, concatenate,
 * broadcast_to and the ufuncs:
 *   - diff(a, n=1, axis=-1, prepend=, append=): n = 0 returns a; prepend / append (0-d
 *     ones broadcast to a's shape with length 1 along axis) concatenated along axis; then
 *     n rounds of op(a[..., 1:, ...], a[..., :-1, ...]) with op not_equal for bool and
 *     subtract otherwise;
 *   - outer(a, b): multiply(a.ravel()[:, newaxis], b.ravel()[newaxis, :]).
 */
#include "lang/python/py.h"
#include "lang/numpy/ndarray.h"

static lang_value *slice_of(lang_interp *I, lang_value *start, lang_value *stop) {
    lang_value *s = lv_new(I, V_SLICE);
    if (!s) return NULL;
    s->u.slice.start = start ? start : lv_none(I);
    s->u.slice.stop = stop ? stop : lv_none(I);
    s->u.slice.step = lv_none(I);
    return s;
}

/* (slice(None),) * nd with `at` at position axis */
static lang_value *index_at(lang_interp *I, int32_t nd, int32_t axis, lang_value *at) {
    lang_value *t = lv_seq(I, V_TUPLE, nd);
    if (!t) return NULL;
    for (int32_t d = 0; d < nd; d++)
        if (!(t->u.seq.v[d] = d == axis ? at : slice_of(I, NULL, NULL))) return NULL;
    return t;
}

static int diff(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"a", "n", "axis", "prepend", "append"};
    lang_value *p[5];
    int rc = lang_bind(a, "diff", PN, 5, 1, p, err);
    if (rc) return rc;
    int64_t n = 1, axis = -1;
    if (p[1] && (rc = lang_to_int(p[1], &n, "n", err))) return rc;
    if (p[2] && (rc = lang_to_int(p[2], &axis, "axis", err))) return rc;
    if (n == 0) {
        *out = p[0];
        return SL_OK;
    }
    if (n < 0) return lang_py_error(err, "ValueError", "order must be non-negative but got %lld", (long long)n);
    lang_value *x;
    if ((rc = lang_np_call(I, "asarray", &p[0], 1, NULL, NULL, 0, &x, err))) return rc;
    int32_t nd = lang_av(x)->a.ndim;
    if (nd == 0) return lang_py_error(err, "ValueError", "diff requires input that is at least one dimensional");
    if (axis < -nd || axis >= nd)
        return lang_py_error(err, "AxisError", "axis %lld is out of bounds for array of dimension %d",
                             (long long)axis, nd);
    int32_t ax = (int32_t)(axis < 0 ? axis + nd : axis);
    lang_value *combined = lv_seq(I, V_LIST, 0);
    CHECK_ALLOC(combined);
    for (int k = 0; k < 3; k++) {
        lang_value *part = k == 1 ? x : p[k == 0 ? 3 : 4];
        if (!part) continue;
        if (k != 1) {
            if ((rc = lang_np_call(I, "asarray", &part, 1, NULL, NULL, 0, &part, err))) return rc;
            if (lang_av(part)->a.ndim == 0) {
                int64_t shape[SL_MAX_DIMS];
                for (int32_t d = 0; d < nd; d++) shape[d] = d == ax ? 1 : lang_av(x)->a.shape[d];
                lang_value *args[2] = {part, lv_ints(I, V_TUPLE, shape, nd)};
                CHECK_ALLOC(args[1]);
                if ((rc = lang_np_call(I, "broadcast_to", args, 2, NULL, NULL, 0, &part, err))) return rc;
            }
        }
        if ((rc = lv_list_append(I, combined, part, err))) return rc;
    }
    if (combined->u.seq.n > 1) {
        lang_value *args[2] = {combined, lv_int(I, ax)};
        CHECK_ALLOC(args[1]);
        if ((rc = lang_np_call(I, "concatenate", args, 2, NULL, NULL, 0, &x, err))) return rc;
    }
    lang_value *one = lv_int(I, 1), *minus = lv_int(I, -1);
    CHECK_ALLOC(one);
    CHECK_ALLOC(minus);
    lang_value *s1 = index_at(I, nd, ax, slice_of(I, one, NULL)), *s2 = index_at(I, nd, ax, slice_of(I, NULL, minus));
    CHECK_ALLOC(s1);
    CHECK_ALLOC(s2);
    const char *op = lang_av(x)->a.dtype == SL_BOOL ? "not_equal" : "subtract";
    for (int64_t k = 0; k < n; k++) {
        lang_value *args[2];
        if ((rc = lang_np_subscript(I, x, s1, &args[0], err)) || (rc = lang_np_subscript(I, x, s2, &args[1], err)))
            return rc;
        if ((rc = lang_np_call(I, op, args, 2, NULL, NULL, 0, &x, err))) return rc;
    }
    *out = x;
    return SL_OK;
}

static int outer(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    if (a->nkw || a->npos != 2) return lang_unsupported(err, "numpy.outer() arguments other than two arrays");
    lang_value *args[2];
    for (int k = 0; k < 2; k++) {
        lang_value *x, *flat, *idx = lv_seq(I, V_TUPLE, 2);
        CHECK_ALLOC(idx);
        int rc;
        if ((rc = lang_np_call(I, "asarray", &a->pos[k], 1, NULL, NULL, 0, &x, err))) return rc;
        if ((rc = lang_np_method_pos(I, x, "ravel", NULL, 0, &flat, err))) return rc;
        CHECK_ALLOC(idx->u.seq.v[k] = slice_of(I, NULL, NULL)); /* a: [:, newaxis], b: [newaxis, :] */
        CHECK_ALLOC(idx->u.seq.v[1 - k] = lv_none(I));
        if ((rc = lang_np_subscript(I, flat, idx, &args[k], err))) return rc;
    }
    return lang_np_call(I, "multiply", args, 2, NULL, NULL, 0, out, err);
}

int lang_np_compose_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    if (!strcmp(name, "diff")) return diff(I, a, out, err);
    if (!strcmp(name, "outer")) return outer(I, a, out, err);
    return LANG_NOT_MINE;
}
