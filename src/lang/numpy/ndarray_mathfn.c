/*
 * ndarray_mathfn.c — elementwise float math of numpy arrays (numpy's `a ** k` fast paths
 * and integer power loop, np.reciprocal, np.var / np.std, numpy's float sums in its own
 * order), exact or refused.  Its torch half (torch.sigmoid, reciprocal, rsqrt, square,
 * std / var) is src/lang/torch/tensor_mathfn.c, whose header tabulates what
 * scripts/probe_mathfn.py measured for both libraries.
 *
 * numpy 1.24 computes transcendental functions with its own vectorized (AVX-512 / SVML)
 * loops, whose last bits differ from C's libm (libm agrees on 67-97% of inputs, by
 * function and dtype); numpy a**3, a**1.5, a**-0.5, a**0.25 against libm's pow: 72-81%;
 * numpy a**2 (x*x), a**0.5 (sqrt), a**-1 (1/x), f32 and f64, contiguous and strided: 100%
 * (IEEE operations); float32 / float64 np.add.reduce against lang_mathfn_np_sum's order
 * model: 100%.
 *
 * So this file computes only what agrees everywhere: numpy's fast scalar powers (-1, 0,
 * 0.5, 1, 2 as numpy's fast_scalar_power dispatches them to reciprocal, ones_like, sqrt,
 * positive, square), np.var / np.std as numpy's _var composes them, numpy's float sums in
 * its own order (pairwise, over the iterator's inner loops: lang_mathfn_np_sum).  exp,
 * log, sin, cos, tanh, power (and the rest of NP_REFUSED) are refused with the reason;
 * the unary ones of an array make their result, exact in all but its values (which
 * refuse when read: np_unknown_values).
 */
#include "lang/python/py.h"
#include "lang/numpy/ndarray.h"
#include "lang/numpy/ndarray_internal.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define MAX_WALK ((int64_t)1 << 24) /* elements computed one by one (more: refused) */


/* ------------------------------------------------------------ refusals == */

/* functions whose values come from a vectorized library that C's libm does not match
 * bit for bit (measured: the table heading tensor_mathfn.c), with the reason the refusal
 * gives */
static const struct {
    const char *name;
    const char *why;
} NP_REFUSED[] = {
    {"exp", "numpy's AVX-512 exp (libm agrees on 79.5% of float32 and 88.1% of float64 inputs)"},
    {"log", "numpy's AVX-512 log (libm agrees on 97.2% of float32 and 82.1% of float64 inputs)"},
    {"sin", "numpy's SIMD sin (libm agrees on 91.7% of float32 and 68.0% of float64 inputs)"},
    {"cos", "numpy's SIMD cos (libm agrees on 91.5% of float32 and 67.2% of float64 inputs)"},
    {"tanh", "numpy's SIMD tanh (libm agrees on 88.3% of float32 and 94.7% of float64 inputs)"},
    {"power", "numpy's SIMD power (libm's pow agrees on 72-81% of inputs)"},
    {"float_power", "numpy's SIMD power (libm's pow agrees on 72-81% of inputs)"},
    {"exp2", "numpy's SIMD exp2 (not reproduced)"},
    {"expm1", "numpy's SIMD expm1 (not reproduced)"},
    {"log2", "numpy's SIMD log2 (not reproduced)"},
    {"log10", "numpy's SIMD log10 (not reproduced)"},
    {"log1p", "numpy's SIMD log1p (not reproduced)"},
    {"tan", "numpy's SIMD tan (not reproduced)"},
    {"sinh", "numpy's SIMD sinh (not reproduced)"},
    {"cosh", "numpy's SIMD cosh (not reproduced)"},
    {"arcsin", "numpy's SIMD arcsin (not reproduced)"},
    {"arccos", "numpy's SIMD arccos (not reproduced)"},
    {"arctan", "numpy's SIMD arctan (not reproduced)"},
};

/* ------------------------------------------------------------ numpy == */

