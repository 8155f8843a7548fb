/*
 * ndarray_diag_copyto.c — np.diag / np.diagflat (zeros with the diagonal written, or the
 * read-only diagonal view), np.trace / a.trace (diagonal then sum over its last axis),
 * np.where(cond) (nonzero), and np.copyto(dst, src, casting=, where=) (the writeable
 * check, numpy's can_cast message, broadcasting, then element writes), as numpy 1.24
 * does them.
 */
#include "lang/python/py.h"
#include "lang/torch/tensor.h"

#include <stdlib.h>
#include <string.h>

#include "lang/numpy/ndarray_internal.h"

/* ---------------------------------------------------------- diag, trace == */

int ndarray_new_zeros(lang_interp *I, const int64_t *shape, int32_t nd, sl_dtype dt, lang_value **out, sl_error *err) {
    sl_array r;
    int rc = sl_np_empty_ref(shape, nd, dt, 'C', lang_np_ref(I), &r, err);
    if (rc) return rc;
    if (r.buffer_bytes > LANG_MAX_STORAGE_BYTES)
        return lang_unsupported(err, "an array of more than %lld bytes", (long long)LANG_MAX_STORAGE_BYTES);
    lang_storage *st = lang_storage_new(I, r.buffer_bytes, dt, true);
    CHECK_ALLOC(st);
    st->fill = LF_ZERO;
    *out = lang_np_array_value(I, &r, st, NULL);
    CHECK_ALLOC(*out);
    return lang_before_write(I, err);
}

/* res = zeros((n, n)) with res[i, i + k] = v[i] (k >= 0) / res[i - k, i] = v[i] (k < 0) for
 * v's elements in C order: np.diag of a 1-d array and np.diagflat */
static int diag_matrix(lang_interp *I, lang_value *v, int64_t k, lang_value **out, sl_error *err) {
    const sl_array *x = &AV(v)->a;
    int64_t s, n, ak = k < 0 ? -k : k;
    int rc = sl_np_size(x, &s, err);
    if (rc) return rc;
    if (k == INT64_MIN || sl_ovf_add(s, ak, &n)) return sl_error_overflow(err, "diag size");
    int64_t shape[2] = {n, n};
    if ((rc = ndarray_new_zeros(I, shape, 2, x->dtype, out, err))) return rc;
    lang_lview sv, dv;
    lang_lview_of_array(x, &sv);
    lang_lview_of_array(&AV(*out)->a, &dv);
    int64_t idx[SL_MAX_DIMS] = {0};
    for (int64_t i = 0; i < s; i++) {
        lang_num e;
        if ((rc = lang_read(I, AV(v)->st, &sv, idx, &e, err))) return rc;
        int64_t at[2] = {k >= 0 ? i : i + ak, k >= 0 ? i + k : i};
        if ((rc = lang_write(I, AV(*out)->st, &dv, at, e, err))) return rc;
        lang_next_index(idx, x->shape, x->ndim);
    }
    return SL_OK;
}

/* an integer argument (Python int or bool, numpy integer scalar); a float is the
 * TypeError `float_msg` */
static int int_arg(lang_interp *I, lang_value *v, int64_t dflt, const char *float_msg, int64_t *out, sl_error *err) {
    if (!v) {
        *out = dflt;
        return SL_OK;
    }
    if (!(v = lang_np_scalar_py(I, v, err))) return err->code;
    if (v->kind == V_FLOAT) return lang_py_error(err, "TypeError", "%s", float_msg);
    if (v->kind != V_INT && v->kind != V_BOOL) return lang_unsupported(err, "an offset of type %s", lv_type_name(v));
    *out = v->kind == V_INT ? v->u.i : v->u.b;
    return SL_OK;
}

static const char FLOAT_INDEX_MSG[] = "'float' object cannot be interpreted as an integer";

