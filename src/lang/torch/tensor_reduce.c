/*
 * tensor_reduce.c — torch's reductions: sum, mean, prod, max / min, argmax / argmin,
 * all / any, over all elements or dims (keepdim, dtype=).
 *
 * Float sums, means and products are reproduced when every partial result in any order
 * is exact (so torch's summation order cannot matter); other float sums and means take
 * torch's own summation order (tensor_sum_order.c) where it is modelled; otherwise
 * `unsupported:`.
 */
#include "lang/python/py.h"

#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lang/torch/tensor_internal.h"

/* ------------------------------------------------------------ reductions == */

/* The dims a reduction runs over (mask), from None / an int / a tuple of ints. */
static int reduce_dims(const sl_tensor *t, const lang_value *dimv, uint64_t *mask, bool *all, sl_error *err) {
    int32_t nd = t->layout.ndim;
    *mask = 0;
    *all = !dimv || dimv->kind == V_NONE;
    if (*all) {
        for (int32_t d = 0; d < nd; d++) *mask |= (uint64_t)1 << d;
        return SL_OK;
    }
    int64_t v[SL_MAX_DIMS];
    int32_t n = 0;
    int rc;
    if (dimv->kind == V_TUPLE || dimv->kind == V_LIST) {
        if ((rc = lang_int_list(&dimv, 1, v, &n, "dim", err))) return rc;
        if (n == 0) {
            *all = true;
            for (int32_t d = 0; d < nd; d++) *mask |= (uint64_t)1 << d;
            return SL_OK;
        }
    } else {
        if ((rc = lang_to_int(dimv, &v[0], "dim", err))) return rc;
        n = 1;
    }
    for (int32_t i = 0; i < n; i++) {
        int64_t d;
        if ((rc = sl_wrap_dim(v[i], nd, true, &d, err))) return rc;
        if (nd == 0) d = 0;
        if (nd > 0 && (*mask >> d) & 1)
            return lang_py_error(err, "RuntimeError", "dim %lld appears multiple times in the list of dims",
                                 (long long)d);
        if (nd > 0) *mask |= (uint64_t)1 << d;
    }
    return SL_OK;
}

/* output shape of a reduction (contiguous) and the map from input index to output */
static void reduce_shape(const sl_tensor *t, uint64_t mask, bool keepdim, int64_t *shape, int32_t *n) {
    *n = 0;
    for (int32_t d = 0; d < t->layout.ndim; d++) {
        if ((mask >> d) & 1) {
            if (keepdim) shape[(*n)++] = 1;
        } else {
            shape[(*n)++] = t->layout.size[d];
        }
    }
}



static void exact_add(exact_acc *a, double x) {
    if (isnan(x)) { a->nan = true; return; }
    if (isinf(x)) { if (x > 0) a->pinf = true; else a->ninf = true; return; }
    if (x == 0) { a->zero = true; return; }
    int e;
    double m = frexp(fabs(x), &e);  /* |x| = m * 2^e, m in [0.5, 1) */
    /* lowest set bit: scale the mantissa to an integer */
    uint64_t mi = (uint64_t)ldexp(m, 53);
    int tz = 0;
    while (!(mi & 1)) {
        mi >>= 1;
        tz++;
    }
    int low = e - 53 + tz, high = e - 1;
    if (!a->any || low < a->min_exp) a->min_exp = low;
    if (!a->any || high > a->max_exp) a->max_exp = high;
    a->any = true;
    a->abs_sum += fabs(x);
    a->width_sum += high - low + 1;
    double ax = fabs(x);
    a->big_prod *= ax > 1 ? ax : 1;
    a->small_prod *= ax < 1 ? ax : 1;
}

/* Is the sum exact whatever the order? |partial| <= sum|x| < 2^(p + min_exp) with every
 * partial a multiple of 2^min_exp needs no rounding (p = 24 or 53 mantissa bits). */
