/*
 * ndarray_reduce.c — reductions of ndarrays: sum, prod, min, max, mean, argmin, argmax,
 * all, any (functions and methods; axis, keepdims, dtype).
 *
 * The result is a new owner; where numpy's result depends on a loop order we do not model
 * (float sums that round) the op is refused rather than approximated.  numpy's own
 * float summation order for sums that round is src/lang/arrays/arr_mathfn.c.
 */
#include "lang/python/py.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lang/numpy/ndarray_internal.h"

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


static const struct { const char *name; rdkind kind; } REDUCERS[] = {
    {"sum", RD_SUM}, {"prod", RD_PROD}, {"min", RD_MIN}, {"max", RD_MAX}, {"amin", RD_MIN}, {"amax", RD_MAX},
    {"mean", RD_MEAN}, {"argmin", RD_ARGMIN}, {"argmax", RD_ARGMAX}, {"all", RD_ALL}, {"any", RD_ANY}};

int ndarray_reducer_of(const char *name, rdkind *k) {
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
        rc = sl_np_empty_ref(shape, nd, dt, 'C', x->ref, out, err);
    } else {
        /* the axis order comes from the input as the iterator sees it (reduced axes
         * with their real strides), the lengths from the output */
        int32_t perm[SL_MAX_DIMS];
        ndarray_iter_perm(x, 1, perm);
        if (!(rc = sl_np_empty_ref(shape, nd, dt, 'C', x->ref, out, err))) rc = ndarray_strides_in_perm(out, perm, err);
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
        if (c_order) return sl_np_empty_ref(out->shape, k, dt, 'C', x->ref, out, err);
        sl_np_refresh_flags(out);
    }
    return SL_OK;
}

/* the axis argument: None, an int, or a tuple (ints); reduced[d] set */
int ndarray_reduce_axes(const lang_value *v, const sl_array *x, bool allow_tuple, bool allow_0d_int, bool *reduced,
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
        if ((rc = ndarray_np_ints(v, SL_NP_TE_INDEX, axes, &n, NULL, err))) return rc;
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
bool ndarray_float_sum_exact(const lang_num *t, int64_t n, bool f32) {
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
            if (!ndarray_float_sum_exact(ct, n, acc_dt == SL_FLOAT32))
                return lang_unsupported(err, "a float sum that could overflow before reaching an infinity");
            r->f = pinf ? INFINITY : -INFINITY;
        } else {
            if (!ndarray_float_sum_exact(ct, n, acc_dt == SL_FLOAT32))
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

int ndarray_np_reduce(lang_interp *I, lang_value *v, rdkind k, const char *fname, const lang_args *a, lang_value **out,
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
    /* float16: comparisons are exact, and sums follow lang_mathfn_np_sum's half model;
     * mean (a float32 sum through a casting buffer) and prod are refused */
    bool half_ok = in_dt == SL_FLOAT16 && k != RD_PROD;
    if (sl_dtype_is_complex(in_dt) || (in_dt == SL_FLOAT16 && !half_ok) || in_dt == SL_BFLOAT16)
        return lang_unsupported(err, "%s() of a %s array", fname, sl_dtype_numpy_name(in_dt));
    bool reduced[SL_MAX_DIMS], all;
    if ((rc = ndarray_reduce_axes(p[0], x, !arg, k != RD_MEAN, reduced, &all, err))) return rc;
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
    if ((rc = ndarray_np_new(I, &r, LF_ZERO, z, &res, err))) return rc;
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
    lang_num *terms = lang_alloc_n(&I->A, (group > 0 ? group : 1), sizeof *terms);
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
        if (rc == 1 && (k == RD_SUM || k == RD_MEAN) && in_dt == SL_FLOAT16)
            return lang_unsupported(err, k == RD_SUM ? "sum() of a float16 array in this layout (equal or negative strides)"
                                                     : "mean() of a float16 array over some axes (a float32 sum through numpy's casting buffer)");
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
    return ndarray_back_to_scalar(I, res, out, err);
}
