/*
 * ndarray_module.c — the numpy.* functions: np.reshape, np.transpose, np.where,
 * np.broadcast_to, np.shares_memory and the rest, mostly by calling the Python-level
 * methods so results carry numpy's bases.
 *
 * Attributes and methods of arrays are ndarray_methods.c; creation ndarray_creation.c.
 */
#include "lang/python/py.h"
#include "lang/torch/tensor.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lang/numpy/ndarray_internal.h"

/* ------------------------------------------------------------ numpy.* == */

/* small helpers that call the Python-level operations, so results carry numpy's bases */
static int call_method2(lang_interp *I, lang_value *arr, const char *name, int64_t x, int64_t y,
                        lang_value **out, sl_error *err) {
    lang_value *args[2] = {lv_int(I, x), lv_int(I, y)};
    CHECK_ALLOC(args[0]);
    CHECK_ALLOC(args[1]);
    lang_args a = {args, 2, NULL, NULL, 0};
    return lang_np_method(I, arr, name, &a, out, err);
}

static int index_value(lang_interp *I, lang_value *arr, lang_value *idx, lang_value **out, sl_error *err) {
    return lang_np_subscript(I, arr, idx, out, err);
}

#define SLICE_INDEX_MSG "slice indices must be integers or None or have an __index__ method"

/* array_split's division points of `total` into `sections` pieces (the first total %
 * sections one longer), from 0 to total; returns how many points (sections + 1) */
static int64_t section_points(int64_t *points, int64_t total, int64_t sections) {
    int64_t each = total / sections, extras = total % sections, n = 0;
    points[n++] = 0;
    for (int64_t i = 0; i < sections; i++, n++) points[n] = points[n - 1] + (i < extras ? each + 1 : each);
    return n;
}

/* np.split / np.array_split as numpy 1.24 writes them: swap `axis` to the front, slice
 * between the division points, swap back (every piece is a view). */
static int np_split(lang_interp *I, bool equal, lang_value *arr, const lang_args *rest, const lang_args *a,
                    lang_value **out, sl_error *err) {
    static const char *const PN[] = {"indices_or_sections", "axis"};
    lang_value *p[2];
    int rc = lang_bind(rest, equal ? "split" : "array_split", PN, 2, 1, p, err);
    if (rc) return rc;
    (void)a;
    int64_t axis = 0;
    if (p[1] && (rc = ndarray_np_int(p[1], SL_NP_TE_INDEX, &axis, err))) return rc;
    const sl_array *x = &AV(arr)->a;
    int64_t ax = axis < 0 ? axis + x->ndim : axis;
    if (ax < 0 || ax >= x->ndim) return lang_py_error(err, "IndexError", "tuple index out of range");
    int64_t total = x->shape[ax];
    int64_t points[1026];
    int64_t npoints = 0;
    if (p[0]->kind == V_LIST || p[0]->kind == V_TUPLE) {
        if (p[0]->u.seq.n > 1024) return lang_unsupported(err, "more than 1024 split points");
        points[npoints++] = 0;
        for (int64_t i = 0; i < p[0]->u.seq.n; i++) {
            lang_value *pt = p[0]->u.seq.v[i];
            if (pt->kind == V_FLOAT || (pt->kind == V_ARRAY && lang_np_scalar(pt) && sl_dtype_is_floating(AV(pt)->a.dtype)))
                return lang_py_error(err, "TypeError", SLICE_INDEX_MSG); /* ary[st:end] with a float */
            if ((rc = ndarray_np_int(pt, SL_NP_TE_INDEX, &points[npoints++], err))) return rc;
        }
        points[npoints++] = total;
    } else if (p[0]->kind == V_ARRAY && !lang_np_scalar(p[0]) && AV(p[0])->a.ndim >= 1) {
        /* an array of indices: list(indices) as the division points (numpy integers or
         * bools; floats fail in the slice, rows of a 2-d array too) */
        const sl_array *ix = &AV(p[0])->a;
        int64_t np_ = ix->shape[0];
        if (np_ > 1024) return lang_unsupported(err, "more than 1024 split points");
        points[npoints++] = 0;
        if (np_ > 0) {
            if (ix->ndim > 1)
                return lang_py_error(err, "TypeError", "only integer scalar arrays can be converted to a scalar index");
            sl_dtype idt = ix->dtype;
            if (sl_dtype_is_floating(idt)) return lang_py_error(err, "TypeError", SLICE_INDEX_MSG);
            if (sl_dtype_is_complex(idt)) return lang_unsupported(err, "split points given as complex numbers");
            lang_num *pv;
            if ((rc = lang_np_read_array(I, p[0], "split", &pv, &np_, err))) return rc;
            for (int64_t i = 0; i < np_; i++) points[npoints++] = pv[i].i;
        }
        points[npoints++] = total;
    } else if (p[0]->kind == V_FLOAT) {
        /* len() fails: split checks N % sections in floats, then array_split takes int() */
        double sf = p[0]->u.f;
        if (!isfinite(sf) || sf == 0 || fabs(sf) > 1e15) return lang_unsupported(err, "split sections given as the float %g", sf);
        if (equal && fmod((double)total, sf) != 0)
            return lang_py_error(err, "ValueError", "array split does not result in an equal division");
        int64_t sections = (int64_t)sf;
        if (sections <= 0) return lang_py_error(err, "ValueError", "number sections must be larger than 0.");
        if (sections > 1024) return lang_unsupported(err, "more than 1024 sections");
        npoints = section_points(points, total, sections);
    } else {
        int64_t sections;
        if (p[0]->kind == V_ARRAY && (lang_np_scalar(p[0]) || AV(p[0])->a.ndim == 0) &&
            !sl_dtype_is_floating(AV(p[0])->a.dtype) && !sl_dtype_is_complex(AV(p[0])->a.dtype) &&
            AV(p[0])->a.dtype != SL_BOOL) {
            lang_num *pv; /* a 0-d integer array or numpy integer: int(indices_or_sections) */
            int64_t np_;
            lang_value *z;
            if ((rc = ndarray_scalar_as_array(I, p[0], &z, err))) return rc;
            if ((rc = lang_np_read_array(I, z, "split", &pv, &np_, err))) return rc;
            sections = pv[0].i;
        } else if (p[0]->kind != V_INT) {
            return lang_unsupported(err, "split sections given as %s", lv_type_name(p[0]));
        } else {
            sections = p[0]->u.i;
        }
        if (equal && sections != 0 && total % sections)
            return lang_py_error(err, "ValueError", "array split does not result in an equal division");
        if (equal && sections == 0) return lang_py_error(err, "ZeroDivisionError", "integer modulo by zero");
        if (sections <= 0) return lang_py_error(err, "ValueError", "number sections must be larger than 0.");
        if (sections > 1024) return lang_unsupported(err, "more than 1024 sections");
        npoints = section_points(points, total, sections);
    }
    lang_value *sary;
    if ((rc = call_method2(I, arr, "swapaxes", axis, 0, &sary, err))) return rc;
    lang_value *l = lv_seq(I, V_LIST, npoints - 1);
    CHECK_ALLOC(l);
    for (int64_t i = 0; i + 1 < npoints; i++) {
        lang_value *sl = lv_new(I, V_SLICE), *piece;
        CHECK_ALLOC(sl);
        sl->u.slice.start = lv_int(I, points[i]);
        sl->u.slice.stop = lv_int(I, points[i + 1]);
        sl->u.slice.step = lv_none(I);
        CHECK_ALLOC(sl->u.slice.start);
        CHECK_ALLOC(sl->u.slice.stop);
        if ((rc = index_value(I, sary, sl, &piece, err))) return rc;
        if ((rc = call_method2(I, piece, "swapaxes", axis, 0, &l->u.seq.v[i], err))) return rc;
    }
    *out = l;
    return SL_OK;
}