int ndarray_np_diag(lang_interp *I, bool flat, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"v", "k"};
    lang_value *p[2], *v;
    int rc = lang_bind(a, flat ? "diagflat" : "diag", PN, 2, 1, p, err);
    int64_t k = 0;
    if (rc || (rc = int_arg(I, p[1], 0, FLOAT_INDEX_MSG, &k, err)) || (rc = ndarray_as_array(I, p[0], &v, err))) return rc;
    if (!ndarray_is_array(v)) return lang_unsupported(err, "numpy.%s() of a numpy scalar", flat ? "diagflat" : "diag");
    int32_t nd = AV(v)->a.ndim;
    if (flat || nd == 1) return diag_matrix(I, v, k, out, err);
    if (nd == 2) {
        lang_value *kv = lv_int(I, k);
        CHECK_ALLOC(kv);
        return ndarray_call_method(I, v, "diagonal", &kv, 1, NULL, NULL, 0, out, err);
    }
    return lang_py_error(err, "ValueError", "Input must be 1- or 2-d.");
}

/* a.trace(offset=0, axis1=0, axis2=1, dtype=None): the diagonal, summed over its last axis */
int ndarray_np_trace(lang_interp *I, lang_value *self, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"a", "offset", "axis1", "axis2", "dtype", "out"};
    lang_value *p[6];
    int rc;
    if (self) {
        lang_args b = *a;
        lang_value *pos[6];
        if (b.npos > 5) return lang_unsupported(err, "trace() with %d positional arguments", b.npos);
        pos[0] = self;
        for (int32_t i = 0; i < b.npos; i++) pos[i + 1] = b.pos[i];
        b.pos = pos;
        b.npos++;
        rc = lang_bind(&b, "trace", PN, 6, 1, p, err);
    } else {
        rc = lang_bind(a, "trace", PN, 6, 1, p, err);
    }
    if (rc) return rc;
    if (p[5] && p[5]->kind != V_NONE) return lang_unsupported(err, "trace(out=)");
    lang_value *x, *d;
    if ((rc = ndarray_as_array(I, p[0], &x, err))) return rc;
    int64_t off = 0, ax1 = 0, ax2 = 1;
    static const char FM[] = "integer argument expected, got float";
    if ((rc = int_arg(I, p[1], 0, FM, &off, err)) || (rc = int_arg(I, p[2], 0, FM, &ax1, err)) ||
        (rc = int_arg(I, p[3], 1, FM, &ax2, err)))
        return rc;
    lang_value *dargs[3] = {lv_int(I, off), lv_int(I, ax1), lv_int(I, ax2)};
    CHECK_ALLOC(dargs[0]);
    CHECK_ALLOC(dargs[1]);
    CHECK_ALLOC(dargs[2]);
    if ((rc = ndarray_call_method(I, x, "diagonal", dargs, 3, NULL, NULL, 0, &d, err))) return rc;
    if (p[4] && p[4]->kind != V_NONE) { /* the sum in that dtype: of the elements cast to it */
        if ((rc = ndarray_call_method(I, d, "astype", &p[4], 1, NULL, NULL, 0, &d, err))) return rc;
    }
    const char *kn[1] = {"axis"};
    lang_value *kv[1] = {lv_int(I, -1)};
    CHECK_ALLOC(kv[0]);
    return ndarray_call_method(I, d, "sum", NULL, 0, kn, kv, 1, out, err);
}


/* ----------------------------------------------------------------- copyto == */

static int kind_rank(sl_dtype dt) {
    if (dt == SL_BOOL) return 1;
    if (dt == SL_UINT8 || dt == SL_UINT16 || dt == SL_UINT32 || dt == SL_UINT64) return 2;
    if (dt == SL_INT8 || dt == SL_INT16 || dt == SL_INT32 || dt == SL_INT64) return 3;
    if (dt == SL_FLOAT16 || dt == SL_FLOAT32 || dt == SL_FLOAT64) return 4;
    if (dt == SL_COMPLEX64 || dt == SL_COMPLEX128) return 5;
    return 0;
}

