/*
 * ndarray_objects.c — the `numpy` module and ndarray objects of the snippet language.
 *
 * As tensor_objects.c does for torch, this file only converts Python-level arguments and
 * calls the engine's numpy functions (numpy-views section of stridelab.h); layouts,
 * flags and error messages all come from the engine.  The engine's `base` answer says
 * what `.base` is: NONE (an owner: new storage), CHAIN (a view whose base is the input
 * or the input's base, per sl_np_view_base_is_input), HIDDEN (a copying reshape: a view
 * of a hidden owner that holds the copy), DUMMY (as_strided / sliding_window_view: a
 * DummyArray whose .base is the input), SCALAR (a numpy scalar: the element's value),
 * and alias SAME (the input object itself).
 *
 * NumPy scalars come back as Python int / float / bool values, except float32 scalars,
 * which keep a flag so they print with float32's shortest repr as numpy does.
 *
 * Arithmetic and comparisons are numpy's binary ufuncs: the loop dtype comes from
 * numpy 1.24's type resolution (promote_types, and value-based casting where Python
 * numbers or 0-d arrays meet arrays), the output layout from the iterator's axis order
 * (or the trivial C/F loop), values are computed in the loop dtype.  In-place forms
 * check, in numpy's order, the writeable flag, the same_kind cast of the loop result
 * into the output, then broadcasting.  Reductions, astype, the *_like constructors,
 * linspace, concatenate/stack and boolean masks build new owners here as well; where
 * numpy's result depends on a loop order we do not model (float sums that round,
 * float-to-int casts past int32) the op is refused rather than approximated.
 */
#include "lang/lang.h"

#include <math.h>
#include <stdlib.h>

static lang_array_v *AV(const lang_value *v) { return v->u.array; }

static lang_value *new_array_value(lang_interp *I, const sl_array *a, lang_storage *st,
                                   lang_value *base) {
    lang_value *v = lv_new(I, V_ARRAY);
    if (!v) return NULL;
    lang_array_v *av = lang_alloc(&I->A, sizeof *av);
    if (!av) return NULL;
    av->a = *a;
    av->st = st;
    av->base = base;
    v->u.array = av;
    return v;
}

static lang_value *np_scalar(lang_interp *I, lang_num x, sl_dtype dt) {
    if (dt == SL_BOOL) return lv_bool(I, x.i != 0);
    if (x.is_float) {
        lang_value *v = lv_float(I, x.f);
        if (v && dt == SL_FLOAT32) v->np_dtype = true; /* float32 scalar: prints as float32 */
        return v;
    }
    return lv_int(I, x.i);
}

static int read_elem(lang_interp *I, const lang_value *arr, const sl_array *rec,
                     const int64_t *idx, lang_num *x, sl_error *err) {
    lang_lview v;
    lang_lview_of_array(rec, &v);
    return lang_read(I, AV(arr)->st, &v, idx, x, err);
}

static int np_new(lang_interp *I, const sl_array *r, lang_fill fill, lang_num value, lang_value **out,
                  sl_error *err);

/* a new 0-d array of record s holding a copy of element idx of arr (viewed as rec);
 * complex values are copied part by part (arr_complex.c) */
static int elem_copy_new(lang_interp *I, const lang_value *arr, const sl_array *rec, const int64_t *idx,
                         const sl_array *s, lang_value **out, sl_error *err) {
    lang_num x = {0};
    bool cplx = sl_dtype_is_complex(rec->dtype);
    int rc = cplx ? SL_OK : read_elem(I, arr, rec, idx, &x, err);
    if (rc || (rc = np_new(I, s, LF_VALUE, x, out, err)) || !cplx) return rc;
    lang_lview v;
    lang_lview_of_array(rec, &v);
    return lang_complex_copy_elem(I, AV(arr)->st, &v, idx, AV(*out)->st, err);
}

