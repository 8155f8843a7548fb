/*
 * ndarray_module.c — the numpy module's function table (py_dispatch.h): np.reshape,
 * np.transpose, np.where, np.broadcast_to, np.shares_memory and the rest (handlers nf_*,
 * the family files' dispatchers, np_func_array_first for the functions that take the
 * array first), mostly by calling the Python-level methods so results carry numpy's bases.
 *
 * Attributes and methods of arrays are ndarray_methods.c; creation ndarray_creation.c.
 */
#include "lang/python/py.h"
#include "lang/python/py_dispatch.h"
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
    if (!any) return LANG_NOT_MINE;
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

/* The numpy functions that take the array first (a positional array or a=, x=, m=):
 * np_func_array_first makes the array's checks, then finds the function in
 * ARRAY_FIRST (py_dispatch.h); each handler starts from the array (a numpy scalar as a
 * 0-d array, arr0 as given) and the arguments after it (af_begin). */
typedef struct af_args {
    lang_value *arr;  /* the array (a numpy scalar made a 0-d array) */
    const sl_array *x;
    lang_args rest;   /* the arguments after the array */
} af_args;

static int af_begin(lang_interp *I, lang_value *arr0, const lang_args *a, af_args *c, sl_error *err) {
    int rc = ndarray_scalar_as_array(I, arr0, &c->arr, err);
    if (rc) return rc;
    c->x = &AV(c->arr)->a;
    c->rest = *a;
    c->rest.pos = a->npos ? a->pos + 1 : a->pos;
    c->rest.npos = a->npos ? a->npos - 1 : 0;
    return SL_OK;
}
#define AF_BEGIN(c)                                                                                \
    af_args c;                                                                                     \
    do {                                                                                           \
        int brc_ = af_begin(I, arr0, a, &c, err);                                                  \
        if (brc_) return brc_;                                                                     \
    } while (0)

#define AF_REDUCE(fn, kind)                                                                        \
    static int fn(lang_interp *I, lang_value *arr0, const char *name, const lang_args *a, lang_value **out, sl_error *err) {                                                                   \
        AF_BEGIN(c);                                                                               \
        return ndarray_np_reduce(I, c.arr, kind, name, &c.rest, out, err);                         \
    }
AF_REDUCE(af_reduce_all, RD_ALL)
AF_REDUCE(af_reduce_any, RD_ANY)
AF_REDUCE(af_reduce_argmax, RD_ARGMAX)
AF_REDUCE(af_reduce_argmin, RD_ARGMIN)
AF_REDUCE(af_reduce_max, RD_MAX)
AF_REDUCE(af_reduce_mean, RD_MEAN)
AF_REDUCE(af_reduce_min, RD_MIN)
AF_REDUCE(af_reduce_prod, RD_PROD)
AF_REDUCE(af_reduce_sum, RD_SUM)

/* cumsum, cumprod */
static int af_cumulate(lang_interp *I, lang_value *arr0, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    AF_BEGIN(c);
    return ndarray_np_cumulate(I, c.arr, name[3] == 'p', &c.rest, out, err);
}

/* round, around, round_ */
static int af_round(lang_interp *I, lang_value *arr0, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    AF_BEGIN(c);
    static const char *const PN[] = {"decimals", "out"};
    lang_value *p[2];
    int rc;
    if ((rc = lang_bind(&c.rest, name, PN, 2, 0, p, err))) return rc;
    if (p[1] && p[1]->kind != V_NONE) return lang_unsupported(err, "round() with out=");
    if ((rc = ndarray_np_round(I, c.arr, p[0], out, err))) return rc;
    /* np.round of a numpy scalar gives a scalar back */
    return lang_np_scalar(arr0) ? ndarray_back_to_scalar(I, *out, out, err) : SL_OK;
}

static int af_sort(lang_interp *I, lang_value *arr0, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    AF_BEGIN(c);
    static const char *const PN[] = {"axis", "kind", "order"};
    lang_value *p[3];
    int rc;
    sl_array r;
    if ((rc = lang_bind(&c.rest, name, PN, 3, 0, p, err))) return rc;
    if ((p[1] && p[1]->kind != V_NONE) || (p[2] && p[2]->kind != V_NONE))
        return lang_unsupported(err, "sort() with kind= or order=");
    lang_value *v;
    int64_t ax;
    if (p[0] && p[0]->kind == V_NONE) {
        lang_args none = {0};
        if ((rc = lang_np_method(I, c.arr, "flatten", &none, &v, err))) return rc;
        ax = 0;
    } else {
        if ((rc = ndarray_sort_axis(p[0], c.x, &ax, err))) return rc;
        if ((rc = sl_np_copy(c.x, 'K', &r, err)) || (rc = ndarray_wrap_np(I, SL_OK, &r, c.arr, &v, err))) return rc;
    }
    if ((rc = ndarray_sort_values(I, v, ax, err))) return rc;
    *out = v;
    return SL_OK;
}

/* split, array_split */
static int af_split(lang_interp *I, lang_value *arr0, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    AF_BEGIN(c);
    return np_split(I, name[0] == 's', c.arr, &c.rest, a, out, err);
}

static int af_transpose(lang_interp *I, lang_value *arr0, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    AF_BEGIN(c);
    lang_value *ax = c.rest.npos ? c.rest.pos[0] : lang_kwarg(a, "axes");
    if (lang_np_scalar(arr0)) {
        /* np.transpose calls the scalar's own method, which returns a scalar */
        lang_args b = {&ax, ax ? 1 : 0, NULL, NULL, 0};
        return lang_np_method(I, arr0, "transpose", &b, out, err);
    }
    sl_array r;
    int rc;
    int64_t v1[SL_MAX_DIMS];
    int32_t n1 = 0;
    if (!ax || ax->kind == V_NONE) rc = sl_np_transpose(c.x, NULL, 0, &r, err);
    else {
        if ((rc = ndarray_np_ints(ax, SL_NP_TE_INDEX, v1, &n1, NULL, err))) return rc;
        rc = sl_np_transpose(c.x, v1, n1, &r, err);
    }
    return ndarray_wrap_np(I, rc, &r, c.arr, out, err);
}