int ndarray_np_copyto(lang_interp *I, const lang_args *a, lang_value **out, sl_error *err) {
    static const char *const PN[] = {"dst", "src", "casting", "where"};
    lang_value *p[4];
    int rc = lang_bind(a, "copyto", PN, 4, 2, p, err);
    if (rc) return rc;
    if (!ndarray_is_array(p[0])) return lang_unsupported(err, "numpy.copyto() into a %s", lv_type_name(p[0]));
    const char *casting = "same_kind";
    if (p[2]) {
        if (p[2]->kind != V_STR) return lang_unsupported(err, "numpy.copyto() casting= of type %s", lv_type_name(p[2]));
        casting = p[2]->u.str.s;
        if (strcmp(casting, "no") && strcmp(casting, "equiv") && strcmp(casting, "safe") && strcmp(casting, "same_kind") &&
            strcmp(casting, "unsafe"))
            return lang_py_error(err, "ValueError",
                                 "casting must be one of 'no', 'equiv', 'safe', 'same_kind', or 'unsafe' (got '%s')", casting);
        if (strcmp(casting, "same_kind") && strcmp(casting, "unsafe"))
            return lang_unsupported(err, "numpy.copyto(casting='%s')", casting);
    }
    lang_value *src = p[1], *w = p[3];
    /* where= becomes a bool array by a safe cast */
    if (w && !(w->kind == V_BOOL && w->u.b)) {
        if ((rc = ndarray_as_array(I, w, &w, err))) return rc;
        if (!ndarray_is_array(w)) return lang_unsupported(err, "numpy.copyto(where=) of a numpy scalar");
        if (AV(w)->a.dtype != SL_BOOL) {
            const char *wn = sl_dtype_numpy_name(AV(w)->a.dtype);
            if (!wn) return lang_unsupported(err, "numpy.copyto(where=) of this dtype");
            return lang_py_error(err, "TypeError",
                                 "Cannot cast array data from dtype('%s') to dtype('bool') according to the rule 'safe'", wn);
        }
    } else {
        w = NULL;
    }
    const sl_array *dx = &AV(p[0])->a;
    if (ndarray_is_array(src) && ndarray_mem_root(AV(src)->st) == ndarray_mem_root(AV(p[0])->st)) {
        /* the same memory in the same layout: numpy returns before any check */
        const sl_array *sx = &AV(src)->a;
        bool same = sx->ndim == dx->ndim && sx->offset_bytes == dx->offset_bytes &&
                    AV(src)->st->alias_off == AV(p[0])->st->alias_off;
        for (int32_t d = 0; same && d < dx->ndim; d++) same = sx->shape[d] == dx->shape[d] && sx->strides[d] == dx->strides[d];
        if (same) {
            *out = lv_none(I);
            CHECK_ALLOC(*out);
            return SL_OK;
        }
    }
    if ((rc = sl_np_check_writable(dx, err))) return rc;
    if (src->kind != V_ARRAY && src->kind != V_INT && src->kind != V_FLOAT && src->kind != V_BOOL && src->kind != V_LIST)
        return lang_unsupported(err, "numpy.copyto() from a %s", lv_type_name(src));
    if (src->kind == V_LIST && (rc = ndarray_as_array(I, src, &src, err))) return rc;
    if (src->kind == V_ARRAY && !strcmp(casting, "same_kind")) {
        /* can_cast(src, dst, 'same_kind') for arrays; Python numbers are cast by value */
        /* same_kind: the kinds ordered bool < uint < int < float < complex, never downwards */
        sl_dtype from = AV(src)->a.dtype, to = AV(p[0])->a.dtype;
        if (!kind_rank(from) || !kind_rank(to)) return lang_unsupported(err, "numpy.copyto() with this dtype");
        if (kind_rank(from) > kind_rank(to)) {
            const char *fn = sl_dtype_numpy_name(from), *tn = sl_dtype_numpy_name(to);
            if (!fn || !tn) return lang_unsupported(err, "numpy.copyto() with this dtype");
            return lang_py_error(err, "TypeError",
                                 "Cannot cast array data from dtype('%s') to dtype('%s') according to the rule 'same_kind'",
                                 fn, tn);
        }
    } else if (src->kind != V_ARRAY) {
        /* a Python number: numpy's value-based can_cast_scalar_to, then a C cast */
        sl_dtype to = AV(p[0])->a.dtype;
        const char *tn = sl_dtype_numpy_name(to);
        if (!tn) return lang_unsupported(err, "numpy.copyto() with this dtype");
        bool ok = true;
        if (src->kind == V_FLOAT) ok = sl_dtype_is_floating(to) || sl_dtype_is_complex(to);
        if (src->kind == V_INT && lang_layers(I)->numpy2) { /* NEP 50: the int must fit an integer dst */
            ok = to != SL_BOOL;
            lang_num x = {false, src->u.i, 0}, y;
            if (ok && sl_dtype_is_integral(to, false) && (lang_num_cast(x, to, &y, err) || y.i != x.i))
                return lang_py_error(err, "OverflowError", "Python integer %lld out of bounds for %s",
                                     (long long)src->u.i, tn);
        } else if (src->kind == V_INT) {
            ok = to != SL_BOOL && !(src->u.i < 0 && sl_dtype_is_integral(to, false) && !(to == SL_INT8 || to == SL_INT16 || to == SL_INT32 || to == SL_INT64));
            lang_num x = {false, src->u.i, 0}, y;
            if (ok && sl_dtype_is_integral(to, false) && (lang_num_cast(x, to, &y, err) || y.i != x.i))
                return lang_unsupported(err, "numpy.copyto() of an int that %s does not hold", tn);
        }
        if (!ok && !strcmp(casting, "same_kind"))
            return lang_py_error(err, "TypeError",
                                 "Cannot cast scalar from dtype('%s') to dtype('%s') according to the rule 'same_kind'",
                                 src->kind == V_FLOAT ? "float64" : "int64", tn);
        if (!ok) return lang_unsupported(err, "numpy.copyto(casting='unsafe') of a Python number");
    }
    if (w) { /* the mask broadcasts into dst's shape (one way) */
        const sl_array *wx = &AV(w)->a;
        bool ok = wx->ndim <= dx->ndim;
        for (int32_t d = 0; ok && d < wx->ndim; d++) {
            int64_t m = wx->shape[wx->ndim - 1 - d], t = dx->shape[dx->ndim - 1 - d];
            ok = m == t || m == 1;
        }
        if (!ok) {
            lang_value *ws = lv_ints(I, V_TUPLE, wx->shape, wx->ndim), *ds = lv_ints(I, V_TUPLE, dx->shape, dx->ndim);
            CHECK_ALLOC(ws);
            CHECK_ALLOC(ds);
            char b1[600], b2[600];
            sl_strbuf s1, s2;
            sl_sb_init(&s1, b1, sizeof b1);
            sl_sb_init(&s2, b2, sizeof b2);
            if ((rc = lv_repr(I, ws, &s1, err)) || (rc = lv_repr(I, ds, &s2, err))) return rc;
            return lang_py_error(err, "ValueError", "could not broadcast where mask from shape %s into shape %s", b1, b2);
        }
    }
    /* dst[...] = src (the broadcast and the element casts of a write), restricted to where= */
    if (!w) {
        lang_value *ell = lv_new(I, V_ELLIPSIS);
        CHECK_ALLOC(ell);
        if ((rc = lang_np_setitem(I, p[0], ell, src, err))) return rc;
    } else {
        /* src and the mask broadcast to dst's shape: dst[mask] = src[mask] */
        lang_value *shp = lv_ints(I, V_TUPLE, dx->shape, dx->ndim), *mb, *sb, *sel;
        CHECK_ALLOC(shp);
        lang_value *args[2] = {w, shp};
        if ((rc = lang_np_call(I, "broadcast_to", args, 2, NULL, NULL, 0, &mb, err))) return rc;
        if (src->kind == V_ARRAY) {
            args[0] = src;
            if ((rc = lang_np_call(I, "broadcast_to", args, 2, NULL, NULL, 0, &sb, err))) return rc;
            if ((rc = lang_np_subscript(I, sb, mb, &sel, err))) return rc;
        } else {
            sel = src;
        }
        if ((rc = lang_np_setitem(I, p[0], mb, sel, err))) return rc;
    }
    *out = lv_none(I);
    CHECK_ALLOC(*out);
    return SL_OK;
}