/* mantissa bits and smallest exponent of a set bit of the float dtypes */
static int mant_bits(sl_dtype dt) {
    return dt == SL_FLOAT64 ? 53 : dt == SL_FLOAT32 ? 24 : dt == SL_FLOAT16 ? 11 : dt == SL_BFLOAT16 ? 8 : 0;
}
static int min_bit_exp(sl_dtype dt) {
    return dt == SL_FLOAT64 ? -1074 : dt == SL_FLOAT32 ? -149 : dt == SL_FLOAT16 ? -24 : -133;
}

/* (float16 / bfloat16 sums accumulate in float32 and store in their own type: exact in
 * the narrow type is exact in both) */
static bool sum_exact(const exact_acc *a, sl_dtype dt) {
    if (!a->any) return true;
    int p = mant_bits(dt);
    if (!p || a->min_exp < min_bit_exp(dt)) return false;
    double top = dt == SL_FLOAT64 ? DBL_MAX / 4 : dt == SL_FLOAT16 ? 65504.0 : FLT_MAX / 4;
    return a->abs_sum < ldexp(1.0, p + a->min_exp) && a->abs_sum <= top;
}

static bool prod_exact(const exact_acc *a, sl_dtype dt) {
    if (!a->any) return true;
    int p = mant_bits(dt);
    if (!p || a->width_sum > p) return false;
    double hi = dt == SL_FLOAT64 ? 1e300 : dt == SL_FLOAT16 ? 65504.0 : 1e37;
    double lo = dt == SL_FLOAT64 ? 1e-300 : dt == SL_FLOAT16 ? 6.2e-5 : 1e-37;
    return a->big_prod < hi && a->small_prod > lo;
}

static const char *red_name(red_op op) {
    static const char *const N[] = {"sum", "mean", "prod", "max", "min", "argmax", "argmin", "all", "any"};
    return N[op];
}