static int np_call1(lang_interp *I, const char *fname, lang_value *x, lang_value **out, sl_error *err) {
    lang_value *args[1] = {x};
    lang_args a = {.pos = args, .npos = 1};
    return lang_np_func(I, fname, &a, out, err);
}

/* x.astype('float64', order=order) */
static int np_astype_f8(lang_interp *I, lang_value *x, const char *order, lang_value **out, sl_error *err) {
    lang_value *args[1] = {lv_strz(I, "float64")}, *kwv[1] = {lv_strz(I, order)};
    CHECK_ALLOC(args[0]);
    CHECK_ALLOC(kwv[0]);
    const char *kwn[1] = {"order"};
    lang_args ca = {.pos = args, .npos = 1, .kwnames = kwn, .kw = kwv, .nkw = 1};
    return lang_np_method(I, x, "astype", &ca, out, err);
}

/* a ** b with an ndarray a and a Python number b: numpy 1.24's fast_scalar_power.  For
 * float arrays the exponents 1, -1, 0, 0.5, 2 become positive, reciprocal (1.0 / a:
 * the same IEEE quotient), _ones_like, sqrt, square; an integer or bool array with the
 * exponent 2 becomes square (a float 2.0: of the array cast to float64).  Returns 1 for
 * the rest (numpy's power ufunc). */
int lang_mathfn_np_pow(lang_interp *I, lang_value *a, lang_value *b, lang_value **out, sl_error *err) {
    if (a->kind != V_ARRAY || lang_np_scalar(a)) return LANG_NOT_MINE;
    double e;
    if (b->kind == V_INT) e = (double)b->u.i;
    else if (b->kind == V_BOOL) e = b->u.b ? 1.0 : 0.0;
    else if (b->kind == V_FLOAT && !lang_np_dtype(b)) e = b->u.f;
    else return LANG_NOT_MINE;
    sl_dtype dt = AV(a)->a.dtype;
    if (sl_dtype_is_complex(dt)) return lang_unsupported(err, "** of complex arrays");
    if (sl_dtype_is_floating(dt)) {
        if (e == 1.0) return np_call1(I, "positive", a, out, err);
        if (e == 0.5) return np_call1(I, "sqrt", a, out, err);
        if (e == 2.0) return np_call1(I, "square", a, out, err);
        if (e == 0.0) return np_call1(I, "ones_like", a, out, err);
        if (e == -1.0) {
            lang_value *one = lv_float(I, 1.0);
            CHECK_ALLOC(one);
            return lang_np_binop(I, OP_DIV, one, a, out, err);
        }
        return lang_unsupported(err, "float array ** %g: numpy's SIMD power (libm's pow agrees on 72-81%% of inputs)", e);
    }
    if (e != 2.0 || dt == SL_BOOL) return LANG_NOT_MINE;
    if (b->kind != V_FLOAT) return np_call1(I, "square", a, out, err);
    /* a float 2.0: the array cast to float64 (Fortran order when it is Fortran- and not
     * C-contiguous), squared in place: the result is that cast array, 0-d ones too */
    if (AV(a)->a.ndim == 0) return lang_unsupported(err, "0-d integer array ** 2.0");
    const sl_array *x = &AV(a)->a;
    bool fort = sl_np_is_f_contiguous(x) && !sl_np_is_c_contiguous(x);
    lang_value *cast;
    int rc = np_astype_f8(I, a, fort ? "F" : "C", &cast, err);
    if (rc) return rc;
    return np_call1(I, "square", cast, out, err);
}

/* numpy's integer power loop (a ** b of integer dtype dt, values wrapping in it): the
 * ValueError for a negative exponent, 1 for b == 0 or a == 1, else square-and-multiply */
