/*
 * tensor_creation.c — new tensors: torch.arange / zeros / ones / full / empty /
 * empty_strided / tensor(data) / *_like, with torch's argument checks.
 *
 * Values (arange/zeros/ones/full/tensor literals) live in arr_store.c's storages as
 * recipes, so metadata-only chains never allocate element data.  Layouts come from the
 * engine (torch_new.c).
 */
#include "lang/python/py.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lang/torch/tensor_internal.h"

/* ------------------------------------------------------------ creation == */

static int new_tensor(lang_interp *I, const int64_t *sizes, int32_t n, sl_dtype dt,
                      lang_fill fill, lang_num value, lang_value **out, sl_error *err) {
    sl_tensor t;
    int rc = sl_torch_empty_ref(sizes, n, dt, SL_MF_CONTIGUOUS, I->ref, &t, err);
    if (rc) return rc;
    t.alias = SL_ALIAS_NEW;
    lang_storage *st = lang_storage_new(I, t.storage_bytes, dt, false);
    CHECK_ALLOC(st);
    st->fill = fill;
    st->value = value;
    *out = lang_wrap_tensor(I, &t, st, NULL);
    CHECK_ALLOC(*out);
    return SL_OK;
}

/* reject keyword arguments we ignore in factories: device / requires_grad / layout are fine */
static int factory_kwargs(const lang_args *a, const char *fname, sl_dtype *dt, bool *has_dt,
                          sl_memory_format *mf, bool *has_mf, sl_error *err) {
    *has_dt = false;
    if (has_mf) *has_mf = false;
    for (int32_t k = 0; k < a->nkw; k++) {
        const char *n = a->kwnames[k];
        lang_value *v = a->kw[k];
        if (!strcmp(n, "dtype")) {
            int rc = tensor_get_dtype(v, dt, err);
            if (rc < 0) return rc;
            *has_dt = rc == SL_OK;
        } else if (!strcmp(n, "memory_format") && has_mf) {
            int rc = tensor_get_memfmt(v, mf, err);
            if (rc) return rc;
            *has_mf = true;
        } else if (!strcmp(n, "layout") && v->kind == V_MEMFMT && lang_memfmt_of(v) == LANG_TORCH_LAYOUT_STRIDED) { /* every tensor here is strided */
        } else if (!strcmp(n, "requires_grad") && v->kind == V_BOOL && !v->u.b) {
        } else if (!strcmp(n, "device") && v->kind == V_STR && !strcmp(v->u.str.s, "cpu")) {
        } else if (!strcmp(n, "size") || !strcmp(n, "stride") || !strcmp(n, "fill_value") ||
                   !strcmp(n, "end") || !strcmp(n, "start") || !strcmp(n, "step") ||
                   !strcmp(n, "data")) {
            /* handled by the caller */
        } else {
            return lang_unsupported(err, "keyword argument '%s' of %s()", n, fname);
        }
    }
    return SL_OK;
}