/* reshape, swapaxes, squeeze, ravel, diagonal, copy: the array's (or scalar's) own method,
 * the function's keywords renamed to the method's */
static int af_as_method(lang_interp *I, lang_value *arr0, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    AF_BEGIN(c);
    int rc;
    lang_args b = c.rest;
    static const char *const KW[] = {"a", "newshape", "order", "axis", "axis1", "axis2", "offset"};
    if ((rc = ndarray_check_kw(a, name, KW, 7, err))) return rc;
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
        sl_array r;
        rc = sl_np_copy(c.x, 'K', &r, err);
        return ndarray_wrap_np(I, rc, &r, c.arr, out, err);
    }
    if (!strcmp(name, "reshape") && b.npos == 1) {
        /* np.reshape(a, shape) — shape is one argument */
        lang_value *one = b.pos[0];
        b.pos = lang_alloc(&I->A, sizeof(lang_value *));
        CHECK_ALLOC(b.pos);
        b.pos[0] = one;
    }
    return lang_np_method(I, arr0, name, &b, out, err);
}

static int af_moveaxis(lang_interp *I, lang_value *arr0, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    AF_BEGIN(c);
    static const char *const PN[] = {"source", "destination"};
    lang_value *p[2];
    sl_array r;
    int64_t v1[SL_MAX_DIMS], v2[SL_MAX_DIMS];
    int32_t n1 = 0, n2 = 0;
    int rc;
    if ((rc = lang_bind(&c.rest, name, PN, 2, 2, p, err))) return rc;
    for (int k = 0; k < 2; k++)
        if (p[k]->kind == V_FLOAT || p[k]->kind == V_STR)
            return sl_np_arg_type_error(SL_NP_TE_ITERABLE, lv_type_name(p[k]), err);
    if ((rc = ndarray_np_ints(p[0], SL_NP_TE_INTEGER, v1, &n1, NULL, err))) return rc;
    if ((rc = ndarray_np_ints(p[1], SL_NP_TE_INTEGER, v2, &n2, NULL, err))) return rc;
    rc = sl_np_moveaxis(c.x, v1, n1, v2, n2, &r, err);
    return ndarray_wrap_np(I, rc, &r, c.arr, out, err);
}

static int af_rollaxis(lang_interp *I, lang_value *arr0, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    AF_BEGIN(c);
    static const char *const PN[] = {"axis", "start"};
    lang_value *p[2];
    sl_array r;
    int rc;
    if ((rc = lang_bind(&c.rest, name, PN, 2, 1, p, err))) return rc;
    int64_t ax, st = 0;
    if ((rc = ndarray_np_int(p[0], SL_NP_TE_INTEGER, &ax, err))) return rc;
    if (p[1] && (rc = ndarray_np_int(p[1], SL_NP_TE_INDEX, &st, err))) return rc;
    rc = sl_np_rollaxis(c.x, ax, st, &r, err);
    return ndarray_wrap_np(I, rc, &r, c.arr, out, err);
}

static int af_expand_dims(lang_interp *I, lang_value *arr0, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    AF_BEGIN(c);
    static const char *const PN[] = {"axis"};
    lang_value *p[1];
    sl_array r;
    int64_t v1[SL_MAX_DIMS];
    int32_t n1 = 0;
    int rc;
    if ((rc = lang_bind(&c.rest, name, PN, 1, 1, p, err))) return rc;
    if ((rc = ndarray_np_ints(p[0], SL_NP_TE_INTEGER, v1, &n1, NULL, err))) return rc;
    rc = sl_np_expand_dims(c.x, v1, n1, &r, err);
    return ndarray_wrap_np(I, rc, &r, c.arr, out, err);
}

static int af_flip(lang_interp *I, lang_value *arr0, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    AF_BEGIN(c);
    static const char *const PN[] = {"axis"};
    lang_value *p[1];
    sl_array r;
    int64_t v1[SL_MAX_DIMS];
    int32_t n1 = 0;
    int rc;
    if ((rc = lang_bind(&c.rest, name, PN, 1, 0, p, err))) return rc;
    sl_np_axis_kind k;
    if ((rc = ndarray_axis_arg(p[0], &k, v1, &n1, SL_NP_TE_INTEGER, SL_NP_TE_ITERABLE, err))) return rc;
    rc = sl_np_flip(c.x, k, v1, n1, &r, err);
    return ndarray_wrap_np(I, rc, &r, c.arr, out, err);
}

/* flipud, fliplr */
static int af_flipud_lr(lang_interp *I, lang_value *arr0, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    AF_BEGIN(c);
    if (c.rest.npos || a->nkw) return lang_unsupported(err, "%s() arguments", name);
    sl_array r;
    int rc = name[4] == 'u' ? sl_np_flipud(c.x, &r, err) : sl_np_fliplr(c.x, &r, err);
    return ndarray_wrap_np(I, rc, &r, c.arr, out, err);
}

/* broadcast_to, lib.stride_tricks.broadcast_to */
static int af_broadcast_to(lang_interp *I, lang_value *arr0, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    AF_BEGIN(c);
    static const char *const PN[] = {"shape", "subok"};
    lang_value *p[2];
    sl_array r;
    int64_t v1[SL_MAX_DIMS];
    int32_t n1 = 0;
    int rc;
    if ((rc = lang_bind(&c.rest, name, PN, 2, 1, p, err))) return rc;
    if ((rc = ndarray_np_ints(p[0], SL_NP_TE_INDEX, v1, &n1, NULL, err))) return rc;
    rc = sl_np_broadcast_to(c.x, v1, n1, &r, err);
    return ndarray_wrap_np(I, rc, &r, c.arr, out, err);
}

/* ascontiguousarray, asfortranarray */
static int af_as_order(lang_interp *I, lang_value *arr0, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    AF_BEGIN(c);
    if (c.rest.npos || a->nkw) return lang_unsupported(err, "%s() arguments", name);
    sl_array r;
    int rc = name[2] == 'c' ? sl_np_ascontiguousarray(c.x, &r, err) : sl_np_asfortranarray(c.x, &r, err);
    return ndarray_wrap_np(I, rc, &r, c.arr, out, err);
}

