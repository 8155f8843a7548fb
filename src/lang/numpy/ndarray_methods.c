/*
 * ndarray_methods.c — ndarray attributes (shape, strides, dtype, base, flags, T, ...) and
 * ndarray's method table (py_dispatch.h): handlers (nm_*: tolist, item, reshape,
 * transpose, copy, view, fill, ...) and the family files' dispatchers.
 *
 * View methods call the engine; value methods read the storage.  numpy.* functions are
 * ndarray_module.c.
 */
#include "lang/python/py.h"
#include "lang/python/py_dispatch.h"
#include "lang/torch/tensor.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lang/numpy/ndarray_internal.h"

/* ------------------------------------------------------------ attributes == */

lang_value *ndarray_dtype_val(lang_interp *I, sl_dtype dt) {
    lang_value **slot = &lang_layers(I)->dtype_vals[1][dt];
    if (!*slot) {
        lang_value *v = lv_new(I, V_DTYPE);
        if (!v) return NULL;
        v->u.object.code = dt;
        v->u.object.bits |= LANG_BIT_NP_DTYPE;
        *slot = v;
    }
    return *slot;
}

/* numpy dtypes: kind, char, str, byteorder of each dtype (little-endian machine) */
static const char *const *dtype_info(sl_dtype dt) {
    static const char *const INFO[SL_DTYPE_COUNT][4] = {
        [SL_BOOL] = {"b", "?", "|b1", "|"},      [SL_INT8] = {"i", "b", "|i1", "|"},
        [SL_UINT8] = {"u", "B", "|u1", "|"},     [SL_INT16] = {"i", "h", "<i2", "="},
        [SL_UINT16] = {"u", "H", "<u2", "="},    [SL_INT32] = {"i", "i", "<i4", "="},
        [SL_UINT32] = {"u", "I", "<u4", "="},    [SL_INT64] = {"i", "l", "<i8", "="},
        [SL_UINT64] = {"u", "L", "<u8", "="},    [SL_FLOAT16] = {"f", "e", "<f2", "="},
        [SL_FLOAT32] = {"f", "f", "<f4", "="},   [SL_FLOAT64] = {"f", "d", "<f8", "="},
        [SL_COMPLEX64] = {"c", "F", "<c8", "="}, [SL_COMPLEX128] = {"c", "D", "<c16", "="}};
    return INFO[dt];
}

static int da_itemsize(lang_interp *I, lang_value *v, const char *name, lang_value **out, sl_error *err) {
    CHECK_ALLOC(*out = lv_int(I, sl_dtype_itemsize(lang_dtype_of(v))));
    return SL_OK;
}
static int da_name(lang_interp *I, lang_value *v, const char *name, lang_value **out, sl_error *err) {
    CHECK_ALLOC(*out = lv_strz(I, sl_dtype_numpy_name(lang_dtype_of(v))));
    return SL_OK;
}
static int da_type(lang_interp *I, lang_value *v, const char *name, lang_value **out, sl_error *err) {
    CHECK_ALLOC(*out = lang_np_type_value(I, lang_dtype_of(v)));
    return SL_OK;
}
/* kind, char, str, byteorder (a dtype numpy lacks has none) */
static int da_info(lang_interp *I, lang_value *v, const char *name, lang_value **out, sl_error *err) {
    const char *const *info = dtype_info(lang_dtype_of(v));
    if (!info[0]) return LANG_NOT_MINE;
    int k = name[0] == 'k' ? 0 : name[0] == 'c' ? 1 : name[0] == 's' ? 2 : 3;
    CHECK_ALLOC(*out = lv_strz(I, info[k]));
    return SL_OK;
}
static const lang_attr_def NP_DTYPE_ATTR_DEFS[] = {
    {"byteorder", da_info},
    {"char", da_info},
    {"itemsize", da_itemsize},
    {"kind", da_info},
    {"name", da_name},
    {"str", da_info},
    {"type", da_type},
};
static const lang_attr_defs NP_DTYPE_ATTRS = {"numpy.dtype", NP_DTYPE_ATTR_DEFS, (int32_t)SL_ARRAY_LEN(NP_DTYPE_ATTR_DEFS)};

/* a.flags's attributes: the flag of the record the flagsobj was made from */
static int flag_attr(lang_interp *I, lang_value *v, const char *key, lang_value **out, sl_error *err) {
    bool b;
    int rc = sl_np_flag_item(&AV(lang_aux_owner(v))->a, key, &b, err);
    if (rc) return rc;
    *out = lv_bool(I, b);
    return SL_OK;
}
#define FLAG_ATTR(fn, key)                                                                            \
    static int fn(lang_interp *I, lang_value *v, const char *name, lang_value **out, sl_error *err) { \
        return flag_attr(I, v, key, out, err);                                                        \
    }
FLAG_ATTR(fa_aligned, "ALIGNED")
FLAG_ATTR(fa_behaved, "BEHAVED")
FLAG_ATTR(fa_carray, "CARRAY")
FLAG_ATTR(fa_c_contiguous, "C_CONTIGUOUS")
FLAG_ATTR(fa_farray, "FARRAY")
FLAG_ATTR(fa_fnc, "FNC")
FLAG_ATTR(fa_forc, "FORC")
FLAG_ATTR(fa_f_contiguous, "F_CONTIGUOUS")
FLAG_ATTR(fa_owndata, "OWNDATA")
FLAG_ATTR(fa_writeable, "WRITEABLE")
FLAG_ATTR(fa_writebackifcopy, "WRITEBACKIFCOPY")