int lang_mathfn_int_pow(lang_num p, lang_num q, sl_dtype dt, lang_num *r, sl_error *err) {
    if (q.i < 0 && !(dt == SL_UINT8 || dt == SL_UINT16 || dt == SL_UINT32 || dt == SL_UINT64))
        return lang_py_error(err, "ValueError", "Integers to negative integer powers are not allowed.");
    uint64_t base = (uint64_t)p.i, e = (uint64_t)q.i, acc;
    if (e == 0 || base == 1) {
        acc = 1;
    } else {
        acc = (e & 1) ? base : 1;
        e >>= 1;
        while (e > 0) {
            base *= base;
            if (e & 1) acc *= base;
            e >>= 1;
        }
    }
    lang_num o = {.i = (int64_t)acc};
    return lang_num_cast(o, dt, r, err);
}

/* np.var / np.std / a.var() / a.std() (axis=None, ddof=0, keepdims=False) as numpy's
 * _methods._var computes them: the mean from a sum with keepdims (integers summed in
 * float64), divided by the count; the deviations a - mean squared; their sum divided by
 * max(count - ddof, 0); std its sqrt.  The sums are the reductions' own (numpy's order,
 * lang_mathfn_np_sum, or exact-only in other layouts), so each step is numpy's value. */
static int np_var(lang_interp *I, lang_value *x, bool is_std, const char *fname, const lang_args *a,
                  lang_value **out, sl_error *err) {
    static const char *const PN[] = {"axis", "dtype", "out", "ddof", "keepdims"};
    lang_value *p[5] = {NULL, NULL, NULL, NULL, NULL};
    int rc;
    if ((rc = lang_bind(a, fname, PN, 5, 0, p, err))) return rc;
    if (p[1] && p[1]->kind != V_NONE) return lang_unsupported(err, "%s() with a dtype", fname);
    if (p[2] && p[2]->kind != V_NONE) return lang_unsupported(err, "%s() with out=", fname);
    int64_t ddof = 0;
    if (p[3] && p[3]->kind != V_INT) return lang_unsupported(err, "%s() with a ddof that is not an int", fname);
    if (p[3]) ddof = p[3]->u.i;
    sl_dtype dt = AV(x)->a.dtype;
    if (sl_dtype_is_complex(dt) || dt == SL_FLOAT16 || dt == SL_BFLOAT16)
        return lang_unsupported(err, "%s() of a %s array", fname, sl_dtype_numpy_name(dt));
    lang_value *axis = p[0] ? p[0] : lv_none(I);
    CHECK_ALLOC(axis);
    lang_value *xf = x;
    if (!sl_dtype_is_floating(dt)) {
        /* umr_sum(arr, dtype='f8'): the float64 values of the elements, summed */
        if ((rc = np_astype_f8(I, x, "K", &xf, err))) return rc;
    }
    /* count of the reduced elements */
    lang_value *kd = lv_bool(I, true);
    CHECK_ALLOC(kd);
    const char *kwn[2] = {"axis", "keepdims"};
    lang_value *kwv[2] = {axis, kd};
    lang_args sa = {.kwnames = kwn, .kw = kwv, .nkw = 2};
    lang_value *s, *mean, *dev, *sq, *tot;
    if ((rc = lang_np_method(I, xf, "sum", &sa, &s, err))) return rc;
    int64_t total = 1, kept = 1;
    const sl_array *xa = &AV(x)->a;
    for (int32_t d = 0; d < xa->ndim; d++) total *= xa->shape[d];
    const sl_array *sa_arr = &AV(s)->a;
    for (int32_t d = 0; d < sa_arr->ndim; d++) kept *= sa_arr->shape[d];
    int64_t count = kept ? total / kept : 0;
    lang_value *cnt = lv_int(I, count);
    CHECK_ALLOC(cnt);
    if ((rc = lang_np_binop(I, OP_DIV, s, cnt, &mean, err))) return rc;
    if ((rc = lang_np_binop(I, OP_SUB, xf, mean, &dev, err))) return rc;
    if ((rc = lang_np_binop(I, OP_MUL, dev, dev, &sq, err))) return rc;
    kwv[1] = p[4] ? p[4] : lv_bool(I, false);
    CHECK_ALLOC(kwv[1]);
    if ((rc = lang_np_method(I, sq, "sum", &sa, &tot, err))) return rc;
    int64_t rcount = count - ddof > 0 ? count - ddof : 0;
    lang_value *rc_v = lv_int(I, rcount);
    CHECK_ALLOC(rc_v);
    lang_value *var;
    if ((rc = lang_np_binop(I, OP_DIV, tot, rc_v, &var, err))) return rc;
    if (tot->kind == V_ARRAY && lang_np_scalar(tot) && AV(tot)->a.dtype != SL_FLOAT64) {
        /* a scalar: ret.dtype.type(ret / rcount), the float64 quotient rounded back */
        lang_value *args[1] = {var};
        lang_args ca = {.pos = args, .npos = 1};
        if ((rc = lang_np_scalar_new(I, AV(tot)->a.dtype, &ca, &var, err))) return rc;
    }
    if (!is_std) {
        *out = var;
        return SL_OK;
    }
    return np_call1(I, "sqrt", var, out, err);
}