int tensor_torch_arange(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    sl_dtype dt = SL_INT64;
    bool has_dt;
    int rc = factory_kwargs(a, "arange", &dt, &has_dt, NULL, NULL, err);
    if (rc) return rc;
    lang_value *pv[3] = {NULL, NULL, NULL};
    int32_t np = a->npos;
    if (np > 3) return lang_unsupported(err, "arange() with %d positional arguments", np);
    lang_value *ks = lang_kwarg(a, "start"), *ke = lang_kwarg(a, "end"), *kst = lang_kwarg(a, "step");
    if (np == 1) {
        pv[1] = a->pos[0];
    } else {
        for (int32_t i = 0; i < np; i++) pv[i] = a->pos[i];
    }
    if (ks) pv[0] = ks;
    if (ke) pv[1] = ke;
    if (kst) pv[2] = kst;
    if (!pv[1]) return lang_unsupported(err, "arange() without an end");
    lang_num v[3] = {{false, 0, 0.0}, {false, 0, 0.0}, {false, 1, 1.0}};
    bool any_float = false;
    for (int k = 0; k < 3; k++) {
        if (!pv[k]) continue;
        if (pv[k]->kind == V_FLOAT) {
            v[k].is_float = true;
            v[k].f = pv[k]->u.f;
            any_float = true;
        } else if (pv[k]->kind == V_INT || pv[k]->kind == V_BOOL) {
            v[k].i = pv[k]->kind == V_BOOL ? pv[k]->u.b : pv[k]->u.i;
            v[k].f = (double)v[k].i;
        } else {
            return lang_unsupported(err, "arange() argument of type %s", lv_type_name(pv[k]));
        }
    }
    if (!has_dt) dt = any_float ? SL_FLOAT32 : SL_INT64;
    double start = v[0].is_float ? v[0].f : (double)v[0].i;
    double end = v[1].is_float ? v[1].f : (double)v[1].i;
    double step = v[2].is_float ? v[2].f : (double)v[2].i;
    if (step == 0) return lang_py_error(err, "RuntimeError", "step must be nonzero");
    if (isnan(start) || isnan(end) || isinf(start) || isinf(end)) /* torch streams the doubles: %g */
        return lang_py_error(err, "RuntimeError", "unsupported range: %g -> %g", start, end);
    if (!((step > 0 && end >= start) || (step < 0 && end <= start)))
        return lang_py_error(err, "RuntimeError", "upper bound and larger bound inconsistent with step sign");
    double size_d;
    if (!any_float && dt == SL_INT64) {
        int64_t diff;
        if (sl_ovf_sub(v[1].i, v[0].i, &diff)) return lang_unsupported(err, "arange length beyond 64 bits");
        size_d = ceil((double)diff / (double)v[2].i);
    } else {
        size_d = ceil((end - start) / step);
    }
    if (!(size_d >= 0 && size_d <= 9.2e18))
        return lang_py_error(err, "RuntimeError", "invalid size, possible overflow?");
    int64_t n = (int64_t)size_d;
    rc = new_tensor(I, &n, 1, dt, LF_ARANGE, v[0], out, err);
    if (rc) return rc;
    TV(*out)->st->step = v[2];
    if (sl_dtype_is_floating(dt) && !any_float) {
        /* integer arguments, float dtype: the recipe computes in double */
        TV(*out)->st->value.is_float = true;
        TV(*out)->st->value.f = start;
    }
    return SL_OK;
}

/* nested Python lists of numbers -> shape and flat values */
/* the leaves of a nested literal in order: vals their (real) values, ims the imaginary
 * parts of Python complex numbers (any_complex: one was seen) */
static int literal_walk(const lang_value *v, int32_t depth, int64_t *shape, int32_t *ndim,
                        lang_num *vals, double *ims, int64_t *nvals, int64_t cap, bool *any_float,
                        bool *all_bool, bool *any_complex, sl_error *err) {
    if (v->kind == V_LIST || v->kind == V_TUPLE || v->kind == V_SIZE) { /* torch.Size: a tuple of ints */
        if (depth >= SL_MAX_DIMS) return lang_unsupported(err, "literal nested too deeply");
        if (depth == *ndim) {
            if (depth > 0 && *nvals > 0)
                return lang_py_error(err, "ValueError", "expected sequence of length %lld at dim %d (got %lld)",
                                     (long long)0, depth, (long long)v->u.seq.n);
            shape[depth] = v->u.seq.n;
            *ndim = depth + 1;
        } else if (depth > *ndim || shape[depth] != v->u.seq.n) {
            return lang_py_error(err, "ValueError", "expected sequence of length %lld at dim %d (got %lld)",
                                 (long long)(depth < *ndim ? shape[depth] : 0), depth, (long long)v->u.seq.n);
        }
        for (int64_t i = 0; i < v->u.seq.n; i++) {
            int rc = literal_walk(v->u.seq.v[i], depth + 1, shape, ndim, vals, ims, nvals, cap, any_float,
                                  all_bool, any_complex, err);
            if (rc) return rc;
        }
        return SL_OK;
    }
    if (depth != *ndim && !(depth == 0 && *ndim == 0))
        return lang_unsupported(err, "ragged nested sequence in a tensor literal");
    if (*nvals >= cap) return lang_unsupported(err, "tensor literal with more than %lld elements", (long long)cap);
    lang_num x = {0};
    double re, im;
    ims[*nvals] = 0.0;
    if (lang_complex_parts(v, &re, &im)) {
        x.is_float = true;
        x.f = re;
        ims[*nvals] = im;
        *any_float = *any_complex = true;
        *all_bool = false;
    } else if (v->kind == V_FLOAT) {
        x.is_float = true;
        x.f = v->u.f;
        *any_float = true;
        *all_bool = false;
    } else if (v->kind == V_INT) {
        x.i = v->u.i;
        x.f = (double)x.i;
        *all_bool = false;
    } else if (v->kind == V_BOOL) {
        x.i = v->u.b;
        x.f = (double)x.i;
    } else {
        return lang_unsupported(err, "tensor literal element of type %s", lv_type_name(v));
    }
    vals[(*nvals)++] = x;
    return SL_OK;
}