/* flags.num (ndarray_flags.c) */
static int fa_num(lang_interp *I, lang_value *v, const char *name, lang_value **out, sl_error *err) {
    return lang_np_flags_getattr(I, v, name, out, err);
}
static const lang_attr_def FLAGSOBJ_ATTR_DEFS[] = {
    {"aligned", fa_aligned},
    {"behaved", fa_behaved},
    {"c_contiguous", fa_c_contiguous},
    {"carray", fa_carray},
    {"contiguous", fa_c_contiguous},
    {"f_contiguous", fa_f_contiguous},
    {"farray", fa_farray},
    {"fnc", fa_fnc},
    {"forc", fa_forc},
    {"fortran", fa_f_contiguous},
    {"num", fa_num},
    {"owndata", fa_owndata},
    {"writeable", fa_writeable},
    {"writebackifcopy", fa_writebackifcopy},
};
static const lang_attr_defs FLAGSOBJ_ATTRS = {"numpy.flagsobj", FLAGSOBJ_ATTR_DEFS, (int32_t)SL_ARRAY_LEN(FLAGSOBJ_ATTR_DEFS)};

static int aa_real_imag(lang_interp *I, lang_value *v, const char *name, lang_value **out, sl_error *err) {
    return lang_complex_np_part(I, v, name[0] == 'i', out, err); /* arr_complex.c */
}
/* a.ctypes, a.__array_interface__ (ndarray_flags.c) */
static int aa_ctypes(lang_interp *I, lang_value *v, const char *name, lang_value **out, sl_error *err) {
    return lang_np_flags_getattr(I, v, name, out, err);
}
static int aa_shape(lang_interp *I, lang_value *v, const char *name, lang_value **out, sl_error *err) {
    const sl_array *a = &AV(v)->a;
    CHECK_ALLOC(*out = lv_ints(I, V_TUPLE, a->shape, a->ndim));
    return SL_OK;
}
static int aa_strides(lang_interp *I, lang_value *v, const char *name, lang_value **out, sl_error *err) {
    const sl_array *a = &AV(v)->a;
    CHECK_ALLOC(*out = lv_ints(I, V_TUPLE, a->strides, a->ndim));
    return SL_OK;
}
static int aa_ndim(lang_interp *I, lang_value *v, const char *name, lang_value **out, sl_error *err) {
    CHECK_ALLOC(*out = lv_int(I, AV(v)->a.ndim));
    return SL_OK;
}
static int aa_itemsize(lang_interp *I, lang_value *v, const char *name, lang_value **out, sl_error *err) {
    CHECK_ALLOC(*out = lv_int(I, AV(v)->a.itemsize));
    return SL_OK;
}
static int aa_size_nbytes(lang_interp *I, lang_value *v, const char *name, lang_value **out, sl_error *err) {
    const sl_array *a = &AV(v)->a;
    int64_t n = 0;
    int rc = sl_np_size(a, &n, err);
    if (rc) return rc;
    if (name[0] == 'n' && sl_ovf_mul(n, a->itemsize, &n)) return sl_error_overflow(err, "nbytes");
    CHECK_ALLOC(*out = lv_int(I, n));
    return SL_OK;
}
static int aa_dtype(lang_interp *I, lang_value *v, const char *name, lang_value **out, sl_error *err) {
    CHECK_ALLOC(*out = ndarray_dtype_val(I, AV(v)->a.dtype));
    return SL_OK;
}
static int aa_base(lang_interp *I, lang_value *v, const char *name, lang_value **out, sl_error *err) {
    *out = AV(v)->base ? AV(v)->base : lv_none(I);
    return SL_OK;
}
static int aa_T(lang_interp *I, lang_value *v, const char *name, lang_value **out, sl_error *err) {
    if (lang_np_scalar(v)) {
        *out = v;
        return SL_OK;
    }
    sl_array r;
    int rc = sl_np_transpose(&AV(v)->a, NULL, 0, &r, err);
    return ndarray_wrap_np(I, rc, &r, v, out, err);
}
/* numpy 2.x: the last two axes swapped (numpy 1: a method name, bound) */
static int aa_mT(lang_interp *I, lang_value *v, const char *name, lang_value **out, sl_error *err) {
    if (!lang_np_is2(v) || lang_np_scalar(v)) return LANG_NOT_MINE;
    if (AV(v)->a.ndim < 2) return lang_py_error(err, "ValueError", "matrix transpose with ndim < 2 is undefined");
    lang_value *ax[2] = {lv_int(I, -1), lv_int(I, -2)};
    CHECK_ALLOC(ax[0] && ax[1] ? ax[0] : NULL);
    return lang_np_method_pos(I, v, "swapaxes", ax, 2, out, err);
}
/* numpy.flatiter (ndarray_index_math.c) */
static int aa_flat(lang_interp *I, lang_value *v, const char *name, lang_value **out, sl_error *err) {
    lang_value *f = lv_new(I, V_STORAGE);
    CHECK_ALLOC(f);
    f->u.object.data = v;
    f->u.object.code = LANG_AUX_FLATITER;
    *out = f;
    return SL_OK;
}
/* numpy's flagsobj reads the flags as they were when it was made: its owner is a copy of
 * the record whose base is the array (flag writes go there, ndarray_flags.c) */