/* A result record from the engine -> a Python value. */
static int wrap_np(lang_interp *I, int rc, const sl_array *r, lang_value *src, lang_value **out,
                   sl_error *err) {
    if (rc) return rc;
    if (src && r->alias == SL_ALIAS_SAME) {
        *out = src;
        return SL_OK;
    }
    switch (r->base) {
    case SL_NP_SCALAR: {
        /* a numpy scalar: a 0-d read-only owner holding a copy of the element */
        int64_t idx[1] = {0};
        sl_array z = *r;
        z.ndim = 0;
        sl_array s;
        if ((rc = sl_np_empty(NULL, 0, r->dtype, 'C', &s, err))) return rc;
        s.flags &= ~SL_NP_WRITEABLE;
        lang_value *v;
        if ((rc = elem_copy_new(I, src, &z, idx, &s, &v, err))) return rc;
        v->np_scalar = true;
        *out = v;
        return SL_OK;
    }
    case SL_NP_BASE_CHAIN: {
        lang_value *base = sl_np_view_base_is_input(&AV(src)->a) ? src : AV(src)->base;
        if (!base) base = src;
        *out = new_array_value(I, r, AV(src)->st, base);
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    case SL_NP_BASE_DUMMY: {
        lang_value *d = lv_new(I, V_STORAGE);
        CHECK_ALLOC(d);
        d->u.aux.owner = src;
        d->u.aux.which = 2;
        *out = new_array_value(I, r, AV(src)->st, d);
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    case SL_NP_BASE_NONE:
    default: {
        /* an owner holding a copy of src's values, element i by logical index */
        lang_lview sv, dv;
        lang_lview_of_array(&AV(src)->a, &sv);
        lang_lview_of_array(r, &dv);
        lang_storage *st = lang_storage_copy(I, AV(src)->st, &sv, &dv, r->buffer_bytes, 0, true);
        CHECK_ALLOC(st);
        *out = new_array_value(I, r, st, NULL);
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    }
}

/* ------------------------------------------------------------ arguments == */


static int get_dtype(const lang_value *v, sl_dtype *dt, sl_error *err) {
    if (v->kind == V_DTYPE) {
        *dt = v->u.dtype;
        return SL_OK;
    }
    if (v->kind == V_STR) {
        /* a name, or a type code with an optional byte-order mark and size: 'f4', '<i8', '?' */
        static const struct { const char *code; sl_dtype dt; } CODES[] = {
            {"?", SL_BOOL},    {"b1", SL_BOOL},     {"b", SL_INT8},      {"i1", SL_INT8},
            {"B", SL_UINT8},   {"u1", SL_UINT8},    {"h", SL_INT16},     {"i2", SL_INT16},
            {"H", SL_UINT16},  {"u2", SL_UINT16},   {"i", SL_INT32},     {"i4", SL_INT32},
            {"I", SL_UINT32},  {"u4", SL_UINT32},   {"l", SL_INT64},     {"q", SL_INT64},
            {"i8", SL_INT64},  {"L", SL_UINT64},    {"Q", SL_UINT64},    {"u8", SL_UINT64},
            {"e", SL_FLOAT16}, {"f2", SL_FLOAT16},  {"f", SL_FLOAT32},   {"f4", SL_FLOAT32},
            {"d", SL_FLOAT64}, {"f8", SL_FLOAT64},  {"F", SL_COMPLEX64}, {"c8", SL_COMPLEX64},
            {"D", SL_COMPLEX128}, {"c16", SL_COMPLEX128}, {"int", SL_INT64}, {"float", SL_FLOAT64},
            {"bool", SL_BOOL}, {"complex", SL_COMPLEX128}};
        const char *s = v->u.str.s, *c = s;
        if ((size_t)v->u.str.len != strlen(s)) return lang_unsupported(err, "a dtype string with a NUL");
        if (*c == '<' || *c == '=' || *c == '|') c++;
        for (size_t k = 0; k < SL_ARRAY_LEN(CODES); k++)
            if (!strcmp(c, CODES[k].code)) {
                *dt = CODES[k].dt;
                return SL_OK;
            }
        if (c == s && sl_dtype_parse(s, true, dt) == SL_OK && *dt != SL_BFLOAT16) return SL_OK;
        if (c != s || s[0] == '>' || (s[0] && strchr("gGOSUVamMcp", s[0])))
            return lang_unsupported(err, "numpy dtype '%s'", s);
        return lang_py_error(err, "TypeError", "data type '%s' not understood", s);
    }
    if (v->kind == V_FUNC && !v->u.func.self) {
        if (!strcmp(v->u.func.name, "float")) { *dt = SL_FLOAT64; return SL_OK; }
        if (!strcmp(v->u.func.name, "int")) { *dt = SL_INT64; return SL_OK; }
        if (!strcmp(v->u.func.name, "bool")) { *dt = SL_BOOL; return SL_OK; }
        if (!strcmp(v->u.func.name, "complex")) { *dt = SL_COMPLEX128; return SL_OK; }
    }
    if (v->kind == V_NONE) return 1;
    return lang_unsupported(err, "numpy dtype given as %s", lv_type_name(v));
}

static int get_order(const lang_value *v, char *order, sl_error *err) {
    if (!v || v->kind == V_NONE) return SL_OK;
    if (v->kind != V_STR) return lang_unsupported(err, "order given as %s", lv_type_name(v));
    return sl_np_parse_order(v->u.str.s, order, err);
}

/* An integer argument with numpy's TypeError wording for floats. */
static int np_int(const lang_value *v, sl_np_type_msg kind, int64_t *out, sl_error *err) {
    if (v->kind == V_INT) {
        *out = v->u.i;
        return SL_OK;
    }
    if (v->kind == V_BOOL) {
        *out = v->u.b;
        return SL_OK;
    }
    if (v->kind == V_FLOAT || v->kind == V_STR || v->kind == V_NONE)
        return sl_np_arg_type_error(kind, lv_type_name(v), err);
    return lang_unsupported(err, "%s as an integer argument", lv_type_name(v));
}

/* ints from one value that may be an int or a sequence */
static int np_ints(const lang_value *v, sl_np_type_msg kind, int64_t *out, int32_t *n, bool *was_seq,
                   sl_error *err) {
    if (v->kind == V_TUPLE || v->kind == V_LIST || v->kind == V_SIZE) {
        if (v->u.seq.n > SL_MAX_DIMS) return sl_error_set(err, SL_ERR_LIMIT, "ValueError", "too many entries");
        for (int64_t i = 0; i < v->u.seq.n; i++) {
            int rc = np_int(v->u.seq.v[i], kind, &out[i], err);
            if (rc) return rc;
        }
        *n = (int32_t)v->u.seq.n;
        if (was_seq) *was_seq = true;
        return SL_OK;
    }
    if (was_seq) *was_seq = false;
    *n = 1;
    return np_int(v, kind, &out[0], err);
}

/* shape from varargs or one sequence */
static int np_shape_args(const lang_value *const *pos, int32_t npos, int64_t *out, int32_t *n,
                         sl_error *err) {
    if (npos == 1) return np_ints(pos[0], SL_NP_TE_INDEX, out, n, NULL, err);
    if (npos > SL_MAX_DIMS) return sl_error_set(err, SL_ERR_LIMIT, "ValueError", "too many dims");
    for (int32_t i = 0; i < npos; i++) {
        int rc = np_int(pos[i], SL_NP_TE_INDEX, &out[i], err);
        if (rc) return rc;
    }
    *n = npos;
    return SL_OK;
}

static int check_kw(const lang_args *a, const char *fname, const char *const *allowed, int nallowed,
                    sl_error *err) {
    for (int32_t k = 0; k < a->nkw; k++) {
        bool ok = false;
        for (int i = 0; i < nallowed; i++)
            if (!strcmp(a->kwnames[k], allowed[i])) ok = true;
        if (!ok) return lang_unsupported(err, "keyword argument '%s' of %s()", a->kwnames[k], fname);
    }
    return SL_OK;
}

/* ------------------------------------------------------------ creation == */

static int np_new(lang_interp *I, const sl_array *r, lang_fill fill, lang_num value, lang_value **out,
                  sl_error *err) {
    lang_storage *st = lang_storage_new(I, r->buffer_bytes, r->dtype, true);
    CHECK_ALLOC(st);
    st->fill = fill;
    st->value = value;
    *out = new_array_value(I, r, st, NULL);
    CHECK_ALLOC(*out);
    return SL_OK;
}

static int np_create(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                     sl_error *err) {
    static const char *const KW[] = {"dtype", "order", "shape", "fill_value", "like"};
    int rc = check_kw(a, name, KW, 5, err);
    if (rc) return rc;
    bool is_full = !strcmp(name, "full");
    lang_value *shp = a->npos >= 1 ? a->pos[0] : lang_kwarg(a, "shape");
    lang_value *fv = is_full ? (a->npos >= 2 ? a->pos[1] : lang_kwarg(a, "fill_value")) : NULL;
    int32_t base = is_full ? 2 : 1;
    lang_value *dtv = a->npos > base ? a->pos[base] : lang_kwarg(a, "dtype");
    lang_value *ordv = a->npos > base + 1 ? a->pos[base + 1] : lang_kwarg(a, "order");
    if (!shp || (is_full && !fv) || a->npos > base + 2) return lang_unsupported(err, "%s() arguments", name);
    int64_t shape[SL_MAX_DIMS];
    int32_t n = 0;
    if ((rc = np_ints(shp, SL_NP_TE_INDEX, shape, &n, NULL, err))) return rc;
    sl_dtype dt = SL_FLOAT64;
    lang_num fill = {0};
    if (is_full) {
        if (fv->kind == V_FLOAT) {
            fill.is_float = true;
            fill.f = fv->u.f;
        } else if (fv->kind == V_INT) {
            fill.i = fv->u.i;
            dt = SL_INT64;
        } else if (fv->kind == V_BOOL) {
            fill.i = fv->u.b;
            dt = SL_BOOL;
        } else {
            return lang_unsupported(err, "full() fill value of type %s", lv_type_name(fv));
        }
    }
    if (dtv && (rc = get_dtype(dtv, &dt, err)) < 0) return rc;
    char order = 'C';
    if ((rc = get_order(ordv, &order, err))) return rc;
    sl_array r;
    if ((rc = sl_np_empty(shape, n, dt, order, &r, err))) return rc;
    lang_fill kind = LF_ZERO;
    if (!strcmp(name, "ones")) {
        kind = LF_VALUE;
        fill.i = 1;
        fill.f = 1.0;
    } else if (!strcmp(name, "empty")) {
        kind = LF_UNINIT;
    } else if (is_full) {
        kind = LF_VALUE;
    }
    return np_new(I, &r, kind, fill, out, err);
}

static int np_arange(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const KW[] = {"dtype", "start", "stop", "step"};
    int rc = check_kw(a, "arange", KW, 4, err);
    if (rc) return rc;
    lang_value *pv[3] = {NULL, NULL, NULL};
    if (a->npos > 4) return lang_unsupported(err, "arange() with %d positional arguments", a->npos);
    lang_value *dtv = lang_kwarg(a, "dtype");
    int32_t np = a->npos;
    if (np == 4) {
        dtv = a->pos[3];
        np = 3;
    }
    if (np == 1) pv[1] = a->pos[0];
    else
        for (int32_t i = 0; i < np; i++) pv[i] = a->pos[i];
    if (lang_kwarg(a, "start")) pv[0] = lang_kwarg(a, "start");
    if (lang_kwarg(a, "stop")) pv[1] = lang_kwarg(a, "stop");
    if (lang_kwarg(a, "step")) pv[2] = lang_kwarg(a, "step");
    if (!pv[1]) {
        if (pv[0]) {
            pv[1] = pv[0];
            pv[0] = NULL;
        } else {
            return lang_py_error(err, "TypeError", "arange() requires stop to be specified.");
        }
    }
    bool any_float = false;
    lang_num v[3] = {{false, 0, 0}, {false, 0, 0}, {false, 1, 1.0}};
    for (int k = 0; k < 3; k++) {
        if (!pv[k] || pv[k]->kind == V_NONE) continue;
        if (pv[k]->kind == V_FLOAT) {
            any_float = true;
            v[k].is_float = true;
            v[k].f = pv[k]->u.f;
        } else if (pv[k]->kind == V_INT || pv[k]->kind == V_BOOL) {
            v[k].i = pv[k]->kind == V_INT ? pv[k]->u.i : pv[k]->u.b;
            v[k].f = (double)v[k].i;
        } else {
            return lang_unsupported(err, "arange() argument of type %s", lv_type_name(pv[k]));
        }
    }
    sl_dtype dt = sl_np_default_dtype(any_float);
    if (dtv && (rc = get_dtype(dtv, &dt, err)) < 0) return rc;
    sl_array r;
    if (!any_float) rc = sl_np_arange_i64(v[0].i, v[1].i, v[2].i, dt, &r, err);
    else {
        double s = v[0].is_float ? v[0].f : (double)v[0].i, e = v[1].is_float ? v[1].f : (double)v[1].i,
               st = v[2].is_float ? v[2].f : (double)v[2].i;
        rc = sl_np_arange_f64(s, e, st, dt, &r, err);
    }
    if (rc) return rc;
    if (dt == SL_BOOL && r.shape[0] > 2)
        return lang_py_error(err, "TypeError", "arange() is only supported for booleans when the result has at most length 2.");
    if ((rc = np_new(I, &r, LF_ARANGE, v[0], out, err))) return rc;
    lang_storage *st = AV(*out)->st;
    /* numpy fills start, start + delta, ... with delta = (start + step) - start */
    if (any_float || sl_dtype_is_floating(dt)) {
        double s0 = v[0].is_float ? v[0].f : (double)v[0].i, sp = v[2].is_float ? v[2].f : (double)v[2].i;
        st->value.is_float = true;
        st->value.f = s0;
        st->step.is_float = true;
        st->step.f = (s0 + sp) - s0;
    } else {
        st->step = v[2];
    }
    return SL_OK;
}

/* nested lists -> owner (tensor_objects.c has the torch twin) */
static int walk(const lang_value *v, int32_t depth, int64_t *shape, int32_t *ndim, lang_num *vals,
                int64_t *nvals, int64_t cap, bool *any_float, bool *all_bool, bool *ragged) {
    if (v->kind == V_LIST || v->kind == V_TUPLE) {
        if (depth >= SL_NP_MAX_DIMS) {
            *ragged = true;
            return SL_OK;
        }
        if (depth == *ndim && *nvals == 0) {
            shape[depth] = v->u.seq.n;
            *ndim = depth + 1;
        } else if (depth >= *ndim || shape[depth] != v->u.seq.n) {
            *ragged = true;
            return SL_OK;
        }
        for (int64_t i = 0; i < v->u.seq.n; i++) {
            int rc = walk(v->u.seq.v[i], depth + 1, shape, ndim, vals, nvals, cap, any_float, all_bool, ragged);
            if (rc) return rc;
        }
        return SL_OK;
    }
    if (depth != *ndim) {
        *ragged = true;
        return SL_OK;
    }
    if (*nvals >= cap) return SL_ERR_LIMIT;
    lang_num x = {0};
    if (v->kind == V_FLOAT) {
        x.is_float = true;
        x.f = v->u.f;
        *any_float = true;
        *all_bool = false;
    } else if (v->kind == V_INT) {
        x.i = v->u.i;
        *all_bool = false;
    } else if (v->kind == V_BOOL) {
        x.i = v->u.b;
    } else {
        *ragged = true;
        return SL_OK;
    }
    vals[(*nvals)++] = x;
    return SL_OK;
}

/* how many values a nested literal holds (enough to size the buffer; stops past `limit`) */
static int64_t count_leaves(const lang_value *v, int32_t depth, int64_t limit) {
    if ((v->kind != V_LIST && v->kind != V_TUPLE) || depth >= SL_NP_MAX_DIMS) return 1;
    int64_t n = 0;
    for (int64_t i = 0; i < v->u.seq.n && n <= limit; i++) n += count_leaves(v->u.seq.v[i], depth + 1, limit);
    return n;
}

static int np_array(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const KW[] = {"dtype", "order", "copy"};
    int rc = check_kw(a, name, KW, 3, err);
    if (rc) return rc;
    if (a->npos < 1 || a->npos > 2) return lang_unsupported(err, "%s() arguments", name);
    lang_value *data = a->pos[0];
    lang_value *dtv = a->npos == 2 ? a->pos[1] : lang_kwarg(a, "dtype");
    char order = 'K';
    if ((rc = get_order(lang_kwarg(a, "order"), &order, err))) return rc;
    if (data->kind == V_ARRAY) {
        if (dtv && dtv->kind != V_NONE) return lang_unsupported(err, "%s() of an array with a dtype", name);
        sl_array r;
        if (!strcmp(name, "asarray")) rc = sl_np_asarray(&AV(data)->a, lang_kwarg(a, "order") ? order : 0, &r, err);
        else rc = sl_np_copy(&AV(data)->a, order, &r, err);
        return wrap_np(I, rc, &r, data, out, err);
    }
    if (data->kind == V_TENSOR) return lang_interop_np_array(I, name, a, out, err);
    int64_t cap = count_leaves(data, 0, 1 << 20) + 1, n = 0;
    lang_num *vals = lang_alloc(&I->A, (size_t)cap * sizeof *vals);
    CHECK_ALLOC(vals);
    int64_t shape[SL_MAX_DIMS];
    int32_t ndim = 0;
    bool any_float = false, all_bool = true, ragged = false;
    rc = walk(data, 0, shape, &ndim, vals, &n, cap, &any_float, &all_bool, &ragged);
    if (rc) return lang_unsupported(err, "array literal with more than %lld elements", (long long)(1 << 20));
    if (ragged) return lang_unsupported(err, "array literal that is ragged or holds non-numbers");
    sl_dtype dt = n == 0 ? SL_FLOAT64 : any_float ? SL_FLOAT64 : all_bool ? SL_BOOL : SL_INT64;
    if (dtv && (rc = get_dtype(dtv, &dt, err)) < 0) return rc;
    sl_array r;
    if ((rc = sl_np_empty(shape, ndim, dt, order == 'F' ? 'F' : 'C', &r, err))) return rc;
    lang_value *res;
    lang_num z = {0};
    if ((rc = np_new(I, &r, LF_ZERO, z, &res, err))) return rc;
    if (dt == SL_BFLOAT16) {
        /* the layout is exact; values of these dtypes are not modelled */
        AV(res)->st->poison = "element values of bfloat16 arrays";
        *out = res;
        return SL_OK;
    }
    lang_lview lv;
    lang_lview_of_array(&r, &lv);
    int64_t idx[SL_MAX_DIMS] = {0};
    if ((rc = lang_before_write(I, err))) return rc;
    for (int64_t k = 0; k < n; k++) {
        if ((rc = lang_write(I, AV(res)->st, &lv, idx, vals[k], err))) return rc;
        lang_next_index(idx, r.shape, r.ndim);
    }
    *out = res;
    return SL_OK;
}

/* numpy turns a scalar into a fresh writable 0-d array before an array method runs */
static int scalar_as_array(lang_interp *I, lang_value *v, lang_value **out, sl_error *err) {
    if (!v->np_scalar) {
        *out = v;
        return SL_OK;
    }
    int64_t idx[1] = {0};
    sl_array s;
    int rc = sl_np_empty(NULL, 0, AV(v)->a.dtype, 'C', &s, err);
    if (rc) return rc;
    return elem_copy_new(I, v, &AV(v)->a, idx, &s, out, err);
}

/* PyArray_Return: a 0-d array result of a scalar's method becomes a scalar again */
static int back_to_scalar(lang_interp *I, lang_value *v, lang_value **out, sl_error *err) {
    if (v->kind != V_ARRAY || v->np_scalar || AV(v)->a.ndim != 0) {
        *out = v;
        return SL_OK;
    }
    int64_t idx[1] = {0};
    sl_array s;
    int rc = sl_np_empty(NULL, 0, AV(v)->a.dtype, 'C', &s, err);
    if (rc) return rc;
    s.flags &= ~SL_NP_WRITEABLE;
    lang_value *r;
    if ((rc = elem_copy_new(I, v, &AV(v)->a, idx, &s, &r, err))) return rc;
    r->np_scalar = true;
    *out = r;
    return SL_OK;
}

static const char *scalar_type(const lang_value *v) {
    const char *n = sl_dtype_numpy_name(v->u.array->a.dtype);
    return !n ? "generic" : !strcmp(n, "bool") ? "bool_" : n;
}

static int np_matmul(lang_interp *I, lang_value *a, lang_value *b, bool dot, lang_value **out, sl_error *err);
static bool is_bool_mask(const lang_value *idx);
static int np_mask_get(lang_interp *I, lang_value *a, lang_value *mask, lang_value **out, sl_error *err);
static int np_mask_set(lang_interp *I, lang_value *a, lang_value *mask, lang_value *v, sl_error *err);

/* ------------------------------------------------------------ indexing == */

static int np_items(lang_interp *I, lang_value *idx, sl_index_item *items, int32_t *n, sl_error *err) {
    int64_t cnt = idx->kind == V_TUPLE ? idx->u.seq.n : 1;
    if (cnt > 2 * SL_MAX_DIMS) return lang_unsupported(err, "an index with %lld items", (long long)cnt);
    for (int64_t i = 0; i < cnt; i++) {
        lang_value *v = idx->kind == V_TUPLE ? idx->u.seq.v[i] : idx;
        if (!(v = lang_np_scalar_py(I, v, err))) return err->code;
        sl_index_item *it = &items[i];
        int basic = lang_basic_index_item(v, true, it, err);
        if (basic < 0) return basic;
        if (basic) continue;
        switch (v->kind) {
        case V_ARRAY:
            if (AV(v)->a.ndim == 0 && sl_dtype_is_integral(AV(v)->a.dtype, false)) {
                lang_num x;
                int64_t z[1] = {0};
                int rc = read_elem(I, v, &AV(v)->a, z, &x, err);
                if (rc) return rc;
                it->kind = SL_IDX_INT_TENSOR0;
                it->value = x.i;
                break;
            }
            it->kind = SL_IDX_INVALID;
            it->type_name = sl_dtype_is_integral(AV(v)->a.dtype, false) ? "intarray" : "ndarray";
            break;
        case V_LIST: it->kind = SL_IDX_INVALID; it->type_name = "list"; break;
        default: it->kind = SL_IDX_INVALID; it->type_name = lv_type_name(v);
        }
    }
    *n = (int32_t)cnt;
    return SL_OK;
}

int lang_np_subscript(lang_interp *I, lang_value *a, lang_value *idx, lang_value **out, sl_error *err) {
    sl_index_item items[2 * SL_MAX_DIMS];
    int32_t n = 0;
    int rc;
    if (a->np_scalar) {
        /* numpy indexes a scalar as a 0-d array and rewords every failure */
        if (idx->kind == V_TUPLE && idx->u.seq.n == 0) {
            *out = a;
            return SL_OK;
        }
        if ((rc = scalar_as_array(I, a, &a, err))) return rc;
        rc = lang_np_subscript(I, a, idx, out, err);
        if (rc == SL_ERR_PY) return lang_py_error(err, "IndexError", "invalid index to scalar variable.");
        return rc;
    }
    /* a mask of the array's rank is numpy's boolean index; one of fewer dims is
     * expanded into integer arrays and laid out as such (ndarray_adv_index.c) */
    if (is_bool_mask(idx) && AV(idx)->a.ndim == AV(a)->a.ndim) return np_mask_get(I, a, idx, out, err);
    if (lang_np_adv_index(idx)) return lang_np_adv_get(I, a, idx, out, err);
    rc = np_items(I, idx, items, &n, err);
    if (rc) return rc;
    sl_array r, copied, hidden;
    if ((rc = sl_np_index_ex(&AV(a)->a, items, n, &r, &copied, &hidden, err))) return rc;
    if (r.alias != SL_ALIAS_SAME && (r.base == SL_NP_BASE_NONE || r.base == SL_NP_BASE_HIDDEN)) {
        /* a copy: its owner is filled from `copied`, a view of a, by logical index */
        const sl_array *owner = r.base == SL_NP_BASE_HIDDEN ? &hidden : &r;
        lang_lview sv, dv;
        lang_lview_of_array(&copied, &sv);
        lang_lview_of_array(owner, &dv);
        lang_storage *st = lang_storage_copy(I, AV(a)->st, &sv, &dv, owner->buffer_bytes, 0, true);
        CHECK_ALLOC(st);
        if (r.base == SL_NP_BASE_NONE) {
            *out = new_array_value(I, &r, st, NULL);
        } else {
            lang_value *h = new_array_value(I, &hidden, st, NULL);
            CHECK_ALLOC(h);
            *out = new_array_value(I, &r, st, h);
        }
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    return wrap_np(I, rc, &r, a, out, err);
}

/* ------------------------------------------------------------ writes == */

/* ------------------------------------------------------------ type promotion == */

/* numpy 1.24's dtype categories for value-based casting: bool < integers < floats */
static int np_category(sl_dtype dt) {
    return dt == SL_BOOL ? 0 : sl_dtype_is_integral(dt, false) ? 1 : sl_dtype_is_complex(dt) ? 3 : 2;
}

static bool np_unsigned(sl_dtype dt) {
    return dt == SL_UINT8 || dt == SL_UINT16 || dt == SL_UINT32 || dt == SL_UINT64;
}

static sl_dtype np_int_of_size(int64_t size_bytes, bool is_unsigned) {
    switch (size_bytes) {
    case 1: return is_unsigned ? SL_UINT8 : SL_INT8;
    case 2: return is_unsigned ? SL_UINT16 : SL_INT16;
    case 4: return is_unsigned ? SL_UINT32 : SL_INT32;
    default: return is_unsigned ? SL_UINT64 : SL_INT64;
    }
}

/* np.promote_types for bool, the eight integer types and the three float types:
 * within a kind the wider wins; a signed and an unsigned integer meet in the signed
 * type twice the wider size (uint64 with any signed type: float64); an integer meets a
 * float in the narrowest float that holds it exactly (8/16-bit ints with float16 give
 * float16/float32, 32/64-bit ints need float64). */
static int np_promote(sl_dtype a, sl_dtype b, sl_dtype *out, sl_error *err) {
    if (sl_dtype_is_complex(a) || sl_dtype_is_complex(b) || a == SL_BFLOAT16 || b == SL_BFLOAT16)
        return lang_unsupported(err, "numpy type promotion of %s and %s", sl_dtype_torch_name(a),
                                sl_dtype_torch_name(b));
    if (a == b || b == SL_BOOL) {
        *out = a;
        return SL_OK;
    }
    if (a == SL_BOOL) {
        *out = b;
        return SL_OK;
    }
    int64_t sa = sl_dtype_itemsize(a), sb = sl_dtype_itemsize(b);
    bool fa = sl_dtype_is_floating(a), fb = sl_dtype_is_floating(b);
    if (fa && fb) {
        *out = sa >= sb ? a : b;
        return SL_OK;
    }
    if (fa || fb) {
        sl_dtype f = fa ? a : b;
        int64_t fs = fa ? sa : sb, is = fa ? sb : sa;
        /* the float size that holds every value of an integer of `is` bytes */
        int64_t need = is == 1 ? 2 : is == 2 ? 4 : 8;
        int64_t size = fs > need ? fs : need;
        *out = size == 2 ? SL_FLOAT16 : size == 4 ? SL_FLOAT32 : SL_FLOAT64;
        (void)f;
        return SL_OK;
    }
    bool ua = np_unsigned(a), ub = np_unsigned(b);
    if (ua == ub) {
        *out = sa >= sb ? a : b;
        return SL_OK;
    }
    int64_t us = ua ? sa : sb, ss = ua ? sb : sa;
    if (ss > us) *out = np_int_of_size(ss, false);
    else if (us == 8) *out = SL_FLOAT64;
    else *out = np_int_of_size(us * 2, false);
    return SL_OK;
}

/* One operand of a ufunc as value-based casting sees it. */
typedef struct uop {
    lang_value *arr;  /* the ndarray, or NULL for a Python number */
    sl_array rec;     /* its record; a Python number: a 0-d record of its default dtype */
    bool scalar;      /* a Python number or a 0-d array: may be demoted by value */
    lang_num value;   /* the value when scalar */
} uop;

static int uop_from(lang_interp *I, lang_value *v, uop *o, sl_error *err) {
    memset(o, 0, sizeof *o);
    int rc;
    if (v->kind == V_ARRAY) {
        o->arr = v;
        o->rec = AV(v)->a;
        o->scalar = o->rec.ndim == 0;
        if (o->scalar) {
            int64_t idx[1] = {0};
            if ((rc = read_elem(I, v, &o->rec, idx, &o->value, err))) return rc;
        }
        return SL_OK;
    }
    sl_dtype dt;
    if (v->kind == V_BOOL) {
        dt = SL_BOOL;
        o->value.i = v->u.b;
    } else if (v->kind == V_INT) {
        dt = SL_INT64;
        o->value.i = v->u.i;
        o->value.f = (double)v->u.i;
    } else if (v->kind == V_FLOAT) {
        /* a numpy float32 scalar keeps its type; a Python float is a float64 */
        dt = v->np_dtype ? SL_FLOAT32 : SL_FLOAT64;
        o->value.is_float = true;
        o->value.f = v->u.f;
    } else {
        return lang_unsupported(err, "array arithmetic with %s", lv_type_name(v));
    }
    o->scalar = true;
    return sl_np_empty(NULL, 0, dt, 'C', &o->rec, err);
}

/* np.min_scalar_type of a scalar operand; *small: a non-negative integer that also fits
 * the signed type of the same size (numpy then lets it act as that signed type). */
static sl_dtype min_scalar_type(const uop *o, bool *small) {
    *small = false;
    sl_dtype dt = o->rec.dtype;
    if (dt == SL_BOOL) return SL_BOOL;
    if (sl_dtype_is_floating(dt)) {
        double x = o->value.is_float ? o->value.f : (double)o->value.i;
        if (!isfinite(x) || (x > -65000.0 && x < 65000.0)) return SL_FLOAT16;
        if (x > -3.4e38 && x < 3.4e38) return SL_FLOAT32;
        return SL_FLOAT64;
    }
    int64_t v = o->value.i;
    if (dt == SL_UINT64 && v < 0) return SL_UINT64;
    if (v >= 0) {
        sl_dtype r = v <= 0xFF ? SL_UINT8 : v <= 0xFFFF ? SL_UINT16 : v <= 0xFFFFFFFFLL ? SL_UINT32 : SL_UINT64;
        *small = v <= 0x7F || (r == SL_UINT16 && v <= 0x7FFF) || (r == SL_UINT32 && v <= 0x7FFFFFFF) ||
                 r == SL_UINT64;
        return r;
    }
    return v >= -128 ? SL_INT8 : v >= -32768 ? SL_INT16 : v >= -2147483648LL ? SL_INT32 : SL_INT64;
}

/* np.result_type with numpy 1.24's value-based casting: when arrays (ndim >= 1) are
 * present and no scalar is of a higher category than every array, each scalar counts
 * as its min_scalar_type; otherwise all dtypes promote as they are. */
static int np_result_type(const uop *ops, int n, sl_dtype *out, sl_error *err) {
    int ka = -1, ks = -1;
    for (int k = 0; k < n; k++) {
        int c = np_category(ops[k].rec.dtype);
        if (ops[k].scalar) ks = c > ks ? c : ks;
        else ka = c > ka ? c : ka;
    }
    bool use_min = ka >= 0 && ks >= 0 && ks <= ka;
    sl_dtype r = SL_BOOL;
    bool have = false;
    int rc;
    for (int k = 0; k < n; k++) {
        if (use_min && ops[k].scalar) continue;
        if (!have) r = ops[k].rec.dtype;
        else if ((rc = np_promote(r, ops[k].rec.dtype, &r, err))) return rc;
        have = true;
    }
    for (int k = 0; use_min && k < n; k++) {
        if (!ops[k].scalar) continue;
        bool small;
        sl_dtype m = min_scalar_type(&ops[k], &small);
        /* a small unsigned value meets a signed integer type as its signed twin */
        if (small && sl_dtype_is_integral(r, false) && !np_unsigned(r))
            m = np_int_of_size(sl_dtype_itemsize(m), false);
        if ((rc = np_promote(r, m, &r, err))) return rc;
    }
    *out = r;
    return SL_OK;
}

/* np.can_cast(from, to, 'safe') for bool, integers and floats */
static bool can_cast_safe(sl_dtype from, sl_dtype to) {
    if (from == to || from == SL_BOOL) return true;
    if (to == SL_BOOL) return false;
    int64_t fs = sl_dtype_itemsize(from), ts = sl_dtype_itemsize(to);
    if (sl_dtype_is_floating(from)) return sl_dtype_is_floating(to) && ts >= fs;
    if (sl_dtype_is_floating(to)) return fs <= 1 ? true : fs == 2 ? ts >= 4 : ts >= 8;
    if (np_unsigned(from)) return np_unsigned(to) ? ts >= fs : ts > fs;
    return !np_unsigned(to) && ts >= fs;
}

/* numpy's default type resolver (floor_divide, remainder): the first loop, in the
 * ufunc's order, that every array operand casts to safely and every value-based scalar
 * fits (its min_scalar_type, a small unsigned value counting as signed for a signed
 * loop); without value-based casting the scalars' own dtypes must cast safely */
static int np_search_type(const uop *ops, int n, sl_dtype *out, sl_error *err) {
    static const sl_dtype LOOPS[] = {SL_INT8, SL_UINT8, SL_INT16, SL_UINT16, SL_INT32, SL_UINT32,
                                     SL_INT64, SL_UINT64, SL_FLOAT16, SL_FLOAT32, SL_FLOAT64};
    int ka = -1, ks = -1;
    for (int k = 0; k < n; k++) {
        int c = np_category(ops[k].rec.dtype);
        if (c > 2) return lang_unsupported(err, "type resolution with complex operands");
        if (ops[k].scalar) ks = c > ks ? c : ks;
        else ka = c > ka ? c : ka;
    }
    bool use_min = ka >= 0 && ks >= 0 && ks <= ka;
    for (size_t l = 0; l < SL_ARRAY_LEN(LOOPS); l++) {
        sl_dtype t = LOOPS[l];
        bool ok = true;
        for (int k = 0; k < n && ok; k++) {
            sl_dtype from = ops[k].rec.dtype;
            if (use_min && ops[k].scalar) {
                bool small;
                from = min_scalar_type(&ops[k], &small);
                if (small && sl_dtype_is_integral(t, false) && !np_unsigned(t))
                    from = np_int_of_size(sl_dtype_itemsize(from), false);
            }
            ok = can_cast_safe(from, t);
        }
        if (ok) {
            *out = t;
            return SL_OK;
        }
    }
    return lang_unsupported(err, "a ufunc loop beyond float64");
}

/* np.can_cast(from, to, 'same_kind'): safe casts, anything within a kind, unsigned into
 * signed integers and integers into floats; never a float into an integer, a signed
 * into an unsigned integer, or anything but bool into bool. */
static bool can_cast_same_kind(sl_dtype from, sl_dtype to) {
    if (from == to || from == SL_BOOL) return true;
    if (to == SL_BOOL) return false;
    if (sl_dtype_is_floating(to)) return true;
    if (sl_dtype_is_floating(from)) return false;
    return !(np_unsigned(to) && !np_unsigned(from));
}

typedef enum { NW_SET, NW_ADD, NW_SUB, NW_MUL, NW_DIV } nwop;

static const char *ufunc_name(nwop op) {
    return op == NW_ADD ? "add" : op == NW_SUB ? "subtract" : op == NW_MUL ? "multiply" : "divide";
}

static const char *const BOOL_SUB_MSG =
    "numpy boolean subtract, the `-` operator, is not supported, use the bitwise_xor, "
    "the `^` operator, or the logical_xor function instead.";

/* dtypes whose arithmetic this file computes (float16 and uint64 values are refused) */
static int arith_dtype_ok(sl_dtype dt, sl_error *err) {
    /* uint64 values past int64 are refused where they are cast (lang_num_cast) */
    if (sl_dtype_is_complex(dt) || dt == SL_FLOAT16 || dt == SL_BFLOAT16)
        return lang_unsupported(err, "arithmetic on %s arrays", sl_dtype_numpy_name(dt) ? sl_dtype_numpy_name(dt) : "bfloat16");
    return SL_OK;
}

static double rnd_to(double x, bool f32) { return f32 ? (double)(float)x : x; }

/* the arithmetic ufuncs (+ - * / // %, comparisons, negative / absolute, sqrt / square /
 * floor / ceil / trunc / rint) also run on float16: numpy computes in float32 and rounds
 * the result to half (lang_num_cast) */
static int ufunc_dtype_ok(sl_dtype dt, sl_error *err) { return dt == SL_FLOAT16 ? SL_OK : arith_dtype_ok(dt, err); }

/* numpy's npy_divmod / npy_floor_divide / npy_remainder for floats (Python's rules: the
 * remainder takes the divisor's sign, the quotient is snapped to an integer), each step
 * rounded to float32 for float32 loops; b == 0 gives a / b and fmod's nan */
static void np_divmod(double a, double b, bool f32, double *div_out, double *mod_out) {
    double mod = fmod(a, b);
    if (b == 0) {
        *mod_out = mod;
        *div_out = a / b;
        return;
    }
    double div = rnd_to(rnd_to(a - mod, f32) / b, f32);
    if (mod != 0) {
        if ((b < 0) != (mod < 0)) {
            mod = rnd_to(mod + b, f32);
            div = rnd_to(div - 1.0, f32);
        }
    } else {
        mod = copysign(0.0, b);
    }
    double floordiv;
    if (div != 0) {
        floordiv = floor(div);
        if (rnd_to(div - floordiv, f32) > 0.5) floordiv = rnd_to(floordiv + 1.0, f32);
    } else {
        floordiv = copysign(0.0, a / b);
    }
    *mod_out = mod;
    *div_out = floordiv;
}

/* One element of a binary ufunc computed in the loop dtype `dt` (both inputs already
 * cast to it): bool + is or, bool * is and; integers wrap; floats round to dt. */
static int ufunc_apply(lang_op op, sl_dtype dt, lang_num p, lang_num q, lang_num *r, sl_error *err) {
    int rc;
    if ((rc = lang_num_cast(p, dt, &p, err)) || (rc = lang_num_cast(q, dt, &q, err))) return rc;
    lang_num o = {0};
    if (op == OP_LT || op == OP_LE || op == OP_GT || op == OP_GE || op == OP_EQ || op == OP_NE) {
        int c;
        if (sl_dtype_is_floating(dt)) {
            if (isnan(p.f) || isnan(q.f)) c = 2;
            else c = p.f < q.f ? -1 : p.f > q.f ? 1 : 0;
        } else {
            c = p.i < q.i ? -1 : p.i > q.i ? 1 : 0;
        }
        bool b = c == 2 ? op == OP_NE
                        : op == OP_LT ? c < 0 : op == OP_LE ? c <= 0 : op == OP_GT ? c > 0
                        : op == OP_GE ? c >= 0 : op == OP_EQ ? c == 0 : c != 0;
        o.i = b;
        *r = o;
        return SL_OK;
    }
    if (op == OP_POW) return lang_mathfn_int_pow(p, q, dt, r, err); /* arr_mathfn.c */
    if (op == OP_FLOORDIV || op == OP_MOD) {
        if (sl_dtype_is_floating(dt)) {
            double dv, md;
            np_divmod(p.f, q.f, dt == SL_FLOAT32 || dt == SL_FLOAT16, &dv, &md);
            o.is_float = true;
            o.f = op == OP_FLOORDIV ? dv : md;
        } else if (q.i == 0) {
            o.i = 0; /* numpy: 0 with a divide-by-zero warning */
        } else if (q.i == -1) {
            o.i = op == OP_FLOORDIV ? (int64_t)(0 - (uint64_t)p.i) : 0; /* INT64_MIN // -1 wraps */
        } else {
            int64_t qt = p.i / q.i, rm = p.i % q.i;
            if (rm != 0 && ((rm < 0) != (q.i < 0))) {
                qt--;
                rm += q.i;
            }
            o.i = op == OP_FLOORDIV ? qt : rm;
        }
        return lang_num_cast(o, dt, r, err);
    }
    if (dt == SL_BOOL) {
        o.i = op == OP_ADD ? (p.i || q.i) : (p.i && q.i);
    } else if (sl_dtype_is_floating(dt)) {
        o.is_float = true;
        o.f = op == OP_ADD ? p.f + q.f : op == OP_SUB ? p.f - q.f : op == OP_MUL ? p.f * q.f : p.f / q.f;
    } else {
        uint64_t u = (uint64_t)p.i, w = (uint64_t)q.i;
        o.i = (int64_t)(op == OP_ADD ? u + w : op == OP_SUB ? u - w : u * w);
    }
    return lang_num_cast(o, dt, r, err);
}

/* The loop dtype of op over the promoted type: true division of integers runs in
 * float64; bool minus bool has no loop (numpy's TypeError). */
static int ufunc_loop(lang_op op, sl_dtype promoted, sl_dtype *loop, sl_error *err) {
    if (op == OP_DIV && !sl_dtype_is_floating(promoted)) promoted = SL_FLOAT64;
    /* floor_divide and remainder have no bool loop: bools go to int8 */
    if ((op == OP_FLOORDIV || op == OP_MOD) && promoted == SL_BOOL) promoted = SL_INT8;
    if (op == OP_SUB && promoted == SL_BOOL) return lang_py_error(err, "TypeError", "%s", BOOL_SUB_MSG);
    if (op == OP_POW && promoted == SL_BOOL) promoted = SL_INT8; /* power: no bool loop */
    if (op == OP_POW && (sl_dtype_is_floating(promoted) || sl_dtype_is_complex(promoted)))
        return lang_unsupported(err, "float ** of arrays (numpy's SIMD power; libm's pow agrees on 72-81%% of inputs)");
    *loop = promoted;
    return ufunc_dtype_ok(promoted, err);
}

static lang_op nw_lang_op(nwop op) {
    return op == NW_ADD ? OP_ADD : op == NW_SUB ? OP_SUB : op == NW_MUL ? OP_MUL : OP_DIV;
}

/* `dst op= v`: numpy's ufunc with out=dst.  Its order of checks: the output is
 * writeable; the loop is found (type resolution, value-based for scalars) and its
 * result must cast to dst's dtype under 'same_kind'; only then the operands are
 * broadcast (all three shapes in the message when the inputs disagree) and the
 * broadcast shape must be dst's own. */
static int np_inplace(lang_interp *I, lang_value *dst, nwop nop, lang_value *v, sl_error *err) {
    const sl_array *rec = &AV(dst)->a;
    int rc = sl_np_check_writable(rec, err);
    if (rc == SL_ERR_PY) return lang_py_error(err, "ValueError", "output array is read-only");
    if (rc) return rc;
    if (v->kind == V_ARRAY && v->np_scalar && sl_dtype_is_complex(v->u.array->a.dtype))
        return lang_unsupported(err, "in-place arithmetic with a %s scalar", sl_dtype_numpy_name(v->u.array->a.dtype));
    uop ops[2];
    if ((rc = uop_from(I, dst, &ops[0], err)) || (rc = uop_from(I, v, &ops[1], err))) return rc;
    lang_op op = nw_lang_op(nop);
    sl_dtype promoted = SL_BOOL, loop = SL_BOOL;
    if ((rc = np_result_type(ops, 2, &promoted, err))) return rc;
    if ((rc = ufunc_loop(op, promoted, &loop, err))) return rc;
    if (!can_cast_same_kind(loop, rec->dtype))
        return lang_py_error(err, "UFuncTypeError",
                             "Cannot cast ufunc '%s' output from dtype('%s') to dtype('%s') with casting rule 'same_kind'",
                             ufunc_name(nop), sl_dtype_numpy_name(loop), sl_dtype_numpy_name(rec->dtype));
    if ((rc = ufunc_dtype_ok(rec->dtype, err))) return rc;
    sl_array bc[2];
    rc = sl_np_broadcast_arrays((sl_array[]){ops[0].rec, ops[1].rec}, 2, bc, err);
    char s1[256], s2[256], s3[256];
    sl_np_format_shape(s1, sizeof s1, rec->shape, rec->ndim);
    sl_np_format_shape(s2, sizeof s2, ops[1].rec.shape, ops[1].rec.ndim);
    if (rc == SL_ERR_PY && !strcmp(err->type, "ValueError"))
        return lang_py_error(err, "ValueError", "operands could not be broadcast together with shapes %s %s %s ", s1,
                             s2, s1);
    if (rc) return rc;
    if (bc[0].ndim != rec->ndim || memcmp(bc[0].shape, rec->shape, (size_t)rec->ndim * sizeof *rec->shape)) {
        sl_np_format_shape(s3, sizeof s3, bc[0].shape, bc[0].ndim);
        return lang_py_error(err, "ValueError",
                             "non-broadcastable output operand with shape %s doesn't match the broadcast shape %s", s1, s3);
    }
    if ((rc = lang_before_write(I, err))) return rc;
    int64_t n = 0;
    if ((rc = sl_np_size(rec, &n, err))) return rc;
    /* numpy buffers overlapping operands: read everything first, then write */
    lang_num *vals = lang_alloc(&I->A, (size_t)(n > 0 ? n : 1) * sizeof *vals);
    CHECK_ALLOC(vals);
    lang_lview dv, sv;
    lang_lview_of_array(rec, &dv);
    if (ops[1].arr) lang_lview_of_array(&bc[1], &sv);
    int64_t idx[SL_MAX_DIMS] = {0};
    for (int64_t k = 0; k < n; k++) {
        lang_num a0, b = ops[1].value;
        if (ops[1].arr && (rc = lang_read(I, AV(v)->st, &sv, idx, &b, err))) return rc;
        if ((rc = lang_read(I, AV(dst)->st, &dv, idx, &a0, err))) return rc;
        if ((rc = ufunc_apply(op, loop, a0, b, &vals[k], err))) return rc;
        lang_next_index(idx, rec->shape, rec->ndim);
    }
    memset(idx, 0, sizeof idx);
    for (int64_t k = 0; k < n; k++) {
        if ((rc = lang_write(I, AV(dst)->st, &dv, idx, vals[k], err))) return rc;
        lang_next_index(idx, rec->shape, rec->ndim);
    }
    return SL_OK;
}

/* `dst[...] = v` (also a.fill(v)): numpy first drops the source's leading length-1
 * dims beyond the destination's, then broadcasts; its message shows that trimmed
 * source shape. */
static int np_write(lang_interp *I, lang_value *dst, const sl_array *rec, nwop op, lang_value *v,
                    sl_error *err) {
    if (op != NW_SET) return np_inplace(I, dst, op, v, err);
    int rc = sl_np_check_writable(rec, err);
    if (rc) return rc;
    if (v->kind == V_LIST) {
        /* numpy converts the list to an array of at most the destination's dims (more
         * gives a message we do not reproduce) and then assigns it like one */
        lang_args aa = {0};
        lang_value *args[1] = {v};
        aa.pos = args;
        aa.npos = 1;
        if ((rc = lang_np_func(I, "array", &aa, &v, err))) return rc;
        if (v->kind == V_ARRAY && AV(v)->a.ndim > rec->ndim)
            return lang_unsupported(err, "writing a list of more dims than the destination");
    }
    lang_num sc = {0};
    bool from_array = v->kind == V_ARRAY;
    sl_array src;
    if (from_array) {
        sl_array val = AV(v)->a;
        int32_t drop = 0;
        while (val.ndim - drop > rec->ndim && val.shape[drop] == 1) drop++;
        if (drop) {
            for (int32_t d = drop; d < val.ndim; d++) {
                val.shape[d - drop] = val.shape[d];
                val.strides[d - drop] = val.strides[d];
            }
            val.ndim -= drop;
        }
        rc = sl_np_broadcast_to(&val, rec->shape, rec->ndim, &src, err);
        if (rc) {
            if (rc == SL_ERR_PY && err && !strcmp(err->type, "ValueError")) {
                char s1[256], s2[256];
                sl_np_format_shape(s1, sizeof s1, val.shape, val.ndim);
                sl_np_format_shape(s2, sizeof s2, rec->shape, rec->ndim);
                return lang_py_error(err, "ValueError", "could not broadcast input array from shape %s into shape %s",
                                     s1, s2);
            }
            return rc;
        }
    } else if (v->kind == V_INT || v->kind == V_BOOL) {
        sc.i = v->kind == V_INT ? v->u.i : v->u.b;
        sc.f = (double)sc.i;
    } else if (v->kind == V_FLOAT) {
        sc.is_float = true;
        sc.f = v->u.f;
    } else {
        return lang_unsupported(err, "writing a %s into an array", lv_type_name(v));
    }
    if ((rc = lang_before_write(I, err))) return rc;
    int64_t n = 0;
    if ((rc = sl_np_size(rec, &n, err))) return rc;
    /* numpy buffers overlapping operands: read everything first, then write */
    lang_num *vals = lang_alloc(&I->A, (size_t)(n > 0 ? n : 1) * sizeof *vals);
    CHECK_ALLOC(vals);
    lang_lview dv, sv;
    lang_lview_of_array(rec, &dv);
    if (from_array) lang_lview_of_array(&src, &sv);
    int64_t idx[SL_MAX_DIMS] = {0};
    for (int64_t k = 0; k < n; k++) {
        lang_num b = sc;
        if (from_array && (rc = lang_read(I, AV(v)->st, &sv, idx, &b, err))) return rc;
        vals[k] = b;
        lang_next_index(idx, rec->shape, rec->ndim);
    }
    memset(idx, 0, sizeof idx);
    for (int64_t k = 0; k < n; k++) {
        if ((rc = lang_write(I, AV(dst)->st, &dv, idx, vals[k], err))) return rc;
        lang_next_index(idx, rec->shape, rec->ndim);
    }
    return SL_OK;
}

/* a.shape = value, as numpy 1.24's array_shape_set does it: a C-order reshape of the
 * array that must not copy (else AttributeError), whose shape and strides the array
 * itself then takes; only the C/F contiguity flags are recomputed.  Other attributes
 * (strides, dtype, ...) are refused. */
int lang_np_setattr(lang_interp *I, lang_value *a, const char *name, lang_value *v,
                    sl_error *err) {
    if (!strcmp(name, "real") || !strcmp(name, "imag"))
        return lang_complex_np_set_part(I, a, name[0] == 'i', v, err); /* arr_complex.c */
    if (strcmp(name, "shape"))
        return lang_unsupported(err, "assigning attribute '%s' of ndarray", name);
    sl_array *x = &AV(a)->a, r;
    int64_t shape[SL_MAX_DIMS];
    int32_t n;
    int rc = np_shape_args((const lang_value *const *)&v, 1, shape, &n, err);
    if (rc) return rc;
    if ((rc = sl_np_reshape(x, shape, n, 'C', &r, NULL, err))) return rc;
    if (r.base == SL_NP_BASE_HIDDEN)
        return lang_py_error(err, "AttributeError",
                             "Incompatible shape for in-place modification. Use `.reshape()` "
                             "to make a copy with the desired shape.");
    const uint32_t cf = SL_NP_C_CONTIGUOUS | SL_NP_F_CONTIGUOUS;
    x->ndim = r.ndim;
    memcpy(x->shape, r.shape, sizeof x->shape);
    memcpy(x->strides, r.strides, sizeof x->strides);
    x->flags = (x->flags & ~cf) | (r.flags & cf);
    return SL_OK;
}

int lang_np_setitem(lang_interp *I, lang_value *a, lang_value *idx, lang_value *v, sl_error *err) {
    sl_index_item items[2 * SL_MAX_DIMS];
    int32_t n = 0;
    if (a->np_scalar)
        return lang_py_error(err, "TypeError", "'numpy.%s' object does not support item assignment", scalar_type(a));
    /* numpy refuses a read-only destination before it looks at the index */
    int rc = sl_np_check_writable(&AV(a)->a, err);
    if (rc) return rc;
    if (is_bool_mask(idx)) return np_mask_set(I, a, idx, v, err);
    if (lang_np_adv_index(idx)) return lang_np_adv_set(I, a, idx, v, err);
    rc = np_items(I, idx, items, &n, err);
    if (rc) return rc;
    sl_array r;
    if ((rc = sl_np_index(&AV(a)->a, items, n, &r, err))) return rc;
    if (r.base == SL_NP_BASE_NONE && r.alias != SL_ALIAS_SAME)
        return lang_unsupported(err, "assignment through an index that copies");
    if (r.base == SL_NP_SCALAR && (v->kind == V_LIST || (v->kind == V_ARRAY && !v->np_scalar))) {
        /* one element set from a sequence: numpy packs it as a scalar, so anything but
         * exactly one value is "a sequence" */
        lang_value *arr = v;
        if (v->kind == V_LIST) {
            lang_args aa = {0};
            lang_value *args[1] = {v};
            aa.pos = args;
            aa.npos = 1;
            if ((rc = lang_np_func(I, "array", &aa, &arr, err))) return rc;
        }
        int64_t vn = 0;
        if (arr->kind == V_ARRAY && (rc = sl_np_size(&AV(arr)->a, &vn, err))) return rc;
        if (arr->kind == V_ARRAY && vn != 1)
            return lang_py_error(err, "ValueError", "setting an array element with a sequence.");
    }
    return np_write(I, a, &r, NW_SET, v, err);
}

/* The output record a ufunc allocates for operands already broadcast to one shape:
 * numpy's iterator orders the axes (npyiter_find_best_axis_ordering: insertion sort
 * from the innermost axis by |stride|, an operand with a zero stride on either axis
 * has no say (a length-1 axis counts as stride zero, as npyiter_fill_axisdata
 * records it), conflicts keep C order) and hands out dense strides innermost first.
 * Empty outputs get all-zero strides like every new numpy array. */
static void iter_perm(const sl_array *ops, int nops, int32_t *perm) {
    int32_t nd = ops[0].ndim;
    for (int32_t i = 0; i < nd; i++) perm[i] = i;
    for (int32_t i0 = 1; i0 < nd; i0++) {
        int32_t ipos = i0, j0 = perm[i0];
        for (int32_t i1 = i0 - 1; i1 >= 0; i1--) {
            int32_t j1 = perm[i1];
            bool ambig = true, swap = false;
            for (int k = 0; k < nops; k++) {
                /* the iterator records a length-1 axis with a zero stride */
                int64_t s0 = ops[k].shape[nd - 1 - j0] == 1 ? 0 : ops[k].strides[nd - 1 - j0];
                int64_t s1 = ops[k].shape[nd - 1 - j1] == 1 ? 0 : ops[k].strides[nd - 1 - j1];
                if (s0 != 0 && s1 != 0) {
                    if ((s1 < 0 ? -s1 : s1) <= (s0 < 0 ? -s0 : s0)) swap = false;
                    else if (ambig) swap = true;
                    ambig = false;
                }
            }
            if (!ambig) {
                if (swap) ipos = i1;
                else break;
            }
        }
        if (ipos != i0) {
            for (int32_t i1 = i0; i1 > ipos; i1--) perm[i1] = perm[i1 - 1];
            perm[ipos] = j0;
        }
    }
}

/* dense strides for `out` (shape set) in the iterator order `perm`, innermost first */
static int strides_in_perm(sl_array *out, const int32_t *perm, sl_error *err) {
    int32_t nd = out->ndim;
    int64_t size;
    int rc;
    if ((rc = sl_np_size(out, &size, err))) return rc;
    if (size == 0) return SL_OK;
    int64_t next = out->itemsize;
    for (int32_t i = 0; i < nd; i++) {
        int32_t c = nd - 1 - perm[i];
        out->strides[c] = next;
        if (sl_ovf_mul(next, out->shape[c], &next)) return sl_error_overflow(err, "output strides");
    }
    sl_np_refresh_flags(out);
    return SL_OK;
}

static int ufunc_output(const sl_array *ops, int nops, sl_dtype rdt, sl_array *out, sl_error *err) {
    int32_t nd = ops[0].ndim;
    int rc = sl_np_empty(ops[0].shape, nd, rdt, 'C', out, err);
    if (rc) return rc;
    int32_t perm[SL_MAX_DIMS];
    iter_perm(ops, nops, perm);
    return strides_in_perm(out, perm, err);
}

/* Before the iterator, numpy 1.24 tries a trivial loop: when every operand that is not
 * 0-d has the same shape (no broadcasting) and all are C-contiguous (or all
 * F-contiguous), the output is simply allocated in that order.  That can differ from
 * the iterator's order only through length-1 axes.  The trivial loop is skipped when an
 * operand array (not a 0-d one: a Python scalar is cast on the side) needs a cast to
 * the loop's dtype (probed on numpy 1.24: bool_array * 2.5 and int16_array / 1 follow
 * the iterator, float64_array + 1 and int64_array - True stay trivial).  `orig` are
 * the operands as given, `bc` the broadcast ones. */
static int ufunc_result(const sl_array *const *orig, int norig, bool needs_cast, const sl_array *bc, int nbc,
                        sl_dtype rdt, sl_array *out, sl_error *err) {
    int rc = ufunc_output(bc, nbc, rdt, out, err);
    if (rc) return rc;
    const sl_array *first = NULL;
    bool all_c = true, all_f = true;
    for (int k = 0; k < norig; k++) {
        const sl_array *o = orig[k];
        if (!o || o->ndim == 0) continue;
        if (!first) {
            first = o;
        } else if (o->ndim != first->ndim || memcmp(o->shape, first->shape, (size_t)o->ndim * sizeof *o->shape)) {
            return SL_OK; /* broadcasting: the iterator decides */
        }
        if (!sl_np_is_c_contiguous(o)) all_c = false;
        if (!sl_np_is_f_contiguous(o)) all_f = false;
    }
    if (!first || (!all_c && !all_f) || needs_cast) return SL_OK;
    sl_array triv;
    if ((rc = sl_np_empty(out->shape, out->ndim, rdt, all_c ? 'C' : 'F', &triv, err))) return rc;
    *out = triv;
    return SL_OK;
}

static bool is_compare(lang_op op) {
    return op == OP_LT || op == OP_LE || op == OP_GT || op == OP_GE || op == OP_EQ || op == OP_NE;
}

/* `a op b` where at least one side is an array (the other may be a Python number):
 * numpy's binary ufunc.  The loop dtype comes from np_result_type (value-based for
 * Python numbers and 0-d arrays); comparisons give bool.  The output is allocated by
 * ufunc_result; values are computed in the loop dtype.  A value that cannot be read
 * (refused dtype, uninitialized memory) poisons the result instead of failing, so its
 * metadata stays usable. */
static int np_binary(lang_interp *I, lang_op op, lang_value *a, lang_value *b, lang_value **out,
                     sl_error *err) {
    uop ops[2];
    int rc;
    if ((rc = uop_from(I, a, &ops[0], err)) || (rc = uop_from(I, b, &ops[1], err))) return rc;
    sl_dtype promoted = SL_BOOL, loop = SL_BOOL, outdt;
    if (op == OP_FLOORDIV || op == OP_MOD) rc = np_search_type(ops, 2, &promoted, err);
    else rc = np_result_type(ops, 2, &promoted, err);
    if (rc) return rc;
    if (is_compare(op)) {
        loop = promoted;
        if ((rc = ufunc_dtype_ok(loop, err))) return rc;
        outdt = SL_BOOL;
    } else {
        if ((rc = ufunc_loop(op, promoted, &loop, err))) return rc;
        outdt = loop;
    }
    sl_array ins[2] = {ops[0].rec, ops[1].rec}, bc[2];
    rc = sl_np_broadcast_arrays(ins, 2, bc, err);
    if (rc == SL_ERR_PY && !strcmp(err->type, "ValueError")) {
        char s1[256], s2[256];
        sl_np_format_shape(s1, sizeof s1, ins[0].shape, ins[0].ndim);
        sl_np_format_shape(s2, sizeof s2, ins[1].shape, ins[1].ndim);
        return lang_py_error(err, "ValueError", "operands could not be broadcast together with shapes %s %s ", s1, s2);
    }
    if (rc) return rc;
    /* the operands the output layout looks at: arrays only (a Python number is cast on
     * the side and has no strides) */
    const sl_array *orig[2];
    sl_array bcs[2];
    int no = 0;
    bool cast = false;
    for (int k = 0; k < 2; k++) {
        if (!ops[k].arr) continue;
        orig[no] = &ops[k].rec;
        bcs[no++] = bc[k];
        if (ops[k].rec.ndim > 0 && ops[k].rec.dtype != loop) cast = true;
    }
    sl_array r;
    if ((rc = ufunc_result(orig, no, cast, bcs, no, outdt, &r, err))) return rc;
    lang_value *res;
    lang_num z = {0};
    if ((rc = np_new(I, &r, LF_ZERO, z, &res, err))) return rc;
    *out = res;
    int64_t n, idx[SL_MAX_DIMS] = {0};
    if ((rc = sl_np_size(&r, &n, err))) return rc;
    lang_lview vv[2], vr;
    for (int k = 0; k < 2; k++)
        if (ops[k].arr) lang_lview_of_array(&bc[k], &vv[k]);
    lang_lview_of_array(&r, &vr);
    for (int64_t e = 0; e < n; e++) {
        lang_num p[2], o;
        rc = SL_OK;
        for (int k = 0; k < 2 && !rc; k++) {
            p[k] = ops[k].value;
            if (ops[k].arr) rc = lang_read(I, AV(ops[k].arr)->st, &vv[k], idx, &p[k], err);
        }
        if (rc == SL_ERR_UNSUPPORTED) {
            AV(res)->st->poison = lang_strndup(&I->A, err->message + 13, strlen(err->message + 13));
            if (!AV(res)->st->poison) AV(res)->st->poison = "values of this array";
            sl_error_clear(err);
            return SL_OK;
        }
        if (rc) return rc;
        if ((rc = ufunc_apply(op, loop, p[0], p[1], &o, err))) return rc;
        if ((rc = lang_write(I, AV(res)->st, &vr, idx, o, err))) return rc;
        lang_next_index(idx, r.shape, r.ndim);
    }
    /* a ufunc hands back a 0-d result as a numpy scalar */
    return back_to_scalar(I, res, out, err);
}

int lang_np_binop(lang_interp *I, lang_op op, lang_value *a, lang_value *b, lang_value **out,
                  sl_error *err) {
    if (op == OP_MATMUL) {
        if (a->kind != V_ARRAY || b->kind != V_ARRAY)
            return lang_py_error(err, "ValueError",
                                 "matmul: Input operand %d does not have enough dimensions (has 0, gufunc core with "
                                 "signature (n?,k),(k,m?)->(n?,m?) requires 1)",
                                 a->kind != V_ARRAY ? 0 : 1);
        return np_matmul(I, a, b, false, out, err);
    }
    int rc;
    if (op == OP_POW && (rc = lang_mathfn_np_pow(I, a, b, out, err)) != 1) return rc; /* arr_mathfn.c */
    if (op != OP_ADD && op != OP_SUB && op != OP_MUL && op != OP_DIV && op != OP_FLOORDIV && op != OP_MOD &&
        op != OP_POW && !is_compare(op))
        return lang_unsupported(err, "operator on arrays other than + - * / // %% and comparisons");
    return np_binary(I, op, a, b, out, err);
}

/* A unary ufunc's loop: a fresh array of dtype dt laid out as the ufunc's output (cast:
 * the input is cast to the loop dtype, which changes numpy's layout rule), each element
 * fn(ctx, x) of v's element at the same index (read in v's dtype, then cast to in_dt),
 * stored in dt; a 0-d result of a scalar becomes a scalar again. */
typedef lang_num (*np_elem_fn)(const void *ctx, lang_num x);
static int np_map1(lang_interp *I, lang_value *v, sl_dtype dt, bool cast, sl_dtype in_dt, np_elem_fn fn,
                   const void *ctx, lang_value **out, sl_error *err) {
    const sl_array *x = &AV(v)->a;
    sl_array r;
    int rc = ufunc_result(&x, 1, cast, x, 1, dt, &r, err);
    if (rc) return rc;
    lang_value *res;
    lang_num z = {0};
    if ((rc = np_new(I, &r, LF_ZERO, z, &res, err))) return rc;
    int64_t n, idx[SL_MAX_DIMS] = {0};
    if ((rc = sl_np_size(x, &n, err))) return rc;
    lang_lview sv, dv;
    lang_lview_of_array(x, &sv);
    lang_lview_of_array(&r, &dv);
    for (int64_t k = 0; k < n; k++) {
        lang_num e, o;
        if ((rc = lang_read(I, AV(v)->st, &sv, idx, &e, err)) || (rc = lang_num_cast(e, in_dt, &e, err))) return rc;
        if ((rc = lang_num_cast(fn(ctx, e), dt, &o, err))) return rc;
        if ((rc = lang_write(I, AV(res)->st, &dv, idx, o, err))) return rc;
        lang_next_index(idx, x->shape, x->ndim);
    }
    return back_to_scalar(I, res, out, err);
}

struct np_unary_ctx {
    bool neg, inv, ab, is_bool;
};

static lang_num np_unary_one(const void *vctx, lang_num e) {
    const struct np_unary_ctx *c = vctx;
    lang_num o = {0};
    if (e.is_float) {
        o.is_float = true;
        o.f = c->neg ? -e.f : c->ab ? fabs(e.f) : e.f;
    } else if (c->is_bool) {
        o.i = c->inv ? !e.i : e.i;
    } else {
        uint64_t u = (uint64_t)e.i;
        o.i = (int64_t)(c->neg ? 0 - u : c->inv ? ~u : c->ab && e.i < 0 ? 0 - u : u);
    }
    return o;
}

/* -a, ~a, abs(a), +a: numpy's unary ufuncs (negative, invert, absolute, positive): the
 * same dtype out, laid out like a binary ufunc's with one operand; values wrap in
 * integer types.  Bool arrays: ~ is logical not, - raises numpy's TypeError. */
static int np_unary(lang_interp *I, lang_value *v, const char *name, lang_value **out, sl_error *err) {
    const sl_array *x = &AV(v)->a;
    sl_dtype dt = x->dtype;
    bool neg = !strcmp(name, "__neg__"), inv = !strcmp(name, "__invert__"), ab = !strcmp(name, "__abs__");
    if (neg && dt == SL_BOOL)
        return lang_py_error(err, "TypeError",
                             "The numpy boolean negative, the `-` operator, is not supported, use the `~` operator or "
                             "the logical_not function instead.");
    if (inv && sl_dtype_is_floating(dt))
        return lang_py_error(err, "TypeError",
                             "ufunc 'invert' not supported for the input types, and the inputs could not be safely "
                             "coerced to any supported types according to the casting rule ''safe''");
    int rc = ufunc_dtype_ok(dt, err);
    if (rc) return rc;
    struct np_unary_ctx ctx = {neg, inv, ab, dt == SL_BOOL};
    return np_map1(I, v, dt, false, dt, np_unary_one, &ctx, out, err);
}

/* Entry points for the evaluator (declared in lang/lang.h's npops block): `a < b` etc.
 * with an array on either side, and unary - + ~ on an array. */
int lang_np_compare(lang_interp *I, lang_op op, lang_value *a, lang_value *b, lang_value **out, sl_error *err) {
    if (!is_compare(op)) return lang_unsupported(err, "comparison operator on arrays");
    lang_value *p = a, *q = b; /* numpy scalars keep their dtype */
    if (p->kind != V_ARRAY && q->kind != V_ARRAY) return lang_unsupported(err, "comparison without an array");
    for (int k = 0; k < 2; k++) {
        lang_value *v = k ? q : p;
        if (v->kind != V_ARRAY && v->kind != V_INT && v->kind != V_FLOAT && v->kind != V_BOOL)
            return lang_unsupported(err, "comparing an array with a %s", lv_type_name(v));
    }
    return np_binary(I, op, p, q, out, err);
}

int lang_np_unary(lang_interp *I, lang_op op, lang_value *a, lang_value **out, sl_error *err) {
    lang_value *x;
    int rc = scalar_as_array(I, a, &x, err);
    if (rc) return rc;
    const char *m = op == OP_NEG ? "__neg__" : op == OP_POS ? "__pos__" : op == OP_INVERT ? "__invert__" : NULL;
    if (!m) return lang_unsupported(err, "unary operator on an array");
    return np_unary(I, x, m, out, err);
}

/* print(a.flags): numpy's six "  KEY : value" lines */
int lang_np_flags_repr(lang_interp *I, const lang_value *flags, sl_strbuf *sb, sl_error *err) {
    (void)I;
    if (flags->u.aux.which) return lang_unsupported(err, "printing a.ctypes (its repr shows a memory address)");
    char buf[512];
    size_t n = sl_np_format_flags(&AV(flags->u.aux.owner)->a, buf, sizeof buf);
    if (n >= sizeof buf) return lang_unsupported(err, "printing this flags object");
    /* every line ends in a newline, the last one too (print adds a blank line) */
    sl_sb_printf(sb, "%.*s", (int)n, buf);
    return SL_OK;
}

/* ------------------------------------------------------------ reductions == */

/* sum / prod / min / max / mean / argmin / argmax / all / any, as methods and as
 * numpy functions.  Integers are exact (sums wrap like numpy's int64 / uint64
 * accumulators).  Floats: numpy adds with pairwise summation in an order that depends
 * on the memory layout; float32 / float64 sums and means whose layout arr_mathfn.c
 * models follow that order (lang_mathfn_np_sum), any other float sum is computed only
 * when its value cannot depend on the order: every term a multiple of the smallest term's lowest set bit 2^e and the
 * sum of |terms| / 2^e below 2^53 (2^24 for float32), so every partial sum is exact.
 * Products likewise only for integer-valued floats whose |product| stays below that.
 * Anything else is refused.  The result array is laid out as numpy's iterator
 * allocates it: dense in the input's axis order (argmin/argmax: C order). */

typedef enum { RD_SUM, RD_PROD, RD_MIN, RD_MAX, RD_MEAN, RD_ARGMIN, RD_ARGMAX, RD_ALL, RD_ANY } rdkind;

static const struct { const char *name; rdkind kind; } REDUCERS[] = {
    {"sum", RD_SUM}, {"prod", RD_PROD}, {"min", RD_MIN}, {"max", RD_MAX}, {"amin", RD_MIN}, {"amax", RD_MAX},
    {"mean", RD_MEAN}, {"argmin", RD_ARGMIN}, {"argmax", RD_ARGMAX}, {"all", RD_ALL}, {"any", RD_ANY}};

static int reducer_of(const char *name, rdkind *k) {
    for (size_t i = 0; i < SL_ARRAY_LEN(REDUCERS); i++)
        if (!strcmp(name, REDUCERS[i].name)) {
            *k = REDUCERS[i].kind;
            return 1;
        }
    return 0;
}

/* the output of a reduction over `reduced` axes: dense strides in the order numpy's
 * iterator gives the input's axes (as ufunc_output), reduced axes of length 1 kept
 * (keepdims) or dropped */
static int reduce_output(const sl_array *x, const bool *reduced, bool keepdims, bool c_order, sl_dtype dt,
                         sl_array *out, sl_error *err) {
    int64_t shape[SL_MAX_DIMS];
    int32_t nd = x->ndim;
    for (int32_t d = 0; d < nd; d++) shape[d] = reduced[d] ? 1 : x->shape[d];
    int rc;
    if (c_order) {
        rc = sl_np_empty(shape, nd, dt, 'C', out, err);
    } else {
        /* the axis order comes from the input as the iterator sees it (reduced axes
         * with their real strides), the lengths from the output */
        int32_t perm[SL_MAX_DIMS];
        iter_perm(x, 1, perm);
        if (!(rc = sl_np_empty(shape, nd, dt, 'C', out, err))) rc = strides_in_perm(out, perm, err);
    }
    if (rc) return rc;
    if (!keepdims) {
        int32_t k = 0;
        for (int32_t d = 0; d < nd; d++) {
            if (reduced[d]) continue;
            out->shape[k] = out->shape[d];
            out->strides[k++] = out->strides[d];
        }
        out->ndim = k;
        if (c_order) return sl_np_empty(out->shape, k, dt, 'C', out, err);
        sl_np_refresh_flags(out);
    }
    return SL_OK;
}

/* the axis argument: None, an int, or a tuple (ints); reduced[d] set */
static int reduce_axes(const lang_value *v, const sl_array *x, bool allow_tuple, bool allow_0d_int, bool *reduced,
                       bool *all, sl_error *err) {
    for (int32_t d = 0; d < x->ndim; d++) reduced[d] = false;
    *all = false;
    if (!v || v->kind == V_NONE) {
        for (int32_t d = 0; d < x->ndim; d++) reduced[d] = true;
        *all = true;
        return SL_OK;
    }
    int64_t axes[SL_MAX_DIMS];
    int32_t n = 1;
    int rc;
    if (v->kind == V_TUPLE && allow_tuple) {
        if ((rc = np_ints(v, SL_NP_TE_INDEX, axes, &n, NULL, err))) return rc;
    } else if (v->kind == V_INT || v->kind == V_BOOL) {
        axes[0] = v->kind == V_INT ? v->u.i : v->u.b;
        if (x->ndim == 0 && allow_0d_int && (axes[0] == 0 || axes[0] == -1)) {
            /* numpy's reductions still take axis 0 / -1 of a 0-d array as "all axes" */
            *all = true;
            return SL_OK;
        }
    } else if (v->kind == V_FLOAT || v->kind == V_LIST || v->kind == V_TUPLE || v->kind == V_STR) {
        return lang_py_error(err, "TypeError", "'%s' object cannot be interpreted as an integer", lv_type_name(v));
    } else {
        return lang_unsupported(err, "axis given as %s", lv_type_name(v));
    }
    for (int32_t i = 0; i < n; i++) {
        int64_t a = axes[i];
        if (a < -(int64_t)x->ndim || a >= x->ndim)
            return lang_py_error(err, "AxisError", "axis %lld is out of bounds for array of dimension %d", (long long)a,
                                 x->ndim);
        if (a < 0) a += x->ndim;
        if (reduced[a]) return lang_py_error(err, "ValueError", "duplicate value in 'axis'");
        reduced[a] = true;
    }
    return SL_OK;
}

/* is a float sum of these terms the same in every order? (see the file section note) */
static bool float_sum_exact(const lang_num *t, int64_t n, bool f32) {
    int emin = INT32_MAX;
    for (int64_t k = 0; k < n; k++) {
        double v = t[k].f;
        if (!isfinite(v) || v == 0) continue;
        int e;
        double m = frexp(fabs(v), &e); /* v = m * 2^e, m in [0.5, 1) */
        /* lowest set bit: m * 2^53 is an integer */
        uint64_t im = (uint64_t)ldexp(m, 53);
        int tz = 0;
        while (!(im & 1)) {
            im >>= 1;
            tz++;
        }
        int low = e - 53 + tz;
        if (low < emin) emin = low;
    }
    if (emin == INT32_MAX) return true;
    double limit = f32 ? 16777216.0 : 9007199254740992.0, s = 0;
    for (int64_t k = 0; k < n; k++) {
        double v = t[k].f;
        if (!isfinite(v) || v == 0) continue;
        double m = ldexp(fabs(v), -emin);
        if (!(m < limit)) return false;
        s += m;
        if (!(s < limit)) return false;
    }
    return true;
}

/* one reduction group: the terms in C order over the reduced axes */
static int reduce_group(rdkind k, sl_dtype in_dt, sl_dtype acc_dt, lang_num *t, int64_t n, lang_num *r,
                        sl_error *err) {
    lang_num z = {0};
    bool fl = sl_dtype_is_floating(acc_dt);
    *r = z;
    switch (k) {
    case RD_ALL:
    case RD_ANY: {
        bool all = true, any = false;
        for (int64_t i = 0; i < n; i++) {
            bool b = t[i].is_float ? t[i].f != 0 : t[i].i != 0;
            all = all && b;
            any = any || b;
        }
        r->i = k == RD_ALL ? all : any;
        return SL_OK;
    }
    case RD_ARGMIN:
    case RD_ARGMAX: {
        int64_t best = 0;
        for (int64_t i = 0; i < n; i++) {
            if (t[i].is_float) {
                double v = t[i].f, b = t[best].f;
                if (isnan(b)) break;
                if (isnan(v) || (k == RD_ARGMAX ? v > b : v < b)) best = i;
                if (isnan(v)) break;
            } else if (k == RD_ARGMAX ? t[i].i > t[best].i : t[i].i < t[best].i) {
                best = i;
            }
        }
        r->i = best;
        return SL_OK;
    }
    case RD_MIN:
    case RD_MAX: {
        *r = t[0];
        bool pz = false, nz = false;
        for (int64_t i = 0; i < n; i++) {
            if (t[i].is_float) {
                double v = t[i].f;
                if (isnan(v)) {
                    *r = t[i];
                    return SL_OK;
                }
                if (v == 0 && signbit(v)) nz = true;
                else if (v == 0) pz = true;
                if (k == RD_MAX ? v > r->f : v < r->f) *r = t[i];
            } else if (k == RD_MAX ? t[i].i > r->i : t[i].i < r->i) {
                *r = t[i];
            }
        }
        if (fl && r->f == 0 && pz && nz)
            return lang_unsupported(err, "min/max over both 0.0 and -0.0 (which one numpy returns depends on its loop)");
        return SL_OK;
    }
    case RD_SUM:
    case RD_MEAN: {
        if (!fl) {
            uint64_t s = 0;
            for (int64_t i = 0; i < n; i++) s += (uint64_t)t[i].i;
            r->i = (int64_t)s;
            return lang_num_cast(*r, acc_dt, r, err);
        }
        /* float accumulation: terms converted to the accumulator first */
        bool nan = false, pinf = false, ninf = false;
        lang_num *ct = t;
        for (int64_t i = 0; i < n; i++) {
            double v = t[i].is_float ? t[i].f : (double)t[i].i;
            if (!t[i].is_float && (t[i].i > (1LL << 53) || t[i].i < -(1LL << 53)))
                return lang_unsupported(err, "a float sum of integers beyond 2**53");
            ct[i].is_float = true;
            ct[i].f = v;
            if (isnan(v)) nan = true;
            else if (isinf(v) && v > 0) pinf = true;
            else if (isinf(v)) ninf = true;
        }
        r->is_float = true;
        if (nan || (pinf && ninf)) r->f = NAN;
        else if (pinf || ninf) {
            if (!float_sum_exact(ct, n, acc_dt == SL_FLOAT32))
                return lang_unsupported(err, "a float sum that could overflow before reaching an infinity");
            r->f = pinf ? INFINITY : -INFINITY;
        } else {
            if (!float_sum_exact(ct, n, acc_dt == SL_FLOAT32))
                return lang_unsupported(err, "a float sum whose rounding depends on numpy's pairwise summation order");
            double s = 0;
            for (int64_t i = 0; i < n; i++) s += ct[i].f;
            r->f = s == 0 ? 0.0 : s; /* numpy starts from the identity +0.0 */
        }
        if (k == RD_MEAN) {
            double q = r->f / (double)n;
            r->f = acc_dt == SL_FLOAT32 ? (double)(float)q : q;
        }
        (void)in_dt;
        return lang_num_cast(*r, acc_dt, r, err);
    }
    case RD_PROD: {
        if (!fl) {
            uint64_t p = 1;
            for (int64_t i = 0; i < n; i++) p *= (uint64_t)t[i].i;
            r->i = (int64_t)p;
            return lang_num_cast(*r, acc_dt, r, err);
        }
        /* exact in every order when the product of the odd parts of the terms
         * (v = odd * 2^low) fits the mantissa and no partial product can leave the
         * normal exponent range */
        bool nan = false, inf = false, zero = false, neg = false, f32 = acc_dt == SL_FLOAT32;
        double odd = 1, limit = f32 ? 16777216.0 : 9007199254740992.0;
        int64_t pos_exp = 0, neg_exp = 0;
        for (int64_t i = 0; i < n; i++) {
            double v = t[i].is_float ? t[i].f : (double)t[i].i;
            if (signbit(v)) neg = !neg;
            if (isnan(v)) nan = true;
            else if (isinf(v)) inf = true;
            else if (v == 0) zero = true;
            else {
                int e;
                uint64_t im = (uint64_t)ldexp(frexp(fabs(v), &e), 53);
                int tz = 0;
                while (!(im & 1)) {
                    im >>= 1;
                    tz++;
                }
                int64_t low = e - 53 + tz;
                if (low > 0) pos_exp += low;
                else neg_exp += low;
                odd *= (double)im;
                if (!(odd < limit))
                    return lang_unsupported(err, "a float product that rounds (its result depends on numpy's order)");
            }
        }
        int oddbits = 0;
        while (ldexp(1.0, oddbits) <= odd) oddbits++;
        if (pos_exp + oddbits > (f32 ? 127 : 1023) || neg_exp < (f32 ? -126 : -1022))
            return lang_unsupported(err, "a float product that may overflow or underflow (order-dependent)");
        double mag = 1;
        for (int64_t i = 0; i < n; i++) {
            double v = t[i].is_float ? t[i].f : (double)t[i].i;
            if (isfinite(v) && v != 0) mag *= fabs(v);
        }
        r->is_float = true;
        if (nan || (inf && zero)) r->f = NAN;
        else if (inf) r->f = neg ? -INFINITY : INFINITY;
        else if (zero) r->f = neg ? -0.0 : 0.0;
        else r->f = neg ? -mag : mag;
        return lang_num_cast(*r, acc_dt, r, err);
    }
    }
    return SL_OK;
}

static int np_reduce(lang_interp *I, lang_value *v, rdkind k, const char *fname, const lang_args *a, lang_value **out,
                     sl_error *err) {
    bool arg = k == RD_ARGMIN || k == RD_ARGMAX;
    static const char *const PN[] = {"axis", "dtype", "out", "keepdims"};
    static const char *const PA[] = {"axis", "out", "keepdims"};
    lang_value *p[4] = {NULL, NULL, NULL, NULL};
    int rc;
    if (arg) {
        lang_value *q[3];
        if ((rc = lang_bind(a, fname, PA, 3, 0, q, err))) return rc;
        p[0] = q[0];
        p[2] = q[1];
        p[3] = q[2];
    } else if ((rc = lang_bind(a, fname, PN, 4, 0, p, err))) {
        return rc;
    }
    if (p[1] && p[1]->kind != V_NONE) return lang_unsupported(err, "%s() with a dtype", fname);
    if (p[2] && p[2]->kind != V_NONE) return lang_unsupported(err, "%s() with out=", fname);
    bool keepdims = p[3] && lv_truthy(p[3]);
    const sl_array *x = &AV(v)->a;
    sl_dtype in_dt = x->dtype;
    if (sl_dtype_is_complex(in_dt) || in_dt == SL_FLOAT16 || in_dt == SL_BFLOAT16)
        return lang_unsupported(err, "%s() of a %s array", fname, sl_dtype_numpy_name(in_dt));
    bool reduced[SL_MAX_DIMS], all;
    if ((rc = reduce_axes(p[0], x, !arg, k != RD_MEAN, reduced, &all, err))) return rc;
    /* result and accumulator dtypes */
    sl_dtype acc = in_dt;
    if (k == RD_SUM || k == RD_PROD) {
        if (in_dt == SL_BOOL || in_dt == SL_INT8 || in_dt == SL_INT16 || in_dt == SL_INT32) acc = SL_INT64;
        else if (in_dt == SL_UINT8 || in_dt == SL_UINT16 || in_dt == SL_UINT32) acc = SL_UINT64;
    } else if (k == RD_MEAN) {
        if (!sl_dtype_is_floating(in_dt)) acc = SL_FLOAT64;
    } else if (arg) {
        acc = SL_INT64;
    } else if (k == RD_ALL || k == RD_ANY) {
        acc = SL_BOOL;
    }
    int64_t total, group = 1;
    if ((rc = sl_np_size(x, &total, err))) return rc;
    for (int32_t d = 0; d < x->ndim; d++)
        if (reduced[d]) group *= x->shape[d];
    /* argmin/argmax over axis=None work on the flattened array */
    sl_array r;
    if ((rc = reduce_output(x, reduced, keepdims, arg, acc, &r, err))) return rc;
    int64_t nout;
    if ((rc = sl_np_size(&r, &nout, err))) return rc;
    if (arg && group == 0 && (nout > 0 || all))
        return lang_py_error(err, "ValueError", "attempt to get %s of an empty sequence", k == RD_ARGMAX ? "argmax" : "argmin");
    if ((k == RD_MIN || k == RD_MAX) && group == 0 && (nout > 0 || all))
        return lang_py_error(err, "ValueError", "zero-size array to reduction operation %s which has no identity",
                             k == RD_MAX ? "maximum" : "minimum");
    lang_value *res;
    lang_num z = {0};
    if ((rc = np_new(I, &r, LF_ZERO, z, &res, err))) return rc;
    /* walk the output's logical index (reduced axes at 0), then each group in C order */
    int64_t kept_shape[SL_MAX_DIMS], red_shape[SL_MAX_DIMS];
    int32_t nk = 0, nr = 0, kept_axes[SL_MAX_DIMS], red_axes[SL_MAX_DIMS];
    for (int32_t d = 0; d < x->ndim; d++) {
        if (reduced[d]) {
            red_axes[nr] = d;
            red_shape[nr++] = x->shape[d];
        } else {
            kept_axes[nk] = d;
            kept_shape[nk++] = x->shape[d];
        }
    }
    lang_num *terms = lang_alloc(&I->A, (size_t)(group > 0 ? group : 1) * sizeof *terms);
    CHECK_ALLOC(terms);
    lang_lview xv, rv;
    lang_lview_of_array(x, &xv);
    lang_lview_of_array(&r, &rv);
    int64_t kidx[SL_MAX_DIMS] = {0}, oidx[SL_MAX_DIMS] = {0};
    for (int64_t o = 0; o < nout; o++) {
        int64_t ridx[SL_MAX_DIMS] = {0}, idx[SL_MAX_DIMS];
        for (int64_t g = 0; g < group; g++) {
            for (int32_t i = 0; i < nk; i++) idx[kept_axes[i]] = kidx[i];
            for (int32_t i = 0; i < nr; i++) idx[red_axes[i]] = ridx[i];
            if ((rc = lang_read(I, AV(v)->st, &xv, idx, &terms[g], err))) return rc;
            lang_next_index(ridx, red_shape, nr);
        }
        lang_num val;
        rc = 1;
        if ((k == RD_SUM || k == RD_MEAN) && in_dt == acc && group > 0) { /* arr_mathfn.c: numpy's order */
            for (int32_t i = 0; i < nr; i++) idx[red_axes[i]] = 0;
            rc = lang_mathfn_np_sum(I, v, reduced, idx, k == RD_MEAN, &val, err);
        }
        if (rc == 1) rc = reduce_group(k, in_dt, acc, terms, group, &val, err);
        if (rc) return rc;
        /* the output index: kept axes in order, reduced ones (keepdims) at 0 */
        int32_t j = 0;
        for (int32_t d = 0, ki = 0; d < x->ndim; d++) {
            if (reduced[d]) {
                if (keepdims) oidx[j++] = 0;
            } else {
                oidx[j++] = kidx[ki++];
            }
        }
        if ((rc = lang_write(I, AV(res)->st, &rv, oidx, val, err))) return rc;
        lang_next_index(kidx, kept_shape, nk);
    }
    /* a 0-d result is a numpy scalar */
    return back_to_scalar(I, res, out, err);
}

/* ------------------------------------------------------------ new arrays == */

/* An owner record like `x` laid out by order (sl_np_copy's C/F/A/K rule) with element
 * type `dt`: the strides scale with the itemsize (they are dense, so exactly). */
static int like_record(const sl_array *x, char order, sl_dtype dt, sl_array *r, sl_error *err) {
    int rc = sl_np_copy(x, order, r, err);
    if (rc) return rc;
    int64_t old_is = r->itemsize, new_is = sl_dtype_itemsize(dt);
    for (int32_t d = 0; d < r->ndim; d++) r->strides[d] = r->strides[d] / old_is * new_is;
    r->buffer_bytes = r->buffer_bytes / old_is * new_is;
    r->itemsize = new_is;
    r->dtype = dt;
    sl_np_refresh_flags(r);
    return SL_OK;
}

/* numpy's float -> integer cast goes through a C conversion: 32-bit or narrower targets
 * convert via int32 (values past it come out as INT_MIN's low bits), so only values
 * that fit are computed here */
static int cast_checked(lang_num x, sl_dtype to, lang_num *out, sl_error *err) {
    if (x.is_float && sl_dtype_is_integral(to, false)) {
        double lim = sl_dtype_itemsize(to) <= 4 ? 2147483648.0 : 9.2e18;
        if (!(x.f > -lim && x.f < lim))
            return lang_unsupported(err, "casting %g to %s (numpy's result is platform-defined)", x.f,
                                    sl_dtype_numpy_name(to));
    }
    if (to == SL_FLOAT16 && x.is_float) { /* npy_double_to_half: one rounding */
        *out = (lang_num){true, 0, lang_half_round(x.f)};
        return SL_OK;
    }
    return lang_num_cast(x, to, out, err);
}

/* every element of src (logical order) into the owner `dst` (same shape) of another
 * dtype, converted as numpy's unsafe cast does */
static int fill_converted(lang_interp *I, lang_value *src, const sl_array *sv_rec, lang_value *dst, sl_error *err) {
    const sl_array *r = &AV(dst)->a;
    int64_t n;
    int rc;
    if ((rc = sl_np_size(r, &n, err))) return rc;
    lang_lview sv, dv;
    lang_lview_of_array(sv_rec, &sv);
    lang_lview_of_array(r, &dv);
    int64_t idx[SL_MAX_DIMS] = {0};
    /* complex values: part by part into a complex dst, the real part into a real one */
    bool cdst = sl_dtype_is_complex(r->dtype);
    lang_lview dim = dv;
    if (cdst) lang_complex_part_view(&dim, 1, &dim), lang_complex_part_view(&dv, 0, &dv);
    for (int64_t k = 0; k < n; k++) {
        lang_num x;
        double im;
        if ((rc = lang_read_complex(I, AV(src)->st, &sv, idx, &x, &im, err))) return rc;
        if ((rc = cast_checked(x, dv.dtype, &x, err))) return rc;
        if ((rc = lang_write(I, AV(dst)->st, &dv, idx, x, err))) return rc;
        if (cdst && ((rc = cast_checked((lang_num){true, 0, im}, dim.dtype, &x, err)) ||
                     (rc = lang_write(I, AV(dst)->st, &dim, idx, x, err))))
            return rc;
        lang_next_index(idx, r->shape, r->ndim);
    }
    return SL_OK;
}

/* a.astype(dtype, order='K', casting='unsafe', subok=True, copy=True) */
static int np_astype(lang_interp *I, lang_value *v, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"dtype", "order", "casting", "subok", "copy"};
    lang_value *p[5];
    int rc = lang_bind(a, "astype", PN, 5, 1, p, err);
    if (rc) return rc;
    if (p[2] && !(p[2]->kind == V_STR && !strcmp(p[2]->u.str.s, "unsafe")))
        return lang_unsupported(err, "astype() with a casting rule");
    sl_dtype dt;
    if ((rc = get_dtype(p[0], &dt, err)) < 0) return rc;
    if (rc == 1) dt = SL_FLOAT64; /* dtype=None: the default float */
    char order = 'K';
    if ((rc = get_order(p[1], &order, err))) return rc;
    const sl_array *x = &AV(v)->a;
    if (dt == SL_BFLOAT16) return lang_unsupported(err, "astype() to bfloat16");
    bool copy = !p[4] || lv_truthy(p[4]);
    if (!copy && dt == x->dtype) {
        bool fits = order == 'K' || (order == 'C' && sl_np_is_c_contiguous(x)) ||
                    (order == 'F' && sl_np_is_f_contiguous(x)) ||
                    (order == 'A' && (sl_np_is_c_contiguous(x) || sl_np_is_f_contiguous(x)));
        if (fits) {
            *out = v;
            return SL_OK;
        }
    }
    sl_array r;
    if ((rc = like_record(x, order, dt, &r, err))) return rc;
    lang_value *res;
    lang_num z = {0};
    if ((rc = np_new(I, &r, LF_ZERO, z, &res, err))) return rc;
    if ((rc = lang_before_write(I, err)) || (rc = fill_converted(I, v, x, res, err))) return rc;
    *out = res;
    return SL_OK;
}

/* np.zeros_like / ones_like / empty_like / full_like(a, [fill,] dtype=None, order='K') */
static int np_like(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    bool full = !strcmp(name, "full_like");
    static const char *const PF[] = {"a", "fill_value", "dtype", "order", "subok", "shape"};
    static const char *const PL[] = {"a", "dtype", "order", "subok", "shape"};
    lang_value *p[6] = {NULL};
    int rc;
    if (full) rc = lang_bind(a, name, PF, 6, 2, p, err);
    else {
        lang_value *q[5];
        rc = lang_bind(a, name, PL, 5, 1, q, err);
        p[0] = q[0];
        p[2] = q[1];
        p[3] = q[2];
        p[4] = q[3];
        p[5] = q[4];
    }
    if (rc) return rc;
    if (p[5] && p[5]->kind != V_NONE) return lang_unsupported(err, "%s() with shape=", name);
    lang_value *arr = p[0];
    if (arr->kind != V_ARRAY) return lang_unsupported(err, "numpy.%s() of a %s", name, lv_type_name(arr));
    if ((rc = scalar_as_array(I, arr, &arr, err))) return rc;
    const sl_array *x = &AV(arr)->a;
    sl_dtype dt = x->dtype;
    if (p[2] && (rc = get_dtype(p[2], &dt, err)) < 0) return rc;
    if (rc == 1) dt = x->dtype;
    char order = 'K';
    if ((rc = get_order(p[3], &order, err))) return rc;
    sl_array r;
    if ((rc = like_record(x, order, dt, &r, err))) return rc;
    lang_num fill = {0};
    lang_fill kind = LF_ZERO;
    if (!strcmp(name, "ones_like")) {
        kind = LF_VALUE;
        fill.i = 1;
        fill.f = 1.0;
    } else if (!strcmp(name, "empty_like")) {
        kind = LF_UNINIT;
    } else if (full) {
        lang_value *fv = lang_np_scalar_py(I, p[1], err);
        if (!fv) return err->code;
        if (fv->kind == V_FLOAT) {
            fill.is_float = true;
            fill.f = fv->u.f;
        } else if (fv->kind == V_INT || fv->kind == V_BOOL) {
            fill.i = fv->kind == V_INT ? fv->u.i : fv->u.b;
            fill.f = (double)fill.i;
        } else {
            return lang_unsupported(err, "full_like() fill value of type %s", lv_type_name(fv));
        }
        if ((rc = cast_checked(fill, dt, &fill, err))) return rc;
        kind = LF_VALUE;
    }
    return np_new(I, &r, kind, fill, out, err);
}

/* np.linspace(start, stop, num=50, endpoint=True, retstep=False, dtype=None, axis=0)
 * for Python-number bounds, computed as numpy 1.24 does in float64: step = (stop -
 * start) / div, y[i] = i * step + start (or i / div * delta + start when the step
 * underflows to 0), the last value set to stop; an integer dtype floors first. */
static int np_linspace(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"start", "stop", "num", "endpoint", "retstep", "dtype", "axis"};
    lang_value *p[7];
    int rc = lang_bind(a, "linspace", PN, 7, 2, p, err);
    if (rc) return rc;
    double s = 0, e = 0;
    for (int k = 0; k < 2; k++) {
        lang_value *v = lang_np_scalar_py(I, p[k], err);
        if (!v) return err->code;
        if (v->kind != V_INT && v->kind != V_FLOAT && v->kind != V_BOOL)
            return lang_unsupported(err, "linspace() bounds given as %s", lv_type_name(v));
        double d = v->kind == V_FLOAT ? v->u.f : v->kind == V_INT ? (double)v->u.i : (double)v->u.b;
        if (k == 0) s = d;
        else e = d;
    }
    int64_t num = 50;
    if (p[2]) {
        lang_value *v = lang_np_scalar_py(I, p[2], err);
        if (!v) return err->code;
        if (v->kind == V_INT || v->kind == V_BOOL) num = v->kind == V_INT ? v->u.i : v->u.b;
        else if (v->kind == V_FLOAT || v->kind == V_STR || v->kind == V_NONE)
            return lang_py_error(err, "TypeError", "'%s' object cannot be interpreted as an integer", lv_type_name(v));
        else return lang_unsupported(err, "linspace() num given as %s", lv_type_name(v));
    }
    if (num < 0) return lang_py_error(err, "ValueError", "Number of samples, %lld, must be non-negative.", (long long)num);
    if (num > (1 << 22)) return lang_unsupported(err, "linspace() with more than 4194304 samples");
    bool endpoint = !p[3] || lv_truthy(p[3]);
    if (p[4] && lv_truthy(p[4])) return lang_unsupported(err, "linspace(retstep=True)");
    if (p[6] && !(p[6]->kind == V_INT && (p[6]->u.i == 0 || p[6]->u.i == -1)))
        return lang_unsupported(err, "linspace() with an axis");
    sl_dtype dt = SL_FLOAT64;
    if (p[5] && (rc = get_dtype(p[5], &dt, err)) < 0) return rc;
    if (rc == 1) dt = SL_FLOAT64;
    if (dt != SL_FLOAT64 && dt != SL_FLOAT32 && !sl_dtype_is_integral(dt, false))
        return lang_unsupported(err, "linspace() with dtype %s", sl_dtype_numpy_name(dt) ? sl_dtype_numpy_name(dt) : "?");
    int64_t div = endpoint ? num - 1 : num;
    double delta = e - s, step = div > 0 ? delta / (double)div : NAN;
    sl_array r;
    int64_t shape[1] = {num};
    if ((rc = sl_np_empty(shape, 1, dt, 'C', &r, err))) return rc;
    lang_value *res;
    lang_num z = {0};
    if ((rc = np_new(I, &r, LF_ZERO, z, &res, err))) return rc;
    if ((rc = lang_before_write(I, err))) return rc;
    lang_lview dv;
    lang_lview_of_array(&r, &dv);
    for (int64_t i = 0; i < num; i++) {
        double y = (double)i;
        if (div > 0) {
            if (step == 0) y = y / (double)div * delta;
            else y = y * step;
        } else {
            y = y * delta;
        }
        y += s;
        if (endpoint && num > 1 && i == num - 1) y = e;
        lang_num x = {true, 0, y};
        if (sl_dtype_is_integral(dt, false)) x.f = floor(x.f);
        if ((rc = cast_checked(x, dt, &x, err))) return rc;
        int64_t idx[1] = {i};
        if ((rc = lang_write(I, AV(res)->st, &dv, idx, x, err))) return rc;
    }
    if (num == 0) AV(res)->a.strides[0] = 0; /* numpy's empty results (a ufunc's or astype's) */
    if (dt == SL_FLOAT64 && div > 0) {
        /* numpy's y = arange(num).reshape(-1) stays a view through its in-place steps and
         * astype(float64, copy=False): the result is not an owner, its base the arange */
        sl_array vr;
        int64_t m1[1] = {-1};
        rc = sl_np_reshape(&r, m1, 1, 'C', &vr, NULL, err);
        return wrap_np(I, rc, &vr, res, out, err);
    }
    *out = res;
    return SL_OK;
}

/* arrays from a list/tuple of arrays (a 2-d+ ndarray counts as the list of its rows) */
int lang_np_array_list(lang_interp *I, lang_value *seq, const char *fname, lang_value ***items,
                       int32_t *n, sl_error *err) {
    if (seq->kind == V_ARRAY && !seq->np_scalar && AV(seq)->a.ndim >= 1) {
        int64_t len = AV(seq)->a.shape[0];
        if (len > 256) return lang_unsupported(err, "%s() of more than 256 arrays", fname);
        *items = lang_alloc(&I->A, (size_t)(len + 1) * sizeof **items);
        CHECK_ALLOC(*items);
        for (int64_t i = 0; i < len; i++) {
            lang_value *iv = lv_int(I, i);
            CHECK_ALLOC(iv);
            int rc = lang_np_subscript(I, seq, iv, &(*items)[i], err);
            if (rc) return rc;
        }
        *n = (int32_t)len;
        return SL_OK;
    }
    if (seq->kind != V_LIST && seq->kind != V_TUPLE)
        return lang_unsupported(err, "%s() of a %s", fname, lv_type_name(seq));
    if (seq->u.seq.n > 256) return lang_unsupported(err, "%s() of more than 256 arrays", fname);
    *items = seq->u.seq.v;
    *n = (int32_t)seq->u.seq.n;
    for (int32_t i = 0; i < *n; i++)
        if ((*items)[i]->kind != V_ARRAY)
            return lang_unsupported(err, "%s() of a %s (only arrays are modelled)", fname, lv_type_name((*items)[i]));
    return SL_OK;
}

/* numpy's PyArray_CreateMultiSortedStridePerm: a stable insertion sort of the axes from
 * the largest |stride| to the smallest over all arrays, an axis of length 1 in an
 * array having no say there, conflicts keeping C order; perm[0] is outermost */
static void multi_sorted_perm(const sl_array *arrs, int32_t n, int32_t nd, int32_t *perm) {
    for (int32_t i = 0; i < nd; i++) perm[i] = i;
    for (int32_t i0 = 1; i0 < nd; i0++) {
        int32_t ipos = i0, j0 = perm[i0];
        for (int32_t i1 = i0 - 1; i1 >= 0; i1--) {
            int32_t j1 = perm[i1];
            bool ambig = true, swap = false;
            for (int32_t k = 0; k < n; k++) {
                if (arrs[k].shape[j0] != 1 && arrs[k].shape[j1] != 1) {
                    int64_t s0 = arrs[k].strides[j0], s1 = arrs[k].strides[j1];
                    if ((s0 < 0 ? -s0 : s0) <= (s1 < 0 ? -s1 : s1)) swap = false;
                    else if (ambig) swap = true;
                    ambig = false;
                }
            }
            if (!ambig) {
                if (swap) ipos = i1;
                else break;
            }
        }
        if (ipos != i0) {
            for (int32_t i1 = i0; i1 > ipos; i1--) perm[i1] = perm[i1 - 1];
            perm[ipos] = j0;
        }
    }
}

/* np.concatenate(arrays, axis=0) of arrays already checked; `ax` normalized; axis None
 * ravels first (the caller does that) */
static int concat_arrays(lang_interp *I, lang_value **arrs, int32_t n, int64_t axis_in, lang_value **out,
                         sl_error *err) {
    if (n == 0) return lang_py_error(err, "ValueError", "need at least one array to concatenate");
    sl_array recs[256];
    uop ops[256];
    int rc;
    for (int32_t i = 0; i < n; i++) {
        lang_value *v = arrs[i];
        if ((rc = scalar_as_array(I, v, &arrs[i], err))) return rc;
        recs[i] = AV(arrs[i])->a;
    }
    int32_t nd = recs[0].ndim;
    if (nd == 0) return lang_py_error(err, "ValueError", "zero-dimensional arrays cannot be concatenated");
    int64_t ax = axis_in;
    if (ax < -(int64_t)nd || ax >= nd)
        return lang_py_error(err, "AxisError", "axis %lld is out of bounds for array of dimension %d", (long long)ax, nd);
    if (ax < 0) ax += nd;
    int64_t shape[SL_MAX_DIMS];
    memcpy(shape, recs[0].shape, sizeof shape);
    for (int32_t i = 1; i < n; i++) {
        if (recs[i].ndim != nd)
            return lang_py_error(err, "ValueError",
                                 "all the input arrays must have same number of dimensions, but the array at index 0 has "
                                 "%d dimension(s) and the array at index %d has %d dimension(s)",
                                 nd, i, recs[i].ndim);
        for (int32_t d = 0; d < nd; d++) {
            if (d == ax) {
                if (sl_ovf_add(shape[d], recs[i].shape[d], &shape[d])) return sl_error_overflow(err, "concatenate");
            } else if (shape[d] != recs[i].shape[d]) {
                return lang_py_error(err, "ValueError",
                                     "all the input array dimensions except for the concatenation axis must match "
                                     "exactly, but along dimension %d, the array at index 0 has size %lld and the array "
                                     "at index %d has size %lld",
                                     d, (long long)shape[d], i, (long long)recs[i].shape[d]);
            }
        }
    }
    for (int32_t i = 0; i < n; i++) {
        memset(&ops[i], 0, sizeof ops[i]);
        ops[i].arr = arrs[i];
        ops[i].rec = recs[i];
    }
    sl_dtype dt;
    if ((rc = np_result_type(ops, n, &dt, err))) return rc;
    sl_array r;
    if ((rc = sl_np_empty(shape, nd, dt, 'C', &r, err))) return rc;
    int32_t perm[SL_MAX_DIMS];
    multi_sorted_perm(recs, n, nd, perm);
    int64_t s = r.itemsize;
    for (int32_t i = nd - 1; i >= 0; i--) {
        r.strides[perm[i]] = s;
        if (sl_ovf_mul(s, shape[perm[i]], &s)) return sl_error_overflow(err, "concatenate");
    }
    if (s == 0) memset(r.strides, 0, sizeof r.strides); /* an empty result: numpy zeroes its strides */
    sl_np_refresh_flags(&r);
    lang_value *res;
    lang_num z = {0};
    if ((rc = np_new(I, &r, LF_ZERO, z, &res, err))) return rc;
    if ((rc = lang_before_write(I, err))) return rc;
    /* each input into its slab of the result */
    int64_t at = 0;
    for (int32_t i = 0; i < n; i++) {
        sl_array slab = r;
        slab.shape[ax] = recs[i].shape[ax];
        if (sl_ovf_mul(at, r.strides[ax], &s) || sl_ovf_add(slab.offset_bytes, s, &slab.offset_bytes))
            return sl_error_overflow(err, "concatenate");
        int64_t cnt, idx[SL_MAX_DIMS] = {0};
        if ((rc = sl_np_size(&slab, &cnt, err))) return rc;
        lang_lview sv, dv;
        lang_lview_of_array(&recs[i], &sv);
        lang_lview_of_array(&slab, &dv);
        for (int64_t k = 0; k < cnt; k++) {
            lang_num x;
            if ((rc = lang_read(I, AV(arrs[i])->st, &sv, idx, &x, err))) return rc;
            if ((rc = lang_write(I, AV(res)->st, &dv, idx, x, err))) return rc;
            lang_next_index(idx, slab.shape, nd);
        }
        at += recs[i].shape[ax];
    }
    *out = res;
    return SL_OK;
}

static int np_concatenate(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"arrays", "axis", "out", "dtype", "casting"};
    lang_value *p[5];
    int rc = lang_bind(a, "concatenate", PN, 5, 1, p, err);
    if (rc) return rc;
    for (int k = 2; k < 5; k++)
        if (p[k] && p[k]->kind != V_NONE) return lang_unsupported(err, "concatenate() with %s=", PN[k]);
    lang_value **items;
    int32_t n;
    if ((rc = lang_np_array_list(I, p[0], "concatenate", &items, &n, err))) return rc;
    lang_value **copy = lang_alloc(&I->A, (size_t)(n + 1) * sizeof *copy);
    CHECK_ALLOC(copy);
    memcpy(copy, items, (size_t)n * sizeof *copy);
    int64_t axis = 0;
    if (p[1] && p[1]->kind == V_NONE) {
        /* axis=None: every array raveled in C order */
        for (int32_t i = 0; i < n; i++) {
            lang_args none = {0};
            if ((rc = lang_np_method(I, copy[i], "ravel", &none, &copy[i], err))) return rc;
        }
    } else if (p[1] && (rc = np_int(p[1], SL_NP_TE_INDEX, &axis, err))) {
        return rc;
    }
    return concat_arrays(I, copy, n, axis, out, err);
}

/* np.stack(arrays, axis=0): every array gets a new length-1 axis, then concatenate */
static int np_stack(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"arrays", "axis", "out", "dtype", "casting"};
    lang_value *p[5];
    int rc = lang_bind(a, "stack", PN, 5, 1, p, err);
    if (rc) return rc;
    for (int k = 2; k < 5; k++)
        if (p[k] && p[k]->kind != V_NONE) return lang_unsupported(err, "stack() with %s=", PN[k]);
    lang_value **items;
    int32_t n;
    if ((rc = lang_np_array_list(I, p[0], "stack", &items, &n, err))) return rc;
    if (n == 0) return lang_py_error(err, "ValueError", "need at least one array to stack");
    lang_value **ex = lang_alloc(&I->A, (size_t)(n + 1) * sizeof *ex);
    CHECK_ALLOC(ex);
    for (int32_t i = 0; i < n; i++) {
        if ((rc = scalar_as_array(I, items[i], &ex[i], err))) return rc;
        const sl_array *r0 = &AV(ex[0])->a, *ri = &AV(ex[i])->a;
        if (ri->ndim != r0->ndim || memcmp(ri->shape, r0->shape, (size_t)r0->ndim * sizeof *r0->shape))
            return lang_py_error(err, "ValueError", "all input arrays must have the same shape");
    }
    int64_t axis = 0;
    if (p[1] && (rc = np_int(p[1], SL_NP_TE_INDEX, &axis, err))) return rc;
    int32_t nd = AV(ex[0])->a.ndim + 1;
    if (axis < -(int64_t)nd || axis >= nd)
        return lang_py_error(err, "AxisError", "axis %lld is out of bounds for array of dimension %d", (long long)axis, nd);
    int64_t ax = axis < 0 ? axis + nd : axis;
    for (int32_t i = 0; i < n; i++) {
        sl_array r;
        int64_t one[1] = {ax};
        if ((rc = sl_np_expand_dims(&AV(ex[i])->a, one, 1, &r, err))) return rc;
        if ((rc = wrap_np(I, SL_OK, &r, ex[i], &ex[i], err))) return rc;
    }
    return concat_arrays(I, ex, n, ax, out, err);
}