static int af_as_strided(lang_interp *I, lang_value *arr0, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    AF_BEGIN(c);
    static const char *const PN[] = {"x", "shape", "strides", "subok", "writeable"};
    lang_value *p[5];
    sl_array r;
    int64_t v1[SL_MAX_DIMS], v2[SL_MAX_DIMS];
    int32_t n1 = 0, n2 = 0;
    int rc;
    if ((rc = lang_bind(a, name, PN, 5, 1, p, err))) return rc;
    bool has_shape = p[1] && p[1]->kind != V_NONE, has_strides = p[2] && p[2]->kind != V_NONE;
    if (has_shape && (rc = ndarray_np_ints(p[1], SL_NP_TE_INDEX, v1, &n1, NULL, err))) return rc;
    if (has_strides && (rc = ndarray_np_ints(p[2], SL_NP_TE_INDEX, v2, &n2, NULL, err))) return rc;
    bool wr = !p[4] || lv_truthy(p[4]);
    rc = sl_np_as_strided(c.x, has_shape ? v1 : NULL, n1, has_strides ? v2 : NULL, n2, wr, &r, err);
    return ndarray_wrap_np(I, rc, &r, c.arr, out, err);
}

static int af_sliding_window_view(lang_interp *I, lang_value *arr0, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    AF_BEGIN(c);
    static const char *const PN[] = {"x", "window_shape", "axis", "subok", "writeable"};
    lang_value *p[5];
    sl_array r;
    int64_t v1[SL_MAX_DIMS], v2[SL_MAX_DIMS];
    int32_t n1 = 0, n2 = 0;
    int rc;
    if ((rc = lang_bind(a, name, PN, 5, 2, p, err))) return rc;
    if ((rc = ndarray_np_ints(p[1], SL_NP_TE_INDEX, v1, &n1, NULL, err))) return rc;
    bool has_axis = p[2] && p[2]->kind != V_NONE;
    if (has_axis && (rc = ndarray_np_ints(p[2], SL_NP_TE_INTEGER, v2, &n2, NULL, err))) return rc;
    bool wr = p[4] && lv_truthy(p[4]);
    rc = sl_np_sliding_window_view(c.x, v1, n1, has_axis ? v2 : NULL, n2, wr, &r, err);
    return ndarray_wrap_np(I, rc, &r, c.arr, out, err);
}

/* shape, ndim, size: the attribute; np.size(a, axis): a.shape[axis] (a tuple's subscript:
 * its IndexError, its TypeError) */
static int af_shape_ndim_size(lang_interp *I, lang_value *arr0, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    AF_BEGIN(c);
    int rc;
    if (!strcmp(name, "size") && (c.rest.npos || a->nkw)) {
        static const char *const PN[] = {"a", "axis"};
        lang_value *p[2], *shape;
        if ((rc = lang_bind(a, name, PN, 2, 1, p, err))) return rc;
        if (p[1] && p[1]->kind != V_NONE) {
            if ((rc = lang_np_getattr(I, c.arr, "shape", &shape, err))) return rc;
            return lang_getitem(I, shape, p[1], out, err);
        }
        return lang_np_getattr(I, c.arr, name, out, err);
    }
    if (c.rest.npos || a->nkw) return lang_unsupported(err, "numpy.%s() arguments", name);
    return lang_np_getattr(I, c.arr, name, out, err);
}

/* in strcmp order (tests/test_dispatch.c checks it) */
static const lang_method_def ARRAY_FIRST_DEFS[] = {
    {"all", af_reduce_all},
    {"amax", af_reduce_max},
    {"amin", af_reduce_min},
    {"any", af_reduce_any},
    {"argmax", af_reduce_argmax},
    {"argmin", af_reduce_argmin},
    {"around", af_round},
    {"array_split", af_split},
    {"ascontiguousarray", af_as_order},
    {"asfortranarray", af_as_order},
    {"broadcast_to", af_broadcast_to},
    {"copy", af_as_method},
    {"cumprod", af_cumulate},
    {"cumsum", af_cumulate},
    {"diagonal", af_as_method},
    {"expand_dims", af_expand_dims},
    {"flip", af_flip},
    {"fliplr", af_flipud_lr},
    {"flipud", af_flipud_lr},
    {"lib.stride_tricks.as_strided", af_as_strided},
    {"lib.stride_tricks.broadcast_to", af_broadcast_to},
    {"lib.stride_tricks.sliding_window_view", af_sliding_window_view},
    {"max", af_reduce_max},
    {"mean", af_reduce_mean},
    {"min", af_reduce_min},
    {"moveaxis", af_moveaxis},
    {"ndim", af_shape_ndim_size},
    {"prod", af_reduce_prod},
    {"ravel", af_as_method},
    {"reshape", af_as_method},
    {"rollaxis", af_rollaxis},
    {"round", af_round},
    {"round_", af_round},
    {"shape", af_shape_ndim_size},
    {"size", af_shape_ndim_size},
    {"sort", af_sort},
    {"split", af_split},
    {"squeeze", af_as_method},
    {"sum", af_reduce_sum},
    {"swapaxes", af_as_method},
    {"transpose", af_transpose},
};
static const lang_method_defs ARRAY_FIRST = {"numpy (array first)", ARRAY_FIRST_DEFS, (int32_t)SL_ARRAY_LEN(ARRAY_FIRST_DEFS)};
const struct lang_method_defs *lang_np_array_first_defs(void) { return &ARRAY_FIRST; }

/* the array's checks, then the function of ARRAY_FIRST; LANG_NOT_MINE for other names */
static int np_func_array_first(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                               sl_error *err) {
    if (a->npos < 1 && !lang_kwarg(a, "a") && !lang_kwarg(a, "x") && !lang_kwarg(a, "m"))
        return lang_unsupported(err, "numpy.%s() without an array", name);
    lang_value *arr = a->npos ? a->pos[0] : lang_kwarg(a, "a") ? lang_kwarg(a, "a") : lang_kwarg(a, "x") ? lang_kwarg(a, "x") : lang_kwarg(a, "m");
    if (arr->kind != V_ARRAY) return lang_unsupported(err, "numpy.%s() of a %s", name, lv_type_name(arr));
    return lang_method_defs_call(&ARRAY_FIRST, I, arr, name, a, out, err);
}