/* np.atleast_1d / 2d / 3d */
static int np_atleast(lang_interp *I, int n, const lang_args *a, lang_value **out, sl_error *err) {
    if (a->nkw || a->npos == 0) return lang_unsupported(err, "atleast_%dd() arguments", n);
    lang_value *l = lv_seq(I, lang_layers(I)->numpy2 ? V_TUPLE : V_LIST, a->npos); /* numpy 2: a tuple */
    CHECK_ALLOC(l);
    for (int32_t i = 0; i < a->npos; i++) {
        lang_value *ary = a->pos[i], *r;
        int rc;
        if (ary->kind != V_ARRAY) return lang_unsupported(err, "atleast_%dd() of a %s", n, lv_type_name(ary));
        if ((rc = ndarray_scalar_as_array(I, ary, &ary, err))) return rc;
        int32_t nd = AV(ary)->a.ndim;
        if (nd >= n) {
            r = ary;
        } else if (nd == 0) {
            lang_value *shape = lv_seq(I, V_TUPLE, n);
            CHECK_ALLOC(shape);
            for (int k = 0; k < n; k++) CHECK_ALLOC(shape->u.seq.v[k] = lv_int(I, 1));
            lang_args ra = {&shape, 1, NULL, NULL, 0};
            if ((rc = lang_np_method(I, ary, "reshape", &ra, &r, err))) return rc;
        } else {
            /* 1-d: a[None, :] (2d) / a[None, :, None] (3d); 2-d: a[:, :, None] */
            lang_value *idx = lv_seq(I, V_TUPLE, 0), *full = lv_new(I, V_SLICE);
            CHECK_ALLOC(idx);
            CHECK_ALLOC(full);
            full->u.slice.start = full->u.slice.stop = full->u.slice.step = lv_none(I);
            if (nd == 1) {
                if ((rc = lv_list_append(I, idx, lv_none(I), err))) return rc;
                if ((rc = lv_list_append(I, idx, full, err))) return rc;
                if (n == 3 && (rc = lv_list_append(I, idx, lv_none(I), err))) return rc;
            } else {
                if ((rc = lv_list_append(I, idx, full, err))) return rc;
                if ((rc = lv_list_append(I, idx, full, err))) return rc;
                if ((rc = lv_list_append(I, idx, lv_none(I), err))) return rc;
            }
            if ((rc = index_value(I, ary, idx, &r, err))) return rc;
        }
        l->u.seq.v[i] = r;
    }
    *out = a->npos == 1 ? l->u.seq.v[0] : l;
    return SL_OK;
}