static int aa_flags(lang_interp *I, lang_value *v, const char *name, lang_value **out, sl_error *err) {
    lang_value *f = lv_new(I, V_FLAGS), *snap = ndarray_new_array_value(I, &AV(v)->a, AV(v)->st, v);
    CHECK_ALLOC(f);
    CHECK_ALLOC(snap);
    f->u.object.data = snap;
    *out = f;
    return SL_OK;
}
static const lang_attr_def NDARRAY_ATTR_DEFS[] = {
    {"T", aa_T},
    {"__array_interface__", aa_ctypes},
    {"base", aa_base},
    {"ctypes", aa_ctypes},
    {"dtype", aa_dtype},
    {"flags", aa_flags},
    {"flat", aa_flat},
    {"imag", aa_real_imag},
    {"itemsize", aa_itemsize},
    {"mT", aa_mT},
    {"nbytes", aa_size_nbytes},
    {"ndim", aa_ndim},
    {"real", aa_real_imag},
    {"shape", aa_shape},
    {"size", aa_size_nbytes},
    {"strides", aa_strides},
};
static const lang_attr_defs NDARRAY_ATTRS = {"ndarray", NDARRAY_ATTR_DEFS, (int32_t)SL_ARRAY_LEN(NDARRAY_ATTR_DEFS)};

const struct lang_attr_defs *lang_np_attr_defs(int32_t i) {
    static const lang_attr_defs *const ALL[] = {&NDARRAY_ATTRS, &NP_DTYPE_ATTRS, &FLAGSOBJ_ATTRS};
    return i >= 0 && (size_t)i < SL_ARRAY_LEN(ALL) ? ALL[i] : NULL;
}

/* x.name of an array or numpy scalar, a numpy dtype or scalar type, a.flags or a.ctypes:
 * the attribute of the object's table, else what the type does with other names */
int lang_np_getattr(lang_interp *I, lang_value *v, const char *name, lang_value **out, sl_error *err) {
    int rc;
    if (v->kind == V_DTYPE && lang_np_type(v)) { /* the scalar type np.float32 */
        if (strcmp(name, "__name__")) return lang_unsupported(err, "attribute %s of a numpy scalar type", name);
        CHECK_ALLOC(*out = lv_strz(I, lang_np_scalar_name(lang_dtype_of(v), lang_layers(I)->numpy2)));
        return SL_OK;
    }
    if (v->kind == V_DTYPE) {
        if ((rc = lang_attr_defs_get(&NP_DTYPE_ATTRS, I, v, name, out, err)) != LANG_NOT_MINE) return rc;
        return lang_unsupported(err, "dtype.%s", name);
    }
    if (v->kind == V_FLAGS && lang_aux_which(v) == LANG_AUX_CTYPES)
        return lang_np_flags_getattr(I, v, name, out, err); /* a.ctypes's (ndarray_flags.c) */
    if (v->kind == V_FLAGS) {
        if ((rc = lang_attr_defs_get(&FLAGSOBJ_ATTRS, I, v, name, out, err)) != LANG_NOT_MINE) return rc;
        return lang_py_error(err, "AttributeError", "'numpy.flagsobj' object has no attribute '%s'", name);
    }
    if ((rc = lang_attr_defs_get(&NDARRAY_ATTRS, I, v, name, out, err)) != LANG_NOT_MINE) return rc;
    /* a method: bound when it is called */
    lang_value *f = lv_new(I, V_FUNC);
    CHECK_ALLOC(f);
    f->u.func.name = lang_strndup(&I->A, name, strlen(name));
    CHECK_ALLOC(f->u.func.name);
    f->u.func.self = v;
    *out = f;
    return SL_OK;
}

/* ------------------------------------------------------------ methods == */