/* numpy.iinfo / numpy.finfo (arr_limits.c) */
static int np_limits_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    return lang_limits_func(I, true, name, a, out, err);
}

static int nf_dtype(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                    sl_error *err) {
    return np_dtype_ctor(I, a, out, err);
}

static int nf_rot90(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                    sl_error *err) {
    return lang_rot90_np(I, a, out, err);         /* arr_rot90.c */
}

static int nf_real(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                   sl_error *err) {
    if ((!strcmp(name, "real") || !strcmp(name, "imag")) && a->npos == 1 && !a->nkw && a->pos[0]->kind == V_ARRAY)
        return lang_complex_np_part(I, a->pos[0], name[0] == 'i', out, err); /* arr_complex.c */
    return LANG_NOT_MINE;
}

static int nf_arange(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                     sl_error *err) {
    return ndarray_np_arange(I, a, out, err);
}

static int nf_zeros(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                    sl_error *err) {
    return ndarray_np_create(I, name, a, out, err);
}

static int nf_array(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                    sl_error *err) {
    return ndarray_np_array(I, name, a, out, err);
}

static int nf_atleast_1d(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                         sl_error *err) {
    return np_atleast(I, name[8] - '0', a, out, err);
}

static int nf_broadcast_arrays(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                               sl_error *err) {
    int rc;
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

static int nf_shares_memory(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                            sl_error *err) {
    int rc;
    /* shares_memory(a, b, max_work=None): None is -1 (exact) for the engine, an int is
     * its budget (0: bounds only; positive: numpy's own bounded search) */
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
    } else if (max_work > 0 && !shares) {
        /* numpy's bounded search: may_share_memory answers True where it gives up */
        sl_np_overlap_answer ans;
        if ((rc = sl_np_overlap_bounded(p, q, same, max_work, &ans, err))) return rc;
        if (ans == SL_NP_OVL_LIMIT)
            return lang_unsupported(err, "np.may_share_memory whose bounded search passes 10^7 steps before "
                                         "max_work=%lld runs out", (long long)max_work);
        res = ans != SL_NP_OVL_NO;
    } else {
        rc = sl_np_shares_memory(p, q, same, max_work, &res, err);
    }
    if (rc) return rc;
    *out = lv_bool(I, res);
    return SL_OK;
}