/* np.dtype(x): x a dtype or scalar type, a Python type (int, float, bool, complex) or a
 * string (get_dtype) */
static int np_dtype_ctor(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    if (a->nkw) return lang_unsupported(err, "numpy.dtype() with keyword arguments");
    if (a->npos != 1) return lang_unsupported(err, "numpy.dtype() with %d arguments", (int)a->npos);
    lang_value *x = a->pos[0];
    if (x->kind == V_DTYPE && !lang_np_dtype(x)) return lang_unsupported(err, "numpy.dtype() of a torch dtype");
    if (x->kind != V_DTYPE && x->kind != V_STR && x->kind != V_FUNC)
        return lang_unsupported(err, "numpy.dtype() of a %s", lv_type_name(x));
    sl_dtype dt;
    int rc = ndarray_get_dtype(x, &dt, err);
    if (rc) return rc;
    CHECK_ALLOC(*out = ndarray_dtype_val(I, dt));
    return SL_OK;
}

int lang_np_call(lang_interp *I, const char *name, lang_value **pos, int32_t npos, const char **kwnames,
                 lang_value **kw, int32_t nkw, lang_value **out, sl_error *err) {
    lang_args a = {pos, npos, kwnames, kw, nkw};
    return lang_np_func(I, name, &a, out, err);
}

int lang_np_method_pos(lang_interp *I, lang_value *self, const char *name, lang_value **pos, int32_t npos,
                       lang_value **out, sl_error *err) {
    lang_args a = {pos, npos, NULL, NULL, 0};
    return lang_np_method(I, self, name, &a, out, err);
}

/* numpy functions that begin with np.asarray / np.asanyarray of their array arguments (or
 * call the method through _wrapfunc, which does the same for a list): a Python list, tuple
 * or number given there is the array np.asarray makes of it.  `all`: every positional
 * argument is one (atleast_*d); `two`: the first two (compress(condition, a)). */
static const struct {
    const char *name;
    int8_t nargs; /* how many leading positional arguments are arrays; -1: all */
} ASARRAY_ARGS[] = {
    {"shape", 1},     {"ndim", 1},        {"size", 1},        {"transpose", 1}, {"tril", 1},
    {"triu", 1},      {"prod", 1},        {"sum", 1},         {"cumsum", 1},    {"cumprod", 1},
    {"reshape", 1},   {"ravel", 1},       {"flip", 1},        {"fliplr", 1},    {"flipud", 1},
    {"argmax", 1},    {"argmin", 1},      {"nonzero", 1},     {"squeeze", 1},   {"expand_dims", 1},
    {"swapaxes", 1},  {"moveaxis", 1},    {"count_nonzero", 1}, {"diagonal", 1}, {"roll", 1},
    {"sort", 1},      {"argsort", 1},     {"unique", 1},      {"mean", 1},      {"max", 1},
    {"min", 1},       {"amax", 1},        {"amin", 1},        {"all", 1},       {"any", 1},
    {"where", 1},     {"atleast_1d", -1}, {"atleast_2d", -1}, {"atleast_3d", -1}, {"compress", 2},
    {"choose", 1},
};

static bool array_like(const lang_value *v) {
    switch (v->kind) {
    case V_LIST: return !v->pytype;
    case V_TUPLE: return !v->pytype;
    case V_INT: case V_FLOAT: case V_BOOL: return true;
    default: return false;
    }
}

/* 1: nothing to convert; otherwise lang_np_func of the converted arguments */
static int np_func_of_array_likes(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                                  sl_error *err) {
    int32_t n = 0;
    for (size_t k = 0; k < SL_ARRAY_LEN(ASARRAY_ARGS); k++)
        if (!strcmp(ASARRAY_ARGS[k].name, name)) n = ASARRAY_ARGS[k].nargs < 0 ? a->npos : ASARRAY_ARGS[k].nargs;
    if (n > a->npos) n = a->npos;
    bool any = false;
    for (int32_t i = 0; i < n; i++) any |= array_like(a->pos[i]);
    if (!any) return 1;
    lang_value **pos = lang_alloc(&I->A, sizeof *pos * (size_t)a->npos);
    CHECK_ALLOC(pos);
    for (int32_t i = 0; i < a->npos; i++) {
        pos[i] = a->pos[i];
        int rc;
        if (i < n && array_like(pos[i]) && (rc = lang_np_as_array(I, a->pos[i], &pos[i], err))) return rc;
    }
    lang_args b = *a;
    b.pos = pos;
    return lang_np_func(I, name, &b, out, err);
}