/* ------------------------------------------------------------ boolean masks == */

/* a[mask] for one boolean array index covering the leading dims: a new C-ordered owner
 * of shape (count,) + a.shape[mask.ndim:] */
static int mask_check(const sl_array *x, const sl_array *m, sl_error *err) {
    if (m->ndim > x->ndim)
        return lang_py_error(err, "IndexError", "too many indices for array: array is %d-dimensional, but %d were indexed",
                             x->ndim, m->ndim);
    for (int32_t d = 0; d < m->ndim; d++)
        if (m->shape[d] != x->shape[d])
            return lang_py_error(err, "IndexError",
                                 "boolean index did not match indexed array along dimension %d; dimension is %lld but "
                                 "corresponding boolean dimension is %lld",
                                 d, (long long)x->shape[d], (long long)m->shape[d]);
    return SL_OK;
}

/* the selected positions (row-major over the mask) */
static int mask_positions(lang_interp *I, lang_value *mask, int64_t **pos, int64_t *count, sl_error *err) {
    const sl_array *m = &AV(mask)->a;
    int64_t n;
    int rc;
    if ((rc = sl_np_size(m, &n, err))) return rc;
    *pos = lang_alloc(&I->A, (size_t)(n + 1) * sizeof **pos);
    CHECK_ALLOC(*pos);
    *count = 0;
    lang_lview mv;
    lang_lview_of_array(m, &mv);
    int64_t idx[SL_MAX_DIMS] = {0};
    for (int64_t k = 0; k < n; k++) {
        lang_num b;
        if ((rc = lang_read(I, AV(mask)->st, &mv, idx, &b, err))) return rc;
        if (b.i) (*pos)[(*count)++] = k;
        lang_next_index(idx, m->shape, m->ndim);
    }
    return SL_OK;
}

