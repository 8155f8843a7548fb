/*
 * ndarray_objects.c — ndarray values, numpy scalars and argument conversion.
 *
 * As the torch layer does for torch, the ndarray layer only converts Python-level
 * arguments and calls the engine's numpy functions (numpy-views section of stridelab.h);
 * layouts, flags and error messages all come from the engine.  The engine's `base` answer
 * says what `.base` is: NONE (an owner: new storage), CHAIN (a view whose base is the
 * input or the input's base, per sl_np_view_base_is_input), HIDDEN (a copying reshape: a
 * view of a hidden owner that holds the copy), DUMMY (as_strided / sliding_window_view: a
 * DummyArray whose .base is the input), SCALAR (a numpy scalar: the element's value),
 * and alias SAME (the input object itself).  Every array value carries the profile whose
 * numpy rules it follows (lang_np_ref: numpy 2.2.6's under lessons without torch, numpy
 * 1.x's otherwise), so the engine and the printing decide per value.
 *
 * This file makes array values and reads arguments (shapes, axes, dtypes, orders); the
 * operations are in the sibling files listed in ndarray_internal.h.
 */
#include "lang/python/py.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lang/numpy/ndarray_internal.h"

lang_value *ndarray_new_array_value(lang_interp *I, const sl_array *a, lang_storage *st,
                                   lang_value *base) {
    lang_value *v = lv_new(I, V_ARRAY);
    if (!v) return NULL;
    lang_array_v *av = lang_alloc(&I->A, sizeof *av);
    if (!av) return NULL;
    av->a = *a;
    av->a.ref = lang_np_ref(I); /* every array of a run follows the run's numpy */
    av->st = st;
    av->base = base;
    v->u.object.data = av;
    return v;
}

sl_ref lang_np_ref(const lang_interp *I) {
    return lang_layers(I)->numpy2 ? SL_REF_LESSONS : SL_REF_DEBIAN12;
}

bool lang_np_is2(const lang_value *v) {
    return v && v->kind == V_ARRAY && lang_av(v)->a.ref == SL_REF_LESSONS;
}

const char *lang_np_scalar_name(sl_dtype dt, bool np2) {
    const char *n = sl_dtype_numpy_name(dt);
    return !n ? "generic" : !strcmp(n, "bool") && !np2 ? "bool_" : n;
}

const char *lang_np_dtype_class(sl_dtype dt, bool dtypes_module, char *buf, size_t cap) {
    const char *n = sl_dtype_numpy_name(dt);
    if (!n) n = "?";
    if (!dtypes_module) {
        snprintf(buf, cap, "numpy.dtype[%s]", !strcmp(n, "bool") ? "bool_" : n);
    } else { /* numpy.dtypes.UInt8DType, Float32DType, BoolDType */
        bool u = n[0] == 'u';
        snprintf(buf, cap, "numpy.dtypes.%s%c%sDType", u ? "U" : "", u ? 'I' : n[0] - 'a' + 'A', n + 1 + u);
    }
    return buf;
}

const char *lang_np_type_path(lang_interp *I, const lang_value *v) {
    if (v->kind == V_DTYPE && lang_np_dtype(v) && !lang_np_type(v)) {
        char buf[64];
        lang_np_dtype_class(lang_dtype_of(v), I->ref == SL_REF_LESSONS, buf, sizeof buf);
        return lang_strndup(&I->A, buf, strlen(buf));
    }
    if (v->kind == V_FLAGS) {
        bool np2 = lang_np_is2(lang_aux_owner(v));
        return lang_aux_which(v) == LANG_AUX_CTYPES ? np2 ? "numpy._core._internal._ctypes" : "numpy.core._internal._ctypes"
               : np2          ? "numpy._core.multiarray.flagsobj"
                              : "numpy.core.multiarray.flagsobj";
    }
    if (v->kind == V_FUNC && !strncmp(v->u.func.name, "numpy.", 6)) {
        /* np.s_ / np.index_exp / np.mgrid / np.ogrid are instances, not functions */
        const char *n = v->u.func.name + 6;
        const char *cls = !strcmp(n, "s_") || !strcmp(n, "index_exp") ? "IndexExpression"
                          : !strcmp(n, "mgrid")                        ? "MGridClass"
                          : !strcmp(n, "ogrid")                        ? "OGridClass"
                                                                       : NULL;
        if (cls) {
            char buf[64];
            snprintf(buf, sizeof buf, "numpy.lib.%s.%s", lang_layers(I)->numpy2 ? "_index_tricks_impl" : "index_tricks", cls);
            return lang_strndup(&I->A, buf, strlen(buf));
        }
    }
    if (v->kind == V_STORAGE && lang_aux_which(v) == LANG_AUX_FLATITER) return "numpy.flatiter";
    if (v->kind == V_STORAGE && lang_aux_which(v) == LANG_AUX_DUMMY_ARRAY)
        return lang_np_is2(lang_aux_owner(v)) ? "numpy.lib._stride_tricks_impl.DummyArray"
                                           : "numpy.lib.stride_tricks.DummyArray";
    return NULL;
}