int lang_np_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    if (!strcmp(name, "dtype")) return np_dtype_ctor(I, a, out, err);
    int rc;
    if ((rc = lang_np_put_choose_func(I, name, a, out, err)) != 1) return rc; /* ndarray_put_choose.c */
    if ((rc = lang_np_tricks_func(I, name, a, out, err)) != 1) return rc;     /* ndarray_index_tricks.c */
    if ((rc = np_func_of_array_likes(I, name, a, out, err)) != 1) return rc;
    if ((rc = lang_printopts_np_func(I, name, a, out, err)) != 1) return rc; /* arr_printopts.c */
    if ((rc = lang_random_np_func(I, name, a, out, err)) != 1) return rc;    /* ndarray_random.c */
    if ((rc = lang_limits_func(I, true, name, a, out, err)) != 1) return rc; /* arr_limits.c */
    if (!strcmp(name, "rot90")) return lang_rot90_np(I, a, out, err);         /* arr_rot90.c */
    if ((rc = lang_np_grids_func(I, name, a, out, err)) != 1) return rc; /* ndarray_grids.c */
    if ((rc = lang_np_compose_func(I, name, a, out, err)) != 1) return rc; /* ndarray_compose.c */
    if ((rc = lang_np_reorder_func(I, name, a, out, err)) != 1) return rc; /* ndarray_reorder.c */
    if ((rc = lang_np_triangles_func(I, name, a, out, err)) != 1) return rc;  /* ndarray_triangles.c */
    if ((rc = lang_np_index_math_func(I, name, a, out, err)) != 1) return rc; /* ndarray_index_math.c */
    if ((rc = lang_np_iterators_func(I, name, a, out, err)) != 1) return rc; /* ndarray_iterators.c */
    if ((rc = lang_np_isclose_func(I, name, a, out, err)) != 1) return rc; /* ndarray_isclose.c */
    if ((!strcmp(name, "real") || !strcmp(name, "imag")) && a->npos == 1 && !a->nkw && a->pos[0]->kind == V_ARRAY)
        return lang_complex_np_part(I, a->pos[0], name[0] == 'i', out, err); /* arr_complex.c */
    if ((rc = lang_np_flags_func(I, name, a, out, err)) != 1) return rc; /* ndarray_flags.c */
    if ((rc = lang_mathfn_np_func(I, name, a, out, err)) != 1) return rc;  /* ndarray_mathfn.c */
    if (!strcmp(name, "arange")) return ndarray_np_arange(I, a, out, err);
    if (!strcmp(name, "zeros") || !strcmp(name, "ones") || !strcmp(name, "empty") || !strcmp(name, "full"))
        return ndarray_np_create(I, name, a, out, err);
    if (!strcmp(name, "array") || !strcmp(name, "asarray")) return ndarray_np_array(I, name, a, out, err);
    if (!strcmp(name, "atleast_1d") || !strcmp(name, "atleast_2d") || !strcmp(name, "atleast_3d"))
        return np_atleast(I, name[8] - '0', a, out, err);
    if (!strcmp(name, "broadcast_arrays") || !strcmp(name, "lib.stride_tricks.broadcast_arrays")) {
        if (a->nkw) return lang_unsupported(err, "broadcast_arrays() keywords");
        if (a->npos > 32) return lang_unsupported(err, "broadcast_arrays() of more than 32 arrays");
        sl_array ins[32], outs[32];
        lang_value *srcs[32];
        for (int32_t i = 0; i < a->npos; i++) {
            if (a->pos[i]->kind != V_ARRAY) return lang_unsupported(err, "broadcast_arrays() of a %s", lv_type_name(a->pos[i]));
            if ((rc = ndarray_scalar_as_array(I, a->pos[i], &srcs[i], err))) return rc;
            ins[i] = AV(srcs[i])->a;
            if (ins[i].ndim > SL_NP_MAX_DIMS) /* numpy 2's arrays pass 32 dims, np.broadcast does not */
                return lang_py_error(err, "RuntimeError", "this function only supports up to %d dimensions but the array has %d.",
                                     SL_NP_MAX_DIMS, ins[i].ndim);
        }
        if ((rc = sl_np_broadcast_arrays(ins, a->npos, outs, err))) return rc;
        lang_value *l = lv_seq(I, lang_layers(I)->numpy2 ? V_TUPLE : V_LIST, a->npos); /* numpy 2: a tuple */
        CHECK_ALLOC(l);
        for (int32_t i = 0; i < a->npos; i++)
            if ((rc = ndarray_wrap_np(I, SL_OK, &outs[i], srcs[i], &l->u.seq.v[i], err))) return rc;
        *out = l;
        return SL_OK;
    }
    if (!strcmp(name, "shares_memory") || !strcmp(name, "may_share_memory")) {
        /* shares_memory(a, b, max_work=None): None is -1 (exact) for the engine, an int is
         * its budget (0: bounds only; positive budgets are refused there) */
        lang_value *mw = a->nkw == 1 ? lang_kwarg(a, "max_work") : NULL;
        if (!mw && a->npos == 3) mw = a->pos[2]; /* max_work given by position */
        int32_t npos = a->npos == 3 ? 2 : a->npos;
        if (npos != 2 || a->nkw > (mw && a->npos == 2 ? 1 : 0) || a->pos[0]->kind != V_ARRAY ||
            a->pos[1]->kind != V_ARRAY || (mw && mw->kind != V_NONE && mw->kind != V_INT && mw->kind != V_BOOL))
            return lang_unsupported(err, "%s() arguments", name);
        bool shares = name[0] == 's';
        /* None: shares_memory exact (-1), may_share_memory bounds only (0); numpy accepts
         * any integer from -2 (every negative budget is unlimited) */
        int64_t max_work = !mw || mw->kind == V_NONE ? (shares ? -1 : 0) : mw->kind == V_BOOL ? mw->u.b : mw->u.i;
        if (max_work < -2) return lang_py_error(err, "ValueError", "Invalid value for max_work");
        if (max_work < 0) max_work = -1;
        const sl_array *p = &AV(a->pos[0])->a, *q = &AV(a->pos[1])->a;
        bool same = AV(a->pos[0])->st == AV(a->pos[1])->st, res = false;
        if (!shares && max_work == 0) {
            rc = same ? sl_np_may_share_memory(p, q, &res, err) : SL_OK;
        } else if (max_work > 0) {
            /* numpy's bounded search: only its answers that do not depend on the work
             * count are given (disjoint extents: False; may_share_memory of an overlap:
             * True, which numpy also answers when the budget runs out) */
            bool may = false;
            if ((rc = same ? sl_np_may_share_memory(p, q, &may, err) : SL_OK)) return rc;
            if (may && (rc = sl_np_shares_memory(p, q, same, -1, &res, err))) return rc;
            if (may && (shares || !res))
                return lang_unsupported(err, "np.%s with a positive max_work on arrays whose extents meet (numpy's "
                                             "answer depends on its search's work count)", name);
        } else {
            rc = sl_np_shares_memory(p, q, same, max_work, &res, err);
        }
        if (rc) return rc;
        *out = lv_bool(I, res);
        return SL_OK;
    }
    if (!strcmp(name, "diag_indices")) { /* (arange(n),) * ndim: one array, ndim times */
        static const char *const PN[] = {"n", "ndim"};
        lang_value *p[2] = {NULL, NULL};
        if ((rc = lang_bind(a, "diag_indices", PN, 2, 1, p, err))) return rc;
        if (p[0]->kind != V_INT || (p[1] && p[1]->kind != V_INT))
            return lang_unsupported(err, "numpy.diag_indices() arguments");
        int64_t nd = p[1] ? p[1]->u.i : 2;
        if (nd > 64) return lang_unsupported(err, "numpy.diag_indices() with ndim=%lld", (long long)nd);
        lang_value *idx;
        lang_args b = {&p[0], 1, NULL, NULL, 0};
        if ((rc = lang_np_func(I, "arange", &b, &idx, err))) return rc;
        lang_value *t = lv_seq(I, V_TUPLE, nd > 0 ? (int32_t)nd : 0);
        CHECK_ALLOC(t);
        for (int64_t k = 0; k < nd; k++) t->u.seq.v[k] = idx;
        *out = t;
        return SL_OK;
    }
    if (!strcmp(name, "zeros_like") || !strcmp(name, "ones_like") || !strcmp(name, "empty_like") ||
        !strcmp(name, "full_like"))
        return ndarray_np_like(I, name, a, out, err);
    if (!strcmp(name, "linspace")) return ndarray_np_linspace(I, a, out, err);
    if (!strcmp(name, "eye") || !strcmp(name, "identity")) return ndarray_np_eye(I, name, a, out, err);
    if (!strcmp(name, "maximum") || !strcmp(name, "minimum") || !strcmp(name, "where") || !strcmp(name, "clip")) {
        int want = name[1] == 'a' || name[1] == 'i' ? 2 : 3;
        if (a->nkw || a->npos != want) return lang_unsupported(err, "numpy.%s() arguments", name);
        if (a->pos[0]->kind != V_ARRAY && (want == 3 || a->pos[1]->kind != V_ARRAY))
            return lang_unsupported(err, "numpy.%s() without an array first", name);
        if (want == 3 && name[0] == 'c') return ndarray_np_clip(I, a->pos[0], a->pos[1], a->pos[2], out, err);
        return ndarray_np_select(I, name, a->pos, want, out, err);
    }
    if (!strcmp(name, "matmul") || !strcmp(name, "dot")) {
        if (a->nkw || a->npos != 2 || a->pos[0]->kind != V_ARRAY || a->pos[1]->kind != V_ARRAY)
            return lang_unsupported(err, "numpy.%s() arguments", name);
        return ndarray_np_matmul(I, a->pos[0], a->pos[1], name[0] == 'd', out, err);
    }
    if (!strcmp(name, "sqrt") || !strcmp(name, "square") || !strcmp(name, "floor") || !strcmp(name, "ceil") ||
        !strcmp(name, "trunc") || !strcmp(name, "rint")) {
        if (a->nkw || a->npos != 1 || a->pos[0]->kind != V_ARRAY) return lang_unsupported(err, "numpy.%s() arguments", name);
        lang_value *x;
        if ((rc = ndarray_scalar_as_array(I, a->pos[0], &x, err))) return rc;
        return ndarray_np_math1(I, name, x, out, err);
    }
    if (!strcmp(name, "isnan") || !strcmp(name, "isinf") || !strcmp(name, "isfinite") || !strcmp(name, "isposinf") ||
        !strcmp(name, "isneginf") || !strcmp(name, "signbit") || !strcmp(name, "logical_not") || !strcmp(name, "sign")) {
        if (a->nkw || a->npos != 1 || a->pos[0]->kind != V_ARRAY) return lang_unsupported(err, "numpy.%s() arguments", name);
        lang_value *x;
        if ((rc = ndarray_scalar_as_array(I, a->pos[0], &x, err))) return rc;
        return ndarray_np_pred1(I, name, x, out, err);
    }
    if (!strcmp(name, "negative") || !strcmp(name, "absolute") || !strcmp(name, "abs") || !strcmp(name, "invert") ||
        !strcmp(name, "positive")) {
        if (a->npos != 1 || a->nkw || a->pos[0]->kind != V_ARRAY) return lang_unsupported(err, "numpy.%s() arguments", name);
        lang_value *x;
        if ((rc = ndarray_scalar_as_array(I, a->pos[0], &x, err))) return rc;
        return ndarray_np_unary(I, x, name[0] == 'n' ? "__neg__" : name[0] == 'i' ? "__invert__" : name[0] == 'p' ? "__pos__" : "__abs__",
                        out, err);
    }
    if (!strcmp(name, "concatenate")) return ndarray_np_concatenate(I, a, out, err);
    if (!strcmp(name, "stack")) return ndarray_np_stack(I, a, out, err);
    {
        /* the binary ufuncs as functions: np.add(a, b) is a + b */
        static const struct { const char *name; lang_op op; } U[] = {
            {"add", OP_ADD}, {"subtract", OP_SUB}, {"multiply", OP_MUL}, {"divide", OP_DIV},
            {"true_divide", OP_DIV}, {"floor_divide", OP_FLOORDIV}, {"remainder", OP_MOD}, {"mod", OP_MOD},
            {"less", OP_LT}, {"less_equal", OP_LE}, {"greater", OP_GT},
            {"greater_equal", OP_GE}, {"equal", OP_EQ}, {"not_equal", OP_NE}};
        for (size_t k = 0; k < SL_ARRAY_LEN(U); k++) {
            if (strcmp(name, U[k].name)) continue;
            if (a->npos != 2 || a->nkw) return lang_unsupported(err, "numpy.%s() arguments", name);
            lang_value *p = a->pos[0], *q = a->pos[1];
            if (p->kind != V_ARRAY && q->kind != V_ARRAY)
                return lang_unsupported(err, "numpy.%s() of two Python numbers", name);
            return ndarray_np_binary(I, U[k].op, p, q, out, err);
        }
    }
    /* everything else takes the array first */
    if (a->npos < 1 && !lang_kwarg(a, "a") && !lang_kwarg(a, "x") && !lang_kwarg(a, "m"))
        return lang_unsupported(err, "numpy.%s() without an array", name);
    lang_value *arr = a->npos ? a->pos[0] : lang_kwarg(a, "a") ? lang_kwarg(a, "a") : lang_kwarg(a, "x") ? lang_kwarg(a, "x") : lang_kwarg(a, "m");
    if (arr->kind != V_ARRAY) return lang_unsupported(err, "numpy.%s() of a %s", name, lv_type_name(arr));
    lang_value *arr0 = arr;
    if ((rc = ndarray_scalar_as_array(I, arr, &arr, err))) return rc;
    const sl_array *x = &AV(arr)->a;
    lang_args rest = *a;
    rest.pos = a->npos ? a->pos + 1 : a->pos;
    rest.npos = a->npos ? a->npos - 1 : 0;
    sl_array r;
    int64_t v1[SL_MAX_DIMS], v2[SL_MAX_DIMS];
    int32_t n1 = 0, n2 = 0;
    rdkind rk;
    if (ndarray_reducer_of(name, &rk)) return ndarray_np_reduce(I, arr, rk, name, &rest, out, err);
    if (!strcmp(name, "cumsum") || !strcmp(name, "cumprod")) return ndarray_np_cumulate(I, arr, name[3] == 'p', &rest, out, err);
    if (!strcmp(name, "round") || !strcmp(name, "around") || !strcmp(name, "round_")) {
        static const char *const PN[] = {"decimals", "out"};
        lang_value *p[2];
        if ((rc = lang_bind(&rest, name, PN, 2, 0, p, err))) return rc;
        if (p[1] && p[1]->kind != V_NONE) return lang_unsupported(err, "round() with out=");
        if ((rc = ndarray_np_round(I, arr, p[0], out, err))) return rc;
        /* np.round of a numpy scalar gives a scalar back */
        return lang_np_scalar(arr0) ? ndarray_back_to_scalar(I, *out, out, err) : SL_OK;
    }
    if (!strcmp(name, "sort")) {
        static const char *const PN[] = {"axis", "kind", "order"};
        lang_value *p[3];
        if ((rc = lang_bind(&rest, name, PN, 3, 0, p, err))) return rc;
        if ((p[1] && p[1]->kind != V_NONE) || (p[2] && p[2]->kind != V_NONE))
            return lang_unsupported(err, "sort() with kind= or order=");
        lang_value *c;
        int64_t ax;
        if (p[0] && p[0]->kind == V_NONE) {
            lang_args none = {0};
            if ((rc = lang_np_method(I, arr, "flatten", &none, &c, err))) return rc;
            ax = 0;
        } else {
            if ((rc = ndarray_sort_axis(p[0], x, &ax, err))) return rc;
            if ((rc = sl_np_copy(x, 'K', &r, err)) || (rc = ndarray_wrap_np(I, SL_OK, &r, arr, &c, err))) return rc;
        }
        if ((rc = ndarray_sort_values(I, c, ax, err))) return rc;
        *out = c;
        return SL_OK;
    }
    if (!strcmp(name, "split") || !strcmp(name, "array_split"))
        return np_split(I, name[0] == 's', arr, &rest, a, out, err);
    if (!strcmp(name, "transpose") && lang_np_scalar(arr0)) {
        /* np.transpose calls the scalar's own method, which returns a scalar */
        lang_value *ax = rest.npos ? rest.pos[0] : lang_kwarg(a, "axes");
        lang_args b = {&ax, ax ? 1 : 0, NULL, NULL, 0};
        return lang_np_method(I, arr0, "transpose", &b, out, err);
    }
    if (!strcmp(name, "transpose")) {
        lang_value *ax = rest.npos ? rest.pos[0] : lang_kwarg(a, "axes");
        if (!ax || ax->kind == V_NONE) rc = sl_np_transpose(x, NULL, 0, &r, err);
        else {
            if ((rc = ndarray_np_ints(ax, SL_NP_TE_INDEX, v1, &n1, NULL, err))) return rc;
            rc = sl_np_transpose(x, v1, n1, &r, err);
        }
        return ndarray_wrap_np(I, rc, &r, arr, out, err);
    }
    if (!strcmp(name, "reshape") || !strcmp(name, "swapaxes") || !strcmp(name, "squeeze") ||
        !strcmp(name, "ravel") || !strcmp(name, "diagonal") || !strcmp(name, "copy")) {
        lang_args b = rest;
        static const char *const KW[] = {"a", "newshape", "order", "axis", "axis1", "axis2", "offset"};
        if ((rc = ndarray_check_kw(a, name, KW, 7, err))) return rc;
        /* rename numpy function keywords to the method's */
        const char **names = lang_alloc_n(&I->A, (a->nkw + 1), sizeof *names);
        lang_value **vals = lang_alloc_n(&I->A, (a->nkw + 1), sizeof *vals);
        CHECK_ALLOC(names);
        CHECK_ALLOC(vals);
        int32_t k2 = 0;
        for (int32_t k = 0; k < a->nkw; k++) {
            if (!strcmp(a->kwnames[k], "a")) continue;
            names[k2] = !strcmp(a->kwnames[k], "newshape") ? "shape" : a->kwnames[k];
            vals[k2++] = a->kw[k];
        }
        b.kwnames = names;
        b.kw = vals;
        b.nkw = k2;
        if (!strcmp(name, "copy") && b.npos == 0 && !lang_kwarg(a, "order")) {
            rc = sl_np_copy(x, 'K', &r, err);
            return ndarray_wrap_np(I, rc, &r, arr, out, err);
        }
        if (!strcmp(name, "reshape") && b.npos == 1) {
            /* np.reshape(a, shape) — shape is one argument */
            lang_value *one = b.pos[0];
            b.pos = lang_alloc(&I->A, sizeof(lang_value *));
            CHECK_ALLOC(b.pos);
            b.pos[0] = one;
        }
        /* these call the array's (or scalar's) own method */
        return lang_np_method(I, arr0, name, &b, out, err);
    }
    if (!strcmp(name, "moveaxis")) {
        static const char *const PN[] = {"source", "destination"};
        lang_value *p[2];
        if ((rc = lang_bind(&rest, name, PN, 2, 2, p, err))) return rc;
        for (int k = 0; k < 2; k++)
            if (p[k]->kind == V_FLOAT || p[k]->kind == V_STR)
                return sl_np_arg_type_error(SL_NP_TE_ITERABLE, lv_type_name(p[k]), err);
        if ((rc = ndarray_np_ints(p[0], SL_NP_TE_INTEGER, v1, &n1, NULL, err))) return rc;
        if ((rc = ndarray_np_ints(p[1], SL_NP_TE_INTEGER, v2, &n2, NULL, err))) return rc;
        rc = sl_np_moveaxis(x, v1, n1, v2, n2, &r, err);
        return ndarray_wrap_np(I, rc, &r, arr, out, err);
    }
    if (!strcmp(name, "rollaxis")) {
        static const char *const PN[] = {"axis", "start"};
        lang_value *p[2];
        if ((rc = lang_bind(&rest, name, PN, 2, 1, p, err))) return rc;
        int64_t ax, st = 0;
        if ((rc = ndarray_np_int(p[0], SL_NP_TE_INTEGER, &ax, err))) return rc;
        if (p[1] && (rc = ndarray_np_int(p[1], SL_NP_TE_INDEX, &st, err))) return rc;
        rc = sl_np_rollaxis(x, ax, st, &r, err);
        return ndarray_wrap_np(I, rc, &r, arr, out, err);
    }
    if (!strcmp(name, "expand_dims")) {
        static const char *const PN[] = {"axis"};
        lang_value *p[1];
        if ((rc = lang_bind(&rest, name, PN, 1, 1, p, err))) return rc;
        if ((rc = ndarray_np_ints(p[0], SL_NP_TE_INTEGER, v1, &n1, NULL, err))) return rc;
        rc = sl_np_expand_dims(x, v1, n1, &r, err);
        return ndarray_wrap_np(I, rc, &r, arr, out, err);
    }
    if (!strcmp(name, "flip")) {
        static const char *const PN[] = {"axis"};
        lang_value *p[1];
        if ((rc = lang_bind(&rest, name, PN, 1, 0, p, err))) return rc;
        sl_np_axis_kind k;
        if ((rc = ndarray_axis_arg(p[0], &k, v1, &n1, SL_NP_TE_INTEGER, SL_NP_TE_ITERABLE, err))) return rc;
        rc = sl_np_flip(x, k, v1, n1, &r, err);
        return ndarray_wrap_np(I, rc, &r, arr, out, err);
    }
    if (!strcmp(name, "flipud") || !strcmp(name, "fliplr")) {
        if (rest.npos || a->nkw) return lang_unsupported(err, "%s() arguments", name);
        rc = name[4] == 'u' ? sl_np_flipud(x, &r, err) : sl_np_fliplr(x, &r, err);
        return ndarray_wrap_np(I, rc, &r, arr, out, err);
    }
    if (!strcmp(name, "broadcast_to") || !strcmp(name, "lib.stride_tricks.broadcast_to")) {
        static const char *const PN[] = {"shape", "subok"};
        lang_value *p[2];
        if ((rc = lang_bind(&rest, name, PN, 2, 1, p, err))) return rc;
        if ((rc = ndarray_np_ints(p[0], SL_NP_TE_INDEX, v1, &n1, NULL, err))) return rc;
        rc = sl_np_broadcast_to(x, v1, n1, &r, err);
        return ndarray_wrap_np(I, rc, &r, arr, out, err);
    }
    if (!strcmp(name, "ascontiguousarray") || !strcmp(name, "asfortranarray")) {
        if (rest.npos || a->nkw) return lang_unsupported(err, "%s() arguments", name);
        rc = name[2] == 'c' ? sl_np_ascontiguousarray(x, &r, err) : sl_np_asfortranarray(x, &r, err);
        return ndarray_wrap_np(I, rc, &r, arr, out, err);
    }
    if (!strcmp(name, "lib.stride_tricks.as_strided")) {
        static const char *const PN[] = {"x", "shape", "strides", "subok", "writeable"};
        lang_value *p[5];
        if ((rc = lang_bind(a, name, PN, 5, 1, p, err))) return rc;
        bool has_shape = p[1] && p[1]->kind != V_NONE, has_strides = p[2] && p[2]->kind != V_NONE;
        if (has_shape && (rc = ndarray_np_ints(p[1], SL_NP_TE_INDEX, v1, &n1, NULL, err))) return rc;
        if (has_strides && (rc = ndarray_np_ints(p[2], SL_NP_TE_INDEX, v2, &n2, NULL, err))) return rc;
        bool wr = !p[4] || lv_truthy(p[4]);
        rc = sl_np_as_strided(x, has_shape ? v1 : NULL, n1, has_strides ? v2 : NULL, n2, wr, &r, err);
        return ndarray_wrap_np(I, rc, &r, arr, out, err);
    }
    if (!strcmp(name, "lib.stride_tricks.sliding_window_view")) {
        static const char *const PN[] = {"x", "window_shape", "axis", "subok", "writeable"};
        lang_value *p[5];
        if ((rc = lang_bind(a, name, PN, 5, 2, p, err))) return rc;
        if ((rc = ndarray_np_ints(p[1], SL_NP_TE_INDEX, v1, &n1, NULL, err))) return rc;
        bool has_axis = p[2] && p[2]->kind != V_NONE;
        if (has_axis && (rc = ndarray_np_ints(p[2], SL_NP_TE_INTEGER, v2, &n2, NULL, err))) return rc;
        bool wr = p[4] && lv_truthy(p[4]);
        rc = sl_np_sliding_window_view(x, v1, n1, has_axis ? v2 : NULL, n2, wr, &r, err);
        return ndarray_wrap_np(I, rc, &r, arr, out, err);
    }
    if (!strcmp(name, "shape") || !strcmp(name, "ndim") || !strcmp(name, "size")) {
        if (rest.npos || a->nkw) return lang_unsupported(err, "numpy.%s() arguments", name);
        return lang_np_getattr(I, arr, name, out, err);
    }
    return lang_unsupported(err, "numpy.%s()", name);
}