/* element `k` of the mask's row-major order as a leading index */
static void unflatten(int64_t k, const int64_t *shape, int32_t nd, int64_t *idx) {
    for (int32_t d = nd - 1; d >= 0; d--) {
        idx[d] = shape[d] ? k % shape[d] : 0;
        k = shape[d] ? k / shape[d] : 0;
    }
}

static int np_mask_get(lang_interp *I, lang_value *a, lang_value *mask, lang_value **out, sl_error *err) {
    const sl_array *x = &AV(a)->a, *m = &AV(mask)->a;
    int rc = mask_check(x, m, err);
    if (rc) return rc;
    int64_t *pos, count;
    if ((rc = mask_positions(I, mask, &pos, &count, err))) return rc;
    int64_t shape[SL_MAX_DIMS];
    int32_t nd = 1 + x->ndim - m->ndim;
    shape[0] = count;
    for (int32_t d = m->ndim; d < x->ndim; d++) shape[1 + d - m->ndim] = x->shape[d];
    sl_array r;
    if ((rc = sl_np_empty(shape, nd, x->dtype, 'C', &r, err))) return rc;
    lang_value *res;
    lang_num z = {0};
    if ((rc = np_new(I, &r, LF_ZERO, z, &res, err))) return rc;
    if ((rc = lang_before_write(I, err))) return rc;
    lang_lview xv, rv;
    lang_lview_of_array(x, &xv);
    lang_lview_of_array(&r, &rv);
    int64_t ridx[SL_MAX_DIMS] = {0}, xidx[SL_MAX_DIMS];
    int64_t inner = 1;
    for (int32_t d = 1; d < nd; d++) inner *= shape[d];
    for (int64_t c = 0; c < count; c++) {
        unflatten(pos[c], m->shape, m->ndim, xidx);
        int64_t sub[SL_MAX_DIMS] = {0};
        for (int64_t k = 0; k < inner; k++) {
            for (int32_t d = 1; d < nd; d++) {
                xidx[m->ndim + d - 1] = sub[d - 1];
                ridx[d] = sub[d - 1];
            }
            ridx[0] = c;
            lang_num v;
            if ((rc = lang_read(I, AV(a)->st, &xv, xidx, &v, err))) return rc;
            if ((rc = lang_write(I, AV(res)->st, &rv, ridx, v, err))) return rc;
            lang_next_index(sub, shape + 1, nd - 1);
        }
    }
    *out = res;
    return SL_OK;
}