static int nf_diag_indices(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                           sl_error *err) {
    int rc;
 /* (arange(n),) * ndim: one array, ndim times */
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

static int nf_zeros_like(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                         sl_error *err) {
    return ndarray_np_like(I, name, a, out, err);
}

static int nf_linspace(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                       sl_error *err) {
    return ndarray_np_linspace(I, a, out, err);
}

static int nf_eye(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                  sl_error *err) {
    return ndarray_np_eye(I, name, a, out, err);
}

static int nf_maximum(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                      sl_error *err) {
    int want = name[1] == 'a' || name[1] == 'i' ? 2 : 3;
    if (a->nkw || a->npos != want) return lang_unsupported(err, "numpy.%s() arguments", name);
    if (a->pos[0]->kind != V_ARRAY && (want == 3 || a->pos[1]->kind != V_ARRAY))
        return lang_unsupported(err, "numpy.%s() without an array first", name);
    if (want == 3 && name[0] == 'c') return ndarray_np_clip(I, a->pos[0], a->pos[1], a->pos[2], out, err);
    return ndarray_np_select(I, name, a->pos, want, out, err);
}

static int nf_matmul(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                     sl_error *err) {
    if (a->nkw || a->npos != 2 || a->pos[0]->kind != V_ARRAY || a->pos[1]->kind != V_ARRAY)
        return lang_unsupported(err, "numpy.%s() arguments", name);
    return ndarray_np_matmul(I, a->pos[0], a->pos[1], name[0] == 'd', out, err);
}

static int nf_sqrt(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                   sl_error *err) {
    int rc;
    if (a->nkw || a->npos != 1 || a->pos[0]->kind != V_ARRAY) return lang_unsupported(err, "numpy.%s() arguments", name);
    lang_value *x;
    if ((rc = ndarray_scalar_as_array(I, a->pos[0], &x, err))) return rc;
    return ndarray_np_math1(I, name, x, out, err);
}

static int nf_isnan(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                    sl_error *err) {
    int rc;
    if (a->nkw || a->npos != 1 || a->pos[0]->kind != V_ARRAY) return lang_unsupported(err, "numpy.%s() arguments", name);
    lang_value *x;
    if ((rc = ndarray_scalar_as_array(I, a->pos[0], &x, err))) return rc;
    return ndarray_np_pred1(I, name, x, out, err);
}

static int nf_negative(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                       sl_error *err) {
    int rc;
    if (a->npos != 1 || a->nkw || a->pos[0]->kind != V_ARRAY) return lang_unsupported(err, "numpy.%s() arguments", name);
    lang_value *x;
    if ((rc = ndarray_scalar_as_array(I, a->pos[0], &x, err))) return rc;
    return ndarray_np_unary(I, x, name[0] == 'n' ? "__neg__" : name[0] == 'i' ? "__invert__" : name[0] == 'p' ? "__pos__" : "__abs__",
                    out, err);
    return LANG_NOT_MINE;
}

static int nf_concatenate(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                          sl_error *err) {
    return ndarray_np_concatenate(I, a, out, err);
}

static int nf_stack(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                    sl_error *err) {
    return ndarray_np_stack(I, a, out, err);
}

static int nf_add(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                  sl_error *err) {
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
    return LANG_NOT_MINE;
}

/* the numpy module's functions: each name's handlers in the order they are tried
 * (py_dispatch.h); a name nothing before takes reaches np_func_array_first last; a family
 * file's dispatcher is listed under every name its file mentions, and hands back
 * (LANG_NOT_MINE) the ones it does not serve */
static const lang_func_def NP_FUNC_DEFS[] = {
    {"AxisError", lang_np_put_choose_func},
    {"AxisError", lang_np_compose_func},
    {"AxisError", lang_np_reorder_func},
    {"AxisError", np_func_array_first},
    {"abs", nf_negative},
    {"abs", np_func_array_first},
    {"absolute", nf_negative},
    {"absolute", np_func_array_first},
    {"add", nf_add},
    {"add", np_func_array_first},
    {"all", np_func_of_array_likes},
    {"all", np_func_array_first},
    {"allclose", lang_np_isclose_func},
    {"allclose", np_func_array_first},
    {"amax", np_func_of_array_likes},
    {"amax", np_func_array_first},
    {"amin", np_func_of_array_likes},
    {"amin", np_func_array_first},
    {"any", np_func_of_array_likes},
    {"any", np_func_array_first},
    {"append", lang_np_pylevel_func},
    {"append", lang_np_compose_func},
    {"append", np_func_array_first},
    {"arange", lang_np_put_choose_func},
    {"arange", lang_np_tricks_func},
    {"arange", lang_np_grids_func},
    {"arange", nf_arange},
    {"arange", np_func_array_first},
    {"arccos", lang_mathfn_np_func},
    {"arccos", np_func_array_first},
    {"arcsin", lang_mathfn_np_func},
    {"arcsin", np_func_array_first},
    {"arctan", lang_mathfn_np_func},
    {"arctan", np_func_array_first},
    {"argmax", np_func_of_array_likes},
    {"argmax", np_func_array_first},
    {"argmin", np_func_of_array_likes},
    {"argmin", np_func_array_first},
    {"argsort", np_func_of_array_likes},
    {"argsort", lang_np_reorder_func},
    {"argsort", np_func_array_first},
    {"argwhere", lang_np_reorder_func},
    {"argwhere", np_func_array_first},
    {"around", np_func_array_first},
    {"array", lang_np_reorder_func},
    {"array", lang_np_flags_func},
    {"array", nf_array},
    {"array", np_func_array_first},
    {"array_equal", lang_np_iterators_func},
    {"array_equal", lang_np_isclose_func},
    {"array_equal", np_func_array_first},
    {"array_split", np_func_array_first},
    {"asanyarray", nf_array},
    {"asarray", lang_np_grids_func},
    {"asarray", lang_np_compose_func},
    {"asarray", lang_np_index_math_func},
    {"asarray", lang_np_isclose_func},
    {"asarray", lang_np_flags_func},
    {"asarray", nf_array},
    {"asarray", np_func_array_first},
    {"ascontiguousarray", np_func_array_first},
    {"asfortranarray", np_func_array_first},
    {"astype", lang_np_grids_func},
    {"astype", lang_np_flags_func},
    {"astype", lang_mathfn_np_func},
    {"astype", np_func_array_first},
    {"atleast_1d", np_func_of_array_likes},
    {"atleast_1d", lang_np_reorder_func},
    {"atleast_1d", nf_atleast_1d},
    {"atleast_1d", np_func_array_first},
    {"atleast_2d", np_func_of_array_likes},
    {"atleast_2d", lang_np_reorder_func},
    {"atleast_2d", nf_atleast_1d},
    {"atleast_2d", np_func_array_first},
    {"atleast_3d", np_func_of_array_likes},
    {"atleast_3d", lang_np_reorder_func},
    {"atleast_3d", nf_atleast_1d},
    {"atleast_3d", np_func_array_first},
    {"bfloat16", lang_np_reorder_func},
    {"bfloat16", np_func_array_first},
    {"block", lang_np_tricks_func},
    {"block", np_func_array_first},
    {"bool", lang_np_index_math_func},
    {"bool", np_func_array_first},
    {"broadcast", lang_np_tricks_func},
    {"broadcast", np_func_array_first},
    {"broadcast_arrays", lang_np_grids_func},
    {"broadcast_arrays", nf_broadcast_arrays},
    {"broadcast_arrays", np_func_array_first},
    {"broadcast_shapes", lang_np_isclose_func},
    {"broadcast_shapes", np_func_array_first},
    {"broadcast_to", lang_np_put_choose_func},
    {"broadcast_to", lang_np_tricks_func},
    {"broadcast_to", lang_np_compose_func},
    {"broadcast_to", np_func_array_first},
    {"byte_bounds", lang_np_flags_func},
    {"byte_bounds", np_func_array_first},
    {"ceil", nf_sqrt},
    {"ceil", np_func_array_first},
    {"choose", lang_np_put_choose_func},
    {"choose", np_func_of_array_likes},
    {"choose", np_func_array_first},
    {"clip", lang_np_put_choose_func},
    {"clip", nf_maximum},
    {"clip", np_func_array_first},
    {"column_stack", lang_np_reorder_func},
    {"column_stack", np_func_array_first},
    {"compress", lang_np_put_choose_func},
    {"compress", np_func_of_array_likes},
    {"compress", np_func_array_first},
    {"concatenate", lang_np_tricks_func},
    {"concatenate", lang_np_compose_func},
    {"concatenate", lang_np_reorder_func},
    {"concatenate", nf_concatenate},
    {"concatenate", np_func_array_first},
    {"copy", lang_np_tricks_func},
    {"copy", lang_np_grids_func},
    {"copy", lang_np_reorder_func},
    {"copy", lang_np_flags_func},
    {"copy", np_func_array_first},
    {"copyto", lang_np_flags_func},
    {"copyto", np_func_array_first},
    {"cos", lang_mathfn_np_func},
    {"cos", np_func_array_first},
    {"cosh", lang_mathfn_np_func},
    {"cosh", np_func_array_first},
    {"count_nonzero", np_func_of_array_likes},
    {"count_nonzero", lang_np_iterators_func},
    {"count_nonzero", np_func_array_first},
    {"ctypes", lang_np_flags_func},
    {"ctypes", np_func_array_first},
    {"cumprod", np_func_of_array_likes},
    {"cumprod", np_func_array_first},
    {"cumsum", np_func_of_array_likes},
    {"cumsum", np_func_array_first},
    {"delete", lang_np_pylevel_func},
    {"diag", lang_np_flags_func},
    {"diag", np_func_array_first},
    {"diag_indices", nf_diag_indices},
    {"diag_indices", np_func_array_first},
    {"diag_indices_from", lang_np_triangles_func},
    {"diagflat", lang_np_flags_func},
    {"diagflat", np_func_array_first},
    {"diagonal", np_func_of_array_likes},
    {"diagonal", np_func_array_first},
    {"diff", lang_np_compose_func},
    {"diff", np_func_array_first},
    {"divide", nf_add},
    {"divide", np_func_array_first},
    {"dot", nf_matmul},
    {"dot", np_func_array_first},
    {"dsplit", lang_np_isclose_func},
    {"dsplit", np_func_array_first},
    {"dstack", lang_np_reorder_func},
    {"dstack", np_func_array_first},
    {"dtype", nf_dtype},
    {"dtype", lang_np_tricks_func},
    {"dtype", np_limits_func},
    {"dtype", lang_np_grids_func},
    {"dtype", lang_np_reorder_func},
    {"dtype", lang_np_index_math_func},
    {"dtype", lang_np_flags_func},
    {"dtype", lang_mathfn_np_func},
    {"dtype", np_func_array_first},
    {"einsum", lang_np_triangles_func},
    {"einsum", np_func_array_first},
    {"empty", lang_np_grids_func},
    {"empty", nf_zeros},
    {"empty", np_func_array_first},
    {"empty_like", nf_zeros_like},
    {"empty_like", np_func_array_first},
    {"equal", nf_add},
    {"equal", np_func_array_first},
    {"exp", lang_mathfn_np_func},
    {"exp", np_func_array_first},
    {"exp2", lang_mathfn_np_func},
    {"exp2", np_func_array_first},
    {"expand_dims", lang_np_tricks_func},
    {"expand_dims", np_func_of_array_likes},
    {"expand_dims", np_func_array_first},
    {"expm1", lang_mathfn_np_func},
    {"expm1", np_func_array_first},
    {"extract", lang_np_put_choose_func},
    {"extract", np_func_array_first},
    {"eye", nf_eye},
    {"eye", np_func_array_first},
    {"fill_diagonal", lang_np_iterators_func},
    {"fill_diagonal", np_func_array_first},
    {"finfo", np_limits_func},
    {"finfo", np_func_array_first},
    {"flatnonzero", lang_np_reorder_func},
    {"flatnonzero", np_func_array_first},
    {"flatten", lang_np_reorder_func},
    {"flatten", np_func_array_first},
    {"flip", np_func_of_array_likes},
    {"flip", np_func_array_first},
    {"fliplr", np_func_of_array_likes},
    {"fliplr", np_func_array_first},
    {"flipud", np_func_of_array_likes},
    {"flipud", np_func_array_first},
    {"float", lang_np_index_math_func},
    {"float", np_func_array_first},
    {"float64", lang_mathfn_np_func},
    {"float64", np_func_array_first},
    {"float_power", lang_mathfn_np_func},
    {"float_power", np_func_array_first},
    {"floor", nf_sqrt},
    {"floor", np_func_array_first},
    {"floor_divide", nf_add},
    {"floor_divide", np_func_array_first},
    {"frombuffer", lang_np_bytes_func},
    {"full", lang_printopts_np_func},
    {"full", nf_zeros},
    {"full", np_func_array_first},
    {"full_like", nf_zeros_like},
    {"full_like", np_func_array_first},
    {"get_printoptions", lang_printopts_np_func},
    {"get_printoptions", np_func_array_first},
    {"greater", nf_add},
    {"greater", np_func_array_first},
    {"greater_equal", nf_add},
    {"greater_equal", np_func_array_first},
    {"hsplit", lang_np_isclose_func},
    {"hsplit", np_func_array_first},
    {"hstack", lang_np_reorder_func},
    {"hstack", np_func_array_first},
    {"identity", nf_eye},
    {"identity", np_func_array_first},
    {"iinfo", np_limits_func},
    {"iinfo", np_func_array_first},
    {"imag", nf_real},
    {"imag", np_func_array_first},
    {"index_exp", lang_np_tricks_func},
    {"index_exp", np_func_array_first},
    {"indices", lang_np_put_choose_func},
    {"indices", lang_np_tricks_func},
    {"indices", lang_np_grids_func},
    {"indices", lang_np_index_math_func},
    {"indices", np_func_array_first},
    {"inf", lang_printopts_np_func},
    {"inf", np_func_array_first},
    {"insert", lang_np_pylevel_func},
    {"int", lang_np_index_math_func},
    {"int", np_func_array_first},
    {"int8", np_limits_func},
    {"int8", np_func_array_first},
    {"invert", nf_negative},
    {"invert", np_func_array_first},
    {"isclose", lang_np_isclose_func},
    {"isclose", np_func_array_first},
    {"isfinite", nf_isnan},
    {"isfinite", np_func_array_first},
    {"isfortran", lang_np_iterators_func},
    {"isfortran", np_func_array_first},
    {"isinf", nf_isnan},
    {"isinf", np_func_array_first},
    {"isnan", nf_isnan},
    {"isnan", np_func_array_first},
    {"isneginf", nf_isnan},
    {"isneginf", np_func_array_first},
    {"isposinf", nf_isnan},
    {"isposinf", np_func_array_first},
    {"ix_", lang_np_grids_func},
    {"ix_", np_func_array_first},
    {"kron", lang_np_tricks_func},
    {"kron", np_func_array_first},
    {"less", nf_add},
    {"less", np_func_array_first},
    {"less_equal", nf_add},
    {"less_equal", np_func_array_first},
    {"lib.array_utils.byte_bounds", lang_np_flags_func},
    {"lib.array_utils.byte_bounds", np_func_array_first},
    {"lib.stride_tricks.as_strided", np_func_array_first},
    {"lib.stride_tricks.broadcast_arrays", nf_broadcast_arrays},
    {"lib.stride_tricks.broadcast_arrays", np_func_array_first},
    {"lib.stride_tricks.broadcast_to", np_func_array_first},
    {"lib.stride_tricks.sliding_window_view", np_func_array_first},
    {"linspace", nf_linspace},
    {"linspace", np_func_array_first},
    {"log", lang_mathfn_np_func},
    {"log", np_func_array_first},
    {"log10", lang_mathfn_np_func},
    {"log10", np_func_array_first},
    {"log1p", lang_mathfn_np_func},
    {"log1p", np_func_array_first},
    {"log2", lang_mathfn_np_func},
    {"log2", np_func_array_first},
    {"logical_not", nf_isnan},
    {"logical_not", np_func_array_first},
    {"mask_indices", lang_np_pylevel_func},
    {"matmul", nf_matmul},
    {"matmul", np_func_array_first},
    {"matrix_transpose", lang_np_pylevel_func},
    {"max", np_func_of_array_likes},
    {"max", np_limits_func},
    {"max", np_func_array_first},
    {"maximum", nf_maximum},
    {"maximum", np_func_array_first},
    {"may_share_memory", nf_shares_memory},
    {"may_share_memory", np_func_array_first},
    {"mean", np_func_of_array_likes},
    {"mean", np_func_array_first},
    {"meshgrid", lang_np_grids_func},
    {"meshgrid", np_func_array_first},
    {"mgrid", lang_np_tricks_func},
    {"mgrid", np_func_array_first},
    {"min", np_func_of_array_likes},
    {"min", np_limits_func},
    {"min", np_func_array_first},
    {"minimum", nf_maximum},
    {"minimum", np_func_array_first},
    {"mod", nf_add},
    {"mod", np_func_array_first},
    {"mode", lang_np_put_choose_func},
    {"mode", lang_np_index_math_func},
    {"mode", np_func_array_first},
    {"moveaxis", np_func_of_array_likes},
    {"moveaxis", np_func_array_first},
    {"multiply", lang_np_tricks_func},
    {"multiply", lang_np_compose_func},
    {"multiply", nf_add},
    {"multiply", np_func_array_first},
    {"nan", lang_printopts_np_func},
    {"nan", np_func_array_first},
    {"ndarray", lang_np_index_math_func},
    {"ndarray", np_func_array_first},
    {"ndenumerate", lang_np_iterators_func},
    {"ndenumerate", lang_np_isclose_func},
    {"ndenumerate", np_func_array_first},
    {"ndim", lang_np_put_choose_func},
    {"ndim", lang_np_tricks_func},
    {"ndim", np_func_of_array_likes},
    {"ndim", np_func_array_first},
    {"ndindex", lang_np_iterators_func},
    {"ndindex", np_func_array_first},
    {"nditer", lang_np_iterators_func},
    {"nditer", lang_np_isclose_func},
    {"nditer", np_func_array_first},
    {"negative", nf_negative},
    {"negative", np_func_array_first},
    {"nonzero", lang_np_put_choose_func},
    {"nonzero", np_func_of_array_likes},
    {"nonzero", lang_np_grids_func},
    {"nonzero", lang_np_reorder_func},
    {"nonzero", lang_np_flags_func},
    {"nonzero", np_func_array_first},
    {"not_equal", lang_np_compose_func},
    {"not_equal", nf_add},
    {"not_equal", np_func_array_first},
    {"ogrid", lang_np_tricks_func},
    {"ogrid", np_func_array_first},
    {"ones", nf_zeros},
    {"ones", np_func_array_first},
    {"ones_like", lang_mathfn_np_func},
    {"ones_like", nf_zeros_like},
    {"ones_like", np_func_array_first},
    {"outer", lang_np_compose_func},
    {"outer", np_func_array_first},
    {"place", lang_np_put_choose_func},
    {"place", np_func_array_first},
    {"positive", lang_mathfn_np_func},
    {"positive", nf_negative},
    {"positive", np_func_array_first},
    {"power", lang_mathfn_np_func},
    {"power", np_func_array_first},
    {"printoptions", lang_printopts_np_func},
    {"printoptions", np_func_array_first},
    {"prod", np_func_of_array_likes},
    {"prod", np_func_array_first},
    {"put", lang_np_put_choose_func},
    {"put", np_func_array_first},
    {"put_along_axis", lang_np_put_choose_func},
    {"put_along_axis", np_func_array_first},
    {"putmask", lang_np_put_choose_func},
    {"putmask", np_func_array_first},
    {"random.choice", lang_random_np_func},
    {"random.choice", np_func_array_first},
    {"random.default_rng", lang_random_np_func},
    {"random.default_rng", np_func_array_first},
    {"random.permutation", lang_random_np_func},
    {"random.permutation", np_func_array_first},
    {"random.rand", lang_random_np_func},
    {"random.rand", np_func_array_first},
    {"random.randint", lang_random_np_func},
    {"random.randint", np_func_array_first},
    {"random.randn", lang_random_np_func},
    {"random.randn", np_func_array_first},
    {"random.random", lang_random_np_func},
    {"random.random", np_func_array_first},
    {"random.random_sample", lang_random_np_func},
    {"random.random_sample", np_func_array_first},
    {"random.seed", lang_random_np_func},
    {"random.seed", np_func_array_first},
    {"random.shuffle", lang_random_np_func},
    {"random.shuffle", np_func_array_first},
    {"random.standard_normal", lang_random_np_func},
    {"random.standard_normal", np_func_array_first},
    {"ravel", lang_np_put_choose_func},
    {"ravel", np_func_of_array_likes},
    {"ravel", lang_np_compose_func},
    {"ravel", lang_np_reorder_func},
    {"ravel", np_func_array_first},
    {"ravel_multi_index", lang_np_index_math_func},
    {"ravel_multi_index", np_func_array_first},
    {"real", nf_real},
    {"real", np_func_array_first},
    {"reciprocal", lang_mathfn_np_func},
    {"reciprocal", np_func_array_first},
    {"remainder", nf_add},
    {"remainder", np_func_array_first},
    {"repeat", lang_np_reorder_func},
    {"repeat", np_func_array_first},
    {"require", lang_np_flags_func},
    {"require", np_func_array_first},
    {"reshape", lang_np_put_choose_func},
    {"reshape", lang_np_tricks_func},
    {"reshape", np_func_of_array_likes},
    {"reshape", lang_np_grids_func},
    {"reshape", lang_np_reorder_func},
    {"reshape", np_func_array_first},
    {"resize", lang_np_flags_func},
    {"resize", np_func_array_first},
    {"rint", nf_sqrt},
    {"rint", np_func_array_first},
    {"roll", np_func_of_array_likes},
    {"roll", lang_np_reorder_func},
    {"roll", np_func_array_first},
    {"rollaxis", np_func_array_first},
    {"rot90", nf_rot90},
    {"rot90", np_func_array_first},
    {"round", np_func_array_first},
    {"round_", np_func_array_first},
    {"row_stack", lang_np_reorder_func},
    {"row_stack", np_func_array_first},
    {"s_", lang_np_tricks_func},
    {"s_", np_func_array_first},
    {"select", lang_np_pylevel_func},
    {"set_printoptions", lang_printopts_np_func},
    {"set_printoptions", np_func_array_first},
    {"shape", lang_np_tricks_func},
    {"shape", np_func_of_array_likes},
    {"shape", lang_np_index_math_func},
    {"shape", lang_np_iterators_func},
    {"shape", lang_np_flags_func},
    {"shape", np_func_array_first},
    {"shares_memory", nf_shares_memory},
    {"shares_memory", np_func_array_first},
    {"short", lang_printopts_np_func},
    {"short", np_func_array_first},
    {"sign", lang_printopts_np_func},
    {"sign", nf_isnan},
    {"sign", np_func_array_first},
    {"signbit", nf_isnan},
    {"signbit", np_func_array_first},
    {"sin", lang_mathfn_np_func},
    {"sin", np_func_array_first},
    {"sinh", lang_mathfn_np_func},
    {"sinh", np_func_array_first},
    {"size", lang_np_tricks_func},
    {"size", np_func_of_array_likes},
    {"size", np_func_array_first},
    {"sort", np_func_of_array_likes},
    {"sort", lang_np_reorder_func},
    {"sort", np_func_array_first},
    {"sparse", lang_np_grids_func},
    {"sparse", np_func_array_first},
    {"split", np_func_array_first},
    {"sqrt", lang_mathfn_np_func},
    {"sqrt", nf_sqrt},
    {"sqrt", np_func_array_first},
    {"square", lang_mathfn_np_func},
    {"square", nf_sqrt},
    {"square", np_func_array_first},
    {"squeeze", np_func_of_array_likes},
    {"squeeze", np_func_array_first},
    {"stack", nf_stack},
    {"stack", np_func_array_first},
    {"std", lang_mathfn_np_func},
    {"std", np_func_array_first},
    {"subtract", lang_np_compose_func},
    {"subtract", nf_add},
    {"subtract", np_func_array_first},
    {"sum", np_func_of_array_likes},
    {"sum", lang_mathfn_np_func},
    {"sum", np_func_array_first},
    {"swapaxes", np_func_of_array_likes},
    {"swapaxes", np_func_array_first},
    {"take", lang_np_put_choose_func},
    {"take", lang_np_isclose_func},
    {"take", np_func_array_first},
    {"take_along_axis", lang_np_put_choose_func},
    {"take_along_axis", np_func_array_first},
    {"tan", lang_mathfn_np_func},
    {"tan", np_func_array_first},
    {"tanh", lang_mathfn_np_func},
    {"tanh", np_func_array_first},
    {"threshold", lang_printopts_np_func},
    {"threshold", np_func_array_first},
    {"tile", lang_np_reorder_func},
    {"tile", np_func_array_first},
    {"torch", np_limits_func},
    {"torch", np_func_array_first},
    {"trace", lang_np_flags_func},
    {"trace", np_func_array_first},
    {"transpose", np_func_of_array_likes},
    {"transpose", lang_np_reorder_func},
    {"transpose", np_func_array_first},
    {"tril", np_func_of_array_likes},
    {"tril", lang_np_triangles_func},
    {"tril", np_func_array_first},
    {"tril_indices", lang_np_triangles_func},
    {"tril_indices_from", lang_np_triangles_func},
    {"trim_zeros", lang_np_pylevel_func},
    {"triu", np_func_of_array_likes},
    {"triu", lang_np_triangles_func},
    {"triu", np_func_array_first},
    {"triu_indices", lang_np_triangles_func},
    {"triu_indices_from", lang_np_triangles_func},
    {"true_divide", nf_add},
    {"true_divide", np_func_array_first},
    {"trunc", nf_sqrt},
    {"trunc", np_func_array_first},
    {"unique", np_func_of_array_likes},
    {"unique", lang_printopts_np_func},
    {"unique", np_func_array_first},
    {"unravel_index", lang_np_index_math_func},
    {"unravel_index", np_func_array_first},
    {"unstack", lang_np_pylevel_func},
    {"var", lang_mathfn_np_func},
    {"var", np_func_array_first},
    {"version", lang_np_flags_func},
    {"version", np_func_array_first},
    {"vsplit", lang_np_isclose_func},
    {"vsplit", np_func_array_first},
    {"vstack", lang_np_reorder_func},
    {"vstack", np_func_array_first},
    {"where", lang_np_put_choose_func},
    {"where", np_func_of_array_likes},
    {"where", lang_np_flags_func},
    {"where", nf_maximum},
    {"where", np_func_array_first},
    {"zeros", nf_zeros},
    {"zeros", np_func_array_first},
    {"zeros_like", lang_np_reorder_func},
    {"zeros_like", nf_zeros_like},
    {"zeros_like", np_func_array_first},
};
static const lang_func_defs NP_FUNCS = {"numpy", NP_FUNC_DEFS, (int32_t)SL_ARRAY_LEN(NP_FUNC_DEFS)};
const lang_func_defs *lang_np_func_defs(void) { return &NP_FUNCS; }

int lang_np_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    int rc = lang_np_structured_func(I, name, a, out, err); /* record dtypes and arrays */
    if (rc != 1) return rc;
    rc = lang_func_defs_call(&NP_FUNCS, I, name, a, out, err);
    return rc != LANG_NOT_MINE ? rc : lang_unsupported(err, "numpy.%s()", name);
}