/* np.sin(a), np.exp(a), ... of an array of at least one dim, with no other argument: the
 * result array numpy makes (its float loop's dtype: bool and 8-bit ints float16, 16-bit
 * ints float32, other ints float64, floats their own; laid out by the ufunc iterator over
 * a), whose values refuse when read with the reason (np.sqrt's path, ndarray_np_math1,
 * without the values).  Shapes, strides and what is made from it stay exact. */
static int np_unknown_values(lang_interp *I, const char *name, const char *why, lang_value *v, lang_value **out,
                             sl_error *err) {
    const sl_array *x = &AV(v)->a;
    sl_dtype dt = ndarray_float_loop_of(x->dtype);
    int rc = ndarray_ufunc_dtype_ok(dt, err);
    if (rc) return rc;
    sl_array r;
    if ((rc = ndarray_ufunc_result(&x, 1, x->dtype != dt, x, 1, dt, &r, err))) return rc;
    lang_num z = {0};
    lang_value *res;
    if ((rc = ndarray_np_new(I, &r, LF_ZERO, z, &res, err))) return rc;
    size_t n = strlen(name) + strlen(why) + 32;
    char *msg = lang_alloc_atomic(&I->A, n);
    CHECK_ALLOC(msg);
    snprintf(msg, n, "the values of numpy.%s(): %s", name, why);
    AV(res)->st->poison = msg;
    *out = res;
    return SL_OK;
}

int lang_mathfn_np_func(lang_interp *I, const char *name, const lang_args *a, lang_value **out, sl_error *err) {
    if (!strcmp(name, "var") || !strcmp(name, "std")) {
        if (a->npos < 1 || a->pos[0]->kind != V_ARRAY)
            return lang_unsupported(err, "numpy.%s() of a non-array", name);
        lang_args b = *a;
        b.pos = a->pos + 1;
        b.npos = a->npos - 1;
        return np_var(I, a->pos[0], name[0] == 's', name, &b, out, err);
    }
    if (!strcmp(name, "reciprocal")) {
        if (a->npos != 1 || a->nkw || a->pos[0]->kind != V_ARRAY || lang_np_scalar(a->pos[0]) ||
            !sl_dtype_is_floating(AV(a->pos[0])->a.dtype))
            return lang_unsupported(err, "numpy.reciprocal() other than of a float array");
        lang_value *one = lv_float(I, 1.0);
        CHECK_ALLOC(one);
        return lang_np_binop(I, OP_DIV, one, a->pos[0], out, err);
    }
    for (size_t i = 0; i < SL_ARRAY_LEN(NP_REFUSED); i++) {
        if (strcmp(name, NP_REFUSED[i].name)) continue;
        bool unary = strcmp(name, "power") && strcmp(name, "float_power");
        if (unary && a->npos == 1 && !a->nkw && a->pos[0]->kind == V_ARRAY && !lang_np_scalar(a->pos[0]) &&
            AV(a->pos[0])->a.ndim > 0 && !sl_dtype_is_complex(AV(a->pos[0])->a.dtype))
            return np_unknown_values(I, name, NP_REFUSED[i].why, a->pos[0], out, err);
        return lang_unsupported(err, "numpy.%s() values: %s", name, NP_REFUSED[i].why);
    }
    return LANG_NOT_MINE;
}