/* leaves of a nested literal (bounded by the caller's cap) */
static int64_t literal_leaves(const lang_value *v, int32_t depth) {
    if ((v->kind != V_LIST && v->kind != V_TUPLE && v->kind != V_SIZE) || depth > SL_MAX_DIMS) return 1;
    int64_t n = 0;
    for (int64_t i = 0; i < v->u.seq.n && n <= (1 << 20); i++) n += literal_leaves(v->u.seq.v[i], depth + 1);
    return n;
}

/* an element of torch.tensor([...], dtype=...) of an integer dtype: what c10::overflows
 * refuses ("value cannot be converted to type int8 without overflow") */
static int literal_checked(lang_num x, sl_dtype dt, sl_error *err) {
    const char *name;
    switch (dt) {
    case SL_UINT8: name = "uint8"; break;
    case SL_INT8: name = "int8"; break;
    case SL_INT16: name = "int16"; break;
    case SL_INT32: name = "int32"; break;
    case SL_INT64: name = "int64"; break;
    default: return SL_OK;
    }
    lang_num c;
    int rc = lang_torch_checked_convert(x, x.is_float ? SL_FLOAT64 : SL_INT64, dt, &c, err);
    if (rc == SL_ERR_PY)
        return lang_py_error(err, "RuntimeError", "value cannot be converted to type %s without overflow", name);
    return rc;
}

static int from_literal(lang_interp *I, lang_value *data, bool numpy, sl_dtype *dt, bool has_dt,
                        lang_storage **st_out, int64_t *shape, int32_t *ndim, sl_error *err) {
    /* room for every leaf (the walk refuses past 2^20), not a fixed 2^20 slots per literal */
    int64_t leaves = literal_leaves(data, 0);
    int64_t cap = leaves < (1 << 20) ? leaves : (1 << 20), n = 0;
    lang_num *vals = lang_alloc_n(&I->A, (cap + 1), sizeof *vals);
    double *ims = lang_alloc_n(&I->A, (cap + 1), sizeof *ims);
    CHECK_ALLOC(vals);
    CHECK_ALLOC(ims);
    bool any_float = false, all_bool = true, any_complex = false;
    *ndim = 0;
    if (data->kind == V_TENSOR || data->kind == V_ARRAY)
        return lang_unsupported(err, "building a tensor from a tensor or array");
    int rc = literal_walk(data, 0, shape, ndim, vals, ims, &n, cap, &any_float, &all_bool, &any_complex, err);
    if (rc) return rc;
    if (any_complex && has_dt && !sl_dtype_is_complex(*dt))
        return lang_unsupported(err, "a complex number in a literal of a real dtype");
    if (!has_dt) {
        if (any_complex) *dt = numpy ? SL_COMPLEX128 : SL_COMPLEX64; /* the default dtype's complex */
        else if (n == 0 && !numpy) *dt = SL_FLOAT32;
        else if (n == 0) *dt = SL_FLOAT64;
        else if (any_float) *dt = numpy ? SL_FLOAT64 : SL_FLOAT32;
        else if (all_bool) *dt = SL_BOOL;
        else *dt = SL_INT64;
    }
    int64_t is = sl_dtype_itemsize(*dt), nbytes;
    if (sl_ovf_mul(n, is, &nbytes)) return sl_error_overflow(err, "literal size");
    lang_storage *st = lang_storage_new(I, nbytes, *dt, numpy);
    CHECK_ALLOC(st);
    st->fill = LF_DATA;
    st->data = lang_alloc_atomic(&I->A, (size_t)nbytes + 1);
    CHECK_ALLOC(st->data);
    lang_lview lv = {0};
    lv.ndim = 1;
    lv.dtype = *dt;
    lv.shape[0] = n;
    lv.stride_bytes[0] = is;
    for (int64_t k = 0; k < n; k++) {
        /* torch.tensor checks a number stored into an integer dtype (c10::checked_convert,
         * named as tensor_new.cpp names the type); numpy's array() casts */
        if (!numpy && (rc = literal_checked(vals[k], *dt, err))) return rc;
        if (sl_dtype_is_complex(*dt)) { /* both parts */
            lang_lview pv;
            lang_complex_part_view(&lv, 0, &pv);
            if ((rc = lang_write(I, st, &pv, &k, vals[k], err))) return rc;
            lang_complex_part_view(&lv, 1, &pv);
            if ((rc = lang_write(I, st, &pv, &k, (lang_num){true, 0, ims[k]}, err))) return rc;
            continue;
        }
        if ((rc = lang_write(I, st, &lv, &k, vals[k], err))) return rc;
    }
    *st_out = st;
    return SL_OK;
}