/* one reduction over the dims in mask; out dtype chosen by the caller */
static int reduce(lang_interp *I, red_op op, lang_value *t, uint64_t mask, bool keepdim, sl_dtype acc_dt,
                  sl_dtype out_dt, lang_value **out, sl_error *err) {
    const sl_tensor *tt = &TV(t)->t;
    int32_t nd = tt->layout.ndim;
    int64_t oshape[SL_MAX_DIMS];
    int32_t on;
    reduce_shape(tt, mask, keepdim, oshape, &on);
    int64_t total, out_n = 1, rlen = 1;
    int rc = sl_layout_numel(&tt->layout, &total, err);
    if (rc) return rc;
    for (int32_t d = 0; d < nd; d++) {
        if ((mask >> d) & 1) {
            if (sl_ovf_mul(rlen, tt->layout.size[d], &rlen)) return sl_error_overflow(err, "reduction size");
        } else if (sl_ovf_mul(out_n, tt->layout.size[d], &out_n)) {
            return sl_error_overflow(err, "reduction size");
        }
    }
    bool is_minmax = op == R_MAX || op == R_MIN || op == R_ARGMAX || op == R_ARGMIN;
    if (is_minmax && rlen == 0) {
        return lang_unsupported(err, "%s() over an empty dimension", red_name(op));
    }
    if (out_n > (1 << 20) || total > (1 << 24)) return lang_unsupported(err, "%s() of more than 2^24 elements", red_name(op));
    sl_tensor r;
    if ((rc = sl_torch_empty_ref(oshape, on, out_dt, SL_MF_CONTIGUOUS, I->ref, &r, err))) return rc;
    r.alias = SL_ALIAS_NEW;
    lang_storage *st;
    if ((rc = lang_torch_new_result(I, &r, out, &st, err))) return rc;
    if (st->poison) return SL_OK;
    /* per output element accumulators */
    lang_num *acc = lang_alloc_n(&I->A, (out_n + 1), sizeof *acc);
    int64_t *arg = lang_alloc_n(&I->A, (out_n + 1), sizeof *arg);
    int64_t *seen = lang_alloc_n(&I->A, (out_n + 1), sizeof *seen);
    exact_acc *ex = NULL;
    bool fl = is_fl(acc_dt);
    if (fl && (op == R_SUM || op == R_MEAN || op == R_PROD)) {
        ex = lang_alloc_n(&I->A, (out_n + 1), sizeof *ex);
        CHECK_ALLOC(ex);
        for (int64_t k = 0; k < out_n; k++) ex[k].big_prod = ex[k].small_prod = 1.0;
    }
    CHECK_ALLOC(acc);
    CHECK_ALLOC(arg);
    CHECK_ALLOC(seen);
    for (int64_t k = 0; k < out_n; k++) {
        acc[k].is_float = fl;
        acc[k].i = (op == R_PROD || op == R_ALL) ? 1 : 0;
        acc[k].f = op == R_PROD ? 1.0 : 0.0;
    }
    lang_lview sv;
    lang_lview_of_tensor(tt, &sv);
    int64_t idx[SL_MAX_DIMS] = {0};
    for (int64_t e = 0; e < total; e++) {
        /* output position (row-major over the kept dims) and position in the reduced dims */
        int64_t o = 0, ri = 0;
        for (int32_t d = 0; d < nd; d++) {
            if ((mask >> d) & 1) ri = ri * tt->layout.size[d] + idx[d];
            else o = o * tt->layout.size[d] + idx[d];
        }
        lang_num x;
        if ((rc = lang_read(I, TV(t)->st, &sv, idx, &x, err))) return rc;
        if ((rc = lang_num_cast(x, acc_dt, &x, err))) return rc;
        lang_num *A = &acc[o];
        switch (op) {
        case R_SUM:
        case R_MEAN:
            if (fl) {
                exact_add(&ex[o], x.f);
                A->f += x.f;
            } else {
                A->i = (int64_t)((uint64_t)A->i + (uint64_t)x.i);
            }
            break;
        case R_PROD:
            if (fl) {
                exact_add(&ex[o], x.f);
                A->f *= x.f;
            } else {
                A->i = (int64_t)((uint64_t)A->i * (uint64_t)x.i);
            }
            break;
        case R_ALL:
        case R_ANY: {
            bool b = x.is_float ? x.f != 0 : x.i != 0;
            if (op == R_ALL) A->i = A->i && b;
            else A->i = A->i || b;
            break;
        }
        default: {
            /* max / min / argmax / argmin: NaN wins, first occurrence kept */
            bool better;
            if (!seen[o]) better = true;
            else if (fl) {
                if (isnan(A->f)) better = false;
                else if (isnan(x.f)) better = true;
                else better = (op == R_MAX || op == R_ARGMAX) ? x.f > A->f : x.f < A->f;
            } else {
                better = (op == R_MAX || op == R_ARGMAX) ? x.i > A->i : x.i < A->i;
            }
            if (better) {
                *A = x;
                arg[o] = ri;
                seen[o] = 1;
            } else if ((op == R_MAX || op == R_MIN) && fl && x.f == 0 && A->f == 0 && signbit(x.f) != signbit(A->f)) {
                /* 0. and -0. tie: a whole-tensor max / min of up to 4 elements returns the
                 * later one (torch's scalar loop); its vectorized loop (more elements) and
                 * its reductions along a dim decide otherwise, so those are refused below */
                *A = x;
                seen[o] = 2;
            }
        }
        }
        lang_next_index(idx, tt->layout.size, tt->layout.ndim);
    }
    if ((op == R_MAX || op == R_MIN) && fl && (rlen > 4 || out_n > 1)) /* a dim reduction takes the first */
        for (int64_t k = 0; k < out_n; k++)
            if (seen[k] == 2)
                return lang_unsupported(err, "which zero %s() returns of a tensor holding both 0. and -0. "
                                             "(torch's vectorized loop decides)", red_name(op));
    lang_lview rv;
    lang_lview_of_tensor(&r, &rv);
    int64_t oidx[SL_MAX_DIMS] = {0};
    double *sums = NULL; /* torch's own order, where some finite sum rounds */
    for (int64_t k = 0; ex && op != R_PROD && acc_dt == tt->dtype && !sums && k < out_n; k++) {
        if (ex[k].nan || ex[k].pinf || ex[k].ninf || sum_exact(&ex[k], acc_dt)) continue;
        sums = lang_alloc_n(&I->A, out_n + 1, sizeof *sums);
        CHECK_ALLOC(sums);
        if ((rc = tensor_sum_order(I, t, mask, op == R_MEAN, sums, err)) == 1) break;
        if (rc) return rc;
    }
    if (rc == 1) sums = NULL;
    for (int64_t k = 0; k < out_n; k++) {
        lang_num z = acc[k];
        if (ex) {
            exact_acc *X = &ex[k];
            if (X->nan || (X->pinf && X->ninf && op != R_PROD)) {
                z.f = NAN;
            } else if (op != R_PROD && (X->pinf || X->ninf)) {
                z.f = X->pinf ? INFINITY : -INFINITY;
            } else if (op == R_PROD && (X->pinf || X->ninf || X->zero)) {
                if ((X->pinf || X->ninf) && X->zero) z.f = NAN;
                else if (X->zero) z.f = 0.0 * acc[k].f; /* signed zero: the sign of the product */
                else z.f = acc[k].f;
                if (X->pinf || X->ninf)
                    return lang_unsupported(err, "prod() of float tensors with infinities");
            } else if (op != R_PROD && sums) {
                z.f = sums[k]; /* summed (and divided) in torch's own order */
            } else if (op == R_PROD ? !prod_exact(X, acc_dt) : !sum_exact(X, acc_dt)) {
                return lang_unsupported(err, "%s() of float values whose partial results round (torch's summation order is not reproduced)",
                                        red_name(op));
            }
            if (op == R_MEAN && !sums) {
                /* float16 / bfloat16 under torch 1.13: the sum divided by n as that type */
                lang_num nn = {.is_float = true, .f = (double)rlen};
                if ((acc_dt == SL_FLOAT16 || acc_dt == SL_BFLOAT16) && tt->ref != SL_REF_LESSONS &&
                    (rc = lang_num_cast(nn, acc_dt, &nn, err)))
                    return rc;
                if (acc_dt != SL_FLOAT64) z.f = (double)((float)z.f / (float)nn.f);
                else z.f = z.f / (double)rlen;
            }
        }
        if (op == R_ARGMAX || op == R_ARGMIN) {
            z.is_float = false;
            z.i = arg[k];
        } else if (op == R_ALL || op == R_ANY) {
            z.is_float = false; /* the flag lives in .i whatever the input dtype */
        }
        if ((rc = lang_write(I, st, &rv, oidx, z, err))) return rc;
        lang_next_index(oidx, r.layout.size, r.layout.ndim);
    }
    return SL_OK;
}