int lang_mathfn_np_method(lang_interp *I, lang_value *v, const char *name, const lang_args *a, lang_value **out,
                          sl_error *err) {
    if (!strcmp(name, "var") || !strcmp(name, "std")) return np_var(I, v, name[0] == 's', name, a, out, err);
    return LANG_NOT_MINE;
}

/* ------------------------------------------------------------ numpy's float sums == */

/* numpy's pairwise_sum (loops_utils.h): under 8 terms a plain loop from 0; up to 128
 * eight accumulators over blocks of 8, combined ((r0+r1)+(r2+r3))+((r4+r5)+(r6+r7)),
 * then the remainder; longer: split at n/2 rounded down to a multiple of 8.  Float32
 * sums accumulate in float32. */
#define MF_PAIRWISE(NAME, T)                                                                  \
    static T NAME(const double *a, int64_t n) {                                               \
        if (n < 8) {                                                                          \
            T res = 0;                                                                        \
            for (int64_t i = 0; i < n; i++) res += (T)a[i];                                   \
            return res;                                                                       \
        }                                                                                     \
        if (n <= 128) {                                                                       \
            T r[8];                                                                           \
            for (int j = 0; j < 8; j++) r[j] = (T)a[j];                                       \
            int64_t i;                                                                        \
            for (i = 8; i < n - (n % 8); i += 8)                                              \
                for (int j = 0; j < 8; j++) r[j] += (T)a[i + j];                              \
            T res = ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]));        \
            for (; i < n; i++) res += (T)a[i];                                                \
            return res;                                                                       \
        }                                                                                     \
        int64_t n2 = n / 2;                                                                   \
        n2 -= n2 % 8;                                                                         \
        return NAME(a, n2) + NAME(a + n2, n - n2);                                            \
    }
MF_PAIRWISE(pairwise_f32, float)
MF_PAIRWISE(pairwise_f64, double)

#define MF_NP_BUFSIZE 8192 /* numpy's default iterator buffer: a reduction's inner loops are at most this long */

/* The sum (mean: the sum / the count) of one reduction group of a float32 / float64
 * array x, added in numpy 1.24's order, measured against np.add.reduce over random
 * layouts (scripts/probe_mathfn.py --sums): the iterator visits the axes of length > 1
 * by decreasing |stride| (K order) and the output starts at 0.  When every such axis is
 * reduced, the elements in that order are added in chunks of 8192, each chunk's pairwise
 * sum added to the output.  Otherwise, when the innermost axis is reduced, the innermost
 * reduced axes whose strides continue each other form a run: for each step of the outer
 * reduced axes, each 8192-chunk of the run is pairwise-summed into the output; when the
 * innermost axis is kept, the output adds its elements one by one in the outer axes'
 * order.  Returns 1 for layouts outside that model (equal strides, negative strides of a
 * 2+-d array), the reductions' exact-or-refuse path then decides.  idx0: the group's
 * first element (reduced axes at 0). */