static int tolist_rec(lang_interp *I, lang_value *v, int32_t d, int64_t *idx, lang_value **out, sl_error *err) {
    const sl_array *a = &AV(v)->a;
    if (d == a->ndim) {
        lang_num x;
        int rc = ndarray_read_elem(I, v, a, idx, &x, err);
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

int ndarray_axis_arg(const lang_value *v, sl_np_axis_kind *kind, int64_t *axes, int32_t *n,
                    sl_np_type_msg tuple_msg, sl_np_type_msg plain_msg, sl_error *err) {
    if (!v || v->kind == V_NONE) {
        *kind = SL_NP_AXIS_NONE;
        *n = 0;
        return SL_OK;
    }
    if (v->kind == V_TUPLE || v->kind == V_LIST) {
        *kind = SL_NP_AXIS_TUPLE;
        return ndarray_np_ints(v, tuple_msg, axes, n, NULL, err);
    }
    *kind = SL_NP_AXIS_INT;
    *n = 1;
    return ndarray_np_int(v, plain_msg, axes, err);
}

static int nm_reshape(lang_interp *I, lang_value *v, const char *name, const lang_args *a,
                      lang_value **out, sl_error *err) {
    const sl_array *x = &AV(v)->a;
    sl_array r;
    int rc;
    int64_t v1[SL_MAX_DIMS];
    int32_t n1;
    static const char *const KW[] = {"order", "shape"};
    if ((rc = ndarray_check_kw(a, name, KW, 2, err))) return rc;
    char order = 'C';
    if ((rc = ndarray_get_order(lang_kwarg(a, "order"), &order, err))) return rc;
    if (order == 'K') return lang_py_error(err, "ValueError", "order 'K' is not permitted for reshaping");
    lang_value *shp = lang_kwarg(a, "shape");
    if (!shp && a->npos == 0)
        return lang_py_error(err, "TypeError", "reshape() takes exactly 1 argument (0 given)");
    if (shp) rc = ndarray_np_ints(shp, SL_NP_TE_INDEX, v1, &n1, NULL, err);
    else if (a->npos == 1 && a->pos[0]->kind == V_NONE) {
        rc = sl_np_view(x, &r, err);
        return ndarray_wrap_np(I, rc, &r, v, out, err);
    } else rc = ndarray_np_shape_args((const lang_value *const *)a->pos, a->npos, v1, &n1, err);
    if (rc) return rc;
    sl_array hidden;
    if ((rc = sl_np_reshape(x, v1, n1, order, &r, &hidden, err))) return rc;
    if (r.base == SL_NP_BASE_HIDDEN) {
        lang_value *h;
        hidden.base = SL_NP_BASE_NONE;
        hidden.alias = SL_ALIAS_NEW;
        if ((rc = ndarray_wrap_np(I, SL_OK, &hidden, v, &h, err))) return rc;
        *out = ndarray_new_array_value(I, &r, AV(h)->st, h);
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    return ndarray_wrap_np(I, rc, &r, v, out, err);
}

static int nm_transpose(lang_interp *I, lang_value *v, const char *name, const lang_args *a,
                        lang_value **out, sl_error *err) {
    const sl_array *x = &AV(v)->a;
    sl_array r;
    int rc;
    int64_t v1[SL_MAX_DIMS];
    int32_t n1;
    if (a->nkw) return lang_unsupported(err, "transpose() keywords");
    if (a->npos == 0 || (a->npos == 1 && a->pos[0]->kind == V_NONE)) rc = sl_np_transpose(x, NULL, 0, &r, err);
    else {
        if ((rc = ndarray_np_shape_args((const lang_value *const *)a->pos, a->npos, v1, &n1, err))) return rc;
        rc = sl_np_transpose(x, v1, n1, &r, err);
    }
    return ndarray_wrap_np(I, rc, &r, v, out, err);
}

static int nm_swapaxes(lang_interp *I, lang_value *v, const char *name, const lang_args *a,
                       lang_value **out, sl_error *err) {
    const sl_array *x = &AV(v)->a;
    sl_array r;
    int rc;
    if (a->npos != 2 || a->nkw) return lang_unsupported(err, "swapaxes() arguments");
    int64_t p, q;
    if ((rc = ndarray_np_int(a->pos[0], SL_NP_TE_INDEX, &p, err)) || (rc = ndarray_np_int(a->pos[1], SL_NP_TE_INDEX, &q, err)))
        return rc;
    rc = sl_np_swapaxes(x, p, q, &r, err);
    return ndarray_wrap_np(I, rc, &r, v, out, err);
}

static int nm_squeeze(lang_interp *I, lang_value *v, const char *name, const lang_args *a,
                      lang_value **out, sl_error *err) {
    const sl_array *x = &AV(v)->a;
    sl_array r;
    int rc;
    int64_t v1[SL_MAX_DIMS];
    int32_t n1;
    static const char *const KW[] = {"axis"};
    if ((rc = ndarray_check_kw(a, name, KW, 1, err))) return rc;
    lang_value *ax = a->npos ? a->pos[0] : lang_kwarg(a, "axis");
    sl_np_axis_kind k;
    if (ax && ax->kind == V_LIST) return sl_np_arg_type_error(SL_NP_TE_INDEX, "list", err);
    if ((rc = ndarray_axis_arg(ax, &k, v1, &n1, SL_NP_TE_INDEX, SL_NP_TE_INDEX, err))) return rc;
    rc = sl_np_squeeze(x, k, v1, n1, &r, err);
    return ndarray_wrap_np(I, rc, &r, v, out, err);
}

static int nm_ravel_flatten_copy(lang_interp *I, lang_value *v, const char *name, const lang_args *a,
                                 lang_value **out, sl_error *err) {
    const sl_array *x = &AV(v)->a;
    sl_array r;
    int rc;
    static const char *const KW[] = {"order"};
    if ((rc = ndarray_check_kw(a, name, KW, 1, err))) return rc;
    char order = name[0] == 'c' ? 'C' : 'C';
    lang_value *ov = a->npos ? a->pos[0] : lang_kwarg(a, "order");
    if ((rc = ndarray_get_order(ov, &order, err))) return rc;
    if (name[0] == 'c') {
        rc = sl_np_copy(x, order, &r, err);
        return ndarray_wrap_np(I, rc, &r, v, out, err);
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
        *out = ndarray_new_array_value(I, &r, st, NULL);
        CHECK_ALLOC(*out);
        return SL_OK;
    }
    return ndarray_wrap_np(I, rc, &r, v, out, err);
}

static int nm_view(lang_interp *I, lang_value *v, const char *name, const lang_args *a,
                   lang_value **out, sl_error *err) {
    const sl_array *x = &AV(v)->a;
    sl_array r;
    int rc;
    /* a record dtype: ndarray_structured.c */
    lang_value *sdv = a->npos == 1 && !a->nkw ? a->pos[0]
                      : !a->npos && a->nkw == 1 && !strcmp(a->kwnames[0], "dtype") ? a->kw[0] : NULL;
    if (sdv && (rc = lang_np_structured_view_of(I, v, sdv, out, err)) != 1) return rc;
    if (a->nkw) return lang_unsupported(err, "view() with keyword arguments");
    if (a->npos > 1) return lang_unsupported(err, "view() with %d arguments", a->npos);
    if (a->npos == 1 && a->pos[0]->kind != V_NONE) {
        sl_dtype dt;
        if ((rc = ndarray_get_dtype(a->pos[0], &dt, err)) < 0) return rc;
        rc = sl_np_view_dtype(x, dt, &r, err);
        return ndarray_wrap_np(I, rc, &r, v, out, err);
    }
    rc = sl_np_view(x, &r, err);
    return ndarray_wrap_np(I, rc, &r, v, out, err);
}

static int nm_diagonal(lang_interp *I, lang_value *v, const char *name, const lang_args *a,
                       lang_value **out, sl_error *err) {
    const sl_array *x = &AV(v)->a;
    sl_array r;
    int rc;
    static const char *const PN[] = {"offset", "axis1", "axis2"};
    lang_value *p[3];
    if ((rc = lang_bind(a, name, PN, 3, 0, p, err))) return rc;
    int64_t o = 0, a1 = 0, a2 = 1;
    if ((p[0] && (rc = ndarray_np_int(p[0], SL_NP_TE_INDEX, &o, err))) ||
        (p[1] && (rc = ndarray_np_int(p[1], SL_NP_TE_INDEX, &a1, err))) ||
        (p[2] && (rc = ndarray_np_int(p[2], SL_NP_TE_INDEX, &a2, err))))
        return rc;
    rc = sl_np_diagonal(x, o, a1, a2, &r, err);
    return ndarray_wrap_np(I, rc, &r, v, out, err);
}

static int nm_tolist(lang_interp *I, lang_value *v, const char *name, const lang_args *a,
                     lang_value **out, sl_error *err) {
    if (a->npos || a->nkw) return lang_unsupported(err, "tolist() with arguments");
    int64_t idx[SL_MAX_DIMS] = {0};
    return tolist_rec(I, v, 0, idx, out, err);
}

static int nm_item_convert(lang_interp *I, lang_value *v, const char *name, const lang_args *a,
                           lang_value **out, sl_error *err) {
    if (a->npos || a->nkw) return lang_unsupported(err, "%s() with arguments", name);
    return lang_np_convert(I, v, name[0] == 'i' ? 0 : name[2] == 'i' ? LANG_TO_INT
                                 : name[2] == 'f' ? LANG_TO_FLOAT : LANG_TO_BOOL, out, err);
    return LANG_NOT_MINE;
}

static int nm_fill(lang_interp *I, lang_value *v, const char *name, const lang_args *a,
                   lang_value **out, sl_error *err) {
    const sl_array *x = &AV(v)->a;
    int rc;
    if (a->npos != 1 || a->nkw) return lang_unsupported(err, "fill() arguments");
    if ((rc = ndarray_np_write(I, v, x, NW_SET, a->pos[0], err))) return rc;
    *out = lv_none(I);
    return SL_OK;
}

static int nm_inplace_arith(lang_interp *I, lang_value *v, const char *name, const lang_args *a,
                            lang_value **out, sl_error *err) {
    const sl_array *x = &AV(v)->a;
    int rc;
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
    if ((rc = ndarray_np_write(I, v, x, op, rhs, err))) return rc;
    *out = v;
    return SL_OK;
}

static int nm_reduce(lang_interp *I, lang_value *v, const char *name, const lang_args *a,
                     lang_value **out, sl_error *err) {
    rdkind rk;
    ndarray_reducer_of(name, &rk);
    return ndarray_np_reduce(I, v, rk, name, a, out, err);
}

static int nm_astype(lang_interp *I, lang_value *v, const char *name, const lang_args *a,
                     lang_value **out, sl_error *err) {
    return ndarray_np_astype(I, v, a, out, err);
}

static int nm_cumulate(lang_interp *I, lang_value *v, const char *name, const lang_args *a,
                       lang_value **out, sl_error *err) {
    return ndarray_np_cumulate(I, v, name[3] == 'p', a, out, err);
}

static int nm_round(lang_interp *I, lang_value *v, const char *name, const lang_args *a,
                    lang_value **out, sl_error *err) {
    int rc;
    static const char *const PN[] = {"decimals", "out"};
    lang_value *p[2];
    if ((rc = lang_bind(a, name, PN, 2, 0, p, err))) return rc;
    if (p[1] && p[1]->kind != V_NONE) return lang_unsupported(err, "round() with out=");
    return ndarray_np_round(I, v, p[0], out, err);
}

static int nm_clip(lang_interp *I, lang_value *v, const char *name, const lang_args *a,
                   lang_value **out, sl_error *err) {
    int rc;
    static const char *const PN[] = {"min", "max"};
    lang_value *p[2];
    if ((rc = lang_bind(a, name, PN, 2, 0, p, err))) return rc;
    return ndarray_np_clip(I, v, p[0], p[1], out, err);
}

static int nm_dot(lang_interp *I, lang_value *v, const char *name, const lang_args *a,
                  lang_value **out, sl_error *err) {
    if (a->npos != 1 || a->nkw || a->pos[0]->kind != V_ARRAY) return lang_unsupported(err, "ndarray.dot() arguments");
    return ndarray_np_matmul(I, v, a->pos[0], true, out, err);
}

static int nm_sort(lang_interp *I, lang_value *v, const char *name, const lang_args *a,
                   lang_value **out, sl_error *err) {
    const sl_array *x = &AV(v)->a;
    int rc;
    static const char *const PN[] = {"axis", "kind", "order"};
    lang_value *p[3];
    if ((rc = lang_bind(a, name, PN, 3, 0, p, err))) return rc;
    if ((p[1] && p[1]->kind != V_NONE) || (p[2] && p[2]->kind != V_NONE))
        return lang_unsupported(err, "sort() with kind= or order=");
    int64_t ax;
    if ((rc = ndarray_sort_axis(p[0], x, &ax, err)) || (rc = ndarray_sort_values(I, v, ax, err))) return rc;
    *out = lv_none(I);
    return SL_OK;
}

static int nm_unary_dunders(lang_interp *I, lang_value *v, const char *name, const lang_args *a,
                            lang_value **out, sl_error *err) {
    if (a->npos || a->nkw) return lang_unsupported(err, "ndarray.%s() with arguments", name);
    return ndarray_np_unary(I, v, name, out, err);
}

static int nm_binary_dunders(lang_interp *I, lang_value *v, const char *name, const lang_args *a,
                             lang_value **out, sl_error *err) {
    /* a.__lt__(b) ... a.__add__(b): the binary ufuncs as methods */
    static const struct { const char *name; lang_op op; } M[] = {
        {"__add__", OP_ADD}, {"__sub__", OP_SUB}, {"__mul__", OP_MUL}, {"__truediv__", OP_DIV},
        {"__floordiv__", OP_FLOORDIV}, {"__mod__", OP_MOD}, {"__lt__", OP_LT}, {"__le__", OP_LE},
        {"__gt__", OP_GT}, {"__ge__", OP_GE}, {"__eq__", OP_EQ}, {"__ne__", OP_NE}};
    for (size_t k = 0; k < SL_ARRAY_LEN(M); k++) {
        if (strcmp(name, M[k].name)) continue;
        if (a->npos != 1 || a->nkw) return lang_unsupported(err, "ndarray.%s() arguments", name);
        return ndarray_np_binary(I, M[k].op, v, a->pos[0], out, err);
    }
    return LANG_NOT_MINE;
}

static int nm_len(lang_interp *I, lang_value *v, const char *name, const lang_args *a,
                  lang_value **out, sl_error *err) {
    const sl_array *x = &AV(v)->a;
    *out = lv_int(I, x->ndim ? x->shape[0] : 0);
    CHECK_ALLOC(*out);
    return SL_OK;
}

/* ndarray's methods: each name's handlers in the order they are tried (py_dispatch.h);
 * a family file's dispatcher is listed under every name its file mentions, and hands back
 * (LANG_NOT_MINE) the ones it does not serve */
static const lang_method_def NDARRAY_METHOD_DEFS[] = {
    {"T", lang_np_reorder_method},
    {"__abs__", nm_unary_dunders},
    {"__add__", nm_binary_dunders},
    {"__array_interface__", lang_np_flags_method},
    {"__bool__", nm_item_convert},
    {"__eq__", nm_binary_dunders},
    {"__float__", nm_item_convert},
    {"__floordiv__", nm_binary_dunders},
    {"__ge__", nm_binary_dunders},
    {"__gt__", nm_binary_dunders},
    {"__int__", nm_item_convert},
    {"__invert__", nm_unary_dunders},
    {"__le__", nm_binary_dunders},
    {"__len__", nm_len},
    {"__lt__", nm_binary_dunders},
    {"__mod__", nm_binary_dunders},
    {"__mul__", nm_binary_dunders},
    {"__ne__", nm_binary_dunders},
    {"__neg__", nm_unary_dunders},
    {"__pos__", nm_unary_dunders},
    {"__sub__", nm_binary_dunders},
    {"__truediv__", nm_binary_dunders},
    {"add_", nm_inplace_arith},
    {"all", nm_reduce},
    {"amax", nm_reduce},
    {"amin", nm_reduce},
    {"any", nm_reduce},
    {"arccos", lang_mathfn_np_method},
    {"arcsin", lang_mathfn_np_method},
    {"arctan", lang_mathfn_np_method},
    {"argmax", nm_reduce},
    {"argmin", nm_reduce},
    {"argsort", lang_np_reorder_method},
    {"argwhere", lang_np_reorder_method},
    {"astype", lang_np_flags_method},
    {"astype", lang_mathfn_np_method},
    {"astype", nm_astype},
    {"bfloat16", lang_np_reorder_method},
    {"bool", lang_np_index_math_method},
    {"broadcast_to", lang_np_put_choose_method},
    {"byteswap", lang_np_bytes_method},
    {"choose", lang_np_put_choose_method},
    {"clip", lang_np_put_choose_method},
    {"clip", nm_clip},
    {"compress", lang_np_put_choose_method},
    {"contiguous", lang_np_flags_method},
    {"copy", lang_np_reorder_method},
    {"copy", lang_np_take_method},
    {"copy", lang_np_flags_method},
    {"copy", nm_ravel_flatten_copy},
    {"cos", lang_mathfn_np_method},
    {"cosh", lang_mathfn_np_method},
    {"ctypes", lang_np_flags_method},
    {"cumprod", nm_cumulate},
    {"cumsum", nm_cumulate},
    {"data", lang_np_flags_method},
    {"diag", lang_np_flags_method},
    {"diagflat", lang_np_flags_method},
    {"diagonal", nm_diagonal},
    {"div_", nm_inplace_arith},
    {"dot", nm_dot},
    {"dtype", lang_np_reorder_method},
    {"dtype", lang_np_index_math_method},
    {"dtype", lang_np_flags_method},
    {"dtype", lang_mathfn_np_method},
    {"exp", lang_mathfn_np_method},
    {"exp2", lang_mathfn_np_method},
    {"expm1", lang_mathfn_np_method},
    {"fill", nm_fill},
    {"flat", lang_np_put_choose_method},
    {"flatten", lang_np_reorder_method},
    {"flatten", nm_ravel_flatten_copy},
    {"float", lang_np_index_math_method},
    {"float_power", lang_mathfn_np_method},
    {"indices", lang_np_index_math_method},
    {"indices", lang_np_take_method},
    {"indices", lang_np_put_choose_method},
    {"int", lang_np_index_math_method},
    {"item", lang_np_index_math_method},
    {"item", nm_item_convert},
    {"itemset", lang_np_index_math_method},
    {"log", lang_mathfn_np_method},
    {"log10", lang_mathfn_np_method},
    {"log1p", lang_mathfn_np_method},
    {"log2", lang_mathfn_np_method},
    {"max", nm_reduce},
    {"mean", nm_reduce},
    {"min", nm_reduce},
    {"mode", lang_np_index_math_method},
    {"mode", lang_np_take_method},
    {"mode", lang_np_put_choose_method},
    {"mul_", nm_inplace_arith},
    {"ndim", lang_np_put_choose_method},
    {"nonzero", lang_np_reorder_method},
    {"nonzero", lang_np_put_choose_method},
    {"nonzero", lang_np_flags_method},
    {"positive", lang_mathfn_np_method},
    {"prod", nm_reduce},
    {"put", lang_np_put_choose_method},
    {"ravel", lang_np_reorder_method},
    {"ravel", lang_np_take_method},
    {"ravel", lang_np_put_choose_method},
    {"ravel", nm_ravel_flatten_copy},
    {"reciprocal", lang_mathfn_np_method},
    {"repeat", lang_np_reorder_method},
    {"reshape", lang_np_reorder_method},
    {"reshape", lang_np_put_choose_method},
    {"reshape", nm_reshape},
    {"resize", lang_np_flags_method},
    {"roll", lang_np_reorder_method},
    {"round", nm_round},
    {"setflags", lang_np_flags_method},
    {"shape", lang_np_index_math_method},
    {"shape", lang_np_flags_method},
    {"sin", lang_mathfn_np_method},
    {"sinh", lang_mathfn_np_method},
    {"sort", lang_np_reorder_method},
    {"sort", nm_sort},
    {"sqrt", lang_mathfn_np_method},
    {"square", lang_mathfn_np_method},
    {"squeeze", nm_squeeze},
    {"std", lang_mathfn_np_method},
    {"strides", lang_np_index_math_method},
    {"strides", lang_np_flags_method},
    {"sub_", nm_inplace_arith},
    {"sum", lang_mathfn_np_method},
    {"sum", nm_reduce},
    {"swapaxes", nm_swapaxes},
    {"take", lang_np_take_method},
    {"take", lang_np_put_choose_method},
    {"tan", lang_mathfn_np_method},
    {"tanh", lang_mathfn_np_method},
    {"tile", lang_np_reorder_method},
    {"tobytes", lang_np_bytes_method},
    {"tolist", nm_tolist},
    {"trace", lang_np_flags_method},
    {"transpose", lang_np_reorder_method},
    {"transpose", nm_transpose},
    {"values", lang_np_put_choose_method},
    {"var", lang_mathfn_np_method},
    {"view", nm_view},
    {"where", lang_np_put_choose_method},
    {"where", lang_np_flags_method},
};
static const lang_method_defs NDARRAY_METHODS = {"ndarray", NDARRAY_METHOD_DEFS, (int32_t)SL_ARRAY_LEN(NDARRAY_METHOD_DEFS)};
const lang_method_defs *lang_np_method_defs(void) { return &NDARRAY_METHODS; }

static int np_method_impl(lang_interp *I, lang_value *v, const char *name, const lang_args *a,
                          lang_value **out, sl_error *err);

/* a.item() (to 0), int(a), float(a), bool(a): the one element as a Python value (numpy's
 * errors for another element count; an empty array is False under numpy 1.24's rule) */
int lang_np_convert(lang_interp *I, lang_value *v, int to, lang_value **out, sl_error *err) {
    const sl_array *x = &AV(v)->a;
    int64_t n = 0;
    int rc;
    if ((rc = sl_np_size(x, &n, err))) return rc;
    if (n == 0 && to == LANG_TO_BOOL) { /* numpy 1.24: False, with a DeprecationWarning */
        CHECK_ALLOC(*out = lv_bool(I, false));
        return SL_OK;
    }
    if (n != 1) {
        if (to == LANG_TO_BOOL)
            return lang_py_error(err, "ValueError",
                                 "The truth value of an array with more than one element is ambiguous. Use a.any() or a.all()");
        if (to == 0) return lang_py_error(err, "ValueError", "can only convert an array of size 1 to a Python scalar");
        return lang_py_error(err, "TypeError", "only size-1 arrays can be converted to Python scalars");
    }
    int64_t idx[SL_MAX_DIMS] = {0};
    lang_num e;
    if ((rc = ndarray_read_elem(I, v, x, idx, &e, err))) return rc;
    if (to == LANG_TO_INT) *out = lv_int(I, e.is_float ? (int64_t)e.f : e.i);
    else if (to == LANG_TO_FLOAT) *out = lv_float(I, e.is_float ? e.f : (double)e.i);
    else if (to == LANG_TO_BOOL) *out = lv_bool(I, e.is_float ? e.f != 0 : e.i != 0);
    else if (x->dtype == SL_BOOL) *out = lv_bool(I, e.i != 0);
    else *out = e.is_float ? lv_float(I, e.f) : lv_int(I, e.i);
    CHECK_ALLOC(*out);
    return SL_OK;
}

int lang_np_method(lang_interp *I, lang_value *v, const char *name, const lang_args *a,
                   lang_value **out, sl_error *err) {
    bool was_scalar = v->kind == V_ARRAY && lang_np_scalar(v);
    /* `s += x` on a numpy scalar: Python rebinds s to a new scalar, which the in-place
     * hook of augmented assignment cannot do (it used to leave the value unchanged) */
    if (was_scalar && (!strcmp(name, "add_") || !strcmp(name, "sub_") || !strcmp(name, "mul_") || !strcmp(name, "div_")))
        return lang_unsupported(err, "augmented assignment to a numpy scalar");
    if (was_scalar && !strcmp(name, "byteswap")) { /* numpy's scalars are immutable */
        lang_value *ip = a->npos ? a->pos[0] : lang_kwarg(a, "inplace");
        bool yes = false;
        int trc = ip ? lang_truth(I, ip, &yes, err) : SL_OK;
        if (trc) return trc;
        if (yes) return lang_py_error(err, "ValueError", "cannot byteswap a scalar in-place");
    }
    int rc = np_method_impl(I, v, name, a, out, err);
    if (rc || !was_scalar) return rc;
    return ndarray_back_to_scalar(I, *out, out, err);
}

static int np_method_impl(lang_interp *I, lang_value *v, const char *name, const lang_args *a,
                          lang_value **out, sl_error *err) {
    int rc;
    if (v->kind == V_FLAGS && lang_aux_which(v) == LANG_AUX_CTYPES) return lang_np_flags_method(I, v, name, a, out, err); /* a.ctypes */
    if (v->kind == V_FLAGS) {
        if (!strcmp(name, "__flags_getitem__")) {
            lang_value *k = a->pos[0];
            if (k->kind != V_STR) return lang_py_error(err, "KeyError", "'Unknown flag'");
            bool b;
            if ((rc = sl_np_flag_item(&AV(lang_aux_owner(v))->a, k->u.str.s, &b, err))) return rc;
            *out = lv_bool(I, b);
            return SL_OK;
        }
        return lang_unsupported(err, "flags.%s()", name);
    }
    if (v->kind == V_STORAGE) {
        return lang_storage_method(I, v, name, a, out, err);
    }
    if (lang_np_scalar(v) && strcmp(name, "tolist") && strcmp(name, "item") && strncmp(name, "__", 2) &&
        (rc = ndarray_scalar_as_array(I, v, &v, err)))
        return rc;
    rc = lang_method_defs_call(&NDARRAY_METHODS, I, v, name, a, out, err);
    return rc != LANG_NOT_MINE ? rc : lang_unsupported(err, "ndarray.%s()", name);
}

/* np.int8(3), np.float32(0.5), ...: a numpy scalar of that type */
int lang_np_scalar_new(lang_interp *I, sl_dtype dt, const lang_args *a, lang_value **out, sl_error *err) {
    if (a->nkw || a->npos > 1) return lang_unsupported(err, "numpy scalar constructor arguments");
    lang_num x = {0};
    if (a->npos == 1 && (a->pos[0]->kind == V_LIST || a->pos[0]->kind == V_TUPLE ||
                         (a->pos[0]->kind == V_ARRAY && !lang_np_scalar(a->pos[0]) && AV(a->pos[0])->a.ndim > 0))) {
        /* a sequence or an array: PyArray_FromAny(v, dt, FORCECAST), an array of dt */
        lang_value *dtv = ndarray_dtype_val(I, dt);
        CHECK_ALLOC(dtv);
        if (a->pos[0]->kind == V_ARRAY && AV(a->pos[0])->a.dtype == dt) { /* taken as it is */
            *out = a->pos[0];
            return SL_OK;
        }
        if (a->pos[0]->kind == V_ARRAY) return lang_np_method_pos(I, a->pos[0], "astype", &dtv, 1, out, err);
        const char *kwn[1] = {"dtype"};
        return lang_np_call(I, "array", a->pos, 1, kwn, &dtv, 1, out, err);
    }
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
        if (lang_layers(I)->numpy2 && a->pos[0]->kind == V_INT) { /* NEP 50: a Python int must fit */
            uop o = {.weak = true, .value = x};
            int rc = ndarray_nep50_check(&o, 1, dt, err);
            if (rc) return rc;
        }
    }
    sl_array s;
    int rc = sl_np_empty_ref(NULL, 0, dt, 'C', lang_np_ref(I), &s, err);
    if (rc) return rc;
    s.flags &= ~SL_NP_WRITEABLE;
    lang_value *r;
    if ((rc = ndarray_np_new(I, &s, LF_VALUE, x, &r, err))) return rc;
    if (dt == SL_BFLOAT16)
        AV(r)->st->poison = "element values of bfloat16 scalars";
    r->u.object.bits |= LANG_BIT_NP_SCALAR;
    *out = r;
    return SL_OK;
}

lang_value *lang_np_scalar_py(lang_interp *I, lang_value *v, sl_error *err) {
    if (v->kind != V_ARRAY || !lang_np_scalar(v)) return v;
    int64_t idx[1] = {0};
    lang_num x;
    if (ndarray_read_elem(I, v, &AV(v)->a, idx, &x, err)) return NULL;
    lang_value *r = ndarray_np_scalar(I, x, AV(v)->a.dtype);
    if (!r) lang_nomem(err);
    return r;
}