/* sum / mean / prod / max / min / argmax / argmin / all / any (method forms) */
/* keepdim=: a bool or absent (false) */
static int keepdim_arg(const lang_value *v, bool *keepdim, sl_error *err) {
    *keepdim = false;
    if (!v) return SL_OK;
    if (v->kind != V_BOOL) return lang_unsupported(err, "keepdim given as %s", lv_type_name(v));
    *keepdim = v->u.b;
    return SL_OK;
}

int tensor_method_reduce(lang_interp *I, lang_value *t, red_op op, const lang_args *a, lang_value **out,
                         sl_error *err) {
    const sl_tensor *tt = &TV(t)->t;
    static const char *const PN[] = {"dim", "keepdim", "dtype"};
    lang_value *p[3];
    int rc = lang_bind(a, red_name(op), PN, 3, 0, p, err);
    if (rc) return rc;
    bool keepdim;
    if ((rc = keepdim_arg(p[1], &keepdim, err))) return rc;
    if (sl_dtype_is_complex(tt->dtype)) return lang_unsupported(err, "reductions of complex tensors");
    sl_dtype in = tt->dtype, acc_dt = in, odt = in;
    bool has_dt = p[2] && p[2]->kind != V_NONE;
    if (has_dt) {
        if (op != R_SUM && op != R_MEAN && op != R_PROD) return lang_unsupported(err, "dtype= of %s()", red_name(op));
        if ((rc = tensor_dtype_arg(p[2], &odt, err))) return rc;
        acc_dt = odt;
    }
    switch (op) {
    case R_SUM:
    case R_PROD:
        if (!has_dt && (in == SL_BOOL || is_int(in))) acc_dt = odt = SL_INT64;
        break;
    case R_MEAN:
        if (!is_fl(odt))
            return lang_py_error(err, "RuntimeError",
                                 "mean(): could not infer output dtype. %s dtype must be either a floating point or "
                                 "complex dtype. Got: %s",
                                 has_dt ? "Optional" : "Input", lang_torch_scalar_type_name(odt));
        break;
    case R_ARGMAX:
    case R_ARGMIN:
        odt = SL_INT64;
        if (in == SL_BOOL) return lang_py_error(err, "RuntimeError", "\"%s_cpu\" not implemented for 'Bool'", red_name(op));
        break;
    case R_ALL:
    case R_ANY:
        odt = in == SL_UINT8 ? SL_UINT8 : SL_BOOL;
        acc_dt = in;
        break;
    default: break;
    }
    if (op == R_PROD && (acc_dt == SL_FLOAT16 || acc_dt == SL_BFLOAT16) && tt->ref != SL_REF_LESSONS) /* 2.x has it */
        return lang_py_error(err, "RuntimeError", "\"prod_cpu\" not implemented for '%s'", lang_torch_scalar_type_name(acc_dt));
    uint64_t mask;
    bool all;
    if ((op == R_MAX || op == R_MIN) && p[0] && p[0]->kind != V_NONE) /* torch.return_types: tensor_adv_index.c */
        return lang_torch_minmax_dim(I, t, op == R_MAX, p[0], keepdim, out, err);
    if ((op == R_ALL || op == R_ANY || op == R_MAX || op == R_MIN || op == R_ARGMAX || op == R_ARGMIN) && p[0] &&
        (p[0]->kind == V_TUPLE || p[0]->kind == V_LIST))
        return lang_unsupported(err, "%s() over a tuple of dims", red_name(op));
    if ((rc = reduce_dims(tt, p[0], &mask, &all, err))) return rc;
    int64_t total;
    if ((rc = sl_layout_numel(&tt->layout, &total, err))) return rc;
    if ((op == R_MAX || op == R_MIN) && total == 0)
        return lang_py_error(err, "RuntimeError",
                             "%s(): Expected reduction dim to be specified for input.numel() == 0. Specify the "
                             "reduction dim with the 'dim' argument.",
                             red_name(op));
    if ((op == R_ARGMAX || op == R_ARGMIN) && total == 0 && all)
        return lang_py_error(err, "IndexError",
                             "%s(): Expected reduction dim to be specified for input.numel() == 0.", red_name(op));
    return reduce(I, op, t, mask, keepdim, acc_dt, odt, out, err);
}