/* a[mask] = value: a number, or an array of count (or 1) values for a full-rank mask */
static int np_mask_set(lang_interp *I, lang_value *a, lang_value *mask, lang_value *v, sl_error *err) {
    const sl_array *x = &AV(a)->a, *m = &AV(mask)->a;
    int rc = mask_check(x, m, err);
    if (rc) return rc;
    /* a mask of fewer dims is numpy's nonzero() integer arrays (ndarray_adv_index.c) */
    if (m->ndim != x->ndim) return lang_np_adv_set(I, a, mask, v, err);
    int64_t *pos, count;
    if ((rc = mask_positions(I, mask, &pos, &count, err))) return rc;
    lang_num sc = {0};
    lang_lview vv;
    int64_t vn = 1;
    bool from_array = false;
    if (v->kind == V_LIST) {
        lang_args aa = {0};
        lang_value *args[1] = {v};
        aa.pos = args;
        aa.npos = 1;
        if ((rc = lang_np_func(I, "array", &aa, &v, err))) return rc;
    }
    if (v->kind == V_ARRAY && !v->np_scalar && AV(v)->a.ndim > 0) {
        const sl_array *va = &AV(v)->a;
        if (va->ndim != 1) return lang_unsupported(err, "mask assignment from a %d-d array", va->ndim);
        vn = va->shape[0];
        if (vn != count && vn != 1)
            return lang_py_error(err, "ValueError",
                                 "NumPy boolean array indexing assignment cannot assign %lld input values to the %lld "
                                 "output values where the mask is true",
                                 (long long)vn, (long long)count);
        lang_lview_of_array(va, &vv);
        from_array = true;
    } else {
        lang_value *pv = lang_np_scalar_py(I, v, err);
        if (!pv) return err->code;
        if (pv->kind == V_ARRAY) {
            int64_t z[1] = {0};
            if ((rc = read_elem(I, pv, &AV(pv)->a, z, &sc, err))) return rc;
        } else if (pv->kind == V_FLOAT) {
            sc.is_float = true;
            sc.f = pv->u.f;
        } else if (pv->kind == V_INT || pv->kind == V_BOOL) {
            sc.i = pv->kind == V_INT ? pv->u.i : pv->u.b;
            sc.f = (double)sc.i;
        } else {
            return lang_unsupported(err, "writing a %s through a mask", lv_type_name(pv));
        }
    }
    if ((rc = sl_np_check_writable(x, err))) return rc;
    if ((rc = lang_before_write(I, err))) return rc;
    lang_num *vals = lang_alloc(&I->A, (size_t)(count + 1) * sizeof *vals);
    CHECK_ALLOC(vals);
    for (int64_t c = 0; c < count; c++) {
        vals[c] = sc;
        int64_t vi[1] = {vn == 1 ? 0 : c};
        if (from_array && (rc = lang_read(I, AV(v)->st, &vv, vi, &vals[c], err))) return rc;
        if ((rc = cast_checked(vals[c], x->dtype, &vals[c], err))) return rc;
    }
    lang_lview xv;
    lang_lview_of_array(x, &xv);
    for (int64_t c = 0; c < count; c++) {
        int64_t xidx[SL_MAX_DIMS];
        unflatten(pos[c], m->shape, m->ndim, xidx);
        if ((rc = lang_write(I, AV(a)->st, &xv, xidx, vals[c], err))) return rc;
    }
    return SL_OK;
}

static bool is_bool_mask(const lang_value *idx) {
    return idx->kind == V_ARRAY && !idx->np_scalar && AV(idx)->a.dtype == SL_BOOL && AV(idx)->a.ndim > 0;
}

/* ------------------------------------------------------------ more ufuncs == */

/* the float type numpy's float-only unary loops pick for an input dtype: bool and 8-bit
 * ints go to float16, 16-bit ints to float32 */
static sl_dtype float_loop_of(sl_dtype dt) {
    if (sl_dtype_is_floating(dt)) return dt;
    int64_t is = sl_dtype_itemsize(dt);
    return dt == SL_BOOL || is == 1 ? SL_FLOAT16 : is == 2 ? SL_FLOAT32 : SL_FLOAT64;
}

struct np_math_ctx {
    const char *name;
    bool sq, f32;
};