lang_value *ndarray_np_scalar(lang_interp *I, lang_num x, sl_dtype dt) {
    if (dt == SL_BOOL) return lv_bool(I, x.i != 0);
    if (x.is_float) {
        lang_value *v = lv_float(I, x.f);
        if (v && dt == SL_FLOAT32) v->f32 = true; /* float32 scalar: prints as float32 */
        return v;
    }
    return lv_int(I, x.i);
}

int ndarray_read_elem(lang_interp *I, const lang_value *arr, const sl_array *rec,
                     const int64_t *idx, lang_num *x, sl_error *err) {
    lang_lview v;
    lang_lview_of_array(rec, &v);
    return lang_read(I, AV(arr)->st, &v, idx, x, err);
}


/* a new 0-d array of record s holding a copy of element idx of arr (viewed as rec);
 * complex values are copied part by part (arr_complex.c) */
int ndarray_elem_copy_new(lang_interp *I, const lang_value *arr, const sl_array *rec, const int64_t *idx,
                         const sl_array *s, lang_value **out, sl_error *err) {
    lang_num x = {0};
    bool cplx = sl_dtype_is_complex(rec->dtype);
    int rc = cplx ? SL_OK : ndarray_read_elem(I, arr, rec, idx, &x, err);
    if (rc || (rc = ndarray_np_new(I, s, LF_VALUE, x, out, err)) || !cplx) return rc;
    lang_lview v;
    lang_lview_of_array(rec, &v);
    return lang_complex_copy_elem(I, AV(arr)->st, &v, idx, AV(*out)->st, err);
}

/* A result record from the engine -> a Python value. */
int ndarray_wrap_np(lang_interp *I, int rc, const sl_array *r, lang_value *src, lang_value **out,
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
        if ((rc = sl_np_empty_ref(NULL, 0, r->dtype, 'C', lang_np_ref(I), &s, err))) return rc;
        s.flags &= ~SL_NP_WRITEABLE;
        lang_value *v;
        if ((rc = ndarray_elem_copy_new(I, src, &z, idx, &s, &v, err))) return rc;
        v->u.object.bits |= LANG_BIT_NP_SCALAR;
        *out = v;
        return SL_OK;
    }
    case SL_NP_BASE_CHAIN: {
        lang_value *base = sl_np_view_base_is_input(&AV(src)->a) ? src : AV(src)->base;
        if (!base) base = src;
        *out = ndarray_new_array_value(I, r, AV(src)->st, base);
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    case SL_NP_BASE_DUMMY: {
        lang_value *d = lv_new(I, V_STORAGE);
        CHECK_ALLOC(d);
        d->u.object.data = src;
        d->u.object.code = LANG_AUX_DUMMY_ARRAY;
        *out = ndarray_new_array_value(I, r, AV(src)->st, d);
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
        *out = ndarray_new_array_value(I, r, st, NULL);
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    }
}

/* ------------------------------------------------------------ arguments == */