int lang_mathfn_np_sum(lang_interp *I, lang_value *xv, const bool *reduced, const int64_t *idx0, bool mean,
                       lang_num *out, sl_error *err) {
    const sl_array *x = &AV(xv)->a;
    /* float16 (numpy's HALF_add): the terms as floats, pairwise-summed in float32 like
     * float32's; the output is a half, so each inner loop call's float sum (and each
     * single addition) is rounded to half before the next */
    bool f16 = x->dtype == SL_FLOAT16, f32 = x->dtype == SL_FLOAT32 || f16;
    if (!f32 && x->dtype != SL_FLOAT64) return LANG_NOT_MINE;
    int32_t ord[SL_MAX_DIMS], m = 0;
    for (int32_t d = 0; d < x->ndim; d++)
        if (x->shape[d] > 1) ord[m++] = d;
    for (int32_t i = 0; i < m; i++) {
        if (m > 1 && x->strides[ord[i]] < 0) return LANG_NOT_MINE;
        for (int32_t j = i + 1; j < m; j++)
            if (llabs(x->strides[ord[i]]) == llabs(x->strides[ord[j]])) return LANG_NOT_MINE;
    }
    for (int32_t i = 1; i < m; i++) /* outermost first: decreasing |stride| */
        for (int32_t j = i; j > 0 && llabs(x->strides[ord[j]]) > llabs(x->strides[ord[j - 1]]); j--) {
            int32_t t = ord[j];
            ord[j] = ord[j - 1];
            ord[j - 1] = t;
        }
    /* the reduced axes in that order, and the group's size */
    int32_t rax[SL_MAX_DIMS], nr = 0;
    int64_t rshape[SL_MAX_DIMS], n = 1;
    bool all = true;
    for (int32_t i = 0; i < m; i++) {
        if (reduced[ord[i]]) {
            rax[nr] = ord[i];
            rshape[nr++] = x->shape[ord[i]];
            n *= x->shape[ord[i]];
        } else {
            all = false;
        }
    }
    if (n > MAX_WALK) return lang_unsupported(err, "a float sum of more than 16777216 elements");
    /* np.mean of float16 is _mean's umr_sum(dtype=float32): a float32 sum over a casting
     * buffer (the same 8192-element chunks when every axis is reduced; other reductions
     * are not modelled), divided in float32, rounded to half at the end */
    if (f16 && mean && !all) return LANG_NOT_MINE;
    bool half_out = f16 && !mean;
    /* run: the elements each inner loop call sums (0: added one by one) */
    int64_t run = 0;
    if (all) {
        run = n;
    } else if (m > 0 && reduced[ord[m - 1]]) {
        run = x->shape[ord[m - 1]];
        for (int32_t i = m - 2; i >= 0 && reduced[ord[i]]; i--) {
            if (x->strides[ord[i]] != x->strides[ord[i + 1]] * x->shape[ord[i + 1]]) break;
            run *= x->shape[ord[i]];
        }
    }
    double *v = lang_alloc_n(&I->A, (n > 0 ? n : 1), sizeof *v);
    CHECK_ALLOC(v);
    lang_lview lv;
    lang_lview_of_array(x, &lv);
    int64_t idx[SL_MAX_DIMS], ridx[SL_MAX_DIMS] = {0};
    memcpy(idx, idx0, (size_t)x->ndim * sizeof *idx);
    for (int64_t e = 0; e < n; e++) {
        for (int32_t i = 0; i < nr; i++) idx[rax[i]] = ridx[i];
        lang_num t;
        int rc = lang_read(I, AV(xv)->st, &lv, idx, &t, err);
        if (rc) return rc;
        v[e] = t.is_float ? t.f : (double)t.i;
        lang_next_index(ridx, rshape, nr);
    }
    float sf = 0;
    double sd = 0;
    if (run == 0) {
        for (int64_t e = 0; e < n; e++) {
            if (f32) sf += (float)v[e];
            else sd += v[e];
            if (half_out) sf = (float)lang_half_round((double)sf);
        }
    } else {
        for (int64_t b = 0; b < n; b += run)
            for (int64_t c = 0; c < run; c += MF_NP_BUFSIZE) {
                int64_t len = run - c < MF_NP_BUFSIZE ? run - c : MF_NP_BUFSIZE;
                if (f32) sf += pairwise_f32(v + b + c, len);
                else sd += pairwise_f64(v + b + c, len);
                if (half_out) sf = (float)lang_half_round((double)sf);
            }
    }
    double s = f32 ? (double)sf : sd;
    if (mean) {
        double q = s / (double)n;
        s = f32 ? (double)(float)q : q;
        if (f16) s = lang_half_round(s);
    }
    *out = (lang_num){.is_float = true, .f = s};
    return SL_OK;
}