static lang_num np_math_one(const void *vctx, lang_num e) {
    const struct np_math_ctx *c = vctx;
    lang_num o = {0};
    if (c->sq && !e.is_float) {
        o.i = (int64_t)((uint64_t)e.i * (uint64_t)e.i);
        return o;
    }
    double d = e.f;
    o.is_float = true;
    o.f = c->sq ? d * d
          : !strcmp(c->name, "sqrt") ? (c->f32 ? (double)sqrtf((float)d) : sqrt(d))
          : !strcmp(c->name, "floor") ? floor(d)
          : !strcmp(c->name, "ceil") ? ceil(d)
          : !strcmp(c->name, "trunc") ? trunc(d) : nearbyint(d);
    return o;
}

/* np.sqrt / square / floor / ceil / trunc / rint: correctly rounded (sqrt, square) or
 * exact operations, so the values are numpy's; square keeps integer types (wrapping) */
static int np_math1(lang_interp *I, const char *name, lang_value *v, lang_value **out, sl_error *err) {
    const sl_array *x = &AV(v)->a;
    bool sq = !strcmp(name, "square");
    sl_dtype dt = sq ? (x->dtype == SL_BOOL ? SL_INT8 : x->dtype) : float_loop_of(x->dtype);
    int rc = ufunc_dtype_ok(dt, err);
    if (rc) return rc;
    /* float16 loops compute in float32 */
    struct np_math_ctx ctx = {name, sq, dt == SL_FLOAT32 || dt == SL_FLOAT16};
    return np_map1(I, v, dt, x->ndim > 0 && x->dtype != dt, dt, np_math_one, &ctx, out, err);
}

/* np.isnan / isinf / isfinite / isposinf / isneginf / signbit / logical_not (bool
 * results: numpy has loops for every real dtype, so no cast) and np.sign (the input's
 * dtype: -1, 0 or 1; 0 for -0.0, NaN for NaN; numpy has no bool loop): exact per element */
static lang_num np_pred_one(const void *vctx, lang_num e) {
    const char *name = vctx;
    lang_num o = {0};
    double d = e.is_float ? e.f : (double)e.i;
    bool fl = e.is_float;
    if (!strcmp(name, "sign")) {
        if (fl) {
            o.is_float = true;
            o.f = d > 0 ? 1.0 : d < 0 ? -1.0 : d == 0 ? 0.0 : d;
        } else {
            o.i = (e.i > 0) - (e.i < 0);
        }
    } else if (!strcmp(name, "isnan")) {
        o.i = fl && isnan(d);
    } else if (!strcmp(name, "isinf")) {
        o.i = fl && isinf(d);
    } else if (!strcmp(name, "isposinf")) {
        o.i = fl && isinf(d) && d > 0;
    } else if (!strcmp(name, "isneginf")) {
        o.i = fl && isinf(d) && d < 0;
    } else if (!strcmp(name, "isfinite")) {
        o.i = !fl || isfinite(d);
    } else if (!strcmp(name, "signbit")) {
        o.i = fl ? signbit(d) != 0 : e.i < 0;
    } else { /* logical_not */
        o.i = fl ? d == 0 : e.i == 0;
    }
    return o;
}

static int np_pred1(lang_interp *I, const char *name, lang_value *v, lang_value **out, sl_error *err) {
    const sl_array *x = &AV(v)->a;
    bool sign = !strcmp(name, "sign");
    if (sl_dtype_is_complex(x->dtype)) return lang_unsupported(err, "numpy.%s() of complex arrays", name);
    if (sign && x->dtype == SL_BOOL) return lang_unsupported(err, "numpy.sign() of bool (numpy has no loop for it)");
    return np_map1(I, v, sign ? x->dtype : SL_BOOL, false, x->dtype, np_pred_one, name, out, err);
}

/* numpy's maximum / minimum on one pair in the loop dtype: nan wins, ties return the
 * second operand (a 0.0 / -0.0 tie is refused: the SIMD loops may differ) */
static int minmax_pair(bool is_max, lang_num p, lang_num q, lang_num *r, sl_error *err) {
    if (p.is_float) {
        if (isnan(p.f)) *r = p;
        else if (isnan(q.f)) *r = q;
        else if (p.f == q.f && signbit(p.f) != signbit(q.f))
            return lang_unsupported(err, "maximum/minimum of 0.0 and -0.0");
        else *r = (is_max ? p.f > q.f : p.f < q.f) ? p : q;
    } else {
        *r = (is_max ? p.i > q.i : p.i < q.i) ? p : q;
    }
    return SL_OK;
}

/* np.maximum(a, b) / np.minimum(a, b) / np.clip(a, lo, hi) (= minimum(maximum(a, lo),
 * hi)) / np.where(cond, x, y): broadcast like ufuncs, dtypes by np_result_type (cond
 * aside), output laid out by the iterator over all operands */
static int np_select(lang_interp *I, const char *kind, lang_value **args, int nargs, lang_value **out, sl_error *err) {
    uop ops[3];
    int rc;
    bool is_where = !strcmp(kind, "where");
    for (int k = 0; k < nargs; k++) {
        lang_value *v = args[k]; /* a numpy scalar keeps its dtype (value-based casting) */
        if (v->kind == V_NONE && !strcmp(kind, "clip") && k > 0)
            return lang_unsupported(err, "clip() with None bounds");
        if ((rc = uop_from(I, v, &ops[k], err))) return rc;
    }
    sl_dtype dt;
    if ((rc = np_result_type(is_where ? ops + 1 : ops, is_where ? 2 : nargs, &dt, err))) return rc;
    if ((rc = arith_dtype_ok(dt, err))) return rc;
    sl_array ins[3], bc[3];
    for (int k = 0; k < nargs; k++) ins[k] = ops[k].rec;
    rc = sl_np_broadcast_arrays(ins, nargs, bc, err);
    if (rc == SL_ERR_PY && !strcmp(err->type, "ValueError")) {
        char sh[3][256];
        for (int k = 0; k < nargs; k++) sl_np_format_shape(sh[k], sizeof sh[k], ins[k].shape, ins[k].ndim);
        if (nargs == 2)
            return lang_py_error(err, "ValueError", "operands could not be broadcast together with shapes %s %s ", sh[0], sh[1]);
        return lang_py_error(err, "ValueError", "operands could not be broadcast together with shapes %s %s %s ", sh[0],
                             sh[1], sh[2]);
    }
    if (rc) return rc;
    const sl_array *orig[3];
    sl_array bcs[3];
    int no = 0;
    bool cast = false;
    for (int k = 0; k < nargs; k++) {
        if (!ops[k].arr) continue;
        orig[no] = &ops[k].rec;
        bcs[no++] = bc[k];
        if (ops[k].rec.ndim > 0 && ops[k].rec.dtype != (is_where && k == 0 ? SL_BOOL : dt)) cast = true;
    }
    sl_array r;
    if (no == 0) return lang_unsupported(err, "numpy.%s() of Python numbers only", kind);
    if ((rc = ufunc_result(orig, no, cast, bcs, no, dt, &r, err))) return rc;
    lang_value *res;
    lang_num z = {0};
    if ((rc = np_new(I, &r, LF_ZERO, z, &res, err))) return rc;
    int64_t n, idx[SL_MAX_DIMS] = {0};
    if ((rc = sl_np_size(&r, &n, err))) return rc;
    lang_lview vv[3], vr;
    for (int k = 0; k < nargs; k++)
        if (ops[k].arr) lang_lview_of_array(&bc[k], &vv[k]);
    lang_lview_of_array(&r, &vr);
    for (int64_t e = 0; e < n; e++) {
        lang_num p[3], o;
        for (int k = 0; k < nargs; k++) {
            p[k] = ops[k].value;
            if (ops[k].arr && (rc = lang_read(I, AV(ops[k].arr)->st, &vv[k], idx, &p[k], err))) return rc;
            if (!(is_where && k == 0) && (rc = lang_num_cast(p[k], dt, &p[k], err))) return rc;
        }
        if (is_where) {
            bool c = p[0].is_float ? p[0].f != 0 : p[0].i != 0;
            o = c ? p[1] : p[2];
        } else if (!strcmp(kind, "clip")) {
            lang_num t;
            if ((rc = minmax_pair(true, p[0], p[1], &t, err)) || (rc = minmax_pair(false, t, p[2], &o, err))) return rc;
        } else if ((rc = minmax_pair(kind[1] == 'a', p[0], p[1], &o, err))) {
            return rc;
        }
        if ((rc = lang_write(I, AV(res)->st, &vr, idx, o, err))) return rc;
        lang_next_index(idx, r.shape, r.ndim);
    }
    return back_to_scalar(I, res, out, err);
}

/* clip(a, lo, hi) (either bound None or absent): _methods._clip takes maximum / minimum
 * for one bound */
static int np_clip(lang_interp *I, lang_value *v, lang_value *lo, lang_value *hi, lang_value **out, sl_error *err) {
    lang_value *args[3] = {v, lo, hi};
    bool no_lo = !lo || lo->kind == V_NONE, no_hi = !hi || hi->kind == V_NONE;
    if (no_lo && no_hi) return lang_py_error(err, "ValueError", "One of max or min must be given");
    if (!no_lo && !no_hi) return np_select(I, "clip", args, 3, out, err);
    args[1] = no_hi ? lo : hi;
    return np_select(I, no_hi ? "maximum" : "minimum", args, 2, out, err);
}

/* np.eye(N, M=None, k=0, dtype=float, order='C') / np.identity(n, dtype=float) */
static int np_eye(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PE[] = {"N", "M", "k", "dtype", "order"};
    static const char *const PI[] = {"n", "dtype"};
    lang_value *p[5] = {NULL};
    int rc;
    if (name[0] == 'i') {
        lang_value *q[2];
        if ((rc = lang_bind(a, name, PI, 2, 1, q, err))) return rc;
        p[0] = q[0];
        p[3] = q[1];
    } else if ((rc = lang_bind(a, name, PE, 5, 1, p, err))) {
        return rc;
    }
    int64_t nrow, ncol, k = 0;
    if ((rc = np_int(p[0], SL_NP_TE_INDEX, &nrow, err))) return rc;
    ncol = nrow;
    if (p[1] && p[1]->kind != V_NONE && (rc = np_int(p[1], SL_NP_TE_INDEX, &ncol, err))) return rc;
    if (p[2] && (rc = np_int(p[2], SL_NP_TE_INDEX, &k, err))) return rc;
    sl_dtype dt = SL_FLOAT64;
    if (p[3] && (rc = get_dtype(p[3], &dt, err)) < 0) return rc;
    if (rc == 1) dt = SL_FLOAT64;
    char order = 'C';
    if ((rc = get_order(p[4], &order, err))) return rc;
    int64_t shape[2] = {nrow, ncol};
    sl_array r;
    if ((rc = sl_np_empty(shape, 2, dt, order, &r, err))) return rc;
    lang_value *res;
    lang_num z = {0};
    if ((rc = np_new(I, &r, LF_ZERO, z, &res, err))) return rc;
    if ((rc = lang_before_write(I, err))) return rc;
    lang_lview dv;
    lang_lview_of_array(&r, &dv);
    lang_num one = {false, 1, 1.0};
    for (int64_t i = 0; i < nrow; i++) {
        int64_t j = i + k;
        if (j < 0 || j >= ncol) continue;
        int64_t idx[2] = {i, j};
        if ((rc = lang_write(I, AV(res)->st, &dv, idx, one, err))) return rc;
    }
    *out = res;
    return SL_OK;
}

/* np.cumsum / cumprod (also as methods): sequential accumulation (numpy's accumulate
 * loop adds in order, so floats round exactly as here), small ints accumulate in
 * int64 / uint64; axis None works on the C-order flattening; the output follows the
 * input's iterator order */
static int np_cumulate(lang_interp *I, lang_value *v, bool prod, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"axis", "dtype", "out"};
    lang_value *p[3];
    int rc = lang_bind(a, prod ? "cumprod" : "cumsum", PN, 3, 0, p, err);
    if (rc) return rc;
    if ((p[1] && p[1]->kind != V_NONE) || (p[2] && p[2]->kind != V_NONE))
        return lang_unsupported(err, "%s() with dtype= or out=", prod ? "cumprod" : "cumsum");
    const sl_array *x0 = &AV(v)->a;
    sl_dtype acc = x0->dtype;
    if (acc == SL_BOOL || acc == SL_INT8 || acc == SL_INT16 || acc == SL_INT32) acc = SL_INT64;
    else if (acc == SL_UINT8 || acc == SL_UINT16 || acc == SL_UINT32) acc = SL_UINT64;
    if ((rc = arith_dtype_ok(acc, err))) return rc;
    lang_value *src = v;
    int64_t axis = 0;
    if (!p[0] || p[0]->kind == V_NONE) {
        lang_args none = {0};
        if ((rc = lang_np_method(I, v, "ravel", &none, &src, err))) return rc;
    } else {
        bool red[SL_MAX_DIMS], all;
        if (x0->ndim == 0) return lang_unsupported(err, "cumsum/cumprod of a 0-d array along an axis");
        if ((rc = reduce_axes(p[0], x0, false, false, red, &all, err))) return rc;
        for (int32_t d = 0; d < x0->ndim; d++)
            if (red[d]) axis = d;
    }
    const sl_array *x = &AV(src)->a;
    if (x->ndim == 0) return lang_unsupported(err, "cumsum of a 0-d array");
    sl_array r;
    int32_t perm[SL_MAX_DIMS];
    iter_perm(x, 1, perm);
    if ((rc = sl_np_empty(x->shape, x->ndim, acc, 'C', &r, err)) || (rc = strides_in_perm(&r, perm, err))) return rc;
    lang_value *res;
    lang_num z = {0};
    if ((rc = np_new(I, &r, LF_ZERO, z, &res, err))) return rc;
    int64_t n, idx[SL_MAX_DIMS] = {0};
    if ((rc = sl_np_size(x, &n, err))) return rc;
    lang_lview sv, dv;
    lang_lview_of_array(x, &sv);
    lang_lview_of_array(&r, &dv);
    for (int64_t k = 0; k < n; k++) {
        lang_num e, o;
        if ((rc = lang_read(I, AV(src)->st, &sv, idx, &e, err))) return rc;
        if ((rc = lang_num_cast(e, acc, &e, err))) return rc;
        if (idx[axis] == 0) {
            o = e;
        } else {
            int64_t prev[SL_MAX_DIMS];
            memcpy(prev, idx, sizeof prev);
            prev[axis]--;
            lang_num q;
            if ((rc = lang_read(I, AV(res)->st, &dv, prev, &q, err))) return rc;
            o.is_float = e.is_float;
            if (e.is_float) o.f = prod ? q.f * e.f : q.f + e.f;
            else o.i = (int64_t)(prod ? (uint64_t)q.i * (uint64_t)e.i : (uint64_t)q.i + (uint64_t)e.i);
        }
        if ((rc = lang_num_cast(o, acc, &o, err))) return rc;
        if ((rc = lang_write(I, AV(res)->st, &dv, idx, o, err))) return rc;
        lang_next_index(idx, x->shape, x->ndim);
    }
    *out = res;
    return SL_OK;
}

/* a @ b, np.matmul, np.dot for 1-d and 2-d operands: integer products wrap; float
 * results only when every product is exact and every sum of them is exact in any order
 * (BLAS may block, reorder and fuse multiply-adds), else refused */
static int np_matmul(lang_interp *I, lang_value *a, lang_value *b, bool dot, lang_value **out, sl_error *err) {
    int rc;
    if ((rc = scalar_as_array(I, a, &a, err)) || (rc = scalar_as_array(I, b, &b, err))) return rc;
    const sl_array *x = &AV(a)->a, *y = &AV(b)->a;
    const char *sig = "(n?,k),(k,m?)->(n?,m?)";
    if (!dot) {
        if (x->ndim == 0 || y->ndim == 0)
            return lang_py_error(err, "ValueError",
                                 "matmul: Input operand %d does not have enough dimensions (has 0, gufunc core with "
                                 "signature %s requires 1)",
                                 x->ndim == 0 ? 0 : 1, sig);
    } else if (x->ndim == 0 || y->ndim == 0) {
        return lang_unsupported(err, "np.dot with a 0-d operand");
    }
    if (x->ndim > 2 || y->ndim > 2) return lang_unsupported(err, "matmul/dot of arrays with more than 2 dims");
    int64_t n = x->ndim == 2 ? x->shape[0] : 1, kx = x->shape[x->ndim - 1];
    int64_t ky = y->ndim == 2 ? y->shape[0] : y->shape[0], m = y->ndim == 2 ? y->shape[1] : 1;
    if (kx != ky) {
        if (dot) {
            char s1[256], s2[256];
            sl_np_format_shape(s1, sizeof s1, x->shape, x->ndim);
            sl_np_format_shape(s2, sizeof s2, y->shape, y->ndim);
            return lang_py_error(err, "ValueError", "shapes %s and %s not aligned: %lld (dim %d) != %lld (dim 0)", s1, s2,
                                 (long long)kx, x->ndim - 1, (long long)ky);
        }
        return lang_py_error(err, "ValueError",
                             "matmul: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature %s "
                             "(size %lld is different from %lld)",
                             sig, (long long)ky, (long long)kx);
    }
    uop ops[2];
    if ((rc = uop_from(I, a, &ops[0], err)) || (rc = uop_from(I, b, &ops[1], err))) return rc;
    ops[0].scalar = ops[1].scalar = false;
    sl_dtype dt;
    if ((rc = np_result_type(ops, 2, &dt, err)) || (rc = arith_dtype_ok(dt, err))) return rc;
    int64_t shape[2];
    int32_t nd = 0;
    if (x->ndim == 2) shape[nd++] = n;
    if (y->ndim == 2) shape[nd++] = m;
    sl_array r;
    if ((rc = sl_np_empty(shape, nd, dt, 'C', &r, err))) return rc;
    lang_value *res;
    lang_num z = {0};
    if ((rc = np_new(I, &r, LF_ZERO, z, &res, err))) return rc;
    lang_lview xv, yv, rv;
    lang_lview_of_array(x, &xv);
    lang_lview_of_array(y, &yv);
    lang_lview_of_array(&r, &rv);
    lang_num *terms = lang_alloc(&I->A, (size_t)(kx + 1) * sizeof *terms);
    CHECK_ALLOC(terms);
    bool fl = sl_dtype_is_floating(dt);
    for (int64_t i = 0; i < n; i++)
        for (int64_t j = 0; j < m; j++) {
            for (int64_t k = 0; k < kx; k++) {
                int64_t xi[2], yi[2];
                if (x->ndim == 2) {
                    xi[0] = i;
                    xi[1] = k;
                } else {
                    xi[0] = k;
                }
                yi[0] = k;
                yi[1] = j;
                lang_num p, q;
                if ((rc = lang_read(I, AV(a)->st, &xv, xi, &p, err)) || (rc = lang_read(I, AV(b)->st, &yv, yi, &q, err)))
                    return rc;
                if ((rc = lang_num_cast(p, dt, &p, err)) || (rc = lang_num_cast(q, dt, &q, err))) return rc;
                lang_num t = {0};
                if (dt == SL_BOOL) {
                    t.i = p.i && q.i;
                } else if (fl) {
                    t.is_float = true;
                    t.f = p.f * q.f;
                    if (isfinite(t.f) && (fma(p.f, q.f, -t.f) != 0 || (dt == SL_FLOAT32 && (double)(float)t.f != t.f)))
                        return lang_unsupported(err, "a float matmul whose products round (BLAS's order and FMA decide)");
                    if (!isfinite(t.f)) return lang_unsupported(err, "a float matmul with non-finite products");
                } else {
                    t.i = (int64_t)((uint64_t)p.i * (uint64_t)q.i);
                }
                terms[k] = t;
            }
            lang_num s = {0};
            if (dt == SL_BOOL) {
                for (int64_t k = 0; k < kx; k++) s.i = s.i || terms[k].i;
            } else if (fl) {
                if (!float_sum_exact(terms, kx, dt == SL_FLOAT32))
                    return lang_unsupported(err, "a float matmul whose sums round (BLAS's order decides)");
                s.is_float = true;
                for (int64_t k = 0; k < kx; k++) s.f += terms[k].f;
            } else {
                uint64_t acc = 0;
                for (int64_t k = 0; k < kx; k++) acc += (uint64_t)terms[k].i;
                s.i = (int64_t)acc;
            }
            int64_t ri[2];
            int32_t q2 = 0;
            if (x->ndim == 2) ri[q2++] = i;
            if (y->ndim == 2) ri[q2++] = j;
            if ((rc = lang_num_cast(s, dt, &s, err))) return rc;
            if ((rc = lang_write(I, AV(res)->st, &rv, ri, s, err))) return rc;
        }
    return back_to_scalar(I, res, out, err);
}

/* np.sort(a, axis=-1) / a.sort(axis=-1) in place: values only (ties are equal values;
 * a 0.0 / -0.0 tie is refused), nan last; np.sort copies in K order first */
static int sort_values(lang_interp *I, lang_value *v, int64_t axis_d, sl_error *err);

static int cmp_num_asc(const void *pa, const void *pb) {
    const lang_num *p = pa, *q = pb;
    if (p->is_float) {
        bool np_ = isnan(p->f), nq = isnan(q->f);
        if (np_ || nq) return np_ - nq;
        return p->f < q->f ? -1 : p->f > q->f;
    }
    return p->i < q->i ? -1 : p->i > q->i;
}

static int sort_values(lang_interp *I, lang_value *v, int64_t ax, sl_error *err) {
    const sl_array *x = &AV(v)->a;
    if (!(x->flags & SL_NP_WRITEABLE)) return lang_py_error(err, "ValueError", "sort array is read-only");
    int rc = lang_before_write(I, err);
    if (rc) return rc;
    int64_t len = x->shape[ax], total;
    if ((rc = sl_np_size(x, &total, err))) return rc;
    if (total == 0) return SL_OK;
    lang_num *buf = lang_alloc(&I->A, (size_t)(len + 1) * sizeof *buf);
    CHECK_ALLOC(buf);
    lang_lview xv;
    lang_lview_of_array(x, &xv);
    int64_t oshape[SL_MAX_DIMS], oidx[SL_MAX_DIMS] = {0}, groups = total / len;
    memcpy(oshape, x->shape, sizeof oshape);
    oshape[ax] = 1;
    for (int64_t g = 0; g < groups; g++) {
        int64_t idx[SL_MAX_DIMS];
        memcpy(idx, oidx, sizeof idx);
        bool pz = false, nz = false;
        for (int64_t i = 0; i < len; i++) {
            idx[ax] = i;
            if ((rc = lang_read(I, AV(v)->st, &xv, idx, &buf[i], err))) return rc;
            if (buf[i].is_float && buf[i].f == 0) {
                if (signbit(buf[i].f)) nz = true;
                else pz = true;
            }
        }
        if (pz && nz) return lang_unsupported(err, "sorting both 0.0 and -0.0 (their order depends on numpy's sort)");
        qsort(buf, (size_t)len, sizeof *buf, cmp_num_asc);
        for (int64_t i = 0; i < len; i++) {
            idx[ax] = i;
            if ((rc = lang_write(I, AV(v)->st, &xv, idx, buf[i], err))) return rc;
        }
        lang_next_index(oidx, oshape, x->ndim);
    }
    return SL_OK;
}

static int sort_axis(const lang_value *axv, const sl_array *x, int64_t *ax, sl_error *err) {
    int64_t a = -1;
    if (axv) {
        int rc = np_int(axv, SL_NP_TE_INDEX, &a, err);
        if (rc) return rc;
    }
    if (x->ndim == 0) return lang_py_error(err, "AxisError", "axis %lld is out of bounds for array of dimension 0", (long long)a);
    if (a < -(int64_t)x->ndim || a >= x->ndim)
        return lang_py_error(err, "AxisError", "axis %lld is out of bounds for array of dimension %d", (long long)a, x->ndim);
    *ax = a < 0 ? a + x->ndim : a;
    return SL_OK;
}

/* np.round / np.around / a.round(decimals=0) as numpy's PyArray_Round: integer arrays
 * with decimals >= 0 come back as themselves; otherwise y = a * f (or a / f for negative
 * decimals, f = 10**|decimals| built by repeated multiplication), rint, then y / f (or
 * y * f), each in the loop dtype (float64 for integers, cast back at the end) */