int tensor_torch_tensor(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    sl_dtype dt = SL_FLOAT32;
    bool has_dt;
    int rc = factory_kwargs(a, "tensor", &dt, &has_dt, NULL, NULL, err);
    if (rc) return rc;
    if (a->npos != 1) return lang_unsupported(err, "torch.tensor() with %d positional arguments", a->npos);
    int64_t shape[SL_MAX_DIMS];
    int32_t ndim;
    lang_storage *st = NULL;
    if ((rc = from_literal(I, a->pos[0], false, &dt, has_dt, &st, shape, &ndim, err))) return rc;
    sl_tensor t;
    if ((rc = sl_torch_empty_ref(shape, ndim, dt, SL_MF_CONTIGUOUS, I->ref, &t, err))) return rc;
    t.alias = SL_ALIAS_NEW;
    *out = lang_wrap_tensor(I, &t, st, NULL);
    CHECK_ALLOC(*out);
    return SL_OK;
}

int tensor_torch_factory(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                         sl_error *err) {
    sl_dtype dt = SL_FLOAT32;
    bool has_dt, has_mf;
    sl_memory_format mf = SL_MF_CONTIGUOUS;
    int rc = factory_kwargs(a, name, &dt, &has_dt, &mf, &has_mf, err);
    if (rc) return rc;
    int64_t sizes[SL_MAX_DIMS];
    int32_t n = 0;
    lang_num fill = {0};
    lang_fill kind = LF_ZERO;
    const lang_value *full_value = NULL; /* full(): checked as fill_ checks it, after empty's errors */
    if (!strcmp(name, "full")) {
        lang_value *sz = a->npos >= 1 ? a->pos[0] : lang_kwarg(a, "size");
        lang_value *fv = a->npos >= 2 ? a->pos[1] : lang_kwarg(a, "fill_value");
        if (!sz || !fv || a->npos > 2) return lang_unsupported(err, "full() arguments");
        if ((rc = lang_int_list((const lang_value *const *)&sz, 1, sizes, &n, "size", err))) return rc;
        if (fv->kind == V_FLOAT) {
            fill.is_float = true;
            fill.f = fv->u.f;
            if (!has_dt) dt = SL_FLOAT32;
        } else if (fv->kind == V_INT) {
            fill.i = fv->u.i;
            if (!has_dt) dt = SL_INT64;
        } else if (fv->kind == V_BOOL) {
            fill.i = fv->u.b;
            if (!has_dt) dt = SL_BOOL;
        } else {
            return lang_unsupported(err, "full() fill value of type %s", lv_type_name(fv));
        }
        kind = LF_VALUE;
        full_value = fv;
    } else if (!strcmp(name, "empty_strided")) {
        lang_value *sz = a->npos >= 1 ? a->pos[0] : lang_kwarg(a, "size");
        lang_value *sd = a->npos >= 2 ? a->pos[1] : lang_kwarg(a, "stride");
        if (!sz || !sd || a->npos > 2) return lang_unsupported(err, "empty_strided() arguments");
        int64_t strides[SL_MAX_DIMS];
        int32_t ns;
        if ((rc = lang_int_list((const lang_value *const *)&sz, 1, sizes, &n, "size", err))) return rc;
        if ((rc = lang_int_list((const lang_value *const *)&sd, 1, strides, &ns, "stride", err))) return rc;
        sl_tensor t;
        if ((rc = sl_torch_empty_strided_ref(sizes, n, strides, ns, dt, I->ref, &t, err))) return rc;
        t.alias = SL_ALIAS_NEW;
        lang_storage *st = lang_storage_new(I, t.storage_bytes, dt, false);
        CHECK_ALLOC(st);
        st->fill = LF_UNINIT;
        *out = lang_wrap_tensor(I, &t, st, NULL);
        CHECK_ALLOC(*out);
        return SL_OK;
    } else {
        /* no size: with one keyword argument torch names the missing size; with none or
         * several its TypeError lists every overload (refused) */
        if (a->npos == 0 && !lang_kwarg(a, "size")) {
            if (a->nkw != 1)
                return lang_unsupported(err, "torch.%s() without a size and with %d keyword "
                                        "arguments", name, (int)a->nkw);
            return lang_py_error(err, "TypeError",
                                 "%s() missing 1 required positional arguments: \"size\"", name);
        }
        if ((rc = tensor_int_list_args(a, 0, "size", sizes, &n, err))) return rc;
        if (!strcmp(name, "ones")) {
            kind = LF_VALUE;
            fill.i = 1;
            fill.f = 1.0;
        } else if (!strcmp(name, "empty")) {
            kind = LF_UNINIT;
        }
    }
    if (has_mf && mf != SL_MF_CONTIGUOUS) {
        sl_tensor t;
        if ((rc = sl_torch_empty_ref(sizes, n, dt, mf, I->ref, &t, err))) return rc;
        t.alias = SL_ALIAS_NEW;
        lang_storage *st = lang_storage_new(I, t.storage_bytes, dt, false);
        CHECK_ALLOC(st);
        st->fill = kind;
        st->value = fill;
        *out = lang_wrap_tensor(I, &t, st, NULL);
        CHECK_ALLOC(*out);
    } else if ((rc = new_tensor(I, sizes, n, dt, kind, fill, out, err))) {
        return rc;
    }
    return full_value ? lang_torch_checked_scalar(full_value, dt, err) : SL_OK;
}

