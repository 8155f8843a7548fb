/*
 * ndarray_ufuncs.c — numpy's named functions of elements beyond the operators: unary
 * math and predicates (sqrt, abs, floor, isnan, ...), minimum / maximum, where, clip,
 * round, cumsum / cumprod, eye, matmul / dot, and sorting of arrays.
 *
 * Float-only loops pick numpy's loop type (bool and 8-bit ints go to float16, 16-bit ints
 * to float32); results are new owners in the iterator's layout.  Operators are
 * ndarray_arith.c.
 */
#include "lang/python/py.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lang/numpy/ndarray_internal.h"

bool ndarray_broadcast_mismatch(int rc, sl_error *err) {
    if (rc != SL_ERR_PY || strcmp(err->type, "ValueError")) return false;
    if (!strncmp(err->message, "shape mismatch", 14)) return true;
    lang_unsupported(err, "an operation on arrays this large (numpy's answer depends on the memory it can allocate)");
    return false;
}

/* ------------------------------------------------------------ more ufuncs == */

/* the float type numpy's float-only unary loops pick for an input dtype: bool and 8-bit
 * ints go to float16, 16-bit ints to float32 */
sl_dtype ndarray_float_loop_of(sl_dtype dt) {
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
int ndarray_np_math1(lang_interp *I, const char *name, lang_value *v, lang_value **out, sl_error *err) {
    const sl_array *x = &AV(v)->a;
    bool sq = !strcmp(name, "square");
    sl_dtype dt = sq ? (x->dtype == SL_BOOL ? SL_INT8 : x->dtype) : ndarray_float_loop_of(x->dtype);
    int rc = ndarray_ufunc_dtype_ok(dt, err);
    if (rc) return rc;
    /* float16 loops compute in float32 */
    struct np_math_ctx ctx = {name, sq, dt == SL_FLOAT32 || dt == SL_FLOAT16};
    return ndarray_np_map1(I, v, dt, x->ndim > 0 && x->dtype != dt, dt, np_math_one, &ctx, out, err);
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

int ndarray_np_pred1(lang_interp *I, const char *name, lang_value *v, lang_value **out, sl_error *err) {
    const sl_array *x = &AV(v)->a;
    bool sign = !strcmp(name, "sign");
    if (sl_dtype_is_complex(x->dtype)) return lang_unsupported(err, "numpy.%s() of complex arrays", name);
    if (sign && x->dtype == SL_BOOL) return lang_unsupported(err, "numpy.sign() of bool (numpy has no loop for it)");
    return ndarray_np_map1(I, v, sign ? x->dtype : SL_BOOL, false, x->dtype, np_pred_one, name, out, err);
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
 * hi)) / np.where(cond, x, y): broadcast like ufuncs, dtypes by ndarray_np_result_type (cond
 * aside), output laid out by the iterator over all operands */
int ndarray_np_select(lang_interp *I, const char *kind, lang_value **args, int nargs, lang_value **out, sl_error *err) {
    uop ops[3];
    int rc;
    bool is_where = !strcmp(kind, "where");
    for (int k = 0; k < nargs; k++) {
        lang_value *v = args[k]; /* a numpy scalar keeps its dtype (value-based casting) */
        if (v->kind == V_NONE && !strcmp(kind, "clip") && k > 0)
            return lang_unsupported(err, "clip() with None bounds");
        if ((rc = ndarray_uop_from(I, v, &ops[k], err))) return rc;
    }
    sl_dtype dt;
    if ((rc = ndarray_np_result_type(is_where ? ops + 1 : ops, is_where ? 2 : nargs, &dt, err))) return rc;
    if ((rc = ndarray_arith_dtype_ok(dt, err))) return rc;
    /* NEP 50: maximum / minimum refuse a Python int their loop cannot hold; np.where casts
     * it (wrapping); numpy 2's clip compares such a bound exactly: past the dtype's range
     * it is the range's end */
    if (!is_where && strcmp(kind, "clip") && (rc = ndarray_nep50_check(ops, nargs, dt, err))) return rc;
    for (int k = 1; !strcmp(kind, "clip") && k < nargs; k++) {
        if (!ndarray_nep50_check(&ops[k], 1, dt, err)) continue;
        sl_error_clear(err);
        if (dt == SL_UINT64) return lang_unsupported(err, "clip() of a uint64 array with a negative bound");
        int64_t bits = sl_dtype_itemsize(dt) * 8;
        bool u = dt == SL_UINT8 || dt == SL_UINT16 || dt == SL_UINT32;
        int64_t lo = u ? 0 : -((int64_t)1 << (bits - 1)), hi = u ? ((int64_t)1 << bits) - 1 : ((int64_t)1 << (bits - 1)) - 1;
        int64_t v = ops[k].value.i;
        ops[k].value.i = v < lo ? lo : hi;
        ops[k].value.f = (double)ops[k].value.i;
    }
    sl_array ins[3], bc[3];
    for (int k = 0; k < nargs; k++) ins[k] = ops[k].rec;
    rc = sl_np_broadcast_arrays(ins, nargs, bc, err);
    if (ndarray_broadcast_mismatch(rc, err)) {
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
    if ((rc = ndarray_ufunc_result(orig, no, cast, bcs, no, dt, &r, err))) return rc;
    lang_value *res;
    lang_num z = {0};
    if ((rc = ndarray_np_new(I, &r, LF_ZERO, z, &res, err))) return rc;
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
    return ndarray_back_to_scalar(I, res, out, err);
}

static lang_num same_value(const void *ctx, lang_num x) {
    (void)ctx;
    return x;
}

/* clip(a, lo, hi) (either bound None or absent): _methods._clip takes maximum / minimum
 * for one bound; numpy 2 clips with no bound too, into a fresh copy laid out as a ufunc's
 * output (numpy 1.24: "One of max or min must be given") */
int ndarray_np_clip(lang_interp *I, lang_value *v, lang_value *lo, lang_value *hi, lang_value **out, sl_error *err) {
    lang_value *args[3] = {v, lo, hi};
    bool no_lo = !lo || lo->kind == V_NONE, no_hi = !hi || hi->kind == V_NONE;
    if (no_lo && no_hi && lang_layers(I)->numpy2) {
        if (v->kind != V_ARRAY) return lang_unsupported(err, "clip() of a %s without bounds", lv_type_name(v));
        sl_dtype dt = AV(v)->a.dtype;
        int rc = ndarray_arith_dtype_ok(dt, err);
        if (rc) return rc;
        return ndarray_np_map1(I, v, dt, false, dt, same_value, NULL, out, err);
    }
    if (no_lo && no_hi) return lang_py_error(err, "ValueError", "One of max or min must be given");
    if (!no_lo && !no_hi) return ndarray_np_select(I, "clip", args, 3, out, err);
    args[1] = no_hi ? lo : hi;
    return ndarray_np_select(I, no_hi ? "maximum" : "minimum", args, 2, out, err);
}

/* np.eye(N, M=None, k=0, dtype=float, order='C') / np.identity(n, dtype=float) */
int ndarray_np_eye(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
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
    if ((rc = ndarray_np_int(p[0], SL_NP_TE_INDEX, &nrow, err))) return rc;
    ncol = nrow;
    if (p[1] && p[1]->kind != V_NONE && (rc = ndarray_np_int(p[1], SL_NP_TE_INDEX, &ncol, err))) return rc;
    if (p[2] && (rc = ndarray_np_int(p[2], SL_NP_TE_INDEX, &k, err))) return rc;
    sl_dtype dt = SL_FLOAT64;
    if (p[3] && (rc = ndarray_get_dtype(p[3], &dt, err)) < 0) return rc;
    if (rc == 1) dt = SL_FLOAT64;
    char order = 'C';
    if ((rc = ndarray_get_order(p[4], &order, err))) return rc;
    int64_t shape[2] = {nrow, ncol};
    sl_array r;
    if ((rc = sl_np_empty_ref(shape, 2, dt, order, lang_np_ref(I), &r, err))) return rc;
    lang_value *res;
    lang_num z = {0};
    if ((rc = ndarray_np_new(I, &r, LF_ZERO, z, &res, err))) return rc;
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
int ndarray_np_cumulate(lang_interp *I, lang_value *v, bool prod, const lang_args *a, lang_value **out, sl_error *err) {
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
    if ((rc = ndarray_arith_dtype_ok(acc, err))) return rc;
    lang_value *src = v;
    int64_t axis = 0;
    if (!p[0] || p[0]->kind == V_NONE) {
        lang_args none = {0};
        if ((rc = lang_np_method(I, v, "ravel", &none, &src, err))) return rc;
    } else {
        bool red[SL_MAX_DIMS], all;
        if (x0->ndim == 0) return lang_unsupported(err, "cumsum/cumprod of a 0-d array along an axis");
        if ((rc = ndarray_reduce_axes(p[0], x0, false, false, red, &all, err))) return rc;
        for (int32_t d = 0; d < x0->ndim; d++)
            if (red[d]) axis = d;
    }
    const sl_array *x = &AV(src)->a;
    if (x->ndim == 0) return lang_unsupported(err, "cumsum of a 0-d array");
    sl_array r;
    int32_t perm[SL_MAX_DIMS];
    ndarray_iter_perm(x, 1, perm);
    if ((rc = sl_np_empty_ref(x->shape, x->ndim, acc, 'C', lang_np_ref(I), &r, err)) || (rc = ndarray_strides_in_perm(&r, perm, err))) return rc;
    lang_value *res;
    lang_num z = {0};
    if ((rc = ndarray_np_new(I, &r, LF_ZERO, z, &res, err))) return rc;
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
int ndarray_np_matmul(lang_interp *I, lang_value *a, lang_value *b, bool dot, lang_value **out, sl_error *err) {
    int rc;
    if ((rc = ndarray_scalar_as_array(I, a, &a, err)) || (rc = ndarray_scalar_as_array(I, b, &b, err))) return rc;
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
    if ((rc = ndarray_uop_from(I, a, &ops[0], err)) || (rc = ndarray_uop_from(I, b, &ops[1], err))) return rc;
    ops[0].scalar = ops[1].scalar = false;
    sl_dtype dt;
    if ((rc = ndarray_np_result_type(ops, 2, &dt, err)) || (rc = ndarray_arith_dtype_ok(dt, err))) return rc;
    int64_t shape[2];
    int32_t nd = 0;
    if (x->ndim == 2) shape[nd++] = n;
    if (y->ndim == 2) shape[nd++] = m;
    sl_array r;
    if ((rc = sl_np_empty_ref(shape, nd, dt, 'C', lang_np_ref(I), &r, err))) return rc;
    lang_value *res;
    lang_num z = {0};
    if ((rc = ndarray_np_new(I, &r, LF_ZERO, z, &res, err))) return rc;
    lang_lview xv, yv, rv;
    lang_lview_of_array(x, &xv);
    lang_lview_of_array(y, &yv);
    lang_lview_of_array(&r, &rv);
    lang_num *terms = lang_alloc_n(&I->A, (kx + 1), sizeof *terms);
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
                if (!ndarray_float_sum_exact(terms, kx, dt == SL_FLOAT32))
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
    return ndarray_back_to_scalar(I, res, out, err);
}

/* np.sort(a, axis=-1) / a.sort(axis=-1) in place: values only (ties are equal values;
 * a 0.0 / -0.0 tie is refused), nan last; np.sort copies in K order first */

static int cmp_num_asc(const void *pa, const void *pb) {
    const lang_num *p = pa, *q = pb;
    if (p->is_float) {
        bool np_ = isnan(p->f), nq = isnan(q->f);
        if (np_ || nq) return np_ - nq;
        return p->f < q->f ? -1 : p->f > q->f;
    }
    return p->i < q->i ? -1 : p->i > q->i;
}

int ndarray_sort_values(lang_interp *I, lang_value *v, int64_t ax, sl_error *err) {
    const sl_array *x = &AV(v)->a;
    if (!(x->flags & SL_NP_WRITEABLE)) return lang_py_error(err, "ValueError", "sort array is read-only");
    int rc = lang_before_write(I, err);
    if (rc) return rc;
    int64_t len = x->shape[ax], total;
    if ((rc = sl_np_size(x, &total, err))) return rc;
    if (total == 0) return SL_OK;
    lang_num *buf = lang_alloc_n(&I->A, (len + 1), sizeof *buf);
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

int ndarray_sort_axis(const lang_value *axv, const sl_array *x, int64_t *ax, sl_error *err) {
    int64_t a = -1;
    if (axv) {
        int rc = ndarray_np_int(axv, SL_NP_TE_INDEX, &a, err);
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
int ndarray_np_round(lang_interp *I, lang_value *v, const lang_value *decv, lang_value **out, sl_error *err) {
    int64_t dec = 0;
    int rc;
    if (decv && (rc = ndarray_np_int(decv, SL_NP_TE_INDEX, &dec, err))) return rc;
    const sl_array *x = &AV(v)->a;
    bool is_int = sl_dtype_is_integral(x->dtype, true);
    if (is_int && dec >= 0) {
        *out = v;
        return SL_OK;
    }
    sl_dtype loop = is_int ? SL_FLOAT64 : x->dtype;
    if ((rc = ndarray_arith_dtype_ok(loop, err))) return rc;
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
    if ((rc = ndarray_ufunc_result(&x, 1, x->ndim > 0 && x->dtype != loop, x, 1, x->dtype, &r, err))) return rc;
    lang_value *res;
    lang_num z = {0};
    if ((rc = ndarray_np_new(I, &r, LF_ZERO, z, &res, err))) return rc;
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
            y = ndarray_rnd_to(dec > 0 ? y * ff : y / ff, f32);
            y = nearbyint(y);
            y = ndarray_rnd_to(dec > 0 ? y / ff : y * ff, f32);
        }
        o.is_float = true;
        o.f = y;
        if ((rc = ndarray_cast_checked(o, x->dtype, &o, err))) return rc;
        if ((rc = lang_write(I, AV(res)->st, &dv, idx, o, err))) return rc;
        lang_next_index(idx, x->shape, x->ndim);
    }
    return ndarray_back_to_scalar(I, res, out, err);
}