/* t.amax(dim=(), keepdim=False) / t.amin: the max / min over the dims (every dim when
 * none is given), values only, NaN propagating like max(), with amax's own checks */
int tensor_method_amax(lang_interp *I, lang_value *t, bool is_max, const lang_args *a, lang_value **out,
                       sl_error *err) {
    const sl_tensor *tt = &TV(t)->t;
    const char *nm = is_max ? "amax" : "amin";
    static const char *const PN[] = {"dim", "keepdim"};
    lang_value *p[2];
    int rc = lang_bind(a, nm, PN, 2, 0, p, err);
    if (rc) return rc;
    bool keepdim;
    if ((rc = keepdim_arg(p[1], &keepdim, err))) return rc;
    if (sl_dtype_is_complex(tt->dtype)) return lang_unsupported(err, "%s() of complex tensors", nm);
    uint64_t mask;
    bool all;
    if ((rc = reduce_dims(tt, p[0], &mask, &all, err))) return rc;
    int64_t total;
    if ((rc = sl_layout_numel(&tt->layout, &total, err))) return rc;
    if (total == 0 && all)
        return lang_py_error(err, "RuntimeError",
                             "%s(): Expected reduction dim to be specified for input.numel() == 0. Specify the "
                             "reduction dim with the 'dim' argument.", nm);
    for (int32_t d = 0; d < tt->layout.ndim; d++)
        if ((mask >> d) & 1 && tt->layout.size[d] == 0)
            return lang_py_error(err, "IndexError", "%s(): Expected reduction dim %d to have non-zero size.", nm, d);
    return reduce(I, is_max ? R_MAX : R_MIN, t, mask, keepdim, tt->dtype, tt->dtype, out, err);
}