static int np_round(lang_interp *I, lang_value *v, const lang_value *decv, lang_value **out, sl_error *err) {
    int64_t dec = 0;
    int rc;
    if (decv && (rc = np_int(decv, SL_NP_TE_INDEX, &dec, err))) return rc;
    const sl_array *x = &AV(v)->a;
    bool is_int = sl_dtype_is_integral(x->dtype, true);
    if (is_int && dec >= 0) {
        *out = v;
        return SL_OK;
    }
    sl_dtype loop = is_int ? SL_FLOAT64 : x->dtype;
    if ((rc = arith_dtype_ok(loop, err))) return rc;
    if (dec > 400 || dec < -400) return lang_unsupported(err, "round() with |decimals| > 400");
    int64_t n10 = dec < 0 ? -dec : dec;
    double f = 1.0;
    static const double P10[] = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8};
    if (n10 < 9) f = P10[n10];
    else {
        f = 1e9;
        for (int64_t k = 9; k < n10; k++) f *= 10.0;
    }
    bool f32 = loop == SL_FLOAT32;
    double ff = f32 ? (double)(float)f : f;
    sl_array r;
    if ((rc = ufunc_result(&x, 1, x->ndim > 0 && x->dtype != loop, x, 1, x->dtype, &r, err))) return rc;
    lang_value *res;
    lang_num z = {0};
    if ((rc = np_new(I, &r, LF_ZERO, z, &res, err))) return rc;
    int64_t cnt, idx[SL_MAX_DIMS] = {0};
    if ((rc = sl_np_size(x, &cnt, err))) return rc;
    lang_lview sv, dv;
    lang_lview_of_array(x, &sv);
    lang_lview_of_array(&r, &dv);
    for (int64_t k = 0; k < cnt; k++) {
        lang_num e, o = {0};
        if ((rc = lang_read(I, AV(v)->st, &sv, idx, &e, err))) return rc;
        if ((rc = lang_num_cast(e, loop, &e, err))) return rc;
        double y = e.f;
        if (dec == 0) {
            y = nearbyint(y);
        } else {
            y = rnd_to(dec > 0 ? y * ff : y / ff, f32);
            y = nearbyint(y);
            y = rnd_to(dec > 0 ? y / ff : y * ff, f32);
        }
        o.is_float = true;
        o.f = y;
        if ((rc = cast_checked(o, x->dtype, &o, err))) return rc;
        if ((rc = lang_write(I, AV(res)->st, &dv, idx, o, err))) return rc;
        lang_next_index(idx, x->shape, x->ndim);
    }
    return back_to_scalar(I, res, out, err);
}

/* ------------------------------------------------------------ attributes == */

static lang_value *dtype_val(lang_interp *I, sl_dtype dt) {
    lang_value **slot = &I->dtype_vals[1][dt];
    if (!*slot) {
        lang_value *v = lv_new(I, V_DTYPE);
        if (!v) return NULL;
        v->u.dtype = dt;
        v->np_dtype = true;
        *slot = v;
    }
    return *slot;
}