int ndarray_get_dtype(const lang_value *v, sl_dtype *dt, sl_error *err) {
    if (v->kind == V_DTYPE) {
        *dt = lang_dtype_of(v);
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
        /* comma-separated fields, subarrays, names: structured dtypes, not modelled */
        if (c != s || s[0] == '>' || (s[0] && strchr("gGOSUVamMcp", s[0])) || strpbrk(s, ",()[]: "))
            return lang_unsupported(err, "numpy dtype '%s' (structured, subarray, string, object, datetime or "
                                         "long double dtypes are not modelled)", s);
        if (!strcmp(s, "intp")) { /* np.intp: int64 here, as the attribute np.intp */
            *dt = SL_INT64;
            return SL_OK;
        }
        /* names np.dtype() accepts under numpy 1.24, 1.26.4 or 2.2.6 (np.sctypeDict's
         * string keys and type codes, tried on each) that are not modelled above: refused,
         * never "not understood" (some exist in only one version: int0, bool8, 'n') */
        static const char *const VALID[] = {
            "N", "P", "T", "bool8", "bytes", "bytes0", "bytes_", "datetime64", "f16", "float128", "int0",
            "long", "longcomplex", "longdouble", "longfloat", "n", "object", "object0", "object_",
            "singlecomplex", "str", "str0", "str_", "string_", "timedelta64", "uint", "uint0", "uintc",
            "uintp", "ulong", "ulonglong", "unicode", "unicode_", "ushort", "void", "void0"};
        for (size_t k = 0; k < SL_ARRAY_LEN(VALID); k++)
            if (!strcmp(s, VALID[k])) return lang_unsupported(err, "numpy dtype '%s' (not modelled here)", s);
        return lang_py_error(err, "TypeError", "data type '%s' not understood", s);
    }
    if (v->kind == V_FUNC && !v->u.func.self) {
        if (!strcmp(v->u.func.name, "float")) { *dt = SL_FLOAT64; return SL_OK; }
        if (!strcmp(v->u.func.name, "int")) { *dt = SL_INT64; return SL_OK; }
        if (!strcmp(v->u.func.name, "bool")) { *dt = SL_BOOL; return SL_OK; }
        if (!strcmp(v->u.func.name, "complex")) { *dt = SL_COMPLEX128; return SL_OK; }
    }
    if (v->kind == V_NONE) return 1;
    if (lang_np_is_structured(v)) return lang_unsupported(err, "a structured dtype here");
    return lang_unsupported(err, "numpy dtype given as %s", lv_type_name(v));
}

int ndarray_get_order(const lang_value *v, char *order, sl_error *err) {
    if (!v || v->kind == V_NONE) return SL_OK;
    if (v->kind != V_STR) return lang_unsupported(err, "order given as %s", lv_type_name(v));
    return sl_np_parse_order(v->u.str.s, order, err);
}

/* An integer argument with numpy's TypeError wording for floats. */
int ndarray_np_int(const lang_value *v, sl_np_type_msg kind, int64_t *out, sl_error *err) {
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
int ndarray_np_ints(const lang_value *v, sl_np_type_msg kind, int64_t *out, int32_t *n, bool *was_seq,
                   sl_error *err) {
    if (v->kind == V_TUPLE || v->kind == V_LIST || v->kind == V_SIZE) {
        if (v->u.seq.n > SL_MAX_DIMS) return sl_error_set(err, SL_ERR_LIMIT, "ValueError", "too many entries");
        for (int64_t i = 0; i < v->u.seq.n; i++) {
            int rc = ndarray_np_int(v->u.seq.v[i], kind, &out[i], err);
            if (rc) return rc;
        }
        *n = (int32_t)v->u.seq.n;
        if (was_seq) *was_seq = true;
        return SL_OK;
    }
    if (was_seq) *was_seq = false;
    *n = 1;
    return ndarray_np_int(v, kind, &out[0], err);
}

/* shape from varargs or one sequence */
int ndarray_np_shape_args(const lang_value *const *pos, int32_t npos, int64_t *out, int32_t *n,
                         sl_error *err) {
    if (npos == 1) return ndarray_np_ints(pos[0], SL_NP_TE_INDEX, out, n, NULL, err);
    if (npos > SL_MAX_DIMS) return sl_error_set(err, SL_ERR_LIMIT, "ValueError", "too many dims");
    for (int32_t i = 0; i < npos; i++) {
        int rc = ndarray_np_int(pos[i], SL_NP_TE_INDEX, &out[i], err);
        if (rc) return rc;
    }
    *n = npos;
    return SL_OK;
}

int ndarray_check_kw(const lang_args *a, const char *fname, const char *const *allowed, int nallowed,
                    sl_error *err) {
    for (int32_t k = 0; k < a->nkw; k++) {
        bool ok = false;
        for (int i = 0; i < nallowed; i++)
            if (!strcmp(a->kwnames[k], allowed[i])) ok = true;
        if (!ok) return lang_unsupported(err, "keyword argument '%s' of %s()", a->kwnames[k], fname);
    }
    return SL_OK;
}


/* ------------------------------------------------------------ npadv helpers == */

/* for ndarray_adv_index.c: a new array value, numpy's cast of a written value, the
 * iterator's K order of broadcast operands (innermost first) */
lang_value *lang_np_array_value(lang_interp *I, const sl_array *a, lang_storage *st, lang_value *base) {
    return ndarray_new_array_value(I, a, st, base);
}

int lang_np_cast_checked(lang_num x, sl_dtype to, lang_num *out, sl_error *err) {
    return ndarray_cast_checked(x, to, out, err);
}

void lang_np_iter_perm(const sl_array *ops, int nops, int32_t *perm) { ndarray_iter_perm(ops, nops, perm); }