/* zeros_like / ones_like / empty_like / full_like: clone's layout (preserve format) */
int tensor_torch_like(lang_interp *I, const char *name, const lang_args *a, lang_value **out,
                      sl_error *err) {
    if (a->npos < 1 || a->pos[0]->kind != V_TENSOR) return lang_unsupported(err, "%s() arguments", name);
    sl_dtype dt = TV(a->pos[0])->t.dtype;
    bool has_dt, has_mf;
    sl_memory_format mf = SL_MF_PRESERVE;
    int rc = factory_kwargs(a, name, &dt, &has_dt, &mf, &has_mf, err);
    if (rc) return rc;
    sl_tensor t;
    if ((rc = sl_torch_clone(&TV(a->pos[0])->t, mf, &t, err))) return rc;
    if ((rc = lang_torch_retype_new(&t, dt, err))) return rc; /* dt: the input's unless given */
    lang_storage *st = lang_storage_new(I, t.storage_bytes, dt, false);
    CHECK_ALLOC(st);
    if (!strcmp(name, "zeros_like")) st->fill = LF_ZERO;
    else if (!strcmp(name, "ones_like")) {
        st->fill = LF_VALUE;
        st->value.i = 1;
        st->value.f = 1.0;
    } else if (!strcmp(name, "full_like")) {
        if (a->npos != 2) return lang_unsupported(err, "full_like() arguments");
        st->fill = LF_VALUE;
        lang_value *fv = a->pos[1];
        if (fv->kind == V_FLOAT) {
            st->value.is_float = true;
            st->value.f = fv->u.f;
        } else if (fv->kind == V_INT || fv->kind == V_BOOL) {
            st->value.i = fv->kind == V_INT ? fv->u.i : fv->u.b;
        } else {
            return lang_unsupported(err, "full_like() fill value");
        }
        if ((rc = lang_torch_checked_scalar(fv, dt, err))) return rc;
    } else st->fill = LF_UNINIT;
    *out = lang_wrap_tensor(I, &t, st, NULL);
    CHECK_ALLOC(*out);
    return SL_OK;
}