int lang_np_getattr(lang_interp *I, lang_value *v, const char *name, lang_value **out, sl_error *err) {
    if (v->kind == V_ARRAY && (!strcmp(name, "real") || !strcmp(name, "imag")))
        return lang_complex_np_part(I, v, name[0] == 'i', out, err); /* arr_complex.c */
    if (v->kind == V_DTYPE && v->np_type) { /* the scalar type np.float32 */
        const char *n = sl_dtype_numpy_name(v->u.dtype);
        if (strcmp(name, "__name__")) return lang_unsupported(err, "attribute %s of a numpy scalar type", name);
        CHECK_ALLOC(*out = lv_strz(I, !strcmp(n, "bool") ? "bool_" : n));
        return SL_OK;
    }
    if (v->kind == V_DTYPE) {
        /* kind, char, str, byteorder of each dtype (little-endian machine) */
        static const char *const INFO[SL_DTYPE_COUNT][4] = {
            [SL_BOOL] = {"b", "?", "|b1", "|"},      [SL_INT8] = {"i", "b", "|i1", "|"},
            [SL_UINT8] = {"u", "B", "|u1", "|"},     [SL_INT16] = {"i", "h", "<i2", "="},
            [SL_UINT16] = {"u", "H", "<u2", "="},    [SL_INT32] = {"i", "i", "<i4", "="},
            [SL_UINT32] = {"u", "I", "<u4", "="},    [SL_INT64] = {"i", "l", "<i8", "="},
            [SL_UINT64] = {"u", "L", "<u8", "="},    [SL_FLOAT16] = {"f", "e", "<f2", "="},
            [SL_FLOAT32] = {"f", "f", "<f4", "="},   [SL_FLOAT64] = {"f", "d", "<f8", "="},
            [SL_COMPLEX64] = {"c", "F", "<c8", "="}, [SL_COMPLEX128] = {"c", "D", "<c16", "="}};
        const char *const *info = INFO[v->u.dtype];
        if (!strcmp(name, "itemsize")) *out = lv_int(I, sl_dtype_itemsize(v->u.dtype));
        else if (!strcmp(name, "name")) *out = lv_strz(I, sl_dtype_numpy_name(v->u.dtype));
        else if (!strcmp(name, "type")) *out = lang_np_type_value(I, v->u.dtype);
        else if (info[0] && !strcmp(name, "kind")) *out = lv_strz(I, info[0]);
        else if (info[0] && !strcmp(name, "char")) *out = lv_strz(I, info[1]);
        else if (info[0] && !strcmp(name, "str")) *out = lv_strz(I, info[2]);
        else if (info[0] && !strcmp(name, "byteorder")) *out = lv_strz(I, info[3]);
        else return lang_unsupported(err, "dtype.%s", name);
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    if (v->kind == V_FLAGS && (v->u.aux.which || !strcmp(name, "num")))
        return lang_np_flags_getattr(I, v, name, out, err); /* a.ctypes, flags.num (ndarray_flags.c) */
    if (v->kind == V_FLAGS) {
        const sl_array *rec = &AV(v->u.aux.owner)->a;
        static const struct { const char *attr, *key; } M[] = {
            {"c_contiguous", "C_CONTIGUOUS"}, {"f_contiguous", "F_CONTIGUOUS"}, {"owndata", "OWNDATA"},
            {"writeable", "WRITEABLE"}, {"aligned", "ALIGNED"}, {"contiguous", "C_CONTIGUOUS"},
            {"fortran", "F_CONTIGUOUS"}, {"writebackifcopy", "WRITEBACKIFCOPY"}, {"behaved", "BEHAVED"},
            {"carray", "CARRAY"}, {"farray", "FARRAY"}, {"fnc", "FNC"}, {"forc", "FORC"}};
        for (size_t i = 0; i < SL_ARRAY_LEN(M); i++)
            if (!strcmp(name, M[i].attr)) {
                bool b;
                int rc = sl_np_flag_item(rec, M[i].key, &b, err);
                if (rc) return rc;
                *out = lv_bool(I, b);
                return SL_OK;
            }
        return lang_py_error(err, "AttributeError", "'numpy.flagsobj' object has no attribute '%s'", name);
    }
    const sl_array *a = &AV(v)->a;
    int rc;
    if ((rc = lang_np_flags_getattr(I, v, name, out, err)) != 1) return rc; /* ndarray_flags.c */
    if (!strcmp(name, "shape")) *out = lv_ints(I, V_TUPLE, a->shape, a->ndim);
    else if (!strcmp(name, "strides")) *out = lv_ints(I, V_TUPLE, a->strides, a->ndim);
    else if (!strcmp(name, "ndim")) *out = lv_int(I, a->ndim);
    else if (!strcmp(name, "itemsize")) *out = lv_int(I, a->itemsize);
    else if (!strcmp(name, "size") || !strcmp(name, "nbytes")) {
        int64_t n = 0;
        if ((rc = sl_np_size(a, &n, err))) return rc;
        if (name[0] == 'n' && sl_ovf_mul(n, a->itemsize, &n)) return sl_error_overflow(err, "nbytes");
        *out = lv_int(I, n);
    } else if (!strcmp(name, "dtype")) {
        *out = dtype_val(I, a->dtype);
    } else if (!strcmp(name, "base")) {
        *out = AV(v)->base ? AV(v)->base : lv_none(I);
        return SL_OK;
    } else if (!strcmp(name, "T")) {
        if (v->np_scalar) {
            *out = v;
            return SL_OK;
        }
        sl_array r;
        rc = sl_np_transpose(a, NULL, 0, &r, err);
        return wrap_np(I, rc, &r, v, out, err);
    } else if (!strcmp(name, "flat")) { /* numpy.flatiter (ndarray_index_math.c) */
        lang_value *f = lv_new(I, V_STORAGE);
        CHECK_ALLOC(f);
        f->u.aux.owner = v;
        f->u.aux.which = 3;
        *out = f;
        return SL_OK;
    } else if (!strcmp(name, "flags")) {
        /* numpy's flagsobj reads the flags as they were when it was made: its owner is a
         * copy of the record whose base is the array (flag writes go there, ndarray_flags.c) */
        lang_value *f = lv_new(I, V_FLAGS), *snap = new_array_value(I, a, AV(v)->st, v);
        CHECK_ALLOC(f);
        CHECK_ALLOC(snap);
        f->u.aux.owner = snap;
        *out = f;
        return SL_OK;
    } else {
        lang_value *f = lv_new(I, V_FUNC);
        CHECK_ALLOC(f);
        f->u.func.name = lang_strndup(&I->A, name, strlen(name));
        CHECK_ALLOC(f->u.func.name);
        f->u.func.self = v;
        *out = f;
        return SL_OK;
    }
    CHECK_ALLOC(*out);
    return SL_OK;
}

/* ------------------------------------------------------------ methods == */

static int tolist_rec(lang_interp *I, lang_value *v, int32_t d, int64_t *idx, lang_value **out, sl_error *err) {
    const sl_array *a = &AV(v)->a;
    if (d == a->ndim) {
        lang_num x;
        int rc = read_elem(I, v, a, idx, &x, err);
        if (rc) return rc;
        if (a->dtype == SL_BOOL) *out = lv_bool(I, x.i != 0);
        else *out = x.is_float ? lv_float(I, x.f) : lv_int(I, x.i);
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    int64_t n = a->shape[d];
    if (n > (1 << 22)) return lang_unsupported(err, "tolist() of more than 4194304 items");
    lang_value *l = lv_seq(I, V_LIST, n);
    CHECK_ALLOC(l);
    for (int64_t i = 0; i < n; i++) {
        idx[d] = i;
        int rc = tolist_rec(I, v, d + 1, idx, &l->u.seq.v[i], err);
        if (rc) return rc;
    }
    *out = l;
    return SL_OK;
}

static int axis_arg(const lang_value *v, sl_np_axis_kind *kind, int64_t *axes, int32_t *n,
                    sl_np_type_msg tuple_msg, sl_np_type_msg plain_msg, sl_error *err) {
    if (!v || v->kind == V_NONE) {
        *kind = SL_NP_AXIS_NONE;
        *n = 0;
        return SL_OK;
    }
    if (v->kind == V_TUPLE || v->kind == V_LIST) {
        *kind = SL_NP_AXIS_TUPLE;
        return np_ints(v, tuple_msg, axes, n, NULL, err);
    }
    *kind = SL_NP_AXIS_INT;
    *n = 1;
    return np_int(v, plain_msg, axes, err);
}

static int np_method_impl(lang_interp *I, lang_value *v, const char *name, const lang_args *a,
                          lang_value **out, sl_error *err);

int lang_np_method(lang_interp *I, lang_value *v, const char *name, const lang_args *a,
                   lang_value **out, sl_error *err) {
    bool was_scalar = v->kind == V_ARRAY && v->np_scalar;
    /* `s += x` on a numpy scalar: Python rebinds s to a new scalar, which the in-place
     * hook of augmented assignment cannot do (it used to leave the value unchanged) */
    if (was_scalar && (!strcmp(name, "add_") || !strcmp(name, "sub_") || !strcmp(name, "mul_") || !strcmp(name, "div_")))
        return lang_unsupported(err, "augmented assignment to a numpy scalar");
    int rc = np_method_impl(I, v, name, a, out, err);
    if (rc || !was_scalar) return rc;
    return back_to_scalar(I, *out, out, err);
}

static int np_method_impl(lang_interp *I, lang_value *v, const char *name, const lang_args *a,
                          lang_value **out, sl_error *err) {
    int rc;
    if (v->kind == V_FLAGS && v->u.aux.which) return lang_np_flags_method(I, v, name, a, out, err); /* a.ctypes */
    if (v->kind == V_FLAGS) {
        if (!strcmp(name, "__flags_getitem__")) {
            lang_value *k = a->pos[0];
            if (k->kind != V_STR) return lang_py_error(err, "KeyError", "'Unknown flag'");
            bool b;
            if ((rc = sl_np_flag_item(&AV(v->u.aux.owner)->a, k->u.str.s, &b, err))) return rc;
            *out = lv_bool(I, b);
            return SL_OK;
        }
        return lang_unsupported(err, "flags.%s()", name);
    }
    if (v->kind == V_STORAGE) {
        return lang_storage_method(I, v, name, a, out, err);
    }
    if (v->np_scalar && strcmp(name, "tolist") && strcmp(name, "item") && strncmp(name, "__", 2) &&
        (rc = scalar_as_array(I, v, &v, err)))
        return rc;
    if ((rc = lang_np_more_method(I, v, name, a, out, err)) != 1) return rc; /* ndarray_reorder.c */
    if ((rc = lang_np_misc_method(I, v, name, a, out, err)) != 1) return rc; /* ndarray_index_math.c */
    if ((rc = lang_probe2_np_method(I, v, name, a, out, err)) != 1) return rc; /* lang_probe2.c */
    if ((rc = lang_np_flags_method(I, v, name, a, out, err)) != 1) return rc; /* ndarray_flags.c */
    if ((rc = lang_mathfn_np_method(I, v, name, a, out, err)) != 1) return rc; /* arr_mathfn.c */
    const sl_array *x = &AV(v)->a;
    sl_array r;
    int64_t v1[SL_MAX_DIMS];
    int32_t n1;
    if (!strcmp(name, "reshape")) {
        static const char *const KW[] = {"order", "shape"};
        if ((rc = check_kw(a, name, KW, 2, err))) return rc;
        char order = 'C';
        if ((rc = get_order(lang_kwarg(a, "order"), &order, err))) return rc;
        if (order == 'K') return lang_py_error(err, "ValueError", "order 'K' is not permitted for reshaping");
        lang_value *shp = lang_kwarg(a, "shape");
        if (!shp && a->npos == 0)
            return lang_py_error(err, "TypeError", "reshape() takes exactly 1 argument (0 given)");
        if (shp) rc = np_ints(shp, SL_NP_TE_INDEX, v1, &n1, NULL, err);
        else if (a->npos == 1 && a->pos[0]->kind == V_NONE) {
            rc = sl_np_view(x, &r, err);
            return wrap_np(I, rc, &r, v, out, err);
        } else rc = np_shape_args((const lang_value *const *)a->pos, a->npos, v1, &n1, err);
        if (rc) return rc;
        sl_array hidden;
        if ((rc = sl_np_reshape(x, v1, n1, order, &r, &hidden, err))) return rc;
        if (r.base == SL_NP_BASE_HIDDEN) {
            lang_value *h;
            hidden.base = SL_NP_BASE_NONE;
            hidden.alias = SL_ALIAS_NEW;
            if ((rc = wrap_np(I, SL_OK, &hidden, v, &h, err))) return rc;
            *out = new_array_value(I, &r, AV(h)->st, h);
            CHECK_ALLOC(*out);
            return SL_OK;
        }
        return wrap_np(I, rc, &r, v, out, err);
    }
    if (!strcmp(name, "transpose")) {
        if (a->nkw) return lang_unsupported(err, "transpose() keywords");
        if (a->npos == 0 || (a->npos == 1 && a->pos[0]->kind == V_NONE)) rc = sl_np_transpose(x, NULL, 0, &r, err);
        else {
            if ((rc = np_shape_args((const lang_value *const *)a->pos, a->npos, v1, &n1, err))) return rc;
            rc = sl_np_transpose(x, v1, n1, &r, err);
        }
        return wrap_np(I, rc, &r, v, out, err);
    }
    if (!strcmp(name, "swapaxes")) {
        if (a->npos != 2 || a->nkw) return lang_unsupported(err, "swapaxes() arguments");
        int64_t p, q;
        if ((rc = np_int(a->pos[0], SL_NP_TE_INDEX, &p, err)) || (rc = np_int(a->pos[1], SL_NP_TE_INDEX, &q, err)))
            return rc;
        rc = sl_np_swapaxes(x, p, q, &r, err);
        return wrap_np(I, rc, &r, v, out, err);
    }
    if (!strcmp(name, "squeeze")) {
        static const char *const KW[] = {"axis"};
        if ((rc = check_kw(a, name, KW, 1, err))) return rc;
        lang_value *ax = a->npos ? a->pos[0] : lang_kwarg(a, "axis");
        sl_np_axis_kind k;
        if (ax && ax->kind == V_LIST) return sl_np_arg_type_error(SL_NP_TE_INDEX, "list", err);
        if ((rc = axis_arg(ax, &k, v1, &n1, SL_NP_TE_INDEX, SL_NP_TE_INDEX, err))) return rc;
        rc = sl_np_squeeze(x, k, v1, n1, &r, err);
        return wrap_np(I, rc, &r, v, out, err);
    }
    if (!strcmp(name, "ravel") || !strcmp(name, "flatten") || !strcmp(name, "copy")) {
        static const char *const KW[] = {"order"};
        if ((rc = check_kw(a, name, KW, 1, err))) return rc;
        char order = name[0] == 'c' ? 'C' : 'C';
        lang_value *ov = a->npos ? a->pos[0] : lang_kwarg(a, "order");
        if ((rc = get_order(ov, &order, err))) return rc;
        if (name[0] == 'c') {
            rc = sl_np_copy(x, order, &r, err);
            return wrap_np(I, rc, &r, v, out, err);
        }
        sl_array src_order;
        rc = name[0] == 'r' ? sl_np_ravel(x, order, &r, &src_order, err)
                            : sl_np_flatten(x, order, &r, &src_order, err);
        if (rc) return rc;
        if (r.base == SL_NP_BASE_NONE && r.alias != SL_ALIAS_SAME) {
            lang_lview sv, dv;
            lang_lview_of_array(&src_order, &sv);
            lang_lview_of_array(&r, &dv);
            lang_storage *st = lang_storage_copy(I, AV(v)->st, &sv, &dv, r.buffer_bytes, 0, true);
            CHECK_ALLOC(st);
            *out = new_array_value(I, &r, st, NULL);
            CHECK_ALLOC(*out);
            return SL_OK;
        }
        return wrap_np(I, rc, &r, v, out, err);
    }
    if (!strcmp(name, "view")) {
        if (a->nkw) return lang_unsupported(err, "view() with keyword arguments");
        if (a->npos > 1) return lang_unsupported(err, "view() with %d arguments", a->npos);
        if (a->npos == 1 && a->pos[0]->kind != V_NONE) {
            sl_dtype dt;
            if ((rc = get_dtype(a->pos[0], &dt, err)) < 0) return rc;
            rc = sl_np_view_dtype(x, dt, &r, err);
            return wrap_np(I, rc, &r, v, out, err);
        }
        rc = sl_np_view(x, &r, err);
        return wrap_np(I, rc, &r, v, out, err);
    }
    if (!strcmp(name, "diagonal")) {
        static const char *const PN[] = {"offset", "axis1", "axis2"};
        lang_value *p[3];
        if ((rc = lang_bind(a, name, PN, 3, 0, p, err))) return rc;
        int64_t o = 0, a1 = 0, a2 = 1;
        if ((p[0] && (rc = np_int(p[0], SL_NP_TE_INDEX, &o, err))) ||
            (p[1] && (rc = np_int(p[1], SL_NP_TE_INDEX, &a1, err))) ||
            (p[2] && (rc = np_int(p[2], SL_NP_TE_INDEX, &a2, err))))
            return rc;
        rc = sl_np_diagonal(x, o, a1, a2, &r, err);
        return wrap_np(I, rc, &r, v, out, err);
    }
    if (!strcmp(name, "tolist")) {
        if (a->npos || a->nkw) return lang_unsupported(err, "tolist() with arguments");
        int64_t idx[SL_MAX_DIMS] = {0};
        return tolist_rec(I, v, 0, idx, out, err);
    }
    if (!strcmp(name, "item") || !strcmp(name, "__int__") || !strcmp(name, "__float__") ||
        !strcmp(name, "__bool__")) {
        if (a->npos || a->nkw) return lang_unsupported(err, "%s() with arguments", name);
        int64_t n = 0;
        if ((rc = sl_np_size(x, &n, err))) return rc;
        if (n == 0 && name[2] == 'b') { /* numpy 1.24: False, with a DeprecationWarning */
            CHECK_ALLOC(*out = lv_bool(I, false));
            return SL_OK;
        }
        if (n != 1) {
            if (name[2] == 'b')
                return lang_py_error(err, "ValueError",
                                     "The truth value of an array with more than one element is ambiguous. Use a.any() or a.all()");
            if (name[0] == 'i')
                return lang_py_error(err, "ValueError", "can only convert an array of size 1 to a Python scalar");
            return lang_py_error(err, "TypeError", "only size-1 arrays can be converted to Python scalars");
        }
        int64_t idx[SL_MAX_DIMS] = {0};
        lang_num e;
        if ((rc = read_elem(I, v, x, idx, &e, err))) return rc;
        if (name[2] == 'i') *out = lv_int(I, e.is_float ? (int64_t)e.f : e.i);
        else if (name[2] == 'f') *out = lv_float(I, e.is_float ? e.f : (double)e.i);
        else if (name[2] == 'b') {
            *out = lv_bool(I, e.is_float ? e.f != 0 : e.i != 0);
            return SL_OK;
        } else if (x->dtype == SL_BOOL) {
            *out = lv_bool(I, e.i != 0);
            return SL_OK;
        } else *out = e.is_float ? lv_float(I, e.f) : lv_int(I, e.i);
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    if (!strcmp(name, "fill")) {
        if (a->npos != 1 || a->nkw) return lang_unsupported(err, "fill() arguments");
        if ((rc = np_write(I, v, x, NW_SET, a->pos[0], err))) return rc;
        *out = lv_none(I);
        return SL_OK;
    }
    if (!strcmp(name, "add_") || !strcmp(name, "sub_") || !strcmp(name, "mul_") || !strcmp(name, "div_")) {
        /* used by augmented assignment */
        nwop op = name[0] == 'a' ? NW_ADD : name[0] == 's' ? NW_SUB : name[0] == 'm' ? NW_MUL : NW_DIV;
        lang_value *rhs = a->pos[0];
        if (rhs->kind == V_LIST) {
            /* the ufunc takes a list as np.asarray(list) */
            lang_args aa = {0};
            lang_value *args[1] = {rhs};
            aa.pos = args;
            aa.npos = 1;
            if ((rc = lang_np_func(I, "array", &aa, &rhs, err))) return rc;
        }
        if ((rc = np_write(I, v, x, op, rhs, err))) return rc;
        *out = v;
        return SL_OK;
    }
    rdkind rk;
    if (reducer_of(name, &rk)) return np_reduce(I, v, rk, name, a, out, err);
    if (!strcmp(name, "astype")) return np_astype(I, v, a, out, err);
    if (!strcmp(name, "cumsum") || !strcmp(name, "cumprod")) return np_cumulate(I, v, name[3] == 'p', a, out, err);
    if (!strcmp(name, "round")) {
        static const char *const PN[] = {"decimals", "out"};
        lang_value *p[2];
        if ((rc = lang_bind(a, name, PN, 2, 0, p, err))) return rc;
        if (p[1] && p[1]->kind != V_NONE) return lang_unsupported(err, "round() with out=");
        return np_round(I, v, p[0], out, err);
    }
    if (!strcmp(name, "clip")) {
        static const char *const PN[] = {"min", "max"};
        lang_value *p[2];
        if ((rc = lang_bind(a, name, PN, 2, 0, p, err))) return rc;
        return np_clip(I, v, p[0], p[1], out, err);
    }
    if (!strcmp(name, "dot")) {
        if (a->npos != 1 || a->nkw || a->pos[0]->kind != V_ARRAY) return lang_unsupported(err, "ndarray.dot() arguments");
        return np_matmul(I, v, a->pos[0], true, out, err);
    }
    if (!strcmp(name, "sort")) {
        static const char *const PN[] = {"axis", "kind", "order"};
        lang_value *p[3];
        if ((rc = lang_bind(a, name, PN, 3, 0, p, err))) return rc;
        if ((p[1] && p[1]->kind != V_NONE) || (p[2] && p[2]->kind != V_NONE))
            return lang_unsupported(err, "sort() with kind= or order=");
        int64_t ax;
        if ((rc = sort_axis(p[0], x, &ax, err)) || (rc = sort_values(I, v, ax, err))) return rc;
        *out = lv_none(I);
        return SL_OK;
    }
    if (!strcmp(name, "__neg__") || !strcmp(name, "__invert__") || !strcmp(name, "__abs__") || !strcmp(name, "__pos__")) {
        if (a->npos || a->nkw) return lang_unsupported(err, "ndarray.%s() with arguments", name);
        return np_unary(I, v, name, out, err);
    }
    {
        /* a.__lt__(b) ... a.__add__(b): the binary ufuncs as methods */
        static const struct { const char *name; lang_op op; } M[] = {
            {"__add__", OP_ADD}, {"__sub__", OP_SUB}, {"__mul__", OP_MUL}, {"__truediv__", OP_DIV},
            {"__floordiv__", OP_FLOORDIV}, {"__mod__", OP_MOD}, {"__lt__", OP_LT}, {"__le__", OP_LE},
            {"__gt__", OP_GT}, {"__ge__", OP_GE}, {"__eq__", OP_EQ}, {"__ne__", OP_NE}};
        for (size_t k = 0; k < SL_ARRAY_LEN(M); k++) {
            if (strcmp(name, M[k].name)) continue;
            if (a->npos != 1 || a->nkw) return lang_unsupported(err, "ndarray.%s() arguments", name);
            return np_binary(I, M[k].op, v, a->pos[0], out, err);
        }
    }
    if (!strcmp(name, "__len__")) {
        *out = lv_int(I, x->ndim ? x->shape[0] : 0);
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    return lang_unsupported(err, "ndarray.%s()", name);
}

/* np.int8(3), np.float32(0.5), ...: a numpy scalar of that type */
int lang_np_scalar_new(lang_interp *I, sl_dtype dt, const lang_args *a, lang_value **out, sl_error *err) {
    if (a->nkw || a->npos > 1) return lang_unsupported(err, "numpy scalar constructor arguments");
    lang_num x = {0};
    if (a->npos == 1) {
        lang_value *v = lang_np_scalar_py(I, a->pos[0], err);
        if (!v) return err->code;
        if (v->kind == V_FLOAT) {
            x.is_float = true;
            x.f = v->u.f;
        } else if (v->kind == V_INT || v->kind == V_BOOL) {
            x.i = v->kind == V_INT ? v->u.i : v->u.b;
            x.f = (double)x.i;
        } else {
            return lang_unsupported(err, "numpy scalar from a %s", lv_type_name(v));
        }
    }
    sl_array s;
    int rc = sl_np_empty(NULL, 0, dt, 'C', &s, err);
    if (rc) return rc;
    s.flags &= ~SL_NP_WRITEABLE;
    lang_value *r;
    if ((rc = np_new(I, &s, LF_VALUE, x, &r, err))) return rc;
    if (dt == SL_BFLOAT16)
        AV(r)->st->poison = "element values of bfloat16 scalars";
    r->np_scalar = true;
    *out = r;
    return SL_OK;
}

lang_value *lang_np_scalar_py(lang_interp *I, lang_value *v, sl_error *err) {
    if (v->kind != V_ARRAY || !v->np_scalar) return v;
    int64_t idx[1] = {0};
    lang_num x;
    if (read_elem(I, v, &AV(v)->a, idx, &x, err)) return NULL;
    lang_value *r = np_scalar(I, x, AV(v)->a.dtype);
    if (!r) lang_nomem(err);
    return r;
}

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
    if (p[1] && (rc = np_int(p[1], SL_NP_TE_INDEX, &axis, err))) return rc;
    const sl_array *x = &AV(arr)->a;
    int64_t ax = axis < 0 ? axis + x->ndim : axis;
    if (ax < 0 || ax >= x->ndim) return lang_py_error(err, "IndexError", "tuple index out of range");
    int64_t total = x->shape[ax];
    int64_t points[1026];
    int64_t npoints = 0;
    if (p[0]->kind == V_LIST || p[0]->kind == V_TUPLE) {
        if (p[0]->u.seq.n > 1024) return lang_unsupported(err, "more than 1024 split points");
        points[npoints++] = 0;
        for (int64_t i = 0; i < p[0]->u.seq.n; i++)
            if ((rc = np_int(p[0]->u.seq.v[i], SL_NP_TE_INDEX, &points[npoints++], err))) return rc;
        points[npoints++] = total;
    } else {
        int64_t sections;
        if (p[0]->kind != V_INT) return lang_unsupported(err, "split sections given as %s", lv_type_name(p[0]));
        sections = p[0]->u.i;
        if (equal && sections != 0 && total % sections)
            return lang_py_error(err, "ValueError", "array split does not result in an equal division");
        if (equal && sections == 0) return lang_py_error(err, "ZeroDivisionError", "integer modulo by zero");
        if (sections <= 0) return lang_py_error(err, "ValueError", "number sections must be larger than 0.");
        if (sections > 1024) return lang_unsupported(err, "more than 1024 sections");
        int64_t each = total / sections, extras = total % sections;
        points[npoints++] = 0;
        for (int64_t i = 0; i < sections; i++) {
            points[npoints] = points[npoints - 1] + (i < extras ? each + 1 : each);
            npoints++;
        }
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
    lang_value *l = lv_seq(I, V_LIST, a->npos);
    CHECK_ALLOC(l);
    for (int32_t i = 0; i < a->npos; i++) {
        lang_value *ary = a->pos[i], *r;
        int rc;
        if (ary->kind != V_ARRAY) return lang_unsupported(err, "atleast_%dd() of a %s", n, lv_type_name(ary));
        if ((rc = scalar_as_array(I, ary, &ary, err))) return rc;
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

static lang_value *dtype_val(lang_interp *I, sl_dtype dt);

/* np.dtype(x): x a dtype or scalar type, a Python type (int, float, bool, complex) or a
 * string (get_dtype) */
static int np_dtype_ctor(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    if (a->nkw) return lang_unsupported(err, "numpy.dtype() with keyword arguments");
    if (a->npos != 1) return lang_unsupported(err, "numpy.dtype() with %d arguments", (int)a->npos);
    lang_value *x = a->pos[0];
    if (x->kind == V_DTYPE && !x->np_dtype) return lang_unsupported(err, "numpy.dtype() of a torch dtype");
    if (x->kind != V_DTYPE && x->kind != V_STR && x->kind != V_FUNC)
        return lang_unsupported(err, "numpy.dtype() of a %s", lv_type_name(x));
    sl_dtype dt;
    int rc = get_dtype(x, &dt, err);
    if (rc) return rc;
    CHECK_ALLOC(*out = dtype_val(I, dt));
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

int lang_np_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    if (!strcmp(name, "dtype")) return np_dtype_ctor(I, a, out, err);
    int rc;
    if ((rc = lang_printopts_np_func(I, name, a, out, err)) != 1) return rc; /* arr_printopts.c */
    if ((rc = lang_random_np_func(I, name, a, out, err)) != 1) return rc;    /* arr_random.c */
    if ((rc = lang_limits_func(I, true, name, a, out, err)) != 1) return rc; /* arr_limits.c */
    if (!strcmp(name, "rot90")) return lang_rot90_np(I, a, out, err);         /* arr_rot90.c */
    if ((rc = lang_np_grids_func(I, name, a, out, err)) != 1) return rc; /* ndarray_grids.c */
    if ((rc = lang_np_compose_func(I, name, a, out, err)) != 1) return rc; /* ndarray_compose.c */
    if ((rc = lang_np_more_func(I, name, a, out, err)) != 1) return rc; /* ndarray_reorder.c */
    if ((rc = lang_ops2_np_func(I, name, a, out, err)) != 1) return rc;  /* lang_ops2.c */
    if ((rc = lang_np_misc_func(I, name, a, out, err)) != 1) return rc; /* ndarray_index_math.c */
    if ((rc = lang_fleet_np_func(I, name, a, out, err)) != 1) return rc; /* lang_fleet.c */
    if ((rc = lang_probe2_np_func(I, name, a, out, err)) != 1) return rc; /* lang_probe2.c */
    if ((!strcmp(name, "real") || !strcmp(name, "imag")) && a->npos == 1 && !a->nkw && a->pos[0]->kind == V_ARRAY)
        return lang_complex_np_part(I, a->pos[0], name[0] == 'i', out, err); /* arr_complex.c */
    if ((rc = lang_np_flags_func(I, name, a, out, err)) != 1) return rc; /* ndarray_flags.c */
    if ((rc = lang_mathfn_np_func(I, name, a, out, err)) != 1) return rc;  /* arr_mathfn.c */
    if (!strcmp(name, "arange")) return np_arange(I, a, out, err);
    if (!strcmp(name, "zeros") || !strcmp(name, "ones") || !strcmp(name, "empty") || !strcmp(name, "full"))
        return np_create(I, name, a, out, err);
    if (!strcmp(name, "array") || !strcmp(name, "asarray")) return np_array(I, name, a, out, err);
    if (!strcmp(name, "atleast_1d") || !strcmp(name, "atleast_2d") || !strcmp(name, "atleast_3d"))
        return np_atleast(I, name[8] - '0', a, out, err);
    if (!strcmp(name, "broadcast_arrays") || !strcmp(name, "lib.stride_tricks.broadcast_arrays")) {
        if (a->nkw) return lang_unsupported(err, "broadcast_arrays() keywords");
        if (a->npos > 32) return lang_unsupported(err, "broadcast_arrays() of more than 32 arrays");
        sl_array ins[32], outs[32];
        lang_value *srcs[32];
        for (int32_t i = 0; i < a->npos; i++) {
            if (a->pos[i]->kind != V_ARRAY) return lang_unsupported(err, "broadcast_arrays() of a %s", lv_type_name(a->pos[i]));
            if ((rc = scalar_as_array(I, a->pos[i], &srcs[i], err))) return rc;
            ins[i] = AV(srcs[i])->a;
        }
        if ((rc = sl_np_broadcast_arrays(ins, a->npos, outs, err))) return rc;
        lang_value *l = lv_seq(I, V_LIST, a->npos);
        CHECK_ALLOC(l);
        for (int32_t i = 0; i < a->npos; i++)
            if ((rc = wrap_np(I, SL_OK, &outs[i], srcs[i], &l->u.seq.v[i], err))) return rc;
        *out = l;
        return SL_OK;
    }
    if (!strcmp(name, "shares_memory") || !strcmp(name, "may_share_memory")) {
        if (a->npos != 2 || a->nkw || a->pos[0]->kind != V_ARRAY || a->pos[1]->kind != V_ARRAY)
            return lang_unsupported(err, "%s() arguments", name);
        const sl_array *p = &AV(a->pos[0])->a, *q = &AV(a->pos[1])->a;
        bool same = AV(a->pos[0])->st == AV(a->pos[1])->st, res = false;
        if (name[0] == 's') rc = sl_np_shares_memory(p, q, same, -1, &res, err);
        else rc = same ? sl_np_may_share_memory(p, q, &res, err) : SL_OK;
        if (rc) return rc;
        *out = lv_bool(I, res);
        return SL_OK;
    }
    if (!strcmp(name, "zeros_like") || !strcmp(name, "ones_like") || !strcmp(name, "empty_like") ||
        !strcmp(name, "full_like"))
        return np_like(I, name, a, out, err);
    if (!strcmp(name, "linspace")) return np_linspace(I, a, out, err);
    if (!strcmp(name, "eye") || !strcmp(name, "identity")) return np_eye(I, name, a, out, err);
    if (!strcmp(name, "maximum") || !strcmp(name, "minimum") || !strcmp(name, "where") || !strcmp(name, "clip")) {
        int want = name[1] == 'a' || name[1] == 'i' ? 2 : 3;
        if (a->nkw || a->npos != want) return lang_unsupported(err, "numpy.%s() arguments", name);
        if (a->pos[0]->kind != V_ARRAY && (want == 3 || a->pos[1]->kind != V_ARRAY))
            return lang_unsupported(err, "numpy.%s() without an array first", name);
        if (want == 3 && name[0] == 'c') return np_clip(I, a->pos[0], a->pos[1], a->pos[2], out, err);
        return np_select(I, name, a->pos, want, out, err);
    }
    if (!strcmp(name, "matmul") || !strcmp(name, "dot")) {
        if (a->nkw || a->npos != 2 || a->pos[0]->kind != V_ARRAY || a->pos[1]->kind != V_ARRAY)
            return lang_unsupported(err, "numpy.%s() arguments", name);
        return np_matmul(I, a->pos[0], a->pos[1], name[0] == 'd', out, err);
    }
    if (!strcmp(name, "sqrt") || !strcmp(name, "square") || !strcmp(name, "floor") || !strcmp(name, "ceil") ||
        !strcmp(name, "trunc") || !strcmp(name, "rint")) {
        if (a->nkw || a->npos != 1 || a->pos[0]->kind != V_ARRAY) return lang_unsupported(err, "numpy.%s() arguments", name);
        lang_value *x;
        if ((rc = scalar_as_array(I, a->pos[0], &x, err))) return rc;
        return np_math1(I, name, x, out, err);
    }
    if (!strcmp(name, "isnan") || !strcmp(name, "isinf") || !strcmp(name, "isfinite") || !strcmp(name, "isposinf") ||
        !strcmp(name, "isneginf") || !strcmp(name, "signbit") || !strcmp(name, "logical_not") || !strcmp(name, "sign")) {
        if (a->nkw || a->npos != 1 || a->pos[0]->kind != V_ARRAY) return lang_unsupported(err, "numpy.%s() arguments", name);
        lang_value *x;
        if ((rc = scalar_as_array(I, a->pos[0], &x, err))) return rc;
        return np_pred1(I, name, x, out, err);
    }
    if (!strcmp(name, "negative") || !strcmp(name, "absolute") || !strcmp(name, "abs") || !strcmp(name, "invert") ||
        !strcmp(name, "positive")) {
        if (a->npos != 1 || a->nkw || a->pos[0]->kind != V_ARRAY) return lang_unsupported(err, "numpy.%s() arguments", name);
        lang_value *x;
        if ((rc = scalar_as_array(I, a->pos[0], &x, err))) return rc;
        return np_unary(I, x, name[0] == 'n' ? "__neg__" : name[0] == 'i' ? "__invert__" : name[0] == 'p' ? "__pos__" : "__abs__",
                        out, err);
    }
    if (!strcmp(name, "concatenate")) return np_concatenate(I, a, out, err);
    if (!strcmp(name, "stack")) return np_stack(I, a, out, err);
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
            return np_binary(I, U[k].op, p, q, out, err);
        }
    }
    /* everything else takes the array first */
    if (a->npos < 1 && !lang_kwarg(a, "a") && !lang_kwarg(a, "x") && !lang_kwarg(a, "m"))
        return lang_unsupported(err, "numpy.%s() without an array", name);
    lang_value *arr = a->npos ? a->pos[0] : lang_kwarg(a, "a") ? lang_kwarg(a, "a") : lang_kwarg(a, "x") ? lang_kwarg(a, "x") : lang_kwarg(a, "m");
    if (arr->kind != V_ARRAY) return lang_unsupported(err, "numpy.%s() of a %s", name, lv_type_name(arr));
    lang_value *arr0 = arr;
    if ((rc = scalar_as_array(I, arr, &arr, err))) return rc;
    const sl_array *x = &AV(arr)->a;
    lang_args rest = *a;
    rest.pos = a->npos ? a->pos + 1 : a->pos;
    rest.npos = a->npos ? a->npos - 1 : 0;
    sl_array r;
    int64_t v1[SL_MAX_DIMS], v2[SL_MAX_DIMS];
    int32_t n1 = 0, n2 = 0;
    rdkind rk;
    if (reducer_of(name, &rk)) return np_reduce(I, arr, rk, name, &rest, out, err);
    if (!strcmp(name, "cumsum") || !strcmp(name, "cumprod")) return np_cumulate(I, arr, name[3] == 'p', &rest, out, err);
    if (!strcmp(name, "round") || !strcmp(name, "around") || !strcmp(name, "round_")) {
        static const char *const PN[] = {"decimals", "out"};
        lang_value *p[2];
        if ((rc = lang_bind(&rest, name, PN, 2, 0, p, err))) return rc;
        if (p[1] && p[1]->kind != V_NONE) return lang_unsupported(err, "round() with out=");
        if ((rc = np_round(I, arr, p[0], out, err))) return rc;
        /* np.round of a numpy scalar gives a scalar back */
        return arr0->np_scalar ? back_to_scalar(I, *out, out, err) : SL_OK;
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
            if ((rc = sort_axis(p[0], x, &ax, err))) return rc;
            if ((rc = sl_np_copy(x, 'K', &r, err)) || (rc = wrap_np(I, SL_OK, &r, arr, &c, err))) return rc;
        }
        if ((rc = sort_values(I, c, ax, err))) return rc;
        *out = c;
        return SL_OK;
    }
    if (!strcmp(name, "split") || !strcmp(name, "array_split"))
        return np_split(I, name[0] == 's', arr, &rest, a, out, err);
    if (!strcmp(name, "transpose") && arr0->np_scalar) {
        /* np.transpose calls the scalar's own method, which returns a scalar */
        lang_value *ax = rest.npos ? rest.pos[0] : lang_kwarg(a, "axes");
        lang_args b = {&ax, ax ? 1 : 0, NULL, NULL, 0};
        return lang_np_method(I, arr0, "transpose", &b, out, err);
    }
    if (!strcmp(name, "transpose")) {
        lang_value *ax = rest.npos ? rest.pos[0] : lang_kwarg(a, "axes");
        if (!ax || ax->kind == V_NONE) rc = sl_np_transpose(x, NULL, 0, &r, err);
        else {
            if ((rc = np_ints(ax, SL_NP_TE_INDEX, v1, &n1, NULL, err))) return rc;
            rc = sl_np_transpose(x, v1, n1, &r, err);
        }
        return wrap_np(I, rc, &r, arr, out, err);
    }
    if (!strcmp(name, "reshape") || !strcmp(name, "swapaxes") || !strcmp(name, "squeeze") ||
        !strcmp(name, "ravel") || !strcmp(name, "diagonal") || !strcmp(name, "copy")) {
        lang_args b = rest;
        static const char *const KW[] = {"a", "newshape", "order", "axis", "axis1", "axis2", "offset"};
        if ((rc = check_kw(a, name, KW, 7, err))) return rc;
        /* rename numpy function keywords to the method's */
        const char **names = lang_alloc(&I->A, (size_t)(a->nkw + 1) * sizeof *names);
        lang_value **vals = lang_alloc(&I->A, (size_t)(a->nkw + 1) * sizeof *vals);
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
            return wrap_np(I, rc, &r, arr, out, err);
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
        if ((rc = np_ints(p[0], SL_NP_TE_INTEGER, v1, &n1, NULL, err))) return rc;
        if ((rc = np_ints(p[1], SL_NP_TE_INTEGER, v2, &n2, NULL, err))) return rc;
        rc = sl_np_moveaxis(x, v1, n1, v2, n2, &r, err);
        return wrap_np(I, rc, &r, arr, out, err);
    }
    if (!strcmp(name, "rollaxis")) {
        static const char *const PN[] = {"axis", "start"};
        lang_value *p[2];
        if ((rc = lang_bind(&rest, name, PN, 2, 1, p, err))) return rc;
        int64_t ax, st = 0;
        if ((rc = np_int(p[0], SL_NP_TE_INTEGER, &ax, err))) return rc;
        if (p[1] && (rc = np_int(p[1], SL_NP_TE_INDEX, &st, err))) return rc;
        rc = sl_np_rollaxis(x, ax, st, &r, err);
        return wrap_np(I, rc, &r, arr, out, err);
    }
    if (!strcmp(name, "expand_dims")) {
        static const char *const PN[] = {"axis"};
        lang_value *p[1];
        if ((rc = lang_bind(&rest, name, PN, 1, 1, p, err))) return rc;
        if ((rc = np_ints(p[0], SL_NP_TE_INTEGER, v1, &n1, NULL, err))) return rc;
        rc = sl_np_expand_dims(x, v1, n1, &r, err);
        return wrap_np(I, rc, &r, arr, out, err);
    }
    if (!strcmp(name, "flip")) {
        static const char *const PN[] = {"axis"};
        lang_value *p[1];
        if ((rc = lang_bind(&rest, name, PN, 1, 0, p, err))) return rc;
        sl_np_axis_kind k;
        if ((rc = axis_arg(p[0], &k, v1, &n1, SL_NP_TE_INTEGER, SL_NP_TE_ITERABLE, err))) return rc;
        rc = sl_np_flip(x, k, v1, n1, &r, err);
        return wrap_np(I, rc, &r, arr, out, err);
    }
    if (!strcmp(name, "flipud") || !strcmp(name, "fliplr")) {
        if (rest.npos || a->nkw) return lang_unsupported(err, "%s() arguments", name);
        rc = name[4] == 'u' ? sl_np_flipud(x, &r, err) : sl_np_fliplr(x, &r, err);
        return wrap_np(I, rc, &r, arr, out, err);
    }
    if (!strcmp(name, "broadcast_to") || !strcmp(name, "lib.stride_tricks.broadcast_to")) {
        static const char *const PN[] = {"shape", "subok"};
        lang_value *p[2];
        if ((rc = lang_bind(&rest, name, PN, 2, 1, p, err))) return rc;
        if ((rc = np_ints(p[0], SL_NP_TE_INDEX, v1, &n1, NULL, err))) return rc;
        rc = sl_np_broadcast_to(x, v1, n1, &r, err);
        return wrap_np(I, rc, &r, arr, out, err);
    }
    if (!strcmp(name, "ascontiguousarray") || !strcmp(name, "asfortranarray")) {
        if (rest.npos || a->nkw) return lang_unsupported(err, "%s() arguments", name);
        rc = name[2] == 'c' ? sl_np_ascontiguousarray(x, &r, err) : sl_np_asfortranarray(x, &r, err);
        return wrap_np(I, rc, &r, arr, out, err);
    }
    if (!strcmp(name, "lib.stride_tricks.as_strided")) {
        static const char *const PN[] = {"x", "shape", "strides", "subok", "writeable"};
        lang_value *p[5];
        if ((rc = lang_bind(a, name, PN, 5, 1, p, err))) return rc;
        bool has_shape = p[1] && p[1]->kind != V_NONE, has_strides = p[2] && p[2]->kind != V_NONE;
        if (has_shape && (rc = np_ints(p[1], SL_NP_TE_INDEX, v1, &n1, NULL, err))) return rc;
        if (has_strides && (rc = np_ints(p[2], SL_NP_TE_INDEX, v2, &n2, NULL, err))) return rc;
        bool wr = !p[4] || lv_truthy(p[4]);
        rc = sl_np_as_strided(x, has_shape ? v1 : NULL, n1, has_strides ? v2 : NULL, n2, wr, &r, err);
        return wrap_np(I, rc, &r, arr, out, err);
    }
    if (!strcmp(name, "lib.stride_tricks.sliding_window_view")) {
        static const char *const PN[] = {"x", "window_shape", "axis", "subok", "writeable"};
        lang_value *p[5];
        if ((rc = lang_bind(a, name, PN, 5, 2, p, err))) return rc;
        if ((rc = np_ints(p[1], SL_NP_TE_INDEX, v1, &n1, NULL, err))) return rc;
        bool has_axis = p[2] && p[2]->kind != V_NONE;
        if (has_axis && (rc = np_ints(p[2], SL_NP_TE_INTEGER, v2, &n2, NULL, err))) return rc;
        bool wr = p[4] && lv_truthy(p[4]);
        rc = sl_np_sliding_window_view(x, v1, n1, has_axis ? v2 : NULL, n2, wr, &r, err);
        return wrap_np(I, rc, &r, arr, out, err);
    }
    if (!strcmp(name, "shape") || !strcmp(name, "ndim") || !strcmp(name, "size")) {
        if (rest.npos || a->nkw) return lang_unsupported(err, "numpy.%s() arguments", name);
        return lang_np_getattr(I, arr, name, out, err);
    }
    return lang_unsupported(err, "numpy.%s()", name);
}

/* ------------------------------------------------------------ npadv helpers == */

/* for ndarray_adv_index.c: a new array value, numpy's cast of a written value, the
 * iterator's K order of broadcast operands (innermost first) */
lang_value *lang_np_array_value(lang_interp *I, const sl_array *a, lang_storage *st, lang_value *base) {
    return new_array_value(I, a, st, base);
}

int lang_np_cast_checked(lang_num x, sl_dtype to, lang_num *out, sl_error *err) {
    return cast_checked(x, to, out, err);
}

void lang_np_iter_perm(const sl_array *ops, int nops, int32_t *perm) { iter_perm(ops, nops, perm); }
